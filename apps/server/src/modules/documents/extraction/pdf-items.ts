import type { getDocumentProxy } from 'unpdf';
import type { PdfTextItem } from './pdf-lines.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type RawTextItem = {
  str?: string;
  transform?: number[];
  width?: number;
  hasEOL?: boolean;
  dir?: string;
  fontName?: string;
};

/**
 * The positioned text runs of one page, as unpdf's extractTextItems gives them, with the name of
 * each run's font kept (icon fonts are told apart by it).
 */
export async function readPageItems(pdf: PdfDocument, pageNumber: number): Promise<PdfTextItem[]> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  return (content.items as RawTextItem[]).flatMap((item) => {
    if (typeof item.str !== 'string' || !item.transform) return [];
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
    return [
      {
        str: item.str,
        x,
        y,
        width: item.width ?? 0,
        fontSize: Math.hypot(c, d),
        hasEOL: !!item.hasEOL,
        dir: item.dir ?? 'ltr',
        fontName: item.fontName ?? '',
      },
    ];
  });
}
