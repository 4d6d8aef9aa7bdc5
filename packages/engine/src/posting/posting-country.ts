/**
 * The country of a posting's place (ISO 3166 alpha-2), from its location text: a country name, a major
 * city, a 'Country, Region, City' row ('DE, BE, Berlin'), or a US 'City, ST'. Null when the text does not say.
 */
const COUNTRY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:united states|usa|u\.s\.a?\.?)\b/i, 'US'],
  [
    /\b(?:united kingdom|england|scotland|wales|northern ireland|great britain|london|manchester|birmingham|leeds|glasgow|edinburgh|bristol|yorkshire)\b|\bUK\b/i,
    'GB',
  ],
  [/\b(?:ireland|dublin|cork)\b/i, 'IE'],
  [
    /\b(?:germany|deutschland|berlin|m\u00fcnchen|munich|hamburg|frankfurt|k\u00f6ln|cologne|stuttgart|d\u00fcsseldorf|leipzig)\b/i,
    'DE',
  ],
  [/\b(?:france|paris|lyon|marseille|toulouse)\b/i, 'FR'],
  [/\b(?:spain|espa\u00f1a|madrid|barcelona|valencia)\b/i, 'ES'],
  [/\b(?:italy|italia|milan|milano|rome|roma|turin)\b/i, 'IT'],
  [/\b(?:netherlands|nederland|amsterdam|rotterdam|utrecht|eindhoven)\b/i, 'NL'],
  [/\b(?:belgium|brussels|antwerp)\b/i, 'BE'],
  [/\b(?:austria|\u00f6sterreich|vienna|wien)\b/i, 'AT'],
  [/\b(?:switzerland|schweiz|suisse|zurich|z\u00fcrich|geneva|gen\u00e8ve|basel)\b/i, 'CH'],
  [/\b(?:sweden|sverige|stockholm|g\u00f6teborg|gothenburg|malm\u00f6|uppsala)\b/i, 'SE'],
  [/\b(?:norway|norge|oslo|bergen)\b/i, 'NO'],
  [/\b(?:denmark|danmark|copenhagen|k\u00f8benhavn|aarhus)\b/i, 'DK'],
  [/\b(?:finland|suomi|helsinki|espoo|tampere)\b/i, 'FI'],
  [/\b(?:portugal|lisbon|lisboa|porto)\b/i, 'PT'],
  [
    /\b(?:poland|polska|warsaw|warszawa|krak\u00f3w|krakow|wroc\u0142aw|wroclaw|gda\u0144sk|gdansk|pozna\u0144|poznan|\u0142\u00f3d\u017a|lodz)\b/i,
    'PL',
  ],
  [
    /\b(?:india|bengaluru|bangalore|mumbai|delhi|new delhi|gurgaon|gurugram|noida|hyderabad|pune|chennai|kolkata|ahmedabad)\b/i,
    'IN',
  ],
  [
    /\b(?:canada|toronto|vancouver|montreal|montr\u00e9al|ottawa|calgary|edmonton|ontario|quebec|british columbia|alberta)\b/i,
    'CA',
  ],
  [/\b(?:australia|sydney|melbourne|brisbane|perth|adelaide|canberra)\b/i, 'AU'],
  [/\b(?:new zealand|auckland|wellington|christchurch)\b/i, 'NZ'],
  [/\b(?:singapore)\b/i, 'SG'],
  [/\b(?:malaysia|kuala lumpur|penang|johor)\b/i, 'MY'],
  [/\b(?:turkey|t\u00fcrkiye|istanbul|\u0130stanbul|ankara|izmir)\b/i, 'TR'],
  [/\b(?:japan|tokyo|osaka)\b/i, 'JP'],
  [/\b(?:south africa|johannesburg|cape town)\b/i, 'ZA'],
  [/\b(?:united arab emirates|uae|dubai|abu dhabi)\b/i, 'AE'],
];
const US_STATE =
  /,\s*(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY])\b/;
const ISO = new Set([
  'US',
  'GB',
  'UK',
  'IE',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'BE',
  'AT',
  'CH',
  'SE',
  'NO',
  'DK',
  'FI',
  'PT',
  'PL',
  'IN',
  'CA',
  'AU',
  'NZ',
  'SG',
  'MY',
  'TR',
  'JP',
  'ZA',
  'AE',
]);

export function inferCountry(place: string | null): string | null {
  if (!place) return null;
  const row = /^\s*([A-Z]{2})\s*,\s*[A-Z0-9]{0,3}\s*,/.exec(place);
  if (row && ISO.has(row[1]!)) return row[1] === 'UK' ? 'GB' : row[1]!;
  const named = COUNTRY_WORDS.find(([re]) => re.test(place));
  if (named) return named[1];
  return US_STATE.test(place) ? 'US' : null;
}

const DOLLARS: Readonly<Record<string, string>> = { CA: 'CAD', AU: 'AUD', NZ: 'NZD', SG: 'SGD' };

/** The dollar a '$' means in a country (US dollars unless the country has its own). */
export const currencyOfDollar = (country: string | null): string => (country ? (DOLLARS[country] ?? 'USD') : 'USD');
