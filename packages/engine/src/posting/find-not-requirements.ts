import { NOT_REQUIREMENT_RULES, PART_KINDS, type NotRequirementKind } from './not-requirement-rules.ts';
import type { PostingItem } from './posting-items.ts';

export { NOT_REQUIREMENT_KINDS, type NotRequirementKind } from './not-requirement-rules.ts';

/** A piece of the posting that is no requirement (about us, benefits, EEO, how to apply, pay, logistics, a personal trait). */
export interface NotRequirement {
  readonly text: string;
  readonly kind: NotRequirementKind;
  /** Index of the posting item it is. */
  readonly itemIndex: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Acme Corp is a leading ...', 'Acme offers ...': a sentence about the company, by the company's name as its subject. */
function companySubject(company: string | null): RegExp | null {
  if (!company) return null;
  const first = company.split(/\s+/)[0]!;
  const names = [company, ...(first.length >= 4 && first !== company ? [first] : [])].map(escape).join('|');
  return new RegExp(
    `(?:^|[,;]\\s+)(?:the\\s+)?(?:${names})(?:'s)?\\b(?:,?\\s*(?:Inc|LLC|Ltd|GmbH|AG|Corp|plc)\\.?,?)?[^.,]{0,40}?\\b(?:is|are|was|has|have|offers?|provides?|operates?|serves?|believes?|values?|complies|considers|supports?|spent|recognizes?|welcomes?|assures|utilizes|leverag\\w+|makes?|removes?|rose|delivers?)\\b|^(?:the\\s+)?(?:${names})\\s+[a-z]{3,}(?:s|ed)\\b`,
    'i',
  );
}

/** A requirement's own wording: 'Experience with health insurance claims' is no benefit, 'Knowledge of pay structures' no pay statement. */
const ASKS =
  /\b(?:experience (?:with|in|of|managing|handling)|knowledge of|proficien\w*|familiar\w* with|understanding of|background in|\d+\+? years)\b/i;
/** Words an age line is made of, besides the age ('Applicants must be at least 18 years of age'). */
const AGE_WORDS =
  /\b(?:minimum|min|of|must|be|at|least|required|requirement|is|are|applicants?|candidates?|you|all|employees?|and|or|over|older|age|aged|years?|old|legal|the|a|to|work|eighteen|sixteen|seventeen|nineteen|twenty-one)\b|[\d+.,:;()\u2013-]/gi;
const TOPIC_KINDS: ReadonlySet<NotRequirementKind> = new Set(['benefits', 'pay', 'logistics']);

/** Each kind's rules as one pattern per flag set (one scan of a text instead of one per rule; the same answers). */
const COMBINED_RULES: ReadonlyArray<readonly [NotRequirementKind, readonly RegExp[]]> = NOT_REQUIREMENT_RULES.map(
  ([kind, rules]) => {
    const byFlags = new Map<string, string[]>();
    for (const rule of rules) byFlags.set(rule.flags, [...(byFlags.get(rule.flags) ?? []), `(?:${rule.source})`]);
    return [kind, [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags))] as const;
  },
);

const QUOTATION = /^["\u201c\u201e\u00ab]/;
/** A short line of capitalised words: a name with its suffix or role ('Jane Doe, Sr.', '\u2014 Jane Doe, Co-Founder'). */
const ATTRIBUTION = /^[-\u2013\u2014~\s]*[A-Z][\w.'-]*(?:,?\s+(?:[A-Z][\w.'-]*|of|and|the|&)){0,7},?\.?$/;

/** The kind of not-requirement a text is, by its own words, or null. */
export function classifyNotRequirement(text: string, company: RegExp | null = null): NotRequirementKind | null {
  for (const [kind, rules] of COMBINED_RULES) {
    if (!rules.some((r) => r.test(text))) continue;
    if (TOPIC_KINDS.has(kind) && ASKS.test(text)) return null;
    // '18 years of age with a high school diploma' asks for the diploma: only an age alone is no requirement
    if (kind === 'eligibility' && text.replace(AGE_WORDS, ' ').trim() !== '') continue;
    return kind;
  }
  if (company?.test(text)) return 'about';
  return null;
}

/**
 * Every item's not-requirement kind (null for an item that may be a requirement): by its own words, by
 * the part its heading opens (benefits, how to apply, ...), by the lead-in it follows ('Applicants must
 * complete the following background checks:' and its list), and by the paragraph it sits in (a
 * paragraph that opens about the company stays about the company).
 */
export function findNotRequirementKinds(
  items: readonly PostingItem[],
  context: { company: string | null },
): Array<NotRequirementKind | null> {
  const company = companySubject(context.company);
  const kinds = items.map((item) => classifyNotRequirement(item.text, company) ?? PART_KINDS[item.part] ?? null);
  let leadIn: { kind: NotRequirementKind; heading: string | null } | null = null;
  let paragraph: { kind: NotRequirementKind; block: number | undefined; line: number } | null = null;
  items.forEach((item, i) => {
    // the name under a quotation ('Jane Doe, Sr.', '- Jane Doe, Founder') says who said it
    if (kinds[i] === null && i > 0 && QUOTATION.test(items[i - 1]!.text) && ATTRIBUTION.test(item.text))
      kinds[i] = kinds[i - 1] ?? 'about';
    if (leadIn && item.isBullet && item.heading === leadIn.heading && kinds[i] === null) kinds[i] = leadIn.kind;
    else if (!item.isBullet) leadIn = null;
    if (
      paragraph &&
      !item.isBullet &&
      item.block === paragraph.block &&
      item.line === paragraph.line &&
      kinds[i] === null
    )
      kinds[i] = paragraph.kind;
    const kind = kinds[i];
    if (kind && /:\s*$/.test(item.text)) leadIn = { kind, heading: item.heading };
    const opensParagraph = !item.isBullet && (i === 0 || items[i - 1]!.line !== item.line);
    if (opensParagraph) paragraph = kind && kind !== 'trait' ? { kind, block: item.block, line: item.line } : null;
  });
  return kinds;
}
