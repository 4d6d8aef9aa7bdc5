import { readFileSync } from 'node:fs';
import type { Place } from '@cp/contracts';
import { jobDataFile } from './data-file.ts';

/** A city of the bundled gazetteer (apps/server/data/gazetteer.json, built by scripts/build-job-data.ts from GeoNames). */
export type City = Place & { weight: number };

const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const COUNTRY_WORDS: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'united states': 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  spain: 'ES',
  netherlands: 'NL',
  ireland: 'IE',
  canada: 'CA',
  austria: 'AT',
  switzerland: 'CH',
  india: 'IN',
  australia: 'AU',
  singapore: 'SG',
  poland: 'PL',
  portugal: 'PT',
  sweden: 'SE',
  denmark: 'DK',
  italy: 'IT',
  israel: 'IL',
  japan: 'JP',
  mexico: 'MX',
  brazil: 'BR',
  'czech republic': 'CZ',
  czechia: 'CZ',
  norway: 'NO',
  finland: 'FI',
  belgium: 'BE',
  'new zealand': 'NZ',
};
/** Other names of gazetteer cities, folded (no accents, lower case). */
const ALIASES: Record<string, string> = {
  nyc: 'new york',
  sf: 'san francisco',
  la: 'los angeles',
  dc: 'washington',
  'washington dc': 'washington',
  'washington d.c.': 'washington',
  'new york city': 'new york',
  munchen: 'munich',
  koln: 'cologne',
  wien: 'vienna',
  bengaluru: 'bangalore',
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 .]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export type Gazetteer = {
  readonly cities: readonly City[];
  /** The city a place text names ('Austin, TX', 'austin texas', 'Berlin, Germany', 'NYC'), or null. */
  resolve(text: string): City | null;
  /** The first known city named anywhere in a job's location text ('Remote - Berlin, Germany'), or null. */
  find(location: string): City | null;
  /** A country code named in a location text ('USA', 'Germany', 'Remote (US)'), or null. */
  countryOf(location: string): string | null;
};

export function loadGazetteer(file = jobDataFile('gazetteer.json')): Gazetteer {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as {
    cities: Array<[string, string, string, number, number, number]>;
  };
  const cities: City[] = raw.cities.map(([name, region, country, lat, lng, weight]) => ({
    name,
    region,
    country,
    lat,
    lng,
    weight,
  }));
  const byName = new Map<string, City[]>();
  for (const c of cities) byName.set(fold(c.name), [...(byName.get(fold(c.name)) ?? []), c]);

  function qualifierMatches(city: City, qualifier: string): boolean {
    if (!qualifier) return true;
    const q = fold(qualifier);
    const state = US_STATES[q] ?? q.toUpperCase();
    return (
      city.region.toUpperCase() === state ||
      fold(city.region) === q ||
      city.country === (COUNTRY_WORDS[q] ?? q.toUpperCase())
    );
  }

  function resolve(text: string): City | null {
    const [head = '', ...rest] = text.split(',');
    let name = fold(head);
    let qualifier = rest.join(' ').trim();
    name = ALIASES[name] ?? name;
    let candidates = byName.get(name);
    if (!candidates && !qualifier) {
      // 'austin tx', 'berlin germany': the last word(s) may be the qualifier
      const words = name.split(' ');
      for (let cut = words.length - 1; cut > 0 && !candidates; cut--) {
        const left = ALIASES[words.slice(0, cut).join(' ')] ?? words.slice(0, cut).join(' ');
        if (byName.has(left)) {
          candidates = byName.get(left);
          qualifier = words.slice(cut).join(' ');
        }
      }
    }
    if (!candidates) return null;
    const fitting = candidates.filter((c) => qualifierMatches(c, qualifier));
    return fitting[0] ?? (qualifier ? null : candidates[0]!);
  }

  function find(location: string): City | null {
    for (const part of location.split(/[;|/()\-–]| or /)) {
      const city = resolve(part.trim());
      if (city) return city;
    }
    return null;
  }

  function countryOf(location: string): string | null {
    const words = fold(location);
    for (const [word, code] of Object.entries(COUNTRY_WORDS)) if (new RegExp(`\\b${word}\\b`).test(words)) return code;
    return find(location)?.country ?? null;
  }

  return { cities, resolve, find, countryOf };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
