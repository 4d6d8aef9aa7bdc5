import { article, joinList } from '../shared/text-helpers.ts';
import { CREDENTIAL, isSoft, type AskedRequirement, type Draft } from './question-parts.ts';
import { isPluralPhrase, pronounsOf } from '../shared/plural-phrase.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '5+ years of experience as a Charge Nurse', '3 years of experience in data analysis', or null when the requirement states no years. */
function experienceAsked({ r }: AskedRequirement): string | null {
  const n = r.experience[0];
  // '18 years of age' is an age, not experience
  if (!n || /\byears?\s+(?:of\s+age|old)\b/i.test(r.text)) return null;
  // the posting's own words ('5+ years', 'one year'): never a number it did not write
  const years = n.text.replace(/\s+/g, ' ').replace(/['\u2019]$/, '');
  // a field the posting puts before 'experience' ('1+ years of related analytical experience') stays there
  if (n.field && !n.role && new RegExp(`\\b${escapeRegExp(n.field)}\\s+experience\\b`, 'i').test(r.text))
    return `${years} of ${n.field} experience`;
  const where = n.role ? ` as ${article(n.role)} ${n.role}` : n.field ? ` in ${n.field}` : '';
  return `${years} of experience${where}`.replace(/[.;:,]+$/, '');
}

/** Questions about must-haves the resume does not meet, and one about the missing nice-to-haves. */
export function gapQuestions(asked: readonly AskedRequirement[]): Draft[] {
  const out: Draft[] = [];
  for (const pair of asked.filter((p) => p.r.kind === 'must' && p.m.status !== 'met')) {
    const { r, m, topic } = pair;
    // partly shown skills and credentials are technical questions; soft skills are behavioral ones
    if (
      r.type === 'skill' &&
      (m.status === 'partial' || isSoft(r) || (CREDENTIAL.test(r.label) && m.status !== 'missing'))
    )
      continue;
    if (r.type === 'experience') {
      const years = experienceAsked(pair);
      if (!years) continue;
      out.push({
        question: `The role asks for ${years}, and your resume shows less. Why are you ready for it anyway?`,
        guidelines: [
          'Do not argue with the requirement: show what you have done that counts toward it.',
          'Pick the responsibilities you already carried that this role expects.',
          'Say what you would need in the first months, and how you would get it.',
        ],
        basis: `The posting requires ${years}; your resume's dates show less.`,
      });
      continue;
    }
    if (!topic) continue;
    const { it } = pronounsOf(topic);
    if (r.type === 'skill' && CREDENTIAL.test(topic)) {
      out.push({
        question: `The role asks for ${topic}, which your resume does not list. Do you hold ${it}, or when could you get ${it}?`,
        guidelines: [
          `If you hold ${it}, say so and add ${it} to your resume.`,
          `If not, say how and when you would complete ${it}.`,
        ],
        basis: `The posting requires ${topic}, and your resume does not list ${it}.`,
      });
    } else if (r.type === 'education') {
      out.push({
        question: `The role asks for ${topic}, which your resume does not show. How does your experience make up for ${it}?`,
        guidelines: [
          'Be factual about your education.',
          'Point to work that needed the same knowledge.',
          'Mention any study you are doing now, if you are.',
        ],
        basis: `The posting requires ${topic}, and your resume does not show ${it}.`,
      });
    } else {
      out.push({
        question: `The role asks for ${topic}, which your resume does not show. How would you handle this part of the job in your first months?`,
        guidelines: [
          `Be honest: if you have not used ${it} at work, say so.`,
          'Name the closest thing you have done.',
          'Give a concrete plan to get up to speed: a course, a side project, the documentation.',
        ],
        basis: `The posting requires ${topic}, and your resume does not show ${it}.`,
      });
    }
  }
  const niceMissing = asked.filter((p) => p.r.kind === 'nice' && p.m.status === 'missing' && p.topic !== null);
  if (niceMissing.length > 0) {
    const names = niceMissing.slice(0, 3).map((p) => p.topic!);
    // 'SQL, Developer Certification, Fundamentals' is several things in one topic
    const one = names.length === 1 && !/,|\b(?:and|or)\b/.test(names[0]!) && !isPluralPhrase(names[0]!);
    out.push({
      question: `The role also lists ${joinList(names)} as a plus. Have you worked with ${one ? 'it' : 'any of them'}?`,
      guidelines: [
        'A short honest answer is fine: these are extras, not requirements.',
        'If you have touched one outside work, say how.',
      ],
      basis: `The posting would like ${joinList(names)}; your resume does not show ${one ? 'it' : 'them'}.`,
    });
  }
  return out;
}
