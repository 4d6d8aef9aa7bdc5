import {
  contactParts,
  entryRight,
  palettes,
  renderedSections,
  splitColumns,
  type BuilderState,
  type RenderedEntry,
  type RenderedSection,
} from '@cp/contracts';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';

/** Page sizes and margins in twentieths of a point (A4 210x297 mm, US Letter 8.5x11 in; 0.6 in margins). */
const PAGE = { a4: { width: 11906, height: 16838 }, letter: { width: 12240, height: 15840 } } as const;
const MARGIN = 864;
const FONT = 'Arial';
const SERIF = 'Times New Roman';

const hex = (color: string) => color.replace('#', '').toUpperCase();

/**
 * The resume as a real Word document: the name as the title, section headings as Heading 1, bullets as
 * a Word list, and location and dates on a right-aligned tab stop. Nothing sits in headers or footers.
 * One column in every template while the document's ATS flag is on (an ATS reads it in order); with it
 * off, the split template is two columns: a borderless table with absolute widths (main 64 %, side 36 %),
 * so Word lays it out the same everywhere and an extractor still reads the main column first.
 */
export async function renderResumeDocx(state: BuilderState): Promise<Uint8Array> {
  const { doc, template, palette, page_size } = state;
  const colors = palettes[palette];
  const font = template === 'academic-cv' ? SERIF : FONT;
  const page = PAGE[page_size];
  const rightTab = page.width - 2 * MARGIN;
  const centred = template === 'academic-cv';
  const upper = template === 'ats-classic' || template === 'modern-split';

  const entry = (e: RenderedEntry, tab = rightTab): Paragraph[] => {
    const right = entryRight(e);
    const head = new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: tab }],
      spacing: { before: 120, after: 20 },
      keepNext: true,
      children: [
        new TextRun({ text: e.title, bold: true }),
        ...(e.subtitle ? [new TextRun({ text: e.title ? `, ${e.subtitle}` : e.subtitle })] : []),
        ...(right ? [new TextRun({ children: [new Tab(), right] })] : []),
      ],
    });
    return [
      head,
      ...e.bullets.map(
        (b) =>
          new Paragraph({
            numbering: { reference: 'bullets', level: 0 },
            spacing: { after: 20 },
            children: [new TextRun(b)],
          }),
      ),
    ];
  };

  const section = (s: RenderedSection, tab = rightTab): Paragraph[] => {
    const heading = s.showHeading
      ? [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            spacing: { before: 240, after: 60 },
            keepNext: true,
            children: [new TextRun({ text: upper ? s.label.toUpperCase() : s.label })],
          }),
        ]
      : [];
    if (s.kind === 'text')
      return [
        ...heading,
        ...s.text.split(/\n+/).map((p) => new Paragraph({ spacing: { after: 60 }, children: [new TextRun(p)] })),
      ];
    if (s.kind === 'list' && s.inline)
      return [...heading, new Paragraph({ children: [new TextRun(s.items.join(', '))] })];
    if (s.kind === 'list')
      return [
        ...heading,
        ...s.items.map(
          (i) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(i)] }),
        ),
      ];
    return [...heading, ...s.entries.flatMap((e) => entry(e, tab))];
  };

  const sections = renderedSections(doc);
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
  const twoColumns = (): Table => {
    const { main, side } = splitColumns(sections);
    const widths = [Math.round(rightTab * 0.64), rightTab - Math.round(rightTab * 0.64)] as const;
    const cell = (content: RenderedSection[], width: number, padding: { left?: number; right?: number }) =>
      new TableCell({
        width: { size: width, type: WidthType.DXA },
        borders,
        margins: { top: 0, bottom: 0, left: 0, right: 0, ...padding },
        children: content.length ? content.flatMap((s) => section(s, width - 240)) : [new Paragraph('')],
      });
    return new Table({
      layout: TableLayoutType.FIXED,
      width: { size: rightTab, type: WidthType.DXA },
      columnWidths: [...widths],
      borders,
      rows: [new TableRow({ children: [cell(main, widths[0], { right: 240 }), cell(side, widths[1], { left: 240 })] })],
    });
  };
  const body = template === 'modern-split' && !doc.meta.ats ? [twoColumns()] : sections.flatMap((s) => section(s));

  const c = doc.contact;
  const header: Paragraph[] = [];
  const align = centred ? AlignmentType.CENTER : AlignmentType.LEFT;
  if (c.name.trim())
    header.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        alignment: align,
        children: [new TextRun({ text: c.name.trim() })],
      }),
    );
  if (c.title.trim())
    header.push(new Paragraph({ alignment: align, children: [new TextRun({ text: c.title.trim(), size: 24 })] }));
  const contact = contactParts(doc);
  if (contact.length)
    header.push(
      new Paragraph({ alignment: align, spacing: { after: 120 }, children: [new TextRun(contact.join(' | '))] }),
    );

  const document = new Document({
    creator: 'Career Prep Resume Builder',
    title: c.name.trim() ? `${c.name.trim()} – Resume` : 'Resume',
    styles: {
      default: { document: { run: { font, size: 21, color: hex(colors.text) } } },
      paragraphStyles: [
        {
          id: 'Title',
          name: 'Title',
          basedOn: 'Normal',
          next: 'Normal',
          run: { font, size: 42, bold: true, color: hex(template === 'creative' ? colors.accent : colors.text) },
          paragraph: { spacing: { after: 40 } },
        },
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font, size: 23, bold: true, color: hex(colors.accent) },
          paragraph: { border: { bottom: { style: 'single', size: 6, color: hex(colors.rule), space: 1 } } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: page.width, height: page.height },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        children: [...header, ...body],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
