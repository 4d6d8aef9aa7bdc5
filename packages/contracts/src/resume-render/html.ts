import type { BuilderState } from '../resume-builder.ts';
import { contactParts, entryRight, renderedSections, type RenderedEntry, type RenderedSection } from './sections.ts';
import { resumeCss } from './styles.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function entryHtml(e: RenderedEntry): string {
  const sub = e.subtitle ? `<span class="subtitle">${esc(e.subtitle)}</span>` : '';
  const title =
    e.title && sub
      ? `<strong>${esc(e.title)}</strong><span class="sep">, </span>${sub}`
      : e.title
        ? `<strong>${esc(e.title)}</strong>`
        : sub;
  // Location and dates share the right side ('Austin, TX | Mar 2020 – Present'): parsers read the role line whole.
  const right = entryRight(e);
  const head = `<div class="item-head"><span class="item-title">${title}</span>${right ? `<span class="dates">${esc(right)}</span>` : ''}</div>`;
  const bullets = e.bullets.length ? `<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
  return `<div class="item">${head}${bullets}</div>`;
}

function sectionHtml(s: RenderedSection): string {
  const heading = s.showHeading ? `<h2>${esc(s.label)}</h2>` : '';
  let body = '';
  if (s.kind === 'text')
    body = s.text
      .split(/\n+/)
      .map((p) => `<p>${esc(p)}</p>`)
      .join('');
  if (s.kind === 'list')
    body = s.inline
      ? `<p>${s.items.map(esc).join(', ')}</p>`
      : `<ul>${s.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  if (s.kind === 'entries') body = s.entries.map(entryHtml).join('');
  return `<section class="sec density-${s.density}" data-section="${esc(s.key)}">${heading}${body}</section>`;
}

/** Which sections go in the side column of the split template: those marked 'side', else skills, education and extras (the DOCX export splits alike). */
export function splitColumns(sections: RenderedSection[]) {
  const marked = sections.some((s) => s.column === 'side');
  const isSide = (s: RenderedSection) =>
    marked ? s.column === 'side' : s.key === 'skills' || s.key === 'education' || s.key.startsWith('extra:');
  return { main: sections.filter((s) => !isSide(s)), side: sections.filter(isSide) };
}

/**
 * The resume as one HTML document: the builder's preview shows it in a frame and the PDF export prints
 * the very same text in Chromium (docs/decisions/024). Reading order is the DOM order: header, then
 * the sections in the user's order (the split template: main column, then side column).
 */
export function renderResumeHtml(state: BuilderState): string {
  const { doc, template, palette, page_size } = state;
  const c = doc.contact;
  const sections = renderedSections(doc);
  const contactLine = contactParts(doc);
  const head = `<header class="head">${c.name.trim() ? `<h1>${esc(c.name.trim())}</h1>` : ''}${c.title.trim() ? `<p class="title">${esc(c.title.trim())}</p>` : ''}${
    contactLine.length ? `<p class="contact-line">${contactLine.map(esc).join(' | ')}</p>` : ''
  }</header>`;
  let body: string;
  if (template === 'modern-split') {
    const { main, side } = splitColumns(sections);
    body = `<div class="cols"><div class="main">${main.map(sectionHtml).join('')}</div><div class="side">${side.map(sectionHtml).join('')}</div></div>`;
  } else {
    body = sections.map(sectionHtml).join('');
  }
  const title = c.name.trim() ? `${c.name.trim()} – Resume` : 'Resume';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>${c.name.trim() ? `<meta name="author" content="${esc(c.name.trim())}">` : ''}` +
    `<style>${resumeCss(template, palette, page_size)}</style></head><body class="t-${template}"><main class="page">${head}${body}</main></body></html>`
  );
}
