import nlp from 'compromise';
import type { FitResult } from '../../fit/fit-types.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import { requirementTopic } from '../interview-questions/requirement-topic.ts';
import { article } from '../shared/text-helpers.ts';
import { isQuotableInEnglish } from '../../text/text-language.ts';
import { fillPhrase, type LetterPhrases } from './letter-phrases.ts';
import { lineShowsRequirement } from './line-shows-requirement.ts';
import type { Evidence } from './pick-evidence.ts';

/** The longest requirement a close names: a longer one reads as the posting pasted in. */
const MAX_TOPIC_WORDS = 8;

/**
 * The letter's close, made specific where the letter has earned it: the posting's top requirement that
 * the letter's strongest evidence fully meets ('... how my work as a Pastry Chef would support your focus
 * on menu planning.'). Only a skill or duty the fit scores as met, named in words a sentence can carry
 * (requirement-topic.ts), and the role the evidence comes from; otherwise, and in languages other than
 * English (the requirement would be quoted in the posting's language), the language's general close.
 */
export function closingParagraph(
  evidence: readonly Evidence[],
  fit: FitResult,
  posting: ParsedPosting,
  p: LetterPhrases,
): string {
  if (!p.closingFocus) return p.closingParagraph;
  const met = fit.requirements
    .filter((m) => m.status === 'met' && m.requirement.type !== 'education')
    .sort((a, b) => (a.requirement.kind === b.requirement.kind ? 0 : a.requirement.kind === 'must' ? -1 : 1));
  const shown = (e: Evidence) => [
    ...met.filter((m) => m.requirement.label === e.requirement),
    // a line picked for another requirement, or for the recent work, may show a met requirement too: all its words (line-shows-requirement.ts)
    ...met.filter(
      (m) =>
        m.requirement.label !== e.requirement &&
        lineShowsRequirement(
          posting.requirements.find((r) => r.id === m.requirement.id) ?? { label: '', skills: [] },
          e.sentence,
          { wholly: true },
        ),
    ),
  ];
  const requirementOf = (m: (typeof met)[number]) => posting.requirements.find((r) => r.id === m.requirement.id);
  // first what the letter's own evidence shows; then what else the resume's work shows (a skills list alone is no experience), said of 'my experience'
  const candidates = [
    ...evidence.flatMap((e) => shown(e).map((m) => ({ e: e as Evidence | null, requirement: requirementOf(m) }))),
    ...met
      .filter((m) =>
        m.evidence.some(
          (line) =>
            (line.section === 'experience' || line.section === 'projects') &&
            lineShowsRequirement(requirementOf(m) ?? { label: '', skills: [] }, line.text, { wholly: true }),
        ),
      )
      .map((m) => ({ e: null, requirement: requirementOf(m) })),
  ];
  for (const { e, requirement } of candidates) {
    const topic = requirement ? requirementTopic(requirement, posting) : null;
    // an English close names nothing in another language ('Erfahrung mit Wartung')
    if (
      !requirement ||
      !topic ||
      topic.startsWith("'") ||
      topic.split(/\s+/).length > MAX_TOPIC_WORDS ||
      !isQuotableInEnglish(topic)
    )
      continue;
    const ability = /^the ability to (.+)$/i.exec(topic)?.[1];
    // 'analytical and problem solving' is said as the posting says it: '... problem solving skills'
    const named = new RegExp(`${topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+skills\\b`, 'i').test(requirement.text)
      ? `${topic} skills`
      : topic;
    const work = e?.role?.title
      ? fillPhrase(p.closingFocus.workAs, { a: article(e.role.title), title: e.role.title })
      : p.closingFocus.work;
    const sentence = ability
      ? fillPhrase(p.closingFocus.preparedTo, { work, phrase: ability })
      : fillPhrase(p.closingFocus.supports, { work, phrase: named });
    return `${sentence} ${p.closingFocus.thanks}`;
  }
  const team = postingTeam(posting.text);
  return team ? `${fillPhrase(p.closingFocus.team, { team })} ${p.closingFocus.thanks}` : p.closingParagraph;
}

const MAX_TEAM_WORDS = 4;
/** 'join our Platform Engineering team', 'you will be part of the claims team': the team the posting hires into, in its words. */
const TEAM =
  /\b(?:join(?:ing)?|part of|member of|work(?:ing)? (?:in|with|on))\s+(?:our|the|a|this)\s+((?:[\p{L}&/-]+\s+){1,4})team\b/iu;
const NOT_A_TEAM =
  /^(?:great|growing|small|large|dynamic|friendly|passionate|talented|amazing|fast-paced|wider|global|whole|entire|same|best|new|our|the|a|an|and|of|for|with|to)$/i;

/** The team the posting names, as the close can say it; null when it names none a sentence can carry. */
export function postingTeam(text: string): string | null {
  const found = TEAM.exec(text)?.[1]?.trim();
  if (!found) return null;
  const words = found.split(/\s+/);
  // 'a growing team', 'a team of': a description, not the team's name
  if (words.length > MAX_TEAM_WORDS || words.some((w) => NOT_A_TEAM.test(w)) || !isQuotableInEnglish(found))
    return null;
  // a team's name: capitalised words, or nouns as compromise reads them before 'team' ('the claims team'), never 'dedicated' or 'award winning'
  const terms = nlp(`our ${found} team`).terms().json() as Array<{ text: string; terms: Array<{ tags: string[] }> }>;
  const named = terms
    .slice(1, -1)
    .every(
      (t) =>
        /^\p{Lu}/u.test(t.text) ||
        (t.terms[0]!.tags.includes('Noun') && !t.terms[0]!.tags.some((x) => /Adjective|Verb|Gerund/.test(x))),
    );
  return named ? found : null;
}
