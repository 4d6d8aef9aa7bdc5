import { crc32, deflateRawSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Files made by the tests themselves with real libraries: nothing binary is checked in. */

/** A PDF with one text line per entry, each page laid out top-down; '' leaves a section gap. */
export async function makePdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    let y = 790;
    for (const line of lines) {
      if (line) page.drawText(line, { x: 56, y, size: 11, font });
      y -= line ? 15 : 24;
    }
  }
  return doc.save();
}

/** A PDF whose pages only carry drawings: what a scan without OCR looks like to a text extractor. */
export async function makeImageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 50, width: 400, height: 600, borderWidth: 2 });
  return doc.save();
}

/** A real DOCX (the docx package): one paragraph per entry; '# ' makes a heading, '- ' a bullet, '' an empty paragraph. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const children = paragraphs.map((line) => {
    if (line.startsWith('# '))
      return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(line.slice(2))] });
    if (line.startsWith('- ')) return new Paragraph({ bullet: { level: 0 }, children: [new TextRun(line.slice(2))] });
    return new Paragraph({ children: line ? [new TextRun(line)] : [] });
  });
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export type ZipEntry = { name: string; data: Buffer; store?: boolean };

/** A zip written by hand (local headers, central directory, end record), deflated with node:zlib. */
export function buildZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.store ? entry.data : deflateRawSync(entry.data);
    const method = entry.store ? 0 : 8;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(method, 10);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(body.length, 20);
    record.writeUInt32LE(entry.data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const contentTypes = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);

/** A DOCX-shaped zip whose word/document.xml inflates to 60 MB of spaces (about 1000:1). */
export function makeZipBomb(): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: 'word/document.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
  ]);
}

/** A DOCX-shaped zip with more entries than any resume has. */
export function makeManyEntryZip(count = 2_500): Buffer {
  const entries: ZipEntry[] = [{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }];
  for (let i = 0; i < count; i += 1)
    entries.push({ name: `word/media/e${i}.xml`, data: Buffer.from('x'), store: true });
  return buildZip(entries);
}

/** A real 1x1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body for app.inject, serialized by the platform's FormData. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; data: Uint8Array; type?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

type PlacedLine = { text: string; x: number; y: number; size?: number };

/** A PDF page with each line drawn where it is placed, in the order given (the content stream's order). */
export async function makePlacedPdf(lines: PlacedLine[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  for (const line of lines) page.drawText(line.text, { x: line.x, y: line.y, size: line.size ?? 10, font });
  return doc.save();
}

/**
 * A two-column resume page as modern templates draw it: a main column (x 40-360) with a job whose date
 * range breaks over two lines and whose bullets wrap, and a sidebar (x 400-560) with contact and skills
 * on its own line spacing. The sidebar is drawn first, as some tools do, so only positions give the order.
 */
export async function makeTwoColumnResumePdf(): Promise<Uint8Array> {
  const sidebar = [
    'CONTACT',
    'jane@example.com',
    'Berlin, Germany',
    '',
    'SKILLS',
    'TypeScript',
    'PostgreSQL',
    'Kubernetes',
    'Team leadership',
  ];
  const main = [
    ['Jane Doe', 18],
    ['Senior Backend Engineer', 12],
    ['', 0],
    ['EXPERIENCE', 12],
    ['June 2020 –', 10],
    ['Present', 10],
    ['Staff Engineer, Northwind Payments', 10],
    ['• Led the migration of the billing platform to event-driven services,', 10],
    ['  serving 12,000 merchants across Europe', 10],
    ['• Cut the p95 latency of the payments API by 40%', 10],
    ['March 2016 – May 2020', 10],
    ['Software Engineer, Contoso Retail', 10],
    ['• Built the order pipeline in TypeScript', 10],
  ] as const;
  const lines: PlacedLine[] = [];
  sidebar.forEach((text, i) => text && lines.push({ text, x: 400, y: 765 - i * 13.3 }));
  let y = 770;
  for (const [text, size] of main) {
    if (text) lines.push({ text: text.trimStart(), x: text.startsWith('  ') ? 49 : 40, y, size });
    y -= text ? Math.max(size, 10) * 1.4 : 10;
  }
  return makePlacedPdf(lines);
}

/** A DOCX laid out in a table, as Word resume templates are: a 'Title | Dates' row, an employer row, and a two-cell sidebar/main row. */
export async function makeTableResumeDocx(): Promise<Buffer> {
  const cell = (texts: string[]) =>
    new TableCell({ children: texts.map((t) => new Paragraph({ children: [new TextRun(t)] })) });
  const long =
    'Led the migration of the billing platform to event-driven services, serving 12,000 merchants across Europe.';
  const table = new Table({
    rows: [
      new TableRow({ children: [cell(['Staff Engineer']), cell(['June 2020 – Present'])] }),
      new TableRow({ children: [cell(['Northwind Payments']), cell(['Berlin, Germany'])] }),
      new TableRow({
        children: [
          cell(['Skills', 'TypeScript', 'PostgreSQL']),
          cell([long, 'Cut the p95 latency of the payments API by 40%.']),
        ],
      }),
    ],
  });
  const children = [
    new Paragraph({ children: [new TextRun('Jane Doe')] }),
    new Paragraph({ children: [new TextRun('Senior Backend Engineer')] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Experience')] }),
    table,
  ];
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A scanned page as a PDF: a drawing (the image) and only a page number as text. */
export async function makeMostlyImagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 40, y: 60, width: 515, height: 740, borderWidth: 1 });
  page.drawText('Page 1', { x: 280, y: 30, size: 9, font });
  return doc.save();
}
