import { findDates } from '../text/dates.ts';
import { sectionOfHeading, type SectionKind } from './section-headings.ts';
import { hasRoleWord } from './header-parts.ts';
import { classifyBlock, isContactLine } from './infer-sections.ts';

export interface ResumeLine {
  /** 0-based line number in the normalized text. */
  readonly index: number;
  readonly text: string;
}

export interface Section {
  readonly kind: SectionKind;
  /** The heading as written, or null for sections inferred without a heading. */
  readonly heading: string | null;
  readonly lines: readonly ResumeLine[];
}

interface Heading {
  readonly kind: SectionKind;
  readonly text: string;
  /** Markdown level (number of #), 0 for other headings. */
  readonly level: number;
  /** Text after 'Skills:' on the same line, kept as the section's first line. */
  readonly rest: string;
}

const MARKUP = /^[#*_=\s>]+|[#*_=\s]+$/g;

/** Recognises a heading line: a known wording ('Work Experience', '## EDUCATION', '**Skills**:'), or an unknown short all-caps / markdown heading. */
export function detectHeading(line: string, options: HeadingContext): Heading | null {
  if (/^\s*•/.test(line)) return null;
  const level = /^\s*(#{1,6})\s/.exec(line)?.[1]?.length ?? 0;
  const bare = line.replace(MARKUP, '').trim();
  if (bare.length === 0 || isWrappedTail(bare, options.previous)) return null;
  const whole = bare.replace(/\s*[:\-\u2013|]+\s*$/, '').replace(MARKUP, '');
  const kind = bare.length <= 60 ? sectionOfHeading(whole) : null;
  if (kind) return { kind, text: whole, rest: '', level };
  const inline = /^([A-Za-z][A-Za-z &/]{1,40}?)\s*(?::|\s[-\u2013]\s)\s*(.+)$/.exec(line.replace(MARKUP, '').trim());
  if (inline) {
    const inlineKind = sectionOfHeading(inline[1]!.replace(MARKUP, ''));
    // 'Certificate : Phlebotomy , 2012 …' and 'Coursework: …' under Education are its entries, not a new section
    const isEntry = inlineKind === 'certifications' && options.currentKind === 'education';
    if (inlineKind && inlineKind !== 'contact' && inlineKind !== 'other' && !isEntry)
      return { kind: inlineKind, text: inline[1]!.trim(), rest: inline[2]!.trim(), level };
  }
  if (!options.allowUnknown || bare.length > 60) return null;
  // an unknown markdown heading counts only at the level of the current section's heading or above ('### Company' under '## Experience' is content)
  const isMarkdownHeading = level > 0 && level <= (options.currentLevel || 6) && (options.currentLevel ?? 0) > 0;
  // 'VOLUNTEERING', 'AWARDS & HONORS'; not an acronym on its own line ('CKA', 'BS')
  const isCapsHeading =
    /^[A-Z][A-Z &/]+$/.test(whole) &&
    whole.length >= 5 &&
    whole.split(/\s+/).length <= 4 &&
    !/\S\s{3,}\S/.test(line.trim());
  // a role printed in capitals ('ASSISTANT DIRECTOR OF LAW' above its dates) is content of its section
  const isRoleHeader =
    options.currentKind === 'experience' &&
    ((hasRoleWord(whole) && !SECTION_WORDS.test(whole)) ||
      (options.next !== undefined && findDates(options.next).some((d) => d.isRange)));
  if (
    (isMarkdownHeading || isCapsHeading) &&
    !isRoleHeader &&
    findDates(whole).length === 0 &&
    whole.split(/\s+/).length <= 5
  )
    return { kind: 'other', text: whole, rest: '', level };
  return null;
}

/** Words of section headings, never of a job title: 'VOLUNTEER WORK', 'LEADERSHIP ACTIVITIES'. */
const SECTION_WORDS =
  /\b(?:work|experience|activities|projects|awards|skills|volunteer(?:ing)?|leadership|service|history|information)\b/i;

interface HeadingContext {
  readonly allowUnknown: boolean;
  readonly currentLevel?: number;
  readonly currentKind?: SectionKind;
  /** The lines around it (the nearest non-blank ones). */
  readonly previous?: string;
  readonly next?: string;
}

/** The end of a sentence wrapped onto its own line ('activities.', 'interests.'), not a heading. */
const isWrappedTail = (bare: string, previous: string | undefined) =>
  /\.$/.test(bare) ||
  (/^\p{Ll}/u.test(bare) && previous !== undefined && previous.trim().length > 60 && !/[.:!?]$/.test(previous.trim()));

/**
 * extractSections: cuts a normalized resume into sections by its headings (many wordings and cases).
 * Lines before the first heading are contact details and, if prose, a summary. A resume without any
 * heading is cut into blocks at blank lines and each block is classified by its content.
 */
export function extractSections(text: string): Section[] {
  const lines: ResumeLine[] = text.split('\n').map((t, index) => ({ index, text: t }));
  interface Draft {
    kind: SectionKind;
    heading: string | null;
    level: number;
    lines: ResumeLine[];
  }
  const sections: Draft[] = [];
  let current: Draft | null = null as Draft | null;
  const preamble: ResumeLine[] = [];
  lines.forEach((line, at) => {
    const previous = lines
      .slice(Math.max(0, at - 3), at)
      .reverse()
      .find((l) => l.text.trim() !== '')?.text;
    const next = lines.slice(at + 1, at + 4).find((l) => l.text.trim() !== '')?.text;
    const found = detectHeading(line.text, {
      allowUnknown: current !== null,
      currentLevel: current?.level,
      currentKind: current?.kind,
      previous,
      next,
    });
    // 'Tools: Docker, AWS' inside a skills section is content, not a new section
    const heading: Heading | null = found && found.rest && found.kind === current?.kind ? null : found;
    if (heading) {
      current = {
        kind: heading.kind,
        heading: heading.text,
        level: heading.level,
        lines: heading.rest ? [{ index: line.index, text: heading.rest }] : [],
      };
      sections.push(current);
    } else if (current) {
      if (line.text.replace(MARKUP, '').trim() !== '' || current.lines.length > 0) current.lines.push(line);
    } else preamble.push(line);
  });
  if (sections.length === 0) return inferSections(preamble);
  return [
    ...splitPreamble(preamble),
    ...sections.map((s) => ({ kind: s.kind, heading: s.heading, lines: trimBlank(s.lines) })),
  ];
}

function trimBlank(lines: ResumeLine[]): ResumeLine[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.text.trim() === '') end--;
  return lines.slice(0, end);
}

/** Lines above the first heading: contact details, then a summary if there is prose. */
function splitPreamble(preamble: readonly ResumeLine[]): Section[] {
  const contact: ResumeLine[] = [];
  const summary: ResumeLine[] = [];
  preamble.forEach((line, i) => {
    if (line.text.trim() === '') return;
    if (i === 0 || isContactLine(line.text) || (summary.length === 0 && line.text.trim().split(/\s+/).length < 6))
      contact.push(line);
    else summary.push(line);
  });
  const out: Section[] = [];
  if (contact.length > 0) out.push({ kind: 'contact', heading: null, lines: contact });
  if (summary.length > 0) out.push({ kind: 'summary', heading: null, lines: summary });
  return out;
}

/** A resume without headings: blocks separated by blank lines, each classified by what it contains. */
function inferSections(lines: readonly ResumeLine[]): Section[] {
  const blocks: ResumeLine[][] = [[]];
  for (const line of lines) {
    if (line.text.trim() === '') {
      if (blocks[blocks.length - 1]!.length > 0) blocks.push([]);
    } else blocks[blocks.length - 1]!.push(line);
  }
  const sections: Array<{ kind: SectionKind; heading: null; lines: ResumeLine[] }> = [];
  blocks
    .filter((b) => b.length > 0)
    .forEach((block, i) => {
      const kind = classifyBlock(
        block.map((l) => l.text),
        { isFirst: i === 0, seenExperience: sections.some((s) => s.kind === 'experience') },
      );
      const last = sections[sections.length - 1];
      if (last && last.kind === kind) last.lines.push(...block);
      else sections.push({ kind, heading: null, lines: [...block] });
    });
  return sections;
}
