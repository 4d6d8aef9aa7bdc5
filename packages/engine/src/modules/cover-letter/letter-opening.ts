import nlp from 'compromise';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { findFirstPersonErrors, openingVerbForm } from '../shared/first-person.ts';
import { article, endSentence, lowerFirst } from '../shared/text-helpers.ts';
import { fillPhrase, sayName, type LetterPhrases, type PhraseKey } from './letter-phrases.ts';
import { describeRole, type LetterRole } from './letter-roles.ts';
import { isHeadingLike, MAX_LINE_WORDS, wholeSentence } from './letter-sentence.ts';
import type { WhySource } from './why-this-role.ts';

/** A summary that states a goal or a label rather than who the candidate is ('Seeking ...', 'I am looking to advance my career'): not said to a reader. */
const NOT_A_DESCRIPTION =
  /^(?:I(?:'m|\s+am)?\s+(?:currently\s+|now\s+)?)?(?:objective|career objective|summary|profile|seeking|looking|hoping|wanting|interested|to\s+[a-z]+|aspiring|currently|open to)\b|[:"“”|]/i;

/** The resume's summary as a sentence in the candidate's voice, or null: 'Registered nurse with ...' -> 'I am a registered nurse with ...'. */
export function summaryAsSentence(resume: ParsedResume): string | null {
  const first = resume.summary?.split(/(?<=[a-z0-9)][.!?])\s+(?=[A-Z])/)[0]?.trim();
  if (!first || first.split(/\s+/).length > MAX_LINE_WORDS || NOT_A_DESCRIPTION.test(first) || !wholeSentence(first))
    return null;
  if (/^I\b/.test(first)) return findFirstPersonErrors(first).length === 0 ? endSentence(first) : null;
  if (/^(?:a|an|the|my|over|with|\d)\b/i.test(first)) return null;
  // the opening word must describe a person ('Creative', 'Registered', 'Seasoned'), not act ('Managing', 'Develop', 'Leads')
  const form = openingVerbForm(first);
  if ((form && form !== 'past') || isHeadingLike(first)) return null;
  // 'RenderCV reads a CV ...' is a sentence about something else, not a description of the candidate
  const head = nlp(first.split(/\b(?:who|that|which)\b/)[0]!);
  if (head.terms().first().has('#Preposition') || head.match('#PresentTense').not('#Gerund').not('#Infinitive').found)
    return null;
  const noun = lowerFirst(first.replace(/[.!?]+$/, ''));
  return endSentence(`I am ${article(noun)} ${noun}`);
}

/**
 * 'I currently work as a Senior Engineer at Acme.': the most recent paid role with a usable title, in the language's
 * words (volunteering or a sponsorship is no job the candidate works at).
 */
export function recentRoleSentence(
  resume: ParsedResume,
  p: LetterPhrases,
): { sentence: string; role: LetterRole } | null {
  const role = resume.roles
    .filter((r) => !r.isUnpaid)
    .map(describeRole)
    .find((r) => r.title);
  if (!role?.title) return null;
  const key: PhraseKey = role.isCurrent ? (role.employer ? 'nowAt' : 'now') : role.employer ? 'lastAt' : 'last';
  return {
    sentence: fillPhrase(p[key], {
      a: article(role.title),
      title: role.title,
      employer: role.employer ? sayName(role.employer, p) : '',
    }),
    role,
  };
}

/** The sentence on why the role appeals, from the posting's own words: English builds on its phrase, other languages quote its sentence. */
export function whySentence(why: WhySource | null, name: string | null, p: LetterPhrases): string | null {
  if (!why) return null;
  const company = name && sayName(name, p);
  if (p.quoting) {
    const sentence = wholeSentence(why.sentence);
    if (!sentence) return null;
    const quote = `${p.quoting.open}${sentence}${p.quoting.close}`;
    return company && why.kind !== 'work'
      ? fillPhrase(p.quoting.whyCompany, { company, quote })
      : fillPhrase(p.quoting.whyPosting, { quote });
  }
  if (!p.why) return null;
  if (why.kind === 'work') return fillPhrase(p.why.work, { phrase: why.phrase });
  if (why.kind === 'identity') return company ? fillPhrase(p.why.identity, { company, phrase: why.phrase }) : null;
  const key =
    why.kind === 'mission' ? (company ? 'mission' : 'missionUnnamed') : company ? 'commitment' : 'commitmentUnnamed';
  return fillPhrase(p.why[key], { company: company ?? '', phrase: why.phrase });
}

export interface OpeningInput {
  readonly title: string | null;
  readonly company: string | null;
  readonly why: string | null;
  /** The roles the evidence paragraph introduces: the opening does not introduce one of them twice. */
  readonly evidenceRoles: ReadonlyArray<LetterRole | null>;
}

/**
 * The opening paragraph: the position applied for, who the candidate is (their summary in their voice,
 * or their most recent role when the evidence does not open with it), and why the role appeals.
 */
export function openingParagraph(resume: ParsedResume, input: OpeningInput, p: LetterPhrases): string {
  const { title } = input;
  const company = input.company && sayName(input.company, p);
  const applying = title
    ? fillPhrase(company ? p.applyingAt : p.applying, { title, company: company ?? '' })
    : company
      ? fillPhrase(p.applyingAtUntitled, { company })
      : p.applyingUntitled;
  let who = p.quoting ? null : summaryAsSentence(resume);
  if (!who) {
    const recent = recentRoleSentence(resume, p);
    const repeats =
      recent && input.evidenceRoles.some((r) => r?.title === recent.role.title && r.employer === recent.role.employer);
    who = recent && !repeats ? recent.sentence : null;
  }
  if (!who && p.quoting) {
    const summary = resume.summary ? wholeSentence(resume.summary) : null;
    who = summary
      ? endSentence(fillPhrase(p.quoting.profile, { summary: `${p.quoting.open}${summary}${p.quoting.close}` }))
      : null;
  }
  return [applying, who, input.why].filter((s): s is string => !!s).join(' ');
}
