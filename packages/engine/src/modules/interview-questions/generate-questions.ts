import type { EngineData } from '../../engine-data.ts';
import type { FitResult } from '../../fit/fit-types.ts';
import { scoreFit } from '../../fit/score-fit.ts';
import type { FitEvidence, RequirementMatch } from '../../fit/requirement-match.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import type { Requirement } from '../../posting/extract-requirements.ts';
import { labelItems } from '../../posting/requirement-terms.ts';
import type { Role } from '../../resume/extract-roles.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import { monthIndex, type ParsedDate } from '../../text/dates.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { InterviewQuestion, InterviewQuestions } from '../module-types.ts';
import { hasFigure, listBullets } from '../shared/bullet-checks.ts';
import { joinList, shorten } from '../shared/text-helpers.ts';
import { roleInterval } from '../../resume/years-of-experience.ts';
import { BEHAVIORAL_TEMPLATES, CATEGORY_LIMITS, FALLBACK_BEHAVIORAL, INTERVIEW_CATEGORIES, STORY_GUIDELINES, type InterviewCategoryId } from './question-templates.ts';

export interface InterviewQuestionsInput {
  readonly resumeText: string;
  readonly postingText: string;
  readonly asOf: YearMonth;
}

type Draft = Omit<InterviewQuestion, 'flags'>;
export type QuestionDrafts = Record<InterviewCategoryId, Draft[]>;

/** A gap between two roles longer than this (months) gets a question. */
const GAP_MONTHS = 6;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const quote = (text: string) => `'${shorten(text.replace(/[.;:,\s]+$/, ''), 110)}'`;
const CREDENTIAL = /\b(?:licen[cs]e\w*|certif\w*|registration|clearance|accredit\w*)\b/i;
const roleRef = (role: { title: string | null; employer: string | null }) => [role.title, role.employer && `at ${role.employer}`].filter(Boolean).join(' ');
const isSoft = (r: Requirement) => r.skills.length > 0 && r.skills.every((s) => s.category === 'soft');
/** Evidence from a role's or project's own lines, not its header ('Senior Data Analyst - Quillfeather Health'). */
function appliedEvidence(m: RequirementMatch, resume: ParsedResume): FitEvidence | undefined {
  const headers = new Set(resume.roles.flatMap((r) => r.headerLines));
  return m.evidence.find((e) => (e.section === 'experience' || e.section === 'projects') && !headers.has(e.line));
}

function technical(pairs: ReadonlyArray<{ r: Requirement; m: RequirementMatch }>, resume: ParsedResume): Draft[] {
  const out: Draft[] = [];
  const skillPairs = pairs.filter((p) => p.r.type === 'skill' && !isSoft(p.r) && p.m.status !== 'missing');
  for (const { r, m } of [...skillPairs.filter((p) => p.r.kind === 'must'), ...skillPairs.filter((p) => p.r.kind === 'nice')]) {
    const applied = appliedEvidence(m, resume);
    const listed = m.evidence[0];
    if (CREDENTIAL.test(r.label)) {
      out.push({
        question: `The role asks for '${shorten(r.label, 80)}'. Which part of it do you hold today, and is it current?`,
        guidelines: [
          'Name the credential exactly as issued, with its status.',
          listed && (listed.section === 'certifications' || CREDENTIAL.test(listed.text)) ? `Your resume has: ${quote(listed.text)}; make sure it says everything the posting asks for.` : 'If you hold it, add it to your resume exactly as issued.',
          'If part of it is missing, say when you could complete it.',
        ],
        basis: `${r.id}: ${r.label} (${r.kind === 'must' ? 'must-have' : 'nice-to-have'}, credential)`,
      });
    } else if (m.status === 'partial') {
      // name what is missing only when it reads as a thing (a skill, a phrase), not stray words of the requirement
      const items = labelItems(r.label).items;
      const named = m.missing.filter((w) => r.skills.some((s) => s.name === w) || (items.length > 1 && items.includes(w)));
      out.push({
        question: `The role asks for '${shorten(r.label, 80)}'. Your resume shows part of it: how much hands-on experience do you have with ${named.length > 0 ? joinList(named.slice(0, 3)) : 'all of it'}?`,
        guidelines: ['Say plainly what you have done and what you have not.', listed ? `Start from the closest evidence in your resume: ${quote(listed.text)}.` : 'Start from the closest thing you have done.', 'Explain how you would close the rest of the gap on the job.'],
        basis: `${r.id}: ${r.label} (${r.kind === 'must' ? 'must-have' : 'nice-to-have'}, partly shown)`,
      });
    } else if (applied || listed?.role) {
      const evidence = applied ?? listed!;
      const where = evidence.role ? roleRef(evidence.role) : '';
      out.push({
        question: `The role asks for ${shorten(r.label, 80)}. Walk me through the piece of work that best shows it${where ? `, for example from your time as ${where}` : ''}.`,
        guidelines: [applied ? `Start from what your resume says: ${quote(applied.text)}.` : `Start from your time as ${where}.`, 'Explain the problem, the options you weighed and why you chose the one you did.', 'Finish with the result and what you would do differently now.'],
        basis: `${r.id}: ${r.label} (${r.kind === 'must' ? 'must-have' : 'nice-to-have'}, shown in a role)`,
      });
    } else {
      out.push({
        question: `Your resume lists ${shorten(r.label, 80)} but does not show it in a role. Tell me about real work you did with it.`,
        guidelines: ['Expect this: a skill listed without a story is the first thing an interviewer probes.', 'Pick one concrete piece of work and describe your own part in it.', 'If you used it only in study or a side project, say so.'],
        basis: `${r.id}: ${r.label} (${r.kind === 'must' ? 'must-have' : 'nice-to-have'}, listed only)`,
      });
    }
  }
  return out;
}

