import { htmlToText } from '../html-to-text.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: Json | undefined): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const list = (value: Json | undefined): Json[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

function isJobPosting(value: JsonObject): boolean {
  return list(value['@type']).some((t) => typeof t === 'string' && t.replace(/^.*[/#:]/, '') === 'JobPosting');
}

/** JSON-LD as pages write it: sometimes wrapped in comments or CDATA, sometimes with raw line breaks in strings. */
function parseJsonLd(source: string): Json | undefined {
  const cleaned = source
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    try {
      // eslint-disable-next-line no-control-regex -- raw control characters inside JSON strings are what breaks the parse
      return JSON.parse(cleaned.replace(/[\u0000-\u001f]+/g, ' ')) as Json;
    } catch {
      return undefined;
    }
  }
}

/** The first schema.org JobPosting in a value: arrays, @graph and nested objects are searched (bounded depth). */
function findIn(value: Json | undefined, depth: number): JsonObject | null {
  if (depth > 6 || value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (isJobPosting(value)) return value;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item']) {
    const found = findIn(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

type QueryableDocument = { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> };

export function findJobPosting(document: QueryableDocument): JsonObject | null {
  const scripts = document.querySelectorAll('script[type="application/ld+json" i]');
  for (let i = 0; i < scripts.length; i += 1) {
    const found = findIn(parseJsonLd(scripts[i]!.textContent ?? ''), 0);
    if (found) return found;
  }
  return null;
}

function formatLocation(posting: JsonObject): string | undefined {
  const places = list(posting.jobLocation).flatMap((place) => {
    if (typeof place === 'string') return [place];
    if (!isObject(place)) return [];
    const address = place.address;
    if (typeof address === 'string') return [address];
    if (!isObject(address)) return text(place.name) ? [text(place.name)!] : [];
    const country = isObject(address.addressCountry) ? text(address.addressCountry.name) : text(address.addressCountry);
    const parts = [text(address.addressLocality), text(address.addressRegion), country].filter(Boolean);
    return parts.length ? [parts.join(', ')] : [];
  });
  const remote = list(posting.jobLocationType).some((t) => t === 'TELECOMMUTE');
  const where = [...new Set(places)].join('; ');
  if (remote) return where ? `${where} (remote possible)` : 'Remote';
  return where || undefined;
}

const units: Record<string, string> = { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };
const amount = (value: Json | undefined) => (typeof value === 'number' ? value.toLocaleString('en-US') : text(value));

function formatSalary(posting: JsonObject): string | undefined {
  const salary = posting.baseSalary ?? posting.estimatedSalary;
  const monetary = Array.isArray(salary) ? salary[0] : salary;
  if (typeof monetary === 'number' || typeof monetary === 'string') return amount(monetary);
  if (!isObject(monetary)) return undefined;
  const currency = text(monetary.currency) ?? text(monetary.salaryCurrency) ?? '';
  const value = monetary.value;
  let range: string | undefined;
  let unit: string | undefined;
  if (isObject(value)) {
    const min = amount(value.minValue);
    const max = amount(value.maxValue);
    range = min && max ? `${min}–${max}` : (min ?? max ?? amount(value.value));
    unit = text(value.unitText);
  } else {
    range = amount(value);
    unit = text(monetary.unitText);
  }
  if (!range) return undefined;
  const per = unit ? ` per ${units[unit.toUpperCase()] ?? unit.toLowerCase()}` : '';
  return `${currency ? `${currency} ` : ''}${range}${per}`;
}

const employmentTypes: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
};

export type JobPostingFacts = { title?: string; company?: string; header: string; descriptionHtml: string };
export type JobPostingText = { title?: string; company?: string; description: string; text: string };

/** The posting's title, company and facts as a header, and its description's HTML (read separately, within limits). */
export function jobPostingFacts(posting: JsonObject): JobPostingFacts {
  const title = text(posting.title) ?? text(posting.name);
  const organization = posting.hiringOrganization;
  const company = isObject(organization) ? text(organization.name) : text(organization);
  const employment = list(posting.employmentType)
    .map((t) => (typeof t === 'string' ? (employmentTypes[t.toUpperCase()] ?? t) : undefined))
    .filter(Boolean);
  const facts = [
    ['Location', formatLocation(posting)],
    ['Salary', formatSalary(posting)],
    ['Employment type', employment.length ? employment.join(', ') : undefined],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  const header = [title, company, ...facts].filter(Boolean).join('\n');
  return { title, company, header, descriptionHtml: text(posting.description) ?? '' };
}

/** The posting as a readable job description: title, company, facts, then the description with its line breaks. */
export function jobPostingToText(posting: JsonObject): JobPostingText {
  const { title, company, header, descriptionHtml } = jobPostingFacts(posting);
  const description = htmlToText(descriptionHtml);
  return { title, company, description, text: [header, description].filter(Boolean).join('\n\n') };
}
