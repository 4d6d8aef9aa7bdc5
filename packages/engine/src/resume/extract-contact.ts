import type { TitleIndex } from '../lookups/title-index.ts';
import { headlineOf, isHeadlineLike, isNameLike, isTitleLike, splitCredentials } from './contact-name.ts';
import { findContactTokens, locationOf, type ContactToken } from './contact-tokens.ts';
import type { ResumeLine } from './extract-sections.ts';
import { scoreTitle } from './header-parts.ts';
import { isPlaceholder } from './placeholders.ts';
import type { Confidence } from './role-header.ts';

export interface ContactConfidence {
  readonly name: Confidence;
  readonly title: Confidence;
}

export interface Contact {
  readonly name: string | null;
  /** The headline under the name ('Registered Nurse', 'Senior Data Analyst'), when the resume has one. */
  readonly title: string | null;
  /** Letters after the name: 'Maria Garcia, RN, BSN' -> ['RN', 'BSN']. */
  readonly credentials: readonly string[];
  readonly email: string | null;
  readonly phone: string | null;
  readonly location: string | null;
  readonly urls: readonly string[];
  /** How the name and the headline were found: 'high' (a clear name line, a known title), 'medium', 'low' (a guess). */
  readonly confidence: ContactConfidence;
}

const LABELS =
  'name|full name|e-?mail|phone|mobile|cell|tel|telephone|address|location|city|website|linkedin|github|portfolio';
const FIELD = new RegExp(`^\\s*\\W*(${LABELS})\\W*\\s*:\\s*(.+)$`, 'i');
// a label later in the line starts another field: 'Email: jane@example.com Phone: 555-123-4567'
const NEXT_FIELD = new RegExp(`\\s+(?=\\W*(?:${LABELS})\\W*\\s*:)`, 'i');
/** Lines from the top where a name can stand. */
const NAME_LINES = 4;

interface Draft {
  name: string | null;
  title: string | null;
  credentials: string[];
  email: string | null;
  phone: string | null;
  location: string | null;
  urls: string[];
  confidence: { name: Confidence; title: Confidence };
  /** Which non-empty line held the name (-1 before it is found). */
  nameLine: number;
}

function addTokens(contact: Draft, tokens: readonly ContactToken[]): void {
  for (const token of tokens) {
    if (token.kind === 'email') contact.email ??= token.text;
    else if (token.kind === 'phone') contact.phone ??= token.text;
    else contact.urls.push(token.text);
  }
}

/** 'Email: ...', 'Phone: ...', 'Location: ...': a labelled value. */
function readField(contact: Draft, label: string, value: string): void {
  const key = label.toLowerCase();
  if (/name/.test(key)) {
    contact.name ??= value;
    contact.confidence.name = 'high';
  } else if (/address|location|city/.test(key)) {
    if (!isPlaceholder(value)) contact.location ??= value;
  } else {
    const { tokens } = findContactTokens(value);
    addTokens(contact, tokens);
    // 'LinkedIn: janedoe' keeps its value even when it is not written as a link
    if (/website|linkedin|github|portfolio/.test(key) && !tokens.some((t) => t.kind === 'url'))
      contact.urls.push(value);
  }
}

function takeName(contact: Draft, text: string, at: number): void {
  const { name, credentials } = splitCredentials(text);
  contact.name = name;
  contact.credentials = credentials;
  contact.nameLine = at;
  const words = name.split(/\s+/);
  contact.confidence.name = words.length === 1 ? 'low' : name === name.toUpperCase() ? 'medium' : 'high';
}

/** Unlabelled text: its e-mail, phone and links wherever they are, then a location, the name or a headline in what is left. */
function readText(contact: Draft, text: string, at: number, titles: TitleIndex | undefined): void {
  const { tokens, pieces } = findContactTokens(text);
  addTokens(contact, tokens);
  const rest: string[] = [];
  for (const piece of pieces.filter((p) => !isPlaceholder(p))) {
    const place = locationOf(piece);
    if (place) contact.location ??= place;
    else if (
      !contact.name &&
      at < NAME_LINES &&
      isNameLike(splitCredentials(piece).name, titles, {
        allowSingle: at === 0 && pieces.length === 1 && tokens.length === 0,
      })
    )
      takeName(contact, piece, at);
    else if (isHeadlineLike(piece)) rest.push(piece);
  }
  if (contact.title || rest.length === 0) return;
  const headline = headlineOf(rest, titles);
  if (headline) {
    contact.title = headline;
    contact.confidence.title =
      titles && rest.some((p) => isTitleLike(p, titles) && scoreTitle(p, titles) >= 3) ? 'high' : 'medium';
  } else if (contact.nameLine >= 0 && at === contact.nameLine + 1 && rest.length === 1 && pieces.length === 1) {
    // the line right under the name, even when it names no known title ('Business Woman & Proud Geek')
    contact.title = rest[0]!;
    contact.confidence.title = 'low';
  }
}

/** A name printed letter-spaced, as display templates set it: 'R O W A N   P I K E'. */
const SPACED_LETTERS = /^\s*(?:\p{Lu}[ ]){2,}\p{Lu}(?:\s{2,}(?:\p{Lu}[ ])+\p{Lu})*\s*$/u;

/** 'R O W A N   P I K E' -> 'ROWAN PIKE': letter-spaced words closed up (a wider gap parts the words); other text as is. */
export const closeSpacedLetters = (text: string): string =>
  SPACED_LETTERS.test(text)
    ? text
        .trim()
        .split(/\s{2,}/)
        .map((w) => w.replace(/ /g, ''))
        .join(' ')
    : text;

/** Contact details from the contact lines (or the top of the resume): name, headline, e-mail, phone, location, links. */
export function extractContact(lines: readonly ResumeLine[], titles?: TitleIndex): Contact {
  const contact: Draft = {
    name: null,
    title: null,
    credentials: [],
    email: null,
    phone: null,
    location: null,
    urls: [],
    confidence: { name: 'low', title: 'low' },
    nameLine: -1,
  };
  lines
    .filter((line) => line.text.trim() !== '')
    .forEach((line, at) => {
      for (const part of closeSpacedLetters(line.text.replace(/\*+/g, '')).split(NEXT_FIELD)) {
        const field = FIELD.exec(part);
        if (field) readField(contact, field[1]!, field[2]!.trim());
        else readText(contact, part, at, titles);
      }
    });
  const { nameLine, ...rest } = contact;
  void nameLine;
  return { ...rest, urls: [...new Set(contact.urls)] };
}

/** The job a CV is sent for, printed as a labelled line near the top (Europass: 'JOB APPLIED FOR   Project manager', 'POSITION', 'PREFERRED JOB'). */
const TARGET_JOB =
  /^\s*(?:job applied for|position applied for|preferred job|desired (?:job|position|employment)|occupational field|target (?:job|role|position))\s*(?::\s*|\s{2,})(\S.{1,80}?)\s*$/i;

/** The contact with the job it is sent for as its headline, when the top of the CV names one and the headline is none or a guess. */
export function withTargetJob(contact: Contact, lines: readonly string[]): Contact {
  if (contact.title && contact.confidence.title !== 'low') return contact;
  const job = lines
    .slice(0, 30)
    .map((l) => TARGET_JOB.exec(l)?.[1])
    .find((t) => t !== undefined);
  return job ? { ...contact, title: job, confidence: { ...contact.confidence, title: 'high' } } : contact;
}