function behavioral(pairs: ReadonlyArray<{ r: Requirement; m: RequirementMatch }>, posting: ParsedPosting, resume: ParsedResume): Draft[] {
  // soft skills: requirements that name no tool, and the responsibilities
  const soft = [...pairs.filter((p) => p.r.type === 'skill' && !p.r.contextSkills.some((s) => s.category === 'technology')).map((p) => p.r.text), ...posting.responsibilities];
  const bullets = listBullets(resume);
  const out: Draft[] = [];
  for (const template of BEHAVIORAL_TEMPLATES) {
    const asked = soft.find((t) => template.pattern.test(t));
    if (!asked) continue;
    const story = bullets.find((b) => template.storyPattern.test(b.text));
    out.push({
      question: template.question,
      guidelines: [...STORY_GUIDELINES, ...(story ? [`A story your resume already has: ${quote(story.text)}${story.role ? ` (${roleRef(story.role)})` : ''}.`] : [])],
      basis: `The posting asks: ${quote(asked)}`,
    });
  }
  for (const question of FALLBACK_BEHAVIORAL) if (out.length < 2) out.push({ question, guidelines: [...STORY_GUIDELINES], basis: 'Asked in most interviews' });
  return out;
}

function gaps(pairs: ReadonlyArray<{ r: Requirement; m: RequirementMatch }>): Draft[] {
  const out: Draft[] = [];
  for (const { r, m } of pairs.filter((p) => p.r.kind === 'must' && p.m.status !== 'met')) {
    // partly shown skills and credentials are technical questions; soft skills are behavioral ones
    if (r.type === 'skill' && (m.status === 'partial' || isSoft(r) || (CREDENTIAL.test(r.label) && m.status !== 'missing'))) continue;
    if (r.type === 'skill' && CREDENTIAL.test(r.label)) {
      out.push({
        question: `The role asks for ${shorten(r.label, 100)}, which your resume does not list. Do you hold it, or when could you get it?`,
        guidelines: ['If you hold it, say so and add it to your resume.', 'If not, say how and when you would complete it.'],
        basis: `${r.id}: ${r.label} (must-have credential, missing)`,
      });
      continue;
    }
    if (r.type === 'experience') {
      out.push({
        question: `The role asks for ${shorten(r.text, 100)}, more than your resume shows. Why are you ready for it anyway?`,
        guidelines: ['Do not argue with the requirement: show what you have done that counts toward it.', 'Pick the responsibilities you already carried that this role expects.', 'Say what you would need in the first months, and how you would get it.'],
        basis: `${r.id}: ${r.label} (must-have, ${m.status})`,
      });
    } else if (r.type === 'education') {
      out.push({
        question: `The role asks for ${shorten(r.label, 100)}, which your resume does not show. How does your experience make up for it?`,
        guidelines: ['Be factual about your education.', 'Point to work that needed the same knowledge.', 'Mention any study you are doing now, if you are.'],
        basis: `${r.id}: ${r.label} (must-have, ${m.status})`,
      });
    } else {
      out.push({
        question: `The role asks for ${shorten(r.label, 100)}, which your resume does not show. How would you handle this part of the job in your first months?`,
        guidelines: ['Be honest: if you have not used it at work, say so.', 'Name the closest thing you have done.', 'Give a concrete plan to get up to speed: a course, a side project, the documentation.'],
        basis: `${r.id}: ${r.label} (must-have, missing)`,
      });
    }
  }
  const niceMissing = pairs.filter((p) => p.r.kind === 'nice' && p.m.status === 'missing');
  if (niceMissing.length > 0) {
    out.push({
      question: `The role also lists ${joinList(niceMissing.slice(0, 3).map((p) => shorten(p.r.label, 50)))} as a plus. Have you worked with ${niceMissing.length === 1 ? 'it' : 'any of them'}?`,
      guidelines: ['A short honest answer is fine: these are extras, not requirements.', 'If you have touched one outside work, say how.'],
      basis: `Nice-to-haves not shown: ${joinList(niceMissing.map((p) => p.r.id))}`,
    });
  }
  return out;
}

