// The defects a job seeker would see in a generated cover letter, found in its text (issue 10): the
// wrong company, an unsigned letter, placeholders, 'I manages', repeated or cut sentences, invented facts.
// Pure: the runner (quality-letters.ts) gives each letter what it knows about its documents.
import type { CoverLetter } from '../../packages/engine/src/index.ts';
import { findFirstPersonErrors } from '../../packages/engine/src/modules/shared/first-person.ts';
import { norm } from './quality-real-world.ts';

export const LETTER_DEFECT_KINDS = [
  'wrong-company',
  'unsigned',
  'placeholder',
  'first-person',
  'repeated-sentence',
  'cut-sentence',
  'invented',
  'present-employer',
  'own-projects',
  'stiff',
  'subjectless',
  'foreign-fragment',
  'not-a-duty',
] as const;
export type LetterDefectKind = (typeof LETTER_DEFECT_KINDS)[number];

export interface LetterDefect {
  readonly kind: LetterDefectKind;
  readonly text: string;
}

/** What the runner knows about the documents a letter was written from. */
export interface LetterContext {
  /** The labelled company (null: the posting names none); undefined when unlabelled (RJDB). */
  readonly company?: string | null;
  /** The posting as written: without a label, the letter may only name a company found in it. */
  readonly postingText: string;
  /** The labelled name of the candidate; null or undefined when the resume has none. */
  readonly name?: string | null;
  /** The resume as read (the extracted text). */
  readonly resumeText: string;
  /** The resume lines that are role bullets (work, paid or not), as read. */
  readonly roleBullets: readonly string[];
}

/** The companies a letter addresses: 'Dear X Hiring Team,', 'the ... position at X.', 'at X, ...' in the opening sentence. */
export function namedCompanies(letter: Pick<CoverLetter, 'greeting' | 'paragraphs'>): string[] {
  // the first sentence ends at a full stop that is not an abbreviation's ('St. Catherine's School', 'Acme Inc.')
  const firstSentence = letter.paragraphs[0]?.split(/(?<!\b(?:St|Inc|Co|Corp|Ltd|Dr|Mt|Jr|Sr)\.)(?<=\.)\s/)[0] ?? '';
  const names = [
    /^Dear (.+?) (?:Hiring )?Team,/i.exec(letter.greeting)?.[1],
    / position at (.+?)(?:,|(?<!\b(?:St|Inc|Co|Corp|Ltd|Dr|Mt|Jr|Sr))\.(?:\s|$)|$)/.exec(firstSentence)?.[1],
  ];
  return names.filter((n): n is string => !!n && !/^(?:the )?hiring$/i.test(n));
}

