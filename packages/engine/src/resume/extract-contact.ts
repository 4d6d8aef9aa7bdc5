import { findContactTokens, locationOf, type ContactToken } from './contact-tokens.ts';
import type { ResumeLine } from './extract-sections.ts';

export interface Contact {
  readonly name: string | null;
  /** The headline under the name ('Registered Nurse', 'Senior Data Analyst'), when the resume has one. */
  readonly title: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly location: string | null;
  readonly urls: readonly string[];
}

const LABELS = 'name|full name|e-?mail|phone|mobile|cell|tel|telephone|address|location|city|website|linkedin|github|portfolio';
const FIELD = new RegExp(`^\\s*\\W*(${LABELS})\\W*\\s*:\\s*(.+)$`, 'i');
// a label later in the line starts another field: 'Email: jane@example.com Phone: 555-123-4567'
const NEXT_FIELD = new RegExp(`\\s+(?=\\W*(?:${LABELS})\\W*\\s*:)`, 'i');
const NAME = /^[A-Z][A-Za-z'’.-]+(?:\s+[A-Z][A-Za-z'’.-]*){1,3}$/;

interface Draft {
  name: string | null;
  title: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  urls: string[];
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
  if (/name/.test(key)) contact.name ??= value;
  else if (/address|location|city/.test(key)) contact.location ??= value;
  else {
    const { tokens } = findContactTokens(value);
    addTokens(contact, tokens);
    // 'LinkedIn: janedoe' keeps its value even when it is not written as a link
    if (/website|linkedin|github|portfolio/.test(key) && !tokens.some((t) => t.kind === 'url')) contact.urls.push(value);
  }
}

/** Unlabelled text: its e-mail, phone and links wherever they are, then a location or a name in what is left. */
function readText(contact: Draft, text: string): void {
  const { tokens, pieces } = findContactTokens(text);
  addTokens(contact, tokens);
  for (const piece of pieces) {
    const place = locationOf(piece);
    if (place) contact.location ??= place;
    else if (!contact.name && NAME.test(piece) && piece.split(/\s+/).length <= 4) contact.name = piece;
  }
}

/** Contact details from the contact lines (or the top of the resume): name, e-mail, phone, location, links. */
export function extractContact(lines: readonly ResumeLine[]): Contact {
  const contact: Draft = { name: null, title: null, email: null, phone: null, location: null, urls: [] };
  for (const line of lines) {
    for (const part of line.text.replace(/\*+/g, '').split(NEXT_FIELD)) {
      const field = FIELD.exec(part);
      if (field) readField(contact, field[1]!, field[2]!.trim());
      else readText(contact, part);
    }
  }
  return { ...contact, urls: [...new Set(contact.urls)] };
}
