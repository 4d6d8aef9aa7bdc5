/**
 * countryOf: the ISO 3166 alpha-2 country a location text names ('Austin, TX' -> 'US', 'Toronto, ON' ->
 * 'CA', 'Gurugram, Haryana' -> 'IN', 'Istanbul' -> 'TR'), or null when it names none the tables know.
 * Country names first, then Canadian provinces, US state codes ('Paris, TX'), large non-US cities, US state names.
 */

const COUNTRY_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['US', 'united states|united states of america|usa|u\\.s\\.a\\.|u\\.s\\.'],
  ['CA', 'canada'],
  ['AU', 'australia|new south wales|queensland'],
  ['GB', 'united kingdom|uk|u\\.k\\.|(?<!new\\s)england|scotland|wales|northern ireland|great britain'],
  ['IE', 'ireland|eire'],
  ['DE', 'germany|deutschland'],
  ['FR', 'france'],
  ['ES', 'spain|espa\u00f1a'],
  ['IT', 'italy|italia'],
  ['NL', 'netherlands|the netherlands|holland'],
  ['BE', 'belgium'],
  ['CH', 'switzerland'],
  ['AT', 'austria'],
  ['SE', 'sweden|sverige'],
  ['NO', 'norway'],
  ['DK', 'denmark'],
  ['FI', 'finland'],
  ['PL', 'poland|polska'],
  ['CZ', 'czech republic|czechia'],
  ['PT', 'portugal'],
  ['GR', 'greece'],
  ['RO', 'romania'],
  ['UA', 'ukraine'],
  ['TR', 't\u00fcrkiye|turkiye|turkey'],
  ['IN', 'india'],
  ['PK', 'pakistan'],
  ['BD', 'bangladesh'],
  ['LK', 'sri lanka'],
  ['MY', 'malaysia'],
  ['SG', 'singapore'],
  ['ID', 'indonesia'],
  ['PH', 'philippines'],
  ['VN', 'vietnam|viet nam'],
  ['TH', 'thailand'],
  ['CN', 'china|prc'],
  ['HK', 'hong kong'],
  ['TW', 'taiwan'],
  ['JP', 'japan'],
  ['KR', 'south korea|korea'],
  ['NZ', 'new zealand'],
  ['AE', 'united arab emirates|uae'],
  ['SA', 'saudi arabia'],
  ['QA', 'qatar'],
  ['IL', 'israel'],
  ['EG', 'egypt'],
  ['NG', 'nigeria'],
  ['GH', 'ghana'],
  ['KE', 'kenya'],
  ['ZA', 'south africa'],
  ['MX', 'mexico|m\u00e9xico'],
  ['BR', 'brazil|brasil'],
  ['AR', 'argentina'],
  ['CO', 'colombia'],
  ['CL', 'chile'],
];

const CANADIAN_PROVINCES =
  'ontario|quebec|qu\u00e9bec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland|prince edward island|yukon|nunavut|northwest territories';
const CANADIAN_CODES = 'ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NU|NT';

