import type { FitResult } from '../../fit/fit-types.ts';
import type { FitEvidence } from '../../fit/requirement-match.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { rewritePassive, rewriteWeakOpener } from '../resume-improvement/rewrite-bullet.ts';
import { hasFigure, leadVerbKind, listBullets } from '../shared/bullet-checks.ts';
import { lowerFirst } from '../shared/text-helpers.ts';
import { isPastTense } from '../shared/verb-lexicon.ts';

const MAX_EVIDENCE = 3;
export const LONG_LINE_WORDS = 40;

export interface Evidence {
  readonly requirement: string;
  readonly line: FitEvidence;
  /** The resume line as a first-person clause without its subject: 'led migration of ...'. */
  readonly clause: string;
}

/** A resume line as something 'I' did: verb-first lines as they are, weak or passive openings made active (same claim). */
function asClause(text: string): string | null {
  const active = rewriteWeakOpener(text)?.text ?? rewritePassive(text)?.text ?? text;
  if (leadVerbKind(active) !== 'strong' || active.split(/\s+/).length > LONG_LINE_WORDS) return null;
  // 'Cleaned data in pandas; presented findings' reads as one sentence: 'cleaned data in pandas and presented findings'
  const [first, ...rest] = active.trim().replace(/[.;:,\s]+$/, '').split(/\s*;\s*/);
  const joined = rest.every((part) => isPastTense(/^[A-Za-z-]+/.exec(part)?.[0] ?? '')) ? [first, ...rest.map(lowerFirst)].join(' and ') : first!;
  return lowerFirst(joined);
}

/** The resume lines that answer the posting's top requirements (must-haves first), one clause each. */
export function pickEvidence(fit: FitResult, resume: ParsedResume): Evidence[] {
  const headers = new Set(resume.roles.flatMap((r) => r.headerLines));
  const ranked = [...fit.requirements].filter((m) => m.status !== 'missing').sort((a, b) => (a.requirement.kind === b.requirement.kind ? b.score - a.score : a.requirement.kind === 'must' ? -1 : 1));
  const out: Evidence[] = [];
  for (const m of ranked) {
    for (const line of m.evidence) {
      if ((line.section !== 'experience' && line.section !== 'projects') || headers.has(line.line) || out.some((e) => e.line.line === line.line)) continue;
      const clause = asClause(line.text);
      if (!clause) continue;
      out.push({ requirement: m.requirement.label, line, clause });
      break;
    }
    if (out.length >= MAX_EVIDENCE) break;
  }
  // too little matched a requirement: the most recent roles' own lines still show the work (figures first)
  if (out.length < 2) {
    const bullets = listBullets(resume).filter((b) => b.role && b.section === 'experience');
    const ranked = [...bullets.filter((b) => hasFigure(b.text)), ...bullets.filter((b) => !hasFigure(b.text))];
    for (const b of ranked) {
      if (out.length >= 2) break;
      const role = b.role!;
      const line = role.bulletLines.find((l) => resume.lines[l]?.includes(b.text.slice(0, 40))) ?? -1;
      const clause = asClause(b.text);
      if (!clause || out.some((e) => e.clause === clause)) continue;
      out.push({ requirement: 'your recent work', line: { section: 'experience', line, text: b.text, role: { title: role.title, employer: role.employer, dates: role.dates?.text ?? null } }, clause });
    }
  }
  return out;
}
