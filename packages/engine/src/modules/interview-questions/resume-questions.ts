import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { Role } from '../../resume/extract-roles.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { roleInterval } from '../../resume/years-of-experience.ts';
import { monthIndex, type ParsedDate } from '../../text/dates.ts';
import { hasFigure, listBullets, type ResumeBullet } from '../shared/bullet-checks.ts';
import { openingVerbForm, sayInFirstPerson } from '../shared/first-person.ts';
import { isRewritableBullet } from '../shared/rewritable-bullet.ts';
import { isQuotableInEnglish } from '../../text/text-language.ts';
import { BEHAVIORAL_TEMPLATES, FALLBACK_BEHAVIORAL, STORY_GUIDELINES } from './question-templates.ts';
import { isSoft, quote, roleRef, roleSubject, roleTime, type AskedRequirement, type Draft } from './question-parts.ts';
import { NOT_A_REQUIREMENT } from './requirement-topic.ts';
import { closestLine, expandTerms } from './story-match.ts';

/** A gap between two roles longer than this (months) gets a question. */
const GAP_MONTHS = 6;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const formatDate = (d: ParsedDate) =>
  d.precision === 'year' ? String(d.date.year) : `${MONTHS[d.date.month - 1]} ${d.date.year}`;

/** A template's slot left in the resume ('budgets in excess of $ [Amount]'): the user's to fill, not a story to quote. */
const TEMPLATE_SLOT = /\[[^\]]*\]/;

/**
 * The resume's statements (never a header or contact line the parser left among the bullets, a template's line, nor a
 * line in another language, which an English question does not quote): the lines questions quote.
 */
export const listStatements = (resume: ParsedResume): ResumeBullet[] =>
  listBullets(resume).filter(
    (b) => isRewritableBullet(b.text) && !TEMPLATE_SLOT.test(b.text) && isQuotableInEnglish(b.text),
  );

/** Behavioral questions for the soft skills the posting asks for, each with the resume story closest to it. */
export function behavioralQuestions(
  asked: readonly AskedRequirement[],
  posting: ParsedPosting,
  bullets: readonly ResumeBullet[],
): Draft[] {
  // soft skills: requirements that name no tool, and the responsibilities
  const soft = [
    ...asked
      .filter(
        (p) => p.r.type === 'skill' && (isSoft(p.r) || !p.r.contextSkills.some((s) => s.category === 'technology')),
      )
      .map((p) => p.r.text),
    ...posting.responsibilities,
  ];
  const out: Draft[] = [];
  const used = new Set<string>();
  for (const template of BEHAVIORAL_TEMPLATES) {
    const wording = soft.find((t) => template.pattern.test(t) && !NOT_A_REQUIREMENT.test(t));
    if (!wording) continue;
    // a story not already suggested for another question, so each answer can use a different one
    const story = closestLine(
      bullets.filter((b) => !used.has(b.text)),
      {
        core: expandTerms(template.storyTerms),
        also: template.storyAlso?.split(' '),
        context: wording,
      },
    );
    if (story) used.add(story.text);
    const where = roleRef(story?.role ?? null);
    out.push({
      question: template.question,
      guidelines: [
        ...STORY_GUIDELINES,
        ...(story ? [`A story your resume already has: ${quote(story.text)}${where ? ` (${where})` : ''}.`] : []),
      ],
      // of asks joined by ';', the one the question is about ('Excellent communication skills; including ...' -> its head)
      basis: `The posting asks: ${quote(wording.split(/\s*;\s*/).find((c) => template.pattern.test(c)) ?? wording)}.`,
    });
  }
  for (const question of FALLBACK_BEHAVIORAL)
    if (out.length < 2)
      out.push({
        question,
        guidelines: [...STORY_GUIDELINES],
        basis: 'Interviewers ask something like this in most interviews.',
      });
  return out;
}

/** A line that tells something the candidate did, from its opening verb ('Garment training: Received …' -> 'Received …'); null otherwise. */
export function actionOf(text: string): string | null {
  const labelled = /^([A-Z][\p{L} /&-]{0,30}):\s+(\S.*)$/u.exec(text);
  if (labelled && sayInFirstPerson(labelled[2]!, 'past') !== null) return labelled[2]!;
  // a label over a list ('Product training: Customer sales process') states no action, unless the label is one said in
  // the past ('Reduced costs: by renegotiating ...'); a base form there is a heading ('Complete Product training')
  if (labelled && openingVerbForm(labelled[1]!) !== 'past') return null;
  return sayInFirstPerson(text, 'past') !== null ? text : null;
}

/** Questions about the resume's own roles (a line with a figure first) and a break between them. */
export function resumeQuestions(resume: ParsedResume, bullets: readonly ResumeBullet[]): Draft[] {
  const out: Draft[] = [];
  resume.roles.slice(0, 3).forEach((role, i) => {
    const own = bullets.filter((b) => b.roleIndex === i).map((b) => ({ ...b, action: actionOf(b.text) }));
    // something the candidate did, with a figure first: never a fact about the employer ('Buyer: … which has total 27 brands'),
    // a unit's or department's header line ('Cardiac Care Unit Providing …') or a label; without one, the role's typical week
    const pick = own.find((b) => b.action && hasFigure(b.action)) ?? own.find((b) => b.action);
    const time = roleTime(role);
    if (pick) {
      out.push({
        question: `${roleSubject(role)} wrote: ${quote(pick.action!)}. What exactly was your part, and how do you know it worked?`,
        guidelines: [
          'Expect follow-ups on every number: know how it was measured.',
          'Separate what you did from what the team did.',
          'Have the next level of detail ready: tools, people involved, how long it took.',
        ],
        basis: `Interviewers pick lines from your resume${time ? `, here from ${time}` : ''}, and ask for the story behind them.`,
      });
    } else if (time) {
      out.push({
        question: `What did a typical week look like in ${time}, and what are you proudest of from that time?`,
        guidelines: ['Describe the work, then one achievement with its result.'],
        basis: `Your resume says little about ${time}.`,
      });
    }
  });
  // a gap between consecutive dated roles
  const dated = resume.roles
    .map((r) => ({ r, i: roleInterval(r, resume.experience.asOf) }))
    .filter((x): x is { r: Role; i: { from: number; to: number } } => x.i !== null);
  const sorted = [...dated].sort((a, b) => a.i.from - b.i.from);
  for (let k = 1; k < sorted.length; k++) {
    const before = sorted[k - 1]!;
    const after = sorted[k]!;
    const end = before.r.dates?.end;
    const start = after.r.dates?.start;
    if (!end || !start || after.i.from - before.i.to < GAP_MONTHS || monthIndex(start.date) <= monthIndex(end.date))
      continue;
    out.push({
      question: `Your resume shows a break between ${formatDate(end)} and ${formatDate(start)}. What did you do in that time?`,
      guidelines: [
        'Answer briefly and plainly; a gap is common.',
        'Mention anything you learned or did that matters for this role.',
      ],
      basis: 'The dates on your resume leave a break between two roles, and interviewers often ask about one.',
    });
    break;
  }
  if (resume.roles.length === 0) {
    for (const project of resume.projects.slice(0, 2))
      out.push({
        question: `Tell me about ${project.name}: what did you build, and what would you change now?`,
        guidelines: ['Describe your own part and the result.'],
        basis: `Your resume lists the project ${project.name}.`,
      });
  }
  return out;
}