/** Large cities outside the US, by country: a location often names only the city ('Istanbul', 'Gurgaon'). */
const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['CA', 'toronto|montreal|montr\u00e9al|vancouver|calgary|ottawa|edmonton|winnipeg|mississauga|waterloo'],
  [
    'GB',
    'london|manchester|birmingham|edinburgh|glasgow|leeds|bristol|liverpool|cambridge|oxford|belfast|sheffield|newcastle',
  ],
  ['IE', 'dublin|cork|galway'],
  [
    'DE',
    'berlin|munich|m\u00fcnchen|hamburg|frankfurt|cologne|k\u00f6ln|stuttgart|d\u00fcsseldorf|dusseldorf|leipzig|dortmund|essen|bochum',
  ],
  ['FR', 'paris|lyon|marseille|toulouse|lille|nantes'],
  ['ES', 'madrid|barcelona|valencia|seville|sevilla'],
  ['IT', 'milan|milano|rome|roma|turin|torino'],
  ['NL', 'amsterdam|rotterdam|the hague|utrecht|eindhoven'],
  ['SE', 'stockholm|gothenburg|g\u00f6teborg|malm\u00f6|malmo|uppsala'],
  [
    'PL',
    'warsaw|warszawa|krak\u00f3w|krakow|wroc\u0142aw|wroclaw|gda\u0144sk|gdansk|pozna\u0144|poznan|\u0142\u00f3d\u017a|lodz|katowice',
  ],
  ['TR', 'istanbul|\u0130stanbul|ankara|izmir|\u0130zmir|bursa|antalya'],
  [
    'IN',
    'gurgaon|gurugram|bangalore|bengaluru|mumbai|bombay|new delhi|delhi|noida|hyderabad|chennai|pune|kolkata|ahmedabad|jaipur|kochi|chandigarh',
  ],
  ['MY', 'kuala lumpur|petaling jaya|penang|johor bahru|cyberjaya|shah alam'],
  ['SG', 'singapore'],
  ['AE', 'dubai|abu dhabi'],
  ['AU', 'sydney|melbourne|brisbane|perth|adelaide|canberra'],
  ['NZ', 'auckland|wellington|christchurch'],
  ['PK', 'karachi|lahore|islamabad'],
  ['PH', 'manila|makati|cebu|quezon city'],
  ['CN', 'beijing|shanghai|shenzhen|guangzhou'],
  ['JP', 'tokyo|osaka'],
  ['BR', 's\u00e3o paulo|sao paulo|rio de janeiro'],
  ['MX', 'mexico city|guadalajara|monterrey'],
  ['NG', 'lagos|abuja'],
  ['GH', 'accra|kumasi'],
  ['KE', 'nairobi'],
  ['ZA', 'johannesburg|cape town'],
  ['IL', 'tel aviv'],
];

const US_STATE_NAMES =
  'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|district of columbia';
const US_STATE_CODES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

const word = (alternatives: string, flags = 'i') =>
  new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, `${flags}u`);

const NAME_PATTERNS = COUNTRY_NAMES.map(([code, names]) => [code, word(names)] as const);
const CITY_PATTERNS = CITIES.map(([code, names]) => [code, word(names)] as const);
const PROVINCE = word(CANADIAN_PROVINCES);
/** A province or state code after a comma or before a postal code ('Toronto, ON', 'Austin, TX 78701'). */
const PROVINCE_CODE = new RegExp(`(?:,\\s*|\\s)(?:${CANADIAN_CODES})(?:\\s+[A-Z]\\d[A-Z]|\\s*$|\\s*[,|)])`);
const STATE_CODE = new RegExp(`(?:,\\s*|\\s)(?:${US_STATE_CODES})(?:\\s+\\d{5}|\\s*$|\\s*[,|)])`);
const STATE_NAME = word(US_STATE_NAMES);

/** 'US' in capitals ('Remote - US'); in lower case it is the pronoun. */
const US_CAPS = /(?<![A-Za-z])US(?![A-Za-z])/;

export function countryOf(location: string | null | undefined): string | null {
  const text = location?.trim();
  if (!text) return null;
  if (US_CAPS.test(text)) return 'US';
  for (const [code, pattern] of NAME_PATTERNS) if (pattern.test(text)) return code;
  if (PROVINCE.test(text) || PROVINCE_CODE.test(text)) return 'CA';
  if (STATE_CODE.test(text)) return 'US';
  for (const [code, pattern] of CITY_PATTERNS) if (pattern.test(text)) return code;
  return STATE_NAME.test(text) ? 'US' : null;
}

const NAMES_BY_CODE: Readonly<Record<string, string>> = {
  US: 'the United States',
  CA: 'Canada',
  GB: 'the United Kingdom',
  IE: 'Ireland',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'the Netherlands',
  SE: 'Sweden',
  PL: 'Poland',
  TR: 'Turkey',
  IN: 'India',
  MY: 'Malaysia',
  SG: 'Singapore',
  AU: 'Australia',
  NZ: 'New Zealand',
  AE: 'the United Arab Emirates',
  PK: 'Pakistan',
  PH: 'the Philippines',
  CN: 'China',
  JP: 'Japan',
  BR: 'Brazil',
  MX: 'Mexico',
  NG: 'Nigeria',
  GH: 'Ghana',
  KE: 'Kenya',
  ZA: 'South Africa',
  IL: 'Israel',
};

/** A country code as words for a sentence ('Turkey (TR)'). */
export const countryName = (code: string): string => (NAMES_BY_CODE[code] ? `${NAMES_BY_CODE[code]} (${code})` : code);
