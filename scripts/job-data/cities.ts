/**
 * The cities of the bundled gazetteer: [name, region, country, weight, GeoNames name when it differs].
 * US cities carry their state's code (GeoNames admin1 for the US); the weight is how often the demo
 * catalogue places a job there (roughly the metro's size, 1-10). Coordinates come from GeoNames.
 */
export type CityRow = readonly [name: string, region: string, country: string, weight: number, lookupName?: string];

export const GAZETTEER_CITIES: readonly CityRow[] = [
  ['New York', 'NY', 'US', 10, 'New York City'], ['Los Angeles', 'CA', 'US', 9], ['Chicago', 'IL', 'US', 8], ['Houston', 'TX', 'US', 7],
  ['Dallas', 'TX', 'US', 7], ['Phoenix', 'AZ', 'US', 5], ['Philadelphia', 'PA', 'US', 6], ['San Antonio', 'TX', 'US', 4],
  ['San Diego', 'CA', 'US', 5], ['San Jose', 'CA', 'US', 5], ['Austin', 'TX', 'US', 5], ['Jacksonville', 'FL', 'US', 3],
  ['Fort Worth', 'TX', 'US', 3], ['Columbus', 'OH', 'US', 3], ['Charlotte', 'NC', 'US', 4], ['San Francisco', 'CA', 'US', 7],
  ['Indianapolis', 'IN', 'US', 3], ['Seattle', 'WA', 'US', 6], ['Denver', 'CO', 'US', 5], ['Washington', 'DC', 'US', 6],
  ['Boston', 'MA', 'US', 6], ['Nashville', 'TN', 'US', 3], ['Detroit', 'MI', 'US', 4], ['Portland', 'OR', 'US', 3],
  ['Las Vegas', 'NV', 'US', 3], ['Memphis', 'TN', 'US', 2], ['Louisville', 'KY', 'US', 2], ['Baltimore', 'MD', 'US', 3],
  ['Milwaukee', 'WI', 'US', 2], ['Albuquerque', 'NM', 'US', 2], ['Tucson', 'AZ', 'US', 2], ['Sacramento', 'CA', 'US', 3],
  ['Kansas City', 'MO', 'US', 3], ['Atlanta', 'GA', 'US', 6], ['Miami', 'FL', 'US', 5], ['Raleigh', 'NC', 'US', 3],
  ['Minneapolis', 'MN', 'US', 4], ['Tampa', 'FL', 'US', 3], ['Orlando', 'FL', 'US', 3], ['Pittsburgh', 'PA', 'US', 3],
  ['Cincinnati', 'OH', 'US', 2], ['Cleveland', 'OH', 'US', 2], ['St. Louis', 'MO', 'US', 3], ['Salt Lake City', 'UT', 'US', 3],
  ['Oakland', 'CA', 'US', 2], ['Irvine', 'CA', 'US', 2], ['Newark', 'NJ', 'US', 2], ['Jersey City', 'NJ', 'US', 2],
  ['Richmond', 'VA', 'US', 2], ['Arlington', 'VA', 'US', 2], ['Madison', 'WI', 'US', 1], ['Boise', 'ID', 'US', 1],
  ['Omaha', 'NE', 'US', 1], ['Boulder', 'CO', 'US', 1], ['Ann Arbor', 'MI', 'US', 1], ['Cambridge', 'MA', 'US', 2],
  ['Palo Alto', 'CA', 'US', 2], ['Mountain View', 'CA', 'US', 2], ['Sunnyvale', 'CA', 'US', 1], ['Durham', 'NC', 'US', 1],
  ['New Orleans', 'LA', 'US', 2], ['Honolulu', 'HI', 'US', 1], ['Anchorage', 'AK', 'US', 1], ['Oklahoma City', 'OK', 'US', 2],
  ['Buffalo', 'NY', 'US', 1], ['Hartford', 'CT', 'US', 1], ['Providence', 'RI', 'US', 1], ['Des Moines', 'IA', 'US', 1],
  ['London', 'England', 'GB', 0], ['Manchester', 'England', 'GB', 0], ['Edinburgh', 'Scotland', 'GB', 0], ['Dublin', 'Leinster', 'IE', 0],
  ['Berlin', 'Berlin', 'DE', 0], ['Munich', 'Bavaria', 'DE', 0, 'Munich'], ['Hamburg', 'Hamburg', 'DE', 0], ['Frankfurt', 'Hesse', 'DE', 0, 'Frankfurt am Main'],
  ['Cologne', 'North Rhine-Westphalia', 'DE', 0, 'Köln'], ['Stuttgart', 'Baden-Württemberg', 'DE', 0], ['Düsseldorf', 'North Rhine-Westphalia', 'DE', 0],
  ['Vienna', 'Vienna', 'AT', 0, 'Vienna'], ['Zurich', 'Zurich', 'CH', 0, 'Zürich'], ['Amsterdam', 'North Holland', 'NL', 0], ['Paris', 'Île-de-France', 'FR', 0],
  ['Madrid', 'Madrid', 'ES', 0], ['Barcelona', 'Catalonia', 'ES', 0], ['Lisbon', 'Lisbon', 'PT', 0], ['Stockholm', 'Stockholm', 'SE', 0],
  ['Copenhagen', 'Capital Region', 'DK', 0], ['Warsaw', 'Masovia', 'PL', 0], ['Prague', 'Prague', 'CZ', 0], ['Milan', 'Lombardy', 'IT', 0],
  ['Toronto', 'Ontario', 'CA', 0], ['Vancouver', 'British Columbia', 'CA', 0], ['Montreal', 'Quebec', 'CA', 0, 'Montréal'],
  ['Sydney', 'New South Wales', 'AU', 0], ['Melbourne', 'Victoria', 'AU', 0], ['Singapore', 'Singapore', 'SG', 0],
  ['Bangalore', 'Karnataka', 'IN', 0, 'Bengaluru'], ['Tel Aviv', 'Tel Aviv', 'IL', 0], ['Tokyo', 'Tokyo', 'JP', 0],
  ['Mexico City', 'Mexico City', 'MX', 0], ['São Paulo', 'São Paulo', 'BR', 0],
];
