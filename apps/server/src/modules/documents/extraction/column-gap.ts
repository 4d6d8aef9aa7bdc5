/** How a column gap is written: several spaces, as pdftotext -layout does and the resume parser reads fields. */
export const COLUMN_GAP = '   ';
