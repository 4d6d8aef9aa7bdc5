import { normalizeTitleWithAlternatives } from '../posting/normalize-title.ts';
import type { EngineData } from '../engine-data.ts';

export const EMPLOYMENT_TYPES = ['FULLTIME', 'PARTTIME', 'CONTRACTOR', 'INTERN'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const FRESHNESS = ['today', '3days', 'week', 'month'] as const;
export type Freshness = (typeof FRESHNESS)[number];
export type RemoteMode = 'remote' | 'hybrid' | 'onsite';

/**
 * A free-text job query read into search fields (docs/product/3-agent-tracker-assistant.md section 3, 'Normalized
 * query'); the place is resolved by the caller.
 */
export interface JobQuery {
  readonly role: string;
  readonly occupation: { readonly code: string; readonly title: string } | null;
  readonly place: string | null;
  readonly distanceKm: number | null;
  readonly remoteMode: RemoteMode | null;
  readonly freshness: Freshness;
  readonly employmentTypes: readonly EmploymentType[];
  readonly years: number | null;
  readonly salaryFloor: { readonly amount: number; readonly currency: string } | null;
  readonly clarifyingQuestions: readonly string[];
}

type Rule<T> = { pattern: RegExp; value: T };
const REMOTE: Rule<RemoteMode>[] = [
  { pattern: /\b(?:fully\s+)?remote(?:ly)?\b|\bwork from home\b|\bwfh\b/i, value: 'remote' },
  { pattern: /\bhybrid\b/i, value: 'hybrid' },
  { pattern: /\bon-?site\b|\bin[- ]office\b/i, value: 'onsite' },
];
const FRESH: Rule<Freshness>[] = [
  { pattern: /\b(?:posted\s+)?(?:today|in the last 24 hours|last 24 hours|past (?:24 hours|day))\b/i, value: 'today' },
  { pattern: /\b(?:posted\s+)?(?:(?:in the )?(?:last|past) (?:3|three) days)\b/i, value: '3days' },
  { pattern: /\b(?:posted\s+)?(?:this week|(?:in the )?(?:last|past) (?:week|7 days|seven days))\b/i, value: 'week' },
  { pattern: /\b(?:posted\s+)?(?:this month|(?:in the )?(?:last|past) (?:month|30 days))\b/i, value: 'month' },
];
const TYPES: Rule<EmploymentType>[] = [
  { pattern: /\bfull[- ]?time\b/i, value: 'FULLTIME' },
  { pattern: /\bpart[- ]?time\b/i, value: 'PARTTIME' },
  { pattern: /\b(?:contract(?:or)?|freelance|temporary)\b/i, value: 'CONTRACTOR' },
  { pattern: /\b(?:intern(?:ship)?s?)\b/i, value: 'INTERN' },
];
const YEARS = /\b(\d{1,2})\s*\+?\s*(?:years?|yrs?)(?:\s+(?:of\s+)?experience)?\b/i;
const SALARY =
  /(?:(?:at least|min(?:imum)?|over|above|paying|from)\s+)?([$€£])\s?(\d{1,3}(?:[,.]\d{3})*|\d+(?:\.\d+)?)\s*(k|K)?(?:\s*(?:\/|per|an?)\s*(hour|hr|year|yr|annum))?|(?:(?:at least|min(?:imum)?|over|above|paying|from)\s+)?\b(\d{2,3})\s*(k|K)\b(?:\s*(usd|eur|gbp))?/;
const DISTANCE = /\bwithin\s+(\d{1,3})\s*(km|kilometers?|kilometres?|mi|miles?)\b/i;
const PLACE =
  /\b(?:in|near|around|based in)\s+([^,;.!?]+?(?:,\s*[A-Za-z][A-Za-z .]{1,30})?)(?=\s*(?:[,;.!?]|$)|\s+(?:within|posted|remote|hybrid|on-?site|full|part|contract|intern|with|for|paying|at least|from|over|above|\d))/i;
const FILLER =
  /\b(?:find|show|me|i|am|want|looking|look|for|search|searching|need|jobs?|roles?|positions?|openings?|vacanc(?:y|ies)|work|as|an?|the|any|some|please|that|pay|pays|paying|experience|of|and|with|at least|minimum|over|above|posted)\b/gi;

const CURRENCY: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', usd: 'USD', eur: 'EUR', gbp: 'GBP' };

function strip(text: string, match: RegExpExecArray | null): string {
  return match ? text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length) : text;
}

