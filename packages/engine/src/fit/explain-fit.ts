import type { Requirement } from '../posting/extract-requirements.ts';
import type { ParsedPosting } from '../posting/parse-posting.ts';
import type { ParsedResume } from '../resume/parse-resume.ts';
import type { FitFactor, FitImprovement, FocusItem } from './fit-types.ts';
import { round2, type RequirementMatch } from './requirement-match.ts';
import { compareText } from '../text/compare-text.ts';

const MAX_HIRE = 6;
const MAX_REJECT = 8;
const MAX_FOCUS = 5;
const quote = (text: string, max = 110) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const list = (items: readonly string[], max = 5) =>
  items.slice(0, max).join(', ') + (items.length > max ? ` and ${items.length - max} more` : '');

interface ExplainInput {
  readonly resume: ParsedResume;
  readonly posting: ParsedPosting;
  readonly factors: readonly FitFactor[];
  readonly pairs: ReadonlyArray<{ readonly r: Requirement; readonly m: RequirementMatch }>;
  readonly totalWeight: number;
  readonly score: number;
  readonly potentialScore: number;
}
type Evidence = RequirementMatch['evidence'][number];

/** A role's own header line (title, employer, dates): no story to tell, no use of a skill to quote. */
const headerLinesOf = (resume: ParsedResume) => new Set(resume.roles.flatMap((role) => role.headerLines));

function reasonsToHire({ factors, pairs, resume }: ExplainInput): string[] {
  const out: string[] = [];
  const mustSkills = pairs.filter((p) => p.r.kind === 'must' && p.r.type === 'skill');
  const metSkills = mustSkills.filter((p) => p.m.status === 'met');
  if (metSkills.length > 0)
    out.push(
      `Shows ${metSkills.length} of ${mustSkills.length} required skills: ${list(metSkills.map((p) => p.r.label))}`,
    );
  // a line of work quotes the skill in use (the match lists lines naming its skill first, match-skill-requirement.ts)
  const headers = headerLinesOf(resume);
  const workLine = (e: Evidence) => (e.section === 'experience' || e.section === 'projects') && !headers.has(e.line);
  for (const p of metSkills.filter((x) => x.m.evidence.some(workLine)).slice(0, 2))
    out.push(`${p.r.label}: '${quote(p.m.evidence.find(workLine)!.text)}'`);
  for (const p of pairs.filter((x) => x.r.type === 'experience' && x.m.status === 'met'))
    out.push(`Experience: ${p.m.note}`);
  const duties = factors.find((f) => f.id === 'duties');
  const done = duties?.matches.filter((m) => m.status === 'met') ?? [];
  if (duties && done.length > 0)
    out.push(
      `Has done ${done.length} of the job's ${duties.matches.length} core duties: ${list(
        done.map((m) => m.requirement.label),
        3,
      )}`,
    );
  const title = factors.find((f) => f.id === 'title');
  if (title && title.isApplicable && title.score >= 70) out.push(title.detail);
  for (const p of pairs.filter((x) => x.r.type === 'education' && x.m.status === 'met'))
    out.push(`Education: ${p.m.note}`);
  const nice = pairs.filter((p) => p.r.kind === 'nice' && p.m.status === 'met');
  if (nice.length > 0) out.push(`Also brings nice-to-haves: ${list(nice.map((p) => p.r.label))}`);
  return out.slice(0, MAX_HIRE);
}

function reasonsToReject({ factors, pairs, posting }: ExplainInput): string[] {
  const out: string[] = [];
  const must = pairs.filter((p) => p.r.kind === 'must');
  for (const p of must.filter((x) => x.r.type === 'skill' && x.m.status === 'missing'))
    out.push(`No evidence of ${p.r.label} (required)`);
  for (const p of must.filter((x) => x.r.type === 'experience' && x.m.status !== 'met'))
    out.push(`Experience: ${p.m.note}`);
  for (const p of must.filter((x) => x.r.type === 'skill' && x.m.status === 'partial'))
    out.push(
      `Only partial evidence of ${p.r.label}${p.m.missing.length > 0 ? `; not shown: ${list(p.m.missing)}` : ''}`,
    );
  for (const p of must.filter((x) => x.r.type === 'education' && x.m.status !== 'met'))
    out.push(`Education: ${p.m.note}`);
  const title = factors.find((f) => f.id === 'title');
  if (title && title.isApplicable && title.score < 50 && posting.title)
    out.push(`No role close to '${posting.title}' (${title.detail})`);
  const nice = pairs.filter((p) => p.r.kind === 'nice' && p.m.status === 'missing');
  if (nice.length > 0) out.push(`Missing nice-to-haves: ${list(nice.map((p) => p.r.label))}`);
  const keywords = factors.find((f) => f.id === 'keywords');
  if (keywords && keywords.missing.length > 0)
    out.push(`Posting terms not found in the resume: ${list(keywords.missing, 8)}`);
  return out.slice(0, MAX_REJECT);
}