const formatDate = (d: ParsedDate) => (d.precision === 'year' ? String(d.date.year) : `${MONTHS[d.date.month - 1]} ${d.date.year}`);

function resumeQuestions(resume: ParsedResume): Draft[] {
  const out: Draft[] = [];
  const bullets = listBullets(resume);
  resume.roles.slice(0, 3).forEach((role, i) => {
    const own = bullets.filter((b) => b.roleIndex === i);
    const pick = own.find((b) => hasFigure(b.text)) ?? own[0];
    const who = roleRef(role);
    if (pick) {
      out.push({
        question: `${who ? `As ${who}, you` : 'You'} wrote: ${quote(pick.text)}. What exactly was your part, and how do you know it worked?`,
        guidelines: ['Expect follow-ups on every number: know how it was measured.', 'Separate what you did from what the team did.', 'Have the next level of detail ready: tools, people involved, how long it took.'],
        basis: `Role: ${who || 'untitled role'}`,
      });
    } else if (who) {
      out.push({ question: `What did a typical week look like as ${who}, and what are you proudest of from that time?`, guidelines: ['Describe the work, then one achievement with its result.'], basis: `Role: ${who}` });
    }
  });
  // a gap between consecutive dated roles
  const dated = resume.roles.map((r) => ({ r, i: roleInterval(r, resume.experience.asOf) })).filter((x): x is { r: Role; i: { from: number; to: number } } => x.i !== null);
  const sorted = [...dated].sort((a, b) => a.i.from - b.i.from);
  for (let k = 1; k < sorted.length; k++) {
    const before = sorted[k - 1]!;
    const after = sorted[k]!;
    const end = before.r.dates?.end;
    const start = after.r.dates?.start;
    if (!end || !start || after.i.from - before.i.to < GAP_MONTHS || monthIndex(start.date) <= monthIndex(end.date)) continue;
    out.push({
      question: `Your resume shows a break between ${formatDate(end)} and ${formatDate(start)}. What did you do in that time?`,
      guidelines: ['Answer briefly and plainly; a gap is common.', 'Mention anything you learned or did that matters for this role.'],
      basis: `Gap between ${roleRef(before.r) || 'a role'} and ${roleRef(after.r) || 'the next role'}`,
    });
    break;
  }
  if (resume.roles.length === 0) {
    for (const project of resume.projects.slice(0, 2)) out.push({ question: `Tell me about ${project.name}: what did you build, and what would you change now?`, guidelines: ['Describe your own part and the result.'], basis: `Project: ${project.name}` });
  }
  return out;
}

/** The question drafts of every category (shared by the Fit Matrix's interview items). */
export function draftQuestions(resume: ParsedResume, posting: ParsedPosting, fit: FitResult): QuestionDrafts {
  const byId = new Map(fit.requirements.map((m) => [m.requirement.id, m]));
  const pairs = posting.requirements.flatMap((r) => {
    const m = byId.get(r.id);
    return m ? [{ r, m }] : [];
  });
  const drafts: QuestionDrafts = { technical: technical(pairs, resume), behavioral: behavioral(pairs, posting, resume), gaps: gaps(pairs), resume: resumeQuestions(resume) };
  for (const id of Object.keys(drafts) as InterviewCategoryId[]) drafts[id] = drafts[id].slice(0, CATEGORY_LIMITS[id]);
  return drafts;
}

/**
 * generateInterviewQuestions (module 5): a map of category -> questions with answer guidelines, built
 * from the posting's requirements (technical per must-have skill, behavioral from its soft skills),
 * the resume's gaps against it, and the resume's own roles. Questions may quote the posting; anything
 * they say about the candidate comes from the resume (checked: each question carries its flags).
 */
export function generateInterviewQuestions(input: InterviewQuestionsInput, data: EngineData): InterviewQuestions {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = parsePosting(input.postingText, data);
  return questionsFromDrafts(draftQuestions(resume, posting, scoreFit(resume, posting, data)), resume, posting, data);
}

export function questionsFromDrafts(drafts: QuestionDrafts, resume: ParsedResume, posting: ParsedPosting, data: EngineData): InterviewQuestions {
  const facts = buildClaimFacts(resume, data, [posting.text]);
  const out: Record<string, InterviewQuestion[]> = {};
  for (const id of Object.keys(INTERVIEW_CATEGORIES) as InterviewCategoryId[]) {
    if (drafts[id].length === 0) continue;
    out[INTERVIEW_CATEGORIES[id]] = drafts[id].map((d) => ({
      ...d,
      flags: flagClaims([{ field: 'question', text: d.question }, ...d.guidelines.map((text, i) => ({ field: `guidelines[${i}]`, text }))], facts, data),
    }));
  }
  return out;
}