function readSalary(text: string): { floor: JobQuery['salaryFloor']; rest: string } {
  const m = SALARY.exec(text);
  if (!m) return { floor: null, rest: text };
  const symbol = m[1] ?? m[7] ?? '$';
  const raw = m[2] ?? m[5]!;
  let amount = Number(raw.replace(/[,.](?=\d{3}\b)/g, ''));
  if (m[3] || m[6]) amount *= 1000;
  const per = m[4]?.toLowerCase();
  if (per === 'hour' || per === 'hr') amount *= 2080;
  if (!Number.isFinite(amount) || amount < 1000) return { floor: null, rest: text };
  return {
    floor: { amount: Math.round(amount), currency: CURRENCY[symbol.toLowerCase()] ?? 'USD' },
    rest: strip(text, m),
  };
}

/**
 * Reads a free-text query ('remote senior data analyst jobs in Austin, TX posted this week, $90k+')
 * into search fields. Deterministic; the words left after the filters are the role, matched to an
 * O*NET occupation. Asks a question instead of guessing when no role is left.
 */
export function normalizeJobQuery(query: string, data: EngineData): JobQuery {
  let rest = ` ${query.replace(/\s+/g, ' ').trim()} `;
  const take = <T>(rules: Rule<T>[]): T[] => {
    const found: T[] = [];
    for (const rule of rules) {
      const m = rule.pattern.exec(rest);
      if (m && !found.includes(rule.value)) {
        found.push(rule.value);
        rest = strip(rest, m);
      }
    }
    return found;
  };
  const distanceMatch = DISTANCE.exec(rest);
  const distanceKm = distanceMatch
    ? Math.round(Number(distanceMatch[1]) * (/^mi/i.test(distanceMatch[2]!) ? 1.609 : 1))
    : null;
  rest = strip(rest, distanceMatch);
  const salary = readSalary(rest);
  rest = salary.rest;
  const yearsMatch = YEARS.exec(rest);
  const years = yearsMatch ? Math.min(20, Number(yearsMatch[1])) : null;
  rest = strip(rest, yearsMatch);
  const remoteMode = take(REMOTE)[0] ?? null;
  const freshness = take(FRESH)[0] ?? 'month';
  const employmentTypes = take(TYPES);
  const placeMatch = PLACE.exec(rest);
  const place = placeMatch ? placeMatch[1]!.trim().replace(/\s+/g, ' ') : null;
  rest = strip(rest, placeMatch);
  const role = rest
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}+#./& -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const match = role ? normalizeTitleWithAlternatives(role, data.titles) : null;
  const occupation = match
    ? { code: match.code, title: data.occupationByCode.get(match.code)?.title ?? match.matchedTitle }
    : null;
  const clarifyingQuestions: string[] = [];
  if (!role)
    clarifyingQuestions.push(
      'What kind of role are you looking for? For example: data analyst, registered nurse, marketing manager.',
    );
  else if (!occupation && role.split(' ').length === 1)
    clarifyingQuestions.push(
      `'${role}' could mean several jobs. Which role do you mean, for example '${role} manager' or '${role} engineer'?`,
    );
  return {
    role,
    occupation,
    place,
    distanceKm,
    remoteMode,
    freshness,
    employmentTypes,
    years,
    salaryFloor: salary.floor,
    clarifyingQuestions,
  };
}