/** The same company: equal words, or one holds the other and is at least four letters long ('Acme' ~ 'Acme Corp'). */
export function isSameCompany(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  return x === y || (Math.min(x.length, y.length) >= 4 && (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `)));
}

function companyDefects(letter: CoverLetter, context: LetterContext): LetterDefect[] {
  const named = namedCompanies(letter);
  const labelled = context.company;
  const wrong = named.filter((n) =>
    labelled === undefined
      ? !norm(context.postingText).includes(norm(n))
      : labelled === null || !isSameCompany(n, labelled),
  );
  return [...new Set(wrong)].map((n) => ({
    kind: 'wrong-company',
    text: `names '${n}'${labelled ? ` for '${labelled}'` : ''}`,
  }));
}

/** The letter is signed with the candidate's name: every word of it (credentials aside) on the signature's first line. */
function signatureDefects(letter: CoverLetter, context: LetterContext): LetterDefect[] {
  if (!context.name) return [];
  const signed = ` ${norm(letter.signature.split('\n')[0])} `;
  const words = norm(context.name.split(',')[0])
    .split(' ')
    .filter((w) => w.length > 1);
  return words.every((w) => signed.includes(` ${w} `))
    ? []
    : [{ kind: 'unsigned', text: `signed '${letter.signature.split('\n')[0]}' for '${context.name}'` }];
}

const PLACEHOLDER = /\[[^\]\n]*\]?|\bcompany name\b|\byour name\b|\bemployer name\b/gi;

/** Sentences of a paragraph, split after terminal punctuation (and a closing quote) before a capital or an opening quote. */
export const sentencesOf = (paragraph: string) =>
  paragraph
    .split(/(?<!\b(?:St|Mt|Dr|Mr|Mrs|Ms|Jr|Sr|Inc|Co|Corp|Ltd)\.)(?<=[.!?]["”»]?)\s+(?=["“«]?[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Words a whole sentence never ends on ('... and narrative of'); a quoted resume line not on these either ('serving 12,000 across'). */
const DANGLING = /\b(?:a|an|the|of|and|or|including|such as|serving|via|&)$/i;
const DANGLING_IN_QUOTE =
  /\b(?:a|an|the|of|to|and|or|with|for|in|on|at|by|from|as|including|serving|such as|across|into|over|via|&)$/i;

function cutDefects(letter: CoverLetter, context: LetterContext): LetterDefect[] {
  const out: LetterDefect[] = [];
  for (const paragraph of letter.paragraphs) {
    if (!/[.!?]["”»)\]]?$/.test(paragraph.trim()))
      out.push({ kind: 'cut-sentence', text: `paragraph ends '${paragraph.slice(-40)}'` });
    for (const sentence of sentencesOf(paragraph)) {
      const bare = sentence.replace(/[.!?]["”»)]?$/, '').trim();
      if (DANGLING.test(bare) || /[,;:-]$/.test(bare)) out.push({ kind: 'cut-sentence', text: sentence });
    }
    for (const m of paragraph.matchAll(/[“«"]([^”»"]+)[”»"]/g))
      if (DANGLING_IN_QUOTE.test(m[1]!.replace(/[.!?,;:\s]+$/, '')))
        out.push({ kind: 'cut-sentence', text: `quote '${m[1]}'` });
  }
  // a resume line the letter rests on that the resume continues on its next line (a wrapped bullet read as two)
  const lines = context.resumeText.split('\n').map((l) => l.trim());
  for (const e of letter.evidence) {
    const at = lines.findIndex((l) => l.endsWith(e.resume_line.trim()));
    const next = at >= 0 ? lines.slice(at + 1).find((l) => l.length > 0) : undefined;
    if (
      next &&
      /^[a-z(]/.test(next) &&
      !/[.!?]$/.test(e.resume_line.trim()) &&
      letter.letter.includes(e.resume_line.trim().slice(-20))
    )
      out.push({ kind: 'cut-sentence', text: `'${e.resume_line}' continues '${next.slice(0, 40)}'` });
  }
  return out;
}

function repeatDefects(letter: CoverLetter): LetterDefect[] {
  const seen = new Set<string>();
  const out: LetterDefect[] = [];
  for (const sentence of letter.paragraphs.flatMap(sentencesOf)) {
    const key = norm(sentence);
    if (key.split(' ').length < 4) continue;
    if (seen.has(key)) out.push({ kind: 'repeated-sentence', text: sentence });
    seen.add(key);
  }
  return out;
}

/** 'my own projects' for a line that is a role's bullet: a paid job described as a hobby. */
function ownProjectDefects(letter: CoverLetter, context: LetterContext): LetterDefect[] {
  const bullets = new Set(context.roleBullets.map(norm));
  // a letter without sentence-level evidence: any role line in a letter that speaks of 'my own projects'
  const own = letter.evidence.filter((e) => (e.sentence ?? letter.letter).match(/\bmy own projects\b/i));
  return own
    .filter((e) => bullets.has(norm(e.resume_line)))
    .map((e) => ({ kind: 'own-projects', text: `'${e.resume_line.slice(0, 60)}' described as my own projects` }));
}

/** A sentence of the letter with no one doing anything: a resume summary's fragment copied without its 'I' ('Detail-oriented nurse with 8 years.'). */
function subjectlessDefects(letter: CoverLetter): LetterDefect[] {
  if (!/^en\b/.test(letter.language)) return [];
  return letter.paragraphs
    .flatMap(sentencesOf)
    .filter((s) => !/\b(?:I|[Mm]y|me|I'm|I've)\b/.test(s) && !/^Thanks?\b/.test(s))
    .map((s) => ({ kind: 'subjectless' as const, text: s }));
}

/** Function words and letters of the other languages postings come in (wider than the engine's own list, so the check does not grade itself). */
const FOREIGN =
  /(?<![\p{L}'-]|\p{L}\.)(?:und|der|das|des|den|dem|mit|für|zur|zum|bei|oder|wir|sie|och|att|för|med|som|är|på|ett|les|pour|avec|dans|une|nous|vous|sur|para|con|los|las|del|una|por|nosotros|della|nella|che|uma|não)(?![\p{L}'-]|\.\p{L})|[äöåßøæœñãõ]/iu;

/** An English letter that quotes another language mid-sentence (the posting's title and company aside, which are names). */
function foreignDefects(letter: CoverLetter, context: LetterContext): LetterDefect[] {
  if (!/^en\b/.test(letter.language)) return [];
  const names: ReadonlyArray<string | null | undefined> = [
    context.company,
    /position at (.+?)\./.exec(letter.paragraphs[0] ?? '')?.[1],
    /applying for the (.+?) position/.exec(letter.paragraphs[0] ?? '')?.[1],
  ];
  return letter.paragraphs
    .flatMap(sentencesOf)
    .filter((s) => FOREIGN.test(names.reduce<string>((t, n) => (n ? t.split(n).join(' ') : t), s)))
    .map((s) => ({ kind: 'foreign-fragment' as const, text: s }));
}

/** What the posting offers or a heading, said as the work the candidate is drawn to ('the chance to enjoy a competitive salary'). */
const NOT_A_DUTY =
  /\b(?:salary|salaries|benefits?|bonus(?:es)?|insurance|vacation|pto|401\(?k\)?|paid time off|holidays?|discounts?|perks?|compensation|pension|wellness|stock options|equity|remote work|flexible (?:hours|schedule|working)|responsibilities|requirements|qualifications|what you will do|about (?:the|this) role)\b/i;
function notADutyDefects(letter: CoverLetter): LetterDefect[] {
  return (letter.posting_evidence ?? [])
    .filter((e) => /\bdrawn to the chance to\b/.test(e.sentence) && NOT_A_DUTY.test(e.sentence))
    .map((e) => ({ kind: 'not-a-duty' as const, text: e.sentence }));
}

/** Every defect of one letter (English letters: the grammar check is English). */
export function findLetterDefects(letter: CoverLetter, context: LetterContext): LetterDefect[] {
  const text = letter.letter;
  return [
    ...companyDefects(letter, context),
    ...signatureDefects(letter, context),
    ...[...text.matchAll(PLACEHOLDER)].map((m) => ({ kind: 'placeholder' as const, text: m[0] })),
    ...findFirstPersonErrors(text).map((e) => ({ kind: 'first-person' as const, text: e.text })),
    ...repeatDefects(letter),
    ...cutDefects(letter, context),
    ...letter.flags.map((f) => ({ kind: 'invented' as const, text: `${f.kind} '${f.text}'` })),
    ...[...text.matchAll(/\b(?:at|At|for|with) (?:Present|Current|Now|Company Name)\b/g)].map((m) => ({
      kind: 'present-employer' as const,
      text: m[0],
    })),
    ...ownProjectDefects(letter, context),
    ...[...text.matchAll(/[^.]*\bwhich the role asks for\b[^.]*\./g)].map((m) => ({
      kind: 'stiff' as const,
      text: m[0].trim(),
    })),
    ...subjectlessDefects(letter),
    ...foreignDefects(letter, context),
    ...notADutyDefects(letter),
  ];
}
