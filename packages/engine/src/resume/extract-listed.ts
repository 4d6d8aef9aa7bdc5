import { findDates, type DateMention } from '../text/dates.ts';
import { addBulletLine, BULLET, continuesBullet, isBulletLine } from './bullet-lines.ts';
import type { ResumeLine } from './extract-sections.ts';

export interface Project {
  readonly name: string;
  readonly dates: DateMention | null;
  readonly bullets: readonly string[];
  readonly lines: readonly number[];
}

/** The items of a skills section: 'Tech: React, Node.js' -> ['React', 'Node.js']; columns and bullets split too. */
export function extractListedSkills(lines: readonly ResumeLine[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    const body = line.text.replace(BULLET, '').replace(/^\s*[A-Za-z][A-Za-z &/]{0,30}:\s+/, '');
    for (const cell of body.split(/\s{2,}|[,;|•·]\s*|\s[-\u2013]\s/)) {
      const item = cell
        .replace(/^(?:and|or)\s+/i, '')
        .replace(/[.\s]+$/, '')
        .trim();
      if (item && item.split(/\s+/).length <= 6) items.push(item);
    }
  }
  return [...new Set(items)];
}

/** Projects: each non-bullet line starts one (name and optional dates); bullets follow, wrapped lines joined. */
export function extractProjects(lines: readonly ResumeLine[]): Project[] {
  const projects: Array<{ name: string; dates: DateMention | null; bullets: string[]; lines: number[] }> = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const dates = findDates(text)[0] ?? null;
    const current = projects[projects.length - 1];
    // a line in lower case that wraps the bullet above joins it, unless it is dated (a project 'myapp (2021)')
    const isWrapped =
      current !== undefined && !dates && continuesBullet(current.bullets[current.bullets.length - 1], line.text);
    if (current && (isBulletLine(line.text) || /^\s{2,}/.test(line.text) || isWrapped)) {
      addBulletLine(current.bullets, line.text);
      current.lines.push(line.index);
      continue;
    }
    const name = (dates ? text.replace(dates.text, ' ') : text)
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .split(/\s{2,}|\s[|\u2013-]\s|:\s/)[0]!
      .replace(/^[#*\s]+|[\s,(|*]+$/g, '')
      .trim();
    const words = text.split(/\s+/);
    const isNameLike =
      dates !== null ||
      (words.length <= 5 && words.filter((w) => /^[A-Z0-9]/.test(w)).length >= Math.ceil(words.length / 2));
    if (current && !dates && (!isNameLike || words.length > 8)) {
      current.bullets.push(text);
      current.lines.push(line.index);
    } else projects.push({ name, dates, bullets: [], lines: [line.index] });
  }
  return projects.filter((p) => p.name.length > 0);
}

/** Certifications, one a line; in a bulleted list a wrapped line joins the item above it. */
export function extractCertifications(lines: readonly ResumeLine[]): string[] {
  const items: string[] = [];
  const isBulleted = lines.some((l) => isBulletLine(l.text));
  for (const line of lines) if (line.text.trim()) addBulletLine(items, line.text, { canJoin: isBulleted });
  return items.filter((t) => t.length > 2);
}