/** Resume roles and lines that carry the most required evidence: what to talk about in an interview. */
function focusItems({ pairs, resume }: ExplainInput): FocusItem[] {
  const headers = headerLinesOf(resume);
  const byItem = new Map<string, { labels: string[]; quote: string | null; order: number }>();
  let order = 0;
  for (const p of [...pairs].sort((a, b) => (a.r.kind === b.r.kind ? 0 : a.r.kind === 'must' ? -1 : 1))) {
    if (p.m.status === 'missing') continue;
    for (const e of p.m.evidence) {
      if (e.section === 'skills' || e.section === 'summary' || e.section === 'education') continue;
      const role = e.role;
      const item = role
        ? [role.title, role.employer].filter(Boolean).join(', ') + (role.dates ? ` (${role.dates})` : '')
        : quote(e.text, 80);
      // a header line is no story to tell: a line of the role is
      const isHeader = headers.has(e.line);
      const entry = byItem.get(item) ?? { labels: [], quote: isHeader ? null : e.text, order: order++ };
      if (!entry.labels.includes(p.r.label)) entry.labels.push(p.r.label);
      if (entry.quote === null && !isHeader) entry.quote = e.text;
      byItem.set(item, entry);
    }
  }
  return [...byItem]
    .sort((a, b) => b[1].labels.length - a[1].labels.length || a[1].order - b[1].order)
    .slice(0, MAX_FOCUS)
    .map(([item, v]) => ({
      item,
      description: v.quote
        ? `Evidence for ${list(v.labels)}. Be ready to tell this story with its outcome: '${quote(v.quote)}'`
        : `Evidence for ${list(v.labels)}: the time in this role counts. Be ready to say what you did in it and what came of it.`,
    }));
}

function improvements({ factors, pairs, totalWeight }: ExplainInput): FitImprovement[] {
  const out: FitImprovement[] = [];
  for (const factor of factors) {
    if (!factor.isApplicable || totalWeight === 0) continue;
    const share = factor.weight / totalWeight;
    const inFactor = pairs.filter((p) => factor.matches.includes(p.m));
    for (const p of inFactor) {
      const gain =
        p.m.status === 'partial' && p.r.type === 'skill'
          ? 1 - p.m.score
          : p.m.status === 'missing' &&
              p.r.type === 'skill' &&
              p.r.skills.length > 0 &&
              p.r.skills.every((s) => s.category === 'soft')
            ? 1
            : 0;
      if (gain <= 0) continue;
      const action =
        p.m.status === 'partial'
          ? `If your experience supports it, state ${list(p.m.missing, 3) || p.r.label} for '${p.r.label}' (the posting asks: '${quote(p.r.text, 90)}')`
          : `Show ${p.r.label} with a concrete example from one of your roles`;
      out.push({ action, impact: round2((share * gain * 100) / inFactor.length), requirementId: p.r.id });
    }
    if (factor.id === 'keywords' && factor.potentialScore > factor.score) {
      out.push({
        action: "Use the posting's own words for what you already do (partly evidenced requirements above)",
        impact: round2(share * (factor.potentialScore - factor.score)),
        requirementId: null,
      });
    }
  }
  return out.sort((a, b) => b.impact - a.impact || compareText(a.action, b.action));
}

function summary({ factors, pairs, score, potentialScore, posting }: ExplainInput): string {
  const req = factors.find((f) => f.id === 'required-skills')!;
  const exp = factors.find((f) => f.id === 'experience')!;
  const gaps = pairs.filter((p) => p.r.kind === 'must' && p.m.status === 'missing').map((p) => p.r.label);
  const parts = [`Fit ${score}/100 (potential ${potentialScore}) for ${posting.title ?? 'this posting'}.`];
  if (req.isApplicable) parts.push(`${req.detail}.`);
  if (exp.isApplicable) parts.push(`${exp.detail}.`);
  if (gaps.length > 0) parts.push(`Main gaps: ${list(gaps, 3)}.`);
  // nothing the posting asks for could be read: say what the score rests on instead of letting it look complete
  const duties = factors.find((f) => f.id === 'duties')!;
  if (!req.isApplicable && !exp.isApplicable && !duties.isApplicable) {
    parts.push(
      'No requirements or duties could be read from this posting, so the score rests on the job title and keywords alone; paste the full posting text for a fuller comparison.',
    );
  }
  return parts.join(' ');
}

/** The reasons, focus items, improvements and summary of a fit result, from its factors and matches. */
export function explainFit(input: ExplainInput) {
  return {
    reasonsToHire: reasonsToHire(input),
    reasonsToReject: reasonsToReject(input),
    focusItems: focusItems(input),
    improvements: improvements(input),
    summary: summary(input),
  };
}
