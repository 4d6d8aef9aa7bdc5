import type { FitResult } from '../../fit/fit-types.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import { requirementTopic } from '../interview-questions/requirement-topic.ts';
import { article } from '../shared/text-helpers.ts';
import { fillPhrase, type LetterPhrases } from './letter-phrases.ts';
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
  for (const e of evidence) {
    const match = fit.requirements.find(
      (m) => m.requirement.label === e.requirement && m.status === 'met' && m.requirement.type !== 'education',
    );
    const requirement = match && posting.requirements.find((r) => r.id === match.requirement.id);
    const topic = requirement ? requirementTopic(requirement, posting) : null;
    if (!topic || topic.startsWith("'") || topic.split(/\s+/).length > MAX_TOPIC_WORDS) continue;
    const ability = /^the ability to (.+)$/i.exec(topic)?.[1];
    // 'analytical and problem solving' is said as the posting says it: '... problem solving skills'
    const named = new RegExp(`${topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+skills\\b`, 'i').test(
      requirement!.text,
    )
      ? `${topic} skills`
      : topic;
    const work = e.role?.title
      ? fillPhrase(p.closingFocus.workAs, { a: article(e.role.title), title: e.role.title })
      : p.closingFocus.work;
    const sentence = ability
      ? fillPhrase(p.closingFocus.preparedTo, { work, phrase: ability })
      : fillPhrase(p.closingFocus.supports, { work, phrase: named });
    return `${sentence} ${p.closingFocus.thanks}`;
  }
  return p.closingParagraph;
}
