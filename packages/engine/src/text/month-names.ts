/**
 * Month names and abbreviations by month number: English first, then the German, French, Spanish,
 * Dutch, Polish and Turkish forms seen on resumes ('März 2019', 'październik 2020', 'Ekim 2018').
 * A name is matched whole (an English name may also be cut to its first three letters, 'Sept.' too).
 */
export const MONTH_NAMES: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1, ['january', 'jan', 'januar', 'janvier', 'enero', 'januari', 'styczeń', 'styczen', 'stycznia', 'ocak']],
  [2, ['february', 'feb', 'februar', 'février', 'fevrier', 'febrero', 'februari', 'luty', 'lutego', 'şubat', 'subat']],
  [3, ['march', 'mar', 'märz', 'marz', 'maerz', 'mars', 'marzo', 'maart', 'marzec', 'marca', 'mart']],
  [4, ['april', 'apr', 'avril', 'abril', 'kwiecień', 'kwiecien', 'kwietnia', 'nisan']],
  [5, ['may', 'mai', 'mayo', 'mei', 'maj', 'maja', 'mayıs', 'mayis']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio', 'czerwiec', 'czerwca', 'haziran']],
  [7, ['july', 'jul', 'juli', 'juillet', 'julio', 'lipiec', 'lipca', 'temmuz']],
  [
    8,
    ['august', 'aug', 'août', 'aout', 'agosto', 'augustus', 'sierpień', 'sierpien', 'sierpnia', 'ağustos', 'agustos'],
  ],
  [
    9,
    [
      'september',
      'sep',
      'sept',
      'septembre',
      'septiembre',
      'wrzesień',
      'wrzesien',
      'września',
      'wrzesnia',
      'eylül',
      'eylul',
    ],
  ],
  [
    10,
    [
      'october',
      'oct',
      'oktober',
      'octobre',
      'octubre',
      'październik',
      'pazdziernik',
      'października',
      'pazdziernika',
      'ekim',
    ],
  ],
  [11, ['november', 'nov', 'novembre', 'noviembre', 'listopad', 'listopada', 'kasım', 'kasim']],
  [
    12,
    [
      'december',
      'dec',
      'dezember',
      'décembre',
      'decembre',
      'diciembre',
      'grudzień',
      'grudzien',
      'grudnia',
      'aralık',
      'aralik',
    ],
  ],
];

export const MONTH_BY_NAME: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap(([month, names]) => names.map((n) => [n, month] as const)),
);

/** Words that mean 'up to now' at the end of a range, in English and the same languages. */
export const PRESENT_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'to date',
  'till date',
  'till now',
  'date',
  'cont',
  'continuing',
  'heute',
  'aktuell',
  'jetzt',
  "aujourd'hui",
  'actuel',
  'presente',
  'actualidad',
  'actual',
  'heden',
  'obecnie',
  'nadal',
  'günümüz',
  'gunumuz',
  'halen',
  'devam ediyor',
] as const;
