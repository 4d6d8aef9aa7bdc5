import type { ResumeLine } from './extract-sections.ts';
import { LOCATION } from './header-parts.ts';
import { EMAIL, PHONE, URL } from './infer-sections.ts';

export interface Contact {
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly location: string | null;
  readonly urls: readonly string[];
}

const FIELD = /^\s*\W*(name|full name|e-?mail|phone|mobile|tel|telephone|address|location|city|website|linkedin|github|portfolio)\W*\s*:\s*(.+)$/i;
const NAME = /^[A-Z][A-Za-z'’.-]+(?:\s+[A-Z][A-Za-z'’.-]*){1,3}$/;

/** Contact details from the contact lines (or the top of the resume): name, e-mail, phone, location, links. */
export function extractContact(lines: readonly ResumeLine[]): Contact {
  let name: string | null = null;
  let email: string | null = null;
  let phone: string | null = null;
  let location: string | null = null;
  const urls: string[] = [];
  for (const line of lines) {
    const field = FIELD.exec(line.text.replace(/\*+/g, ''));
    if (field) {
      const [, label, raw] = field;
      const value = raw!.replace(/\*+/g, '').trim();
      const key = label!.toLowerCase();
      if (/name/.test(key)) name ??= value;
      else if (/mail/.test(key)) email ??= EMAIL.exec(value)?.[0] ?? null;
      else if (/phone|mobile|tel/.test(key)) phone ??= PHONE.exec(value)?.[0]?.trim() ?? null;
      else if (/address|location|city/.test(key)) location ??= value;
      else urls.push(value);
      continue;
    }
    for (const cell of line.text.split(/\s{2,}|\s[|•·]\s|\s-\s/).map((c) => c.replace(/^[#*_\s]+|[*_\s]+$/g, '').trim()).filter(Boolean)) {
      const mail = EMAIL.exec(cell);
      if (mail) {
        email ??= mail[0];
        continue;
      }
      const url = URL.exec(cell);
      if (url) {
        urls.push(url[0].replace(/[),.;]+$/, ''));
        continue;
      }
      const tel = PHONE.exec(cell);
      if (tel && tel[0].replace(/\D/g, '').length >= 7) {
        phone ??= tel[0].trim();
        continue;
      }
      const place = LOCATION.exec(cell);
      if (place && place[0].length >= cell.length - 2) {
        location ??= place[0];
        continue;
      }
      if (!name && NAME.test(cell) && cell.split(/\s+/).length <= 4) name = cell;
    }
  }
  return { name, email, phone, location, urls: [...new Set(urls)] };
}
