import type { KitChange, KitFlag, KitSentence } from '@cp/contracts';
import type { CoverLetter } from '@cp/engine';

/** The job fields a kit is made from (the indexed job, never the client's copy). */
export type KitJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  description: string;
  apply_url: string | null;
  contact_email: string | null;
  is_demo: boolean;
};

/** The posting text the engine reads: the job's title, company and place on their own lines, then its description. */
export function postingTextOf(job: KitJob): string {
  return [job.title, job.company, job.location, '', job.description].join('\n');
}

const SENTENCE_END = /(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/;
const FRAMING_WORDS = new Set(
  'about after also and any are been before both but can chance could from have include includes into more most much only other over that than the their them then there these they this those through very well were what when where which while with work worked working would your years year skills skill experience including position role team'.split(
    ' ',
  ),
);

/** The letter's sentences, paragraph by paragraph (the greeting, sign-off and signature lines each count as one). */
export function splitSentences(letter: string): string[] {
  return letter
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .flatMap((line) =>
      line
        .split(SENTENCE_END)
        .map((s) => s.trim())
        .filter(Boolean),
    );
}

const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? []).filter(
      (w) => w.length >= 3 && !FRAMING_WORDS.has(w),
    ),
  );

/** The resume line sharing most words with a sentence the engine wrote from the resume's lists (skills, education). */
function bestResumeLine(sentence: string, resumeLines: readonly string[]): string | null {
  const words = contentWords(sentence);
  if (words.size === 0) return null;
  let best: { line: string; shared: number } | null = null;
  for (const line of resumeLines) {
    const shared = [...contentWords(line)].filter((w) => words.has(w)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { line, shared };
  }
  return best?.line ?? null;
}

/**
 * Each sentence of the letter with what it rests on (docs/decisions/032): the resume lines the engine
 * built it from, the posting's sentence it answers, or the letter's own framing (greeting, the job's
 * name, the close, the signature), which claims nothing about the candidate.
 */
export function letterSentences(
  letterText: string,
  letter: Pick<CoverLetter, 'evidence' | 'posting_evidence' | 'signature'>,
  resumeText: string,
): KitSentence[] {
  const resumeLines = resumeText
    .split(/\n+/)
    .map((l) => l.replace(/^[\s•*\-–]+/, '').trim())
    .filter((l) => l.length > 2);
  const signature = new Set(letter.signature.split(/\n+/).map((l) => l.trim()));
  const paragraphs = letterText.split(/\n\s*\n/);
  const lastBody = paragraphs.length >= 2 ? paragraphs.length - 2 : -1;
  return paragraphs.flatMap((paragraph, p) =>
    splitSentences(paragraph).map((text): KitSentence => {
      const evidence = letter.evidence
        .filter((e) => e.sentence && (e.sentence === text || text.includes(e.sentence) || e.sentence.includes(text)))
        .map((e) => ({ requirement: e.requirement, resume_line: e.resume_line }));
      if (evidence.length > 0) return { text, basis: 'resume', evidence, posting_text: null };
      const posting = letter.posting_evidence?.find((e) => e.sentence === text || text.includes(e.sentence));
      if (posting) return { text, basis: 'posting', evidence: [], posting_text: posting.posting_text };
      // Between the opening and the closing paragraph, a sentence without listed evidence comes from the resume's lists.
      const middle = p > 1 && p < lastBody;
      const line = middle && !signature.has(text) ? bestResumeLine(text, resumeLines) : null;
      if (line)
        return {
          text,
          basis: 'resume',
          evidence: [{ requirement: 'your resume', resume_line: line }],
          posting_text: null,
        };
      return { text, basis: 'framing', evidence: [], posting_text: null };
    }),
  );
}

/** The engine's flags, worded for the screen. */
export function kitFlags(letter: CoverLetter): KitFlag[] {
  // the resume's tailoring proposals that failed the claim check are dropped by the engine, not flagged (docs/decisions/033)
  return letter.flags.map((f) => ({ kind: f.kind, text: f.text, field: 'cover_letter', message: f.message }));
}

const KIND_WORDS: Record<string, string> = {
  employer: 'an employer',
  title: 'a job title',
  degree: 'a degree',
  date: 'a date',
  number: 'a figure',
  skill: 'a skill',
  name: 'a name',
};

/** A claim-check hit on the user's edit, as the screen says it. */
export function flagMessage(kind: string, text: string): string {
  return `'${text}' is ${KIND_WORDS[kind] ?? 'a claim'} your resume does not show. Remove it, or keep it only if it is true.`;
}

/** The e-mail a kit is sent with: the letter itself as the body, the files attached. */
export function kitEmail(
  job: Pick<KitJob, 'title' | 'company'>,
  letter: string,
  candidate: string | null,
  format: 'PDF' | 'Word',
) {
  const subject = `Application: ${job.title}${candidate ? ` – ${candidate}` : ''}`.slice(0, 200);
  return { subject, body: `${letter.trim()}\n\nMy resume and this letter are attached as ${format} files.` };
}

/** One line on what the kit holds (the spec's `summary`). */
export function kitSummary(
  sentences: readonly KitSentence[],
  changes: readonly KitChange[],
  flags: readonly KitFlag[],
): string {
  const backed = sentences.filter((s) => s.basis === 'resume').length;
  const parts = [
    `A cover letter with ${backed} sentence${backed === 1 ? '' : 's'} drawn from your resume`,
    changes.length === 0
      ? 'your resume as it is (nothing in it to tailor for this job)'
      : `${changes.length} resume change${changes.length === 1 ? '' : 's'}`,
  ];
  const flagText =
    flags.length === 0
      ? 'nothing your resume does not show'
      : `${flags.length} claim${flags.length === 1 ? '' : 's'} to check`;
  return `${parts.join(' and ')}; ${flagText}.`;
}

/** The candidate's name: the first line of the letter's signature. */
export const candidateName = (signature: string) => signature.split('\n')[0]?.trim() || null;
