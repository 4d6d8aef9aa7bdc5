import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF with a real text layer, one line per entry (no lines: a 'scan' without text). */
export async function makePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 780 - index * 18, size: 12, font }));
  return Buffer.from(await doc.save());
}

export const resumeLines = [
  'Jane Doe',
  'Data Analyst',
  'EXPERIENCE',
  'Acme Corp, Data Analyst, 2021-2024',
  '- Built dashboards in Tableau used by 40 managers',
  'SKILLS',
  'SQL, Python, Tableau',
];

export const jobText = `Senior Data Analyst at Globex

Responsibilities
- Own product analytics for the payments team
- Run A/B tests end to end

Requirements
- 4+ years in analytics, expert SQL and Python`;
