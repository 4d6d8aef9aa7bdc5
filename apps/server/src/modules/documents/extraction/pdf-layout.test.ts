import { describe, expect, it } from 'vitest';
import { buildPageText, type PdfTextItem } from './pdf-lines.ts';

const item = (str: string, x: number, y: number, options: Partial<PdfTextItem> = {}): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * 5,
  fontSize: 10,
  hasEOL: false,
  fontName: 'body',
  ...options,
});
/** Lines of text placed from (x, top) down, `step` apart. */
const column = (lines: string[], x: number, top: number, step: number, options: Partial<PdfTextItem> = {}) =>
  lines.map((text, i) => item(text, x, top - i * step, options));

describe('buildPageText reading columns', () => {
  const main = [
    'EXPERIENCE',
    'Staff Engineer, Northwind',
    'Led the billing team',
    'Built the ledger',
    'Hired four engineers',
  ];
  const sidebar = ['SKILLS', 'TypeScript', 'PostgreSQL', 'Kubernetes'];

  it('reads a sidebar and a main column each top to bottom, never a line across both', () => {
    const items = [
      ...column(sidebar, 400, 701, 13.3),
      item('Jane Doe', 40, 760, { width: 420 }),
      ...column(main, 40, 700, 14),
    ];
    expect(buildPageText(items)).toBe(['Jane Doe', '', ...main, '', ...sidebar].join('\n'));
  });

  it('reads a dates column beside the entries row by row (their lines are level: a table, not columns)', () => {
    const dates = column(['2020 – 2024', '2016 – 2020', '2012 – 2016'], 40, 700, 40);
    const entries = column(
      [
        'Staff Engineer',
        'Built the ledger',
        'Hired four',
        'Engineer',
        'Built search',
        'Ran on-call',
        'Intern',
        'Wrote tests',
        'Fixed bugs',
      ],
      160,
      700,
      13.33,
    );
    const text = buildPageText([...dates, ...entries]);
    expect(text.split('\n').slice(0, 2)).toEqual(['2020 – 2024   Staff Engineer', 'Built the ledger']);
    expect(text).toContain('2016 – 2020   Engineer');
  });
});

describe('buildPageText joining wrapped lines', () => {
  it('joins a bullet wrapped at the column edge, at its hanging indent or starting lower case', () => {
    const items = [
      item('•', 40, 700, { width: 4 }),
      item('Led the migration of the billing platform to event services', 50, 700, { width: 300 }),
      item('serving 12,000 merchants', 50, 687, { width: 120 }),
      item('•', 40, 674, { width: 4 }),
      item('Cut latency by 40% across the whole payments platform API', 50, 674, { width: 296 }),
      item('Mentoring included', 50, 661, { width: 90 }),
    ];
    expect(buildPageText(items)).toBe(
      '• Led the migration of the billing platform to event services serving 12,000 merchants\n• Cut latency by 40% across the whole payments platform API Mentoring included',
    );
  });

  it('keeps a list of short items apart, and a paragraph apart from a heading in another font', () => {
    expect(buildPageText(column(['Project Management', 'Leadership', 'Budgeting'], 40, 700, 13))).toBe(
      'Project Management\nLeadership\nBudgeting',
    );
    const paragraph = [
      item('Quality-focused manager keeping fleets of aircraft at top performance', 40, 700, { width: 350 }),
      item('Experience', 40, 687, { fontName: 'bold' }),
    ];
    expect(buildPageText(paragraph)).toBe(
      'Quality-focused manager keeping fleets of aircraft at top performance\nExperience',
    );
  });

  it('keeps a word broken at a hyphen whole', () => {
    expect(
      buildPageText([
        item('Thirteen years of nursing on a busy Med-', 40, 700, { width: 350 }),
        item('Surg unit', 40, 687),
      ]),
    ).toBe('Thirteen years of nursing on a busy Med-Surg unit');
  });

  it('does not join lines that hold fields apart (a title and its dates)', () => {
    const items = [
      item('Staff Engineer', 40, 700),
      item('2020 – 2024', 300, 700, { width: 90 }),
      item('Northwind Payments', 40, 687),
    ];
    expect(buildPageText(items)).toBe('Staff Engineer   2020 – 2024\nNorthwind Payments');
  });
});

describe('buildPageText bullets, dates and glyphs', () => {
  it('reads indented items as bullets on a page that draws its bullets as shapes (no glyph)', () => {
    const items = [
      item('Charge Nurse, 07/2018 to 09/2020', 33, 700),
      item('Assigned duties to staff.', 57, 680),
      item('Monitored patients.', 57, 668),
      item('Education', 33, 640),
    ];
    expect(buildPageText(items)).toBe(
      'Charge Nurse, 07/2018 to 09/2020\n\n• Assigned duties to staff.\n• Monitored patients.\n\nEducation',
    );
  });

  it('writes any bullet glyph as "• "', () => {
    expect(
      buildPageText([
        item('◦ Built the ledger', 40, 700),
        item('\uf0b7', 40, 687, { width: 4 }),
        item('Ran on-call', 50, 687),
      ]),
    ).toBe('• Built the ledger\n• Ran on-call');
  });

  it('joins a date range printed over two or three lines', () => {
    expect(buildPageText(column(['June 2020 –', 'Present', 'Staff Engineer, Northwind'], 40, 700, 13))).toBe(
      'June 2020 – Present\nStaff Engineer, Northwind',
    );
    expect(buildPageText(column(['October 2011', 'to', 'August 2015', 'Company Name'], 40, 700, 13))).toBe(
      'October 2011 to August 2015\nCompany Name',
    );
  });

  it('puts back a range dash the text layer lost (a soft hyphen) and drops icon fonts and LaTeX icon macros', () => {
    const items = [
      item('DevOps Engineer', 40, 700),
      item('Sep. 2023 Mar. 2024', 450, 700, { width: 80 }),
      item('z', 30, 687, { fontName: 'icons' }),
      item(' ', 35, 687, { width: 4 }),
      item('Berlin', 40, 687),
      item('\\faTrophy Best paper award', 100, 687, { width: 130 }),
      item('Bo', 40, 674, { width: 10 }),
      item('ğ', 50, 674, { fontName: 'fallback' }),
      item('aziçi University', 55, 674),
    ];
    expect(buildPageText(items)).toBe(
      'DevOps Engineer   Sep. 2023 – Mar. 2024\nBerlin   Best paper award\nBoğaziçi University',
    );
  });
});
