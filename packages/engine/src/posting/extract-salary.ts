import { currencyOfDollar } from './posting-country.ts';

export const SALARY_PERIODS = ['year', 'month', 'week', 'day', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export interface Salary {
  /** The lower figure; for an 'up to' ceiling, the ceiling. */
  readonly min: number;
  /** The upper figure; for a floor ('from', 'start at'), the floor itself (see 'bound'). */
  readonly max: number;
  /** ISO 4217 code. */
  readonly currency: string;
  readonly period: SalaryPeriod;
  readonly text: string;
  /** A range, one figure, a floor ('start at $50/hr': no maximum stated) or a ceiling ('up to £40k'). */
  readonly bound?: 'range' | 'exact' | 'floor' | 'ceiling';
}

/** Currency marks and codes, longest first where one holds another ('US$' before '$'). */
const CURRENCIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bUS\$|\bUSD\b/i, 'USD'],
  [/\bNZ\$|\bNZD\b/i, 'NZD'],
  [/\bA\$|\bAU\$|\bAUD\b/i, 'AUD'],
  [/\bC\$|\bCA\$|\bCAD\b/i, 'CAD'],
  [/\bS\$|\bSGD\b/i, 'SGD'],
  [/\u20ac|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/\u00a3|\bGBP\b/i, 'GBP'],
  [/\u20b9|\bINR\b|\bRs\.?(?=\s?\d)|\bLPA\b|\blakhs?\b/i, 'INR'],
  [/\bPLN\b|\bz\u0142/i, 'PLN'],
  [/\bSEK\b|\bkr\b/i, 'SEK'],
  [/\bCHF\b/i, 'CHF'],
  [/\bNOK\b/i, 'NOK'],
  [/\bDKK\b/i, 'DKK'],
  [/\bMYR\b|\bRM(?=\s?\d)/, 'MYR'],
  [/\bTRY\b|\u20ba|\bTL\b/, 'TRY'],
  [/\bJPY\b|\u00a5/i, 'JPY'],
  [/\bZAR\b/i, 'ZAR'],
  [/\bAED\b/i, 'AED'],
];
const MARK =
  '(?:US\\$|NZ\\$|AU\\$|A\\$|C\\$|CA\\$|S\\$|[$\u20ac\u00a3\u20b9\u00a5\u20ba]|(?:USD|EUR|GBP|CAD|AUD|NZD|INR|PLN|SEK|CHF|NOK|DKK|MYR|TRY|JPY|ZAR|AED|SGD|Rs\\.?|RM)\\s?)';
const FIGURE = '\\d{1,3}(?:[,.\\s\u00a0]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const AMOUNT = `${MARK}?\\s?(?:${FIGURE})\\s?(?:[kK]\\b|LPA\\b|lakhs?\\b)?(?:\\s?(?:USD|EUR|GBP|CAD|AUD|NZD|INR|PLN|SEK|CHF|NOK|DKK|kr)\\b|\\s?z\u0142)?`;
const PERIOD_WORDS =
  'year|yr|annum|annually|yearly|p\\.?\\s?a\\.?|month|mo|monthly|mth|week|wk|weekly|day|daily|hour|hr|hourly|jahr|monat|stunde|\u00e5r|m\u00e5nad|timme|an|mois|heure|miesi\u0105c|miesi\u0119cznie|godzin\u0119';
const SALARY = new RegExp(
  `(${AMOUNT})(?:\\s*(?:-{1,2}|\\u2013|to|bis|till|\u00e0)\\s*(${AMOUNT}))?(?:\\s*(?:brutto|gross|netto|net))?\\s*(?:(?:per|an?|/|pro|im|par|i|na)\\s*(${PERIOD_WORDS})\\b|\\b(annually|yearly|hourly|monthly|weekly|daily|p\\.?\\s?a\\.?))?`,
  'gi',
);
const CUE =
  /salary|compensation|\bpay\b|pay\$|wage|\brates?\b|remuneration|stipend|gehalt|l\u00f6n|salaire|wynagrodzenie|ctc|lpa|\$|\u20ac|\u00a3|\u20b9|per (?:hour|year|annum|week|month|day)|annually|hourly|\b(?:usd|eur|gbp|cad|aud|nzd|inr|pln|sek|chf)\b/i;
/** Money that is no pay for this job: company figures, a company-wide minimum, benefits. */
const NOT_PAY =
  /\b(?:million|billion|mn|bn|revenue|arr|raised|funding|donated|charitable|valuation|customers|all positions|all employees|minimum wage|paid at least|tuition|reimburse\w*|stipend for|bonus of|401|discount|referral)\b/i;
