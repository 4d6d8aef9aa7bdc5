import type { BuilderPalette, BuilderTemplate, PageSize } from '../resume-builder.ts';

/**
 * Each palette's accent, rule and text colours (docs/product/2-modules.md section 3). Text stays dark enough for AA
 * contrast on white.
 */
export const palettes: Record<BuilderPalette, { accent: string; rule: string; text: string; label: string }> = {
  ocean: { label: 'Ocean', accent: '#0b5f96', rule: '#9cc3e0', text: '#1b2a38' },
  slate: { label: 'Slate', accent: '#3f4b5e', rule: '#cbd5e1', text: '#1e293b' },
  indigo: { label: 'Indigo', accent: '#4338ca', rule: '#c7d2fe', text: '#1e1b4b' },
  emerald: { label: 'Emerald', accent: '#04684c', rule: '#a7f3d0', text: '#0b2e26' },
  rose: { label: 'Rose', accent: '#b3123a', rule: '#fecdd3', text: '#3f0d1a' },
};

export const templateLabels: Record<BuilderTemplate, { label: string; note: string }> = {
  'ats-classic': {
    label: 'ATS Classic',
    note: 'One column, plain headings: the safest for applicant tracking systems.',
  },
  minimal: { label: 'Minimal', note: 'One column with more white space and light rules.' },
  'modern-split': {
    label: 'Modern Split',
    note: 'A coloured header and a side column for skills, education and extras.',
  },
  'academic-cv': { label: 'Academic CV', note: 'Serif type and a centred header, as academic CVs are read.' },
  creative: { label: 'Creative', note: 'Accent bars and a coloured name, still in one reading order.' },
};

/** Page sizes in CSS pixels at 96 dpi (docs/product/2-modules.md section 9: A4 794x1123) and their print names. */
export const pageGeometry: Record<PageSize, { width: number; height: number; css: string; label: string }> = {
  a4: { width: 794, height: 1123, css: 'A4', label: 'A4' },
  letter: { width: 816, height: 1056, css: 'letter', label: 'US Letter' },
};
