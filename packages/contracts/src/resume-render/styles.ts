import type { BuilderPalette, BuilderTemplate, PageSize } from '../resume-builder.ts';
import { pageGeometry, palettes } from './palettes.ts';

/*
 * Fonts: Arial/Helvetica metrics everywhere ('Liberation Sans' is Arial's metric twin on the server), Times for
 * the academic template, so the preview and the PDF break lines alike. No letter-spacing at all: pdf.js splits
 * letter-spaced text into single letters, which an ATS then cannot read (docs/decisions/024).
 */
const SANS = "Arial, 'Liberation Sans', Helvetica, sans-serif";
const SERIF = "'Times New Roman', 'Liberation Serif', Times, serif";

const base = (size: PageSize) => `
@page { size: ${pageGeometry[size].css}; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; }
body { color: var(--text); font: 10.5pt/1.38 ${SANS}; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { width: ${pageGeometry[size].width}px; min-height: ${pageGeometry[size].height}px; padding: 44px 52px; }
h1 { font-size: 21pt; line-height: 1.15; margin: 0; }
h2 { font-size: 11.5pt; margin: 0 0 5px; color: var(--accent); text-transform: uppercase; }
p { margin: 0; }
.title { font-size: 12pt; margin-top: 2px; }
.contact-line { margin-top: 4px; }
.sec { margin-top: 14px; break-inside: auto; }
.item { margin-top: 7px; break-inside: avoid; }
.item-head { display: flex; justify-content: space-between; gap: 12px; }
.item-head .dates { white-space: nowrap; flex: none; }
/* The bullet is a text glyph, not a drawn disc, so an extractor sees where each bullet starts. */
ul { margin: 3px 0 0; padding-left: 14px; list-style: none; }
li { margin: 1px 0; position: relative; }
li::before { content: '•'; position: absolute; left: -12px; }
.density-compact .item { margin-top: 4px; } .density-compact li { margin: 0; }
.density-relaxed .item { margin-top: 11px; } .density-relaxed li { margin: 3px 0; }
`;

const templates: Record<BuilderTemplate, string> = {
  'ats-classic': `
h2 { border-bottom: 1px solid var(--rule); padding-bottom: 2px; }
`,
  minimal: `
.page { padding: 56px 64px; }
h1 { font-weight: 400; font-size: 23pt; }
h2 { text-transform: none; font-size: 12pt; color: var(--text); }
.sec { margin-top: 18px; }
`,
  'modern-split': `
.page { padding: 0; }
.head { background: var(--accent); color: #fff; padding: 30px 44px 24px; }
.head h1, .head .title, .head .contact-line { color: #fff; }
.cols { display: grid; grid-template-columns: minmax(0, 1fr) 28%; gap: 24px; padding: 8px 36px 40px; }
.cols .item-head { display: block; }
.cols .dates { display: block; font-size: 9.5pt; }
.side .sep { display: none; }
.side .subtitle { display: block; }
/* A smaller type on its own leading: the side column's baselines do not line up with the main column's, so an extractor reads two columns, not a table. */
.side { font-size: 9.5pt; line-height: 1.5; }
.side .sec h2 { font-size: 10.5pt; }
h2 { border-bottom: 2px solid var(--rule); padding-bottom: 2px; }
`,
  'academic-cv': `
body { font-family: ${SERIF}; font-size: 11pt; }
.head { text-align: center; }
h2 { text-transform: none; font-size: 12.5pt; color: var(--text); border-bottom: 1px solid var(--text); }
`,
  creative: `
h1 { color: var(--accent); font-size: 24pt; }
h2 { border-left: 5px solid var(--accent); padding-left: 8px; text-transform: none; font-size: 12.5pt; }
.head { border-bottom: 3px solid var(--rule); padding-bottom: 10px; }
.item-title strong { color: var(--accent); }
`,
};

/** The CSS of one template in one palette and page size: the same text for the preview and the PDF. */
export function resumeCss(template: BuilderTemplate, palette: BuilderPalette, size: PageSize): string {
  const p = palettes[palette];
  return `:root { --accent: ${p.accent}; --rule: ${p.rule}; --text: ${p.text}; }${base(size)}${templates[template]}`;
}