const FLOOR = /\b(?:from|start(?:s|ing)? (?:at|from)|at least|minimum of|min\.?|ab|fr\u00e5n|\u00e0 partir de)\s*$/i;
const CEILING = /\b(?:up to|upto|max(?:imum)?(?: of)?|bis zu|jusqu'\u00e0)\s*$/i;

function toNumber(raw: string): number {
  const scale = /\b(?:LPA|lakhs?|L)\b/i.test(raw) ? 100000 : /\d\s?[kK]\b/.test(raw) ? 1000 : 1;
  const digits = raw.replace(/[^\d.,\s\u00a0]/g, '').trim();
  // '12 000', '45,000', '45.000' (thousands) against '18.20', '1.5' (decimals)
  const normalized =
    /[,.\s\u00a0]\d{3}(?:[.,]\d{1,2})?$/.test(digits) && !/^\d+[.,]\d{1,2}$/.test(digits)
      ? digits.replace(/[,.\s\u00a0](?=\d{3}(?:\D|$))/g, '').replace(',', '.')
      : digits.replace(/\s/g, '').replace(',', '.');
  return Number(normalized) * scale;
}

function periodOf(word: string | undefined, amount: number, raw: string): SalaryPeriod {
  const w = (word ?? '').toLowerCase().replace(/\s/g, '');
  if (/^(?:hour|hr|hourly|stunde|timme|heure|godzin)/.test(w)) return 'hour';
  if (/^(?:month|mo|monthly|mth|monat|m\u00e5nad|mois|miesi)/.test(w)) return 'month';
  if (/^(?:week|wk|weekly)/.test(w)) return 'week';
  if (/^(?:day|daily)/.test(w)) return 'day';
  if (w || /LPA|lakh/i.test(raw)) return 'year';
  return amount < 200 ? 'hour' : amount < 20000 ? 'month' : 'year';
}

function currencyOf(text: string, line: string, country: string | null): string {
  const found = CURRENCIES.find(([re]) => re.test(text)) ?? CURRENCIES.find(([re]) => re.test(line));
  if (found) return found[1];
  if (/\$/.test(text)) return currencyOfDollar(country);
  return country ? (COUNTRY_CURRENCY[country] ?? 'USD') : 'USD';
}

const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  FI: 'EUR',
  PT: 'EUR',
  GR: 'EUR',
  LU: 'EUR',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CH: 'CHF',
  IN: 'INR',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  MY: 'MYR',
  TR: 'TRY',
  JP: 'JPY',
  ZA: 'ZAR',
  AE: 'AED',
};

/**
 * A salary stated in the posting, in any currency and period: '$120,000 - $150,000 a year', '£45,000 -
 * £55,000 per annum', '€60k', 'NZD 70,000', '$50/hr', 'PLN 12 000 brutto', 'INR 12 LPA', '$1,200 per
 * week', 'up to £40k', 'rates start at $50/hr' (a floor). Company figures and a company-wide minimum
 * wage are no salary. 'country' (ISO code of the job's place) settles which dollar a '$' is.
 */
export function extractSalary(text: string, options: { country?: string | null } = {}): Salary | null {
  const country = options.country ?? null;
  for (const line of text.split('\n')) {
    if (!CUE.test(line)) continue;
    for (const m of line.matchAll(SALARY)) {
      const raw = m[0].trim();
      const before = line.slice(0, m.index);
      // a bare figure is pay only right after a pay word ('Salary range: 20000-28000')
      const hasMoneyMark =
        new RegExp(MARK).test(raw) ||
        /\d\s?[kK]\b|LPA|lakh/i.test(raw) ||
        /(?:salary|compensation|\bpay|wage|gehalt|l\u00f6n|salaire|\brates?)\b[^.]{0,30}$/i.test(before);
      const after = line.slice(m.index + m[0].length, m.index + m[0].length + 40);
      if (
        !hasMoneyMark ||
        NOT_PAY.test(`${before.slice(-60)} ${after}`) ||
        /^\s*(?:million|billion|m\b|bn\b|years?|%)/i.test(after)
      )
        continue;
      const low = toNumber(m[1]!);
      const high = m[2] ? toNumber(m[2]) : low;
      const period = m[3] ?? m[4];
      if (
        !(low >= 7) ||
        high < low ||
        (low < 1000 &&
          !period &&
          !/[kK]\b|LPA|lakh/i.test(raw) &&
          !/\bhour|\bhourly\b|\brates?\b|\/\s?hr\b/i.test(line))
      )
        continue;
      if (
        /^\s*(?:19|20)\d{2}\s*$/.test(m[1]!) ||
        (/^(?:19|20)\d{2}$/.test(m[1]!.trim()) && !new RegExp(MARK).test(raw))
      )
        continue; // a year, not money
      const bound = m[2] ? 'range' : FLOOR.test(before) ? 'floor' : CEILING.test(before) ? 'ceiling' : 'exact';
      return {
        min: low,
        max: high,
        currency: currencyOf(raw, line, country),
        period: periodOf(period, low, raw),
        text: raw,
        bound,
      };
    }
  }
  return null;
}
