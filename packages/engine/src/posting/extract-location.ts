import { LOCATION } from '../resume/header-parts.ts';

export interface PostingLocation {
  readonly text: string | null;
  readonly workplace: 'remote' | 'hybrid' | 'onsite' | null;
}

const FIELD = /^\s*\W*(?:location|job location|work location|based in|office)\W*\s*[:\-\u2013]\s*(.+)$/im;

/** Location ('Location: Berlin, Germany', 'San Francisco, CA') and workplace type (remote / hybrid / on-site). */
export function extractLocation(text: string): PostingLocation {
  const field = FIELD.exec(text)?.[1]?.trim() ?? null;
  const workplace = /\bhybrid\b/i.test(text) ? 'hybrid' : /\b(?:fully remote|100% remote|remote(?:-first| position| role| work|ly)?)\b/i.test(text) ? 'remote' : /\b(?:on-?site|in[- ]office|in person)\b/i.test(text) ? 'onsite' : null;
  const standalone = text
    .split('\n')
    .slice(0, 15)
    .map((l) => l.replace(/^[#*\s\u2022-]+|[*\s]+$/g, ''))
    .find((l) => LOCATION.exec(l)?.[0]?.length === l.length);
  const located = /\b(?:located|based|office) in ([A-Z][A-Za-z .'-]+(?:, ?[A-Z][A-Za-z]+)?)/.exec(text)?.[1] ?? null;
  const place = field ?? standalone ?? located;
  return { text: place && !/^(?:remote|hybrid)$/i.test(place) ? place : place ?? null, workplace };
}
