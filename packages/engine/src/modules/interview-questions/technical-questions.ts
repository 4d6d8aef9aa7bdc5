import type { ParsedResume } from '../../resume/parse-resume.ts';
import { labelItems } from '../../posting/requirement-terms.ts';
import { joinList } from '../shared/text-helpers.ts';
import {
  appliedEvidence,
  CREDENTIAL,
  isSoft,
  need,
  quote,
  resumeRole,
  roleTime,
  type AskedRequirement,
  type Draft,
} from './question-parts.ts';
import { asVerbPhrase, midSentence } from './phrase-kind.ts';
import { closestLine, expandTerms } from './story-match.ts';
import { roleHeaderLines } from '../shared/role-header-lines.ts';
import { pronounsOf } from '../shared/plural-phrase.ts';
import { isQuotableInEnglish } from '../../text/text-language.ts';

/** Missing words of a partly met requirement that read as things (a skill, an item of its list), cleaned for a sentence. */
function namedMissing({ r, m }: AskedRequirement): string[] {
  const items = labelItems(r.label).items;
  return m.missing
    .filter((w) => r.skills.some((s) => s.name === w) || (items.length > 1 && items.includes(w)))
    .map((w) => w.replace(/[.;:,!?()"]+$/g, '').trim())
    .filter((w) => /[A-Za-z]/.test(w));
}

/** A question per skill the posting asks for and the resume shows (must-haves first), from the resume line closest to it. */
export function technicalQuestions(asked: readonly AskedRequirement[], resume: ParsedResume): Draft[] {
  const out: Draft[] = [];
  const headerLines = roleHeaderLines(resume);
  const skillPairs = asked.filter(
    (p) => p.topic !== null && p.r.type === 'skill' && !isSoft(p.r) && p.m.status !== 'missing',
  );
  for (const pair of [
    ...skillPairs.filter((p) => p.r.kind === 'must'),
    ...skillPairs.filter((p) => p.r.kind === 'nice'),
  ]) {
    const { r, m } = pair;
    const topic = pair.topic!;
    // 'analytical skills' are shown or listed as 'them', 'SQL' as 'it'
    const { it, partOf, isIt } = pronounsOf(topic);
    // a line in another language ('... för returns') is not quoted in an English question
    const applied = appliedEvidence(m, resume).filter((e) => isQuotableInEnglish(e.text));
    const closest = closestLine(applied, { core: expandTerms(topic), context: r.text }) ?? applied[0];
    const listed = m.evidence[0];
    // a role's header line (title, employer, dates) is no evidence to start an answer from
    const shown = m.evidence.find((e) => !headerLines.has(e.line) && isQuotableInEnglish(e.text));
    if (CREDENTIAL.test(topic)) {
      out.push({
        question: `The role asks for ${topic}. Which ${partOf === 'part of it' ? 'part of it' : 'of them'} do you hold today, and ${isIt} current?`,
        guidelines: [
          'Name the credential exactly as issued, with its status.',
          listed &&
          isQuotableInEnglish(listed.text) &&
          (listed.section === 'certifications' || CREDENTIAL.test(listed.text))
            ? `Your resume has: ${quote(listed.text)}; make sure it says everything the posting asks for.`
            : `If you hold ${it}, add ${it} to your resume exactly as issued.`,
          `If ${partOf === 'part of it' ? 'part of it is' : 'any of them is'} missing, say when you could complete it.`,
        ],
        basis: `The posting ${need(r)} ${topic}, a credential; the interviewer will check its status.`,
      });
    } else if (m.status === 'partial') {
      const named = namedMissing(pair).slice(0, 3);
      const duties = named.map((n) => asVerbPhrase(n));
      // a duty asks when it was done ('when have you had to multitask'), a thing how much it was used
      const ask =
        named.length === 0
          ? 'how much hands-on experience do you have with the rest?'
          : duties.every((d) => d !== null)
            ? `when have you had to ${joinList(duties as string[])}, and how did it go?`
            : `how much hands-on experience do you have with ${joinList(
                named.map((n) =>
                  midSentence(
                    n,
                    r.skills.map((k) => k.name),
                  ),
                ),
              )}?`;
      out.push({
        question: `The role asks for ${topic}. Your resume shows ${partOf}: ${ask}`,
        guidelines: [
          'Say plainly what you have done and what you have not.',
          shown
            ? `Start from the closest evidence in your resume: ${quote(shown.text)}.`
            : 'Start from the closest thing you have done.',
          'Explain how you would close the rest of the gap on the job.',
        ],
        basis: `The posting ${need(r)} ${topic}, and your resume shows only ${partOf}.`,
      });
    } else if (closest || listed?.role) {
      const evidence = closest ?? listed!;
      const where = roleTime(resumeRole(resume, evidence.role));
      out.push({
        question: `The role asks for ${topic}. Walk me through the piece of work that best shows ${it}${where ? `, for example from ${where}` : ''}.`,
        guidelines: [
          closest
            ? `Start from what your resume says: ${quote(closest.text)}.`
            : where
              ? `Start from ${where}.`
              : 'Start from the closest thing you have done.',
          'Explain the problem, the options you weighed and why you chose the one you did.',
          'Finish with the result and what you would do differently now.',
        ],
        basis: `The posting ${need(r)} ${topic}, and your resume shows ${it} in your work: expect to be asked for detail.`,
      });
    } else {
      out.push({
        question: `Your resume lists ${topic} but does not show ${it} in a role. Tell me about real work you did with ${it}.`,
        guidelines: [
          'Expect this: a skill listed without a story is the first thing an interviewer probes.',
          'Pick one concrete piece of work and describe your own part in it.',
          `If you used ${it} only in study or a side project, say so.`,
        ],
        basis: `The posting ${need(r)} ${topic}; your resume lists ${it} but shows no work with ${it}.`,
      });
    }
  }
  return out;
}
