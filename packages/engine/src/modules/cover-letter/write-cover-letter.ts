import type { EngineData } from '../../engine-data.ts';
import type { FitResult } from '../../fit/fit-types.ts';
import type { FitEvidence } from '../../fit/requirement-match.ts';
import { scoreFit } from '../../fit/score-fit.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { CoverLetter } from '../module-types.ts';
import { rewritePassive, rewriteWeakOpener } from '../resume-improvement/rewrite-bullet.ts';
import { hasFigure, leadVerbKind, listBullets } from '../shared/bullet-checks.ts';
import { article, endSentence, joinList, lowerFirst } from '../shared/text-helpers.ts';
import { isPastTense } from '../shared/verb-lexicon.ts';

export interface CoverLetterInput {
  readonly resumeText: string;
  readonly postingText: string;
  readonly asOf: YearMonth;
  /** The letter language the user asked for; the built-in engine writes English (an LLM provider writes others). */
  readonly language?: string | null;
}

const MAX_EVIDENCE = 3;
const MAX_SKILLS = 5;
const LONG_LINE_WORDS = 40;

interface Evidence {
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
function pickEvidence(fit: FitResult, resume: ParsedResume): Evidence[] {
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

/** 'At Northwind Payments Inc, where I work as Senior Software Engineer, I led ... and I cut ...' */
function evidenceParagraph(evidence: readonly Evidence[], resume: ParsedResume): string | null {
  if (evidence.length === 0) return null;
  const groups: Array<{ role: FitEvidence['role']; clauses: string[] }> = [];
  for (const e of evidence) {
    const key = JSON.stringify(e.line.role);
    const group = groups.find((g) => JSON.stringify(g.role) === key);
    if (group) group.clauses.push(e.clause);
    else groups.push({ role: e.line.role, clauses: [e.clause] });
  }
  const current = new Set(resume.roles.filter((r) => r.dates?.isCurrent).map((r) => `${r.title}|${r.employer}`));
  return groups
    .map((g, i) => {
      const role = g.role;
      const isCurrent = role ? current.has(`${role.title}|${role.employer}`) : false;
      // 'I a', 'I a, and I b', 'I a, I b, and I c'
      const clauses = g.clauses.length <= 2 ? `I ${g.clauses.join(', and I ')}` : `I ${g.clauses.slice(0, -1).join(', I ')}, and I ${g.clauses.at(-1)}`;
      let opening: string;
      if (role?.employer && role.title) opening = `${i === 0 ? 'At' : 'Before that, at'} ${role.employer}, where I ${isCurrent ? 'work' : 'worked'} as ${article(role.title)} ${role.title}, `;
      else if (role?.employer) opening = `${i === 0 ? 'At' : 'Before that, at'} ${role.employer}, `;
      else if (role?.title) opening = `As ${article(role.title)} ${role.title}, `;
      else opening = i === 0 ? 'In my own projects, ' : 'Also, ';
      return endSentence(`${opening}${clauses}`);
    })
    .join(' ');
}

/** The opening paragraph: the role applied for, then who the candidate is in the resume's own words. */
function introParagraph(resume: ParsedResume, title: string | null, company: string | null): string {
  const applying = `I am applying for the ${title ?? '[role title]'} position${company ? ` at ${company}` : ''}.`;
  const summary = resume.summary?.split(/(?<=[.!?])\s+/)[0]?.trim();
  if (summary && summary.split(/\s+/).length <= LONG_LINE_WORDS) {
    if (/^I\b/.test(summary)) return `${applying} ${endSentence(summary)}`;
    const noun = lowerFirst(summary);
    // 'Registered nurse with a focus on ...' -> 'I am a registered nurse with a focus on ...'
    if (!/^(?:a|an|the|my|over|with|\d)\b/i.test(noun)) return `${applying} ${endSentence(`I am ${article(noun)} ${noun}`)}`;
  }
  const recent = resume.roles.find((r) => r.title);
  if (recent?.title) {
    const at = recent.employer ? ` at ${recent.employer}` : '';
    return `${applying} ${recent.dates?.isCurrent ? `I currently work as ${article(recent.title)} ${recent.title}${at}.` : `Most recently, I worked as ${article(recent.title)} ${recent.title}${at}.`}`;
  }
  return `${applying} [Add a sentence on who you are and the work you do.]`;
}

/** Tools the posting asks for that the resume shows, in the resume's own words, not yet named in the letter. */
function skillsSentence(resume: ParsedResume, posting: ParsedPosting, written: string): string | null {
  const wanted = new Set(posting.skills.filter((s) => s.importance !== 'mentioned').map((s) => s.skill.id));
  const lower = written.toLowerCase();
  const names = resume.skills
    .filter((m) => wanted.has(m.skill.id) && m.skill.category === 'technology')
    .map((m) => m.evidence[0]?.text ?? m.skill.name)
    .filter((name) => !lower.includes(name.toLowerCase()))
    .slice(0, MAX_SKILLS);
  return names.length > 0 ? `I also bring ${joinList(names)}, which the role asks for.` : null;
}

function educationSentence(resume: ParsedResume, posting: ParsedPosting): string | null {
  if (!posting.education) return null;
  const top = resume.education.filter((e) => e.degree && e.level !== null).sort((a, b) => b.level! - a.level!)[0];
  if (!top?.degree || top.level! < posting.education.level) return null;
  const school = top.institution?.replace(/[,;\s]+$/, '');
  return `I hold ${article(top.degree)} ${top.degree}${school ? ` from ${school}` : ''}.`;
}

/**
 * writeCoverLetter (module 9): a send-ready letter (greeting, 3-4 short paragraphs, closing) built from
 * the resume's evidence for the posting's top requirements: every employer, title, degree and figure
 * in it is the resume's own; the company is named only when the posting states it; what only the
 * user can add (why this company) is a bracketed placeholder. Checked for unsupported claims: `flags`.
 */
export function writeCoverLetter(input: CoverLetterInput, data: EngineData): CoverLetter {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = parsePosting(input.postingText, data);
  return writeParsedCoverLetter(resume, posting, scoreFit(resume, posting, data), data, input.language ?? null);
}

export function writeParsedCoverLetter(resume: ParsedResume, posting: ParsedPosting, fit: FitResult, data: EngineData, language: string | null = null): CoverLetter {
  const title = posting.title ? posting.title.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/\s+/g, ' ').trim() : null;
  const company = posting.company;
  const greeting = company ? `Dear ${company} Hiring Team,` : 'Dear Hiring Team,';
  const evidence = pickEvidence(fit, resume);
  const intro = introParagraph(resume, title, company);
  const topMissing = fit.requirements.find((m) => m.requirement.kind === 'must');
  const body = evidenceParagraph(evidence, resume) ?? `[Add an example from your work that shows ${topMissing ? topMissing.requirement.label : 'what the role needs'}, with its result.]`;
  const more = [skillsSentence(resume, posting, `${intro} ${body}`), educationSentence(resume, posting)].filter((s): s is string => !!s).join(' ');
  const closingParagraph = `[Add a sentence on why ${company ?? 'this team'} and this role interest you.] I would welcome the chance to discuss how my experience fits your needs. Thank you for your time and consideration.`;
  const paragraphs = [intro, body, ...(more ? [more] : []), closingParagraph];
  const closing = 'Sincerely,';
  const signature = resume.contact.name ?? '[Your name]';
  const letter = [greeting, '', paragraphs.join('\n\n'), '', closing, signature].join('\n');
  const placeholders = [...letter.matchAll(/\[[^\]\n]+\]/g)].map((m) => m[0]);
  const facts = buildClaimFacts(resume, data, [title ?? '', company ?? '']);
  const flags = flagClaims([{ field: 'letter', text: letter }], facts, data, { checkSkills: true });
  const requested = language?.trim() || null;
  return {
    letter,
    greeting,
    paragraphs,
    closing,
    signature,
    placeholders,
    evidence: evidence.map((e) => ({ requirement: e.requirement, resume_line: e.line.text })),
    language: requested && !/^(?:en|english)/i.test(requested) ? `en (the built-in engine writes English; '${requested}' needs the language model)` : 'en',
    flags,
  };
}
