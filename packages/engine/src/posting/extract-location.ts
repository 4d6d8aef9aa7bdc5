import { LOCATION } from '../resume/header-parts.ts';
import { inferCountry } from './posting-country.ts';

export const WORK_MODES = ['remote', 'hybrid', 'onsite'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

export interface PostingLocation {
  readonly text: string | null;
  readonly workplace: WorkMode | null;
  /** Remote, hybrid or on-site: the title's own marker, a 'Remote:' / 'Work setting:' field, then the text's wording. */
  readonly workMode?: WorkMode | null;
  /** ISO 3166 alpha-2 code of the job's country, when its place says it ('Berlin' -> DE, 'Austin, TX' -> US). */
  readonly country?: string | null;
}

const FIELD =
  /^\s*\W*(?:location|job location|work location|based in|office|arbeitsort|standort|arbetsort|lieu)\W*\s*[:\-\u2013]\s*(.+)$/im;
const TITLE_MARK = /[([]\s*(remote|hybrid|on-?site|in[- ]office)\b[^)\]]*[)\]]/i;
const MODE_FIELDS: ReadonlyArray<readonly [RegExp, WorkMode]> = [
  [/(?:^|\|)\s*(?:remote|telecommuting|home ?office)\s*:\s*(?:true|yes|1)\b/im, 'remote'],
  [/(?:^|\|)\s*(?:remote|telecommuting)\s*:\s*(?:false|no|0)\b/im, 'onsite'],
  [
    /^\s*(?:work(?:place)? (?:setting|location|type|mode|arrangement)|workplace)\s*:?\s*(?:fully )?remote\b/im,
    'remote',
  ],
  [/^\s*(?:work(?:place)? (?:setting|location|type|mode|arrangement)|workplace)\s*:?\s*hybrid\b/im, 'hybrid'],
  [
    /^\s*(?:work(?:place)? (?:setting|location|type|mode|arrangement)|workplace)\s*:?\s*(?:in[- ]person|on-?site|in[- ]office)\b/im,
    'onsite',
  ],
];
const HYBRID = /\bhybrid\b|\bteilweise remote\b|\bhybride?\b/i;
const REMOTE =
  /\b(?:fully remote|100% remote|remote[- ](?:first|position|role|work|job|based|friendly|option|only)|work(?:ing)? remotely|home[- ]based|work(?:ing)? from home|wfh|(?:position|role|job) is (?:fully )?remote|in a remote (?:context|setting|capacity)|remote \((?:us|usa|uk|eu|[A-Z]{2})\)|^remote$|p\u00e5 distans|distansarbete|mobiles arbeiten|100% homeoffice|t\u00e9l\u00e9travail)\b/im;
const ONSITE = /\b(?:on-?site|in[- ]office|in[- ]person|on[- ]site|vor ort|p\u00e5 plats|sur site)\b/i;

/** Remote / hybrid / on-site: the title's marker, a field, then wording (hybrid before remote before on-site). */
export function findWorkMode(text: string): WorkMode | null {
  const firstLine = text.split('\n').find((l) => l.trim()) ?? '';
  const mark = TITLE_MARK.exec(firstLine)?.[1]?.toLowerCase();
  if (mark) return mark === 'remote' ? 'remote' : mark === 'hybrid' ? 'hybrid' : 'onsite';
  const field = MODE_FIELDS.find(([re]) => re.test(text));
  if (field) return field[1];
  return HYBRID.test(text) ? 'hybrid' : REMOTE.test(text) ? 'remote' : ONSITE.test(text) ? 'onsite' : null;
}

/** Location ('Location: Berlin, Germany', 'San Francisco, CA'), its country, and the work mode (remote / hybrid / on-site). */
export function extractLocation(text: string): PostingLocation {
  const field =
    FIELD.exec(text)?.[1]
      ?.replace(/[\s,]+$/, '')
      .trim() ?? null;
  const workMode = findWorkMode(text);
  const standalone = text
    .split('\n')
    .slice(0, 15)
    .map((l) => l.replace(/^[#*\s\u2022-]+|[*\s]+$/g, ''))
    .find((l) => LOCATION.exec(l)?.[0]?.length === l.length);
  const located = /\b(?:located|based|office) in ([A-Z][A-Za-z .'-]+(?:, ?[A-Z][A-Za-z]+)?)/.exec(text)?.[1] ?? null;
  const place = field || standalone || located || null;
  return { text: place, workplace: workMode, workMode, country: inferCountry(place) ?? inferCountry(located) };
}
