import type { PdfChunk, PdfRow } from './pdf-rows.ts';

/** A stretch of rows read top to bottom as one flow of text: a whole page, a column or a sidebar. */
export type PdfBlock = PdfRow[];

const MIN_SIDE_ROWS = 3; // rows each side of a gutter at least, for it to be columns
const MIN_GUTTER = 0.9; // of the median font size: the narrowest whitespace lane between two columns
const MAX_CROSSING_SHARE = 0.06; // rows that may cross a gutter (a full-width header, a footer)
const MAX_PAIRED_SHARE = 0.5; // above this share of rows level with a row across, the sides are a table, not columns
const SAME_BASELINE = 0.3; // points: cells of one table row sit on one baseline
const MAX_CANDIDATES = 6;
const MAX_DEPTH = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 10;
const crosses = (chunk: PdfChunk, x: number) => chunk.x0 < x && chunk.x1 > x;

/**
 * Where a vertical line could run between columns: lanes of x (inside the text) crossed by few chunks,
 * found by a sweep over the chunks' left and right edges (n log n), at least `minWidth` wide; each lane
 * as its middle, the widest first.
 */
function findGutterCandidates(rows: PdfRow[], minWidth: number): number[] {
  const chunks = rows.flatMap((row) => row.chunks);
  const events = chunks
    .flatMap((c) => [
      { x: c.x0, d: 1 },
      { x: c.x1, d: -1 },
    ])
    .sort((a, b) => a.x - b.x || a.d - b.d);
  const allowed = Math.max(1, Math.floor(rows.length * MAX_CROSSING_SHARE));
  const lanes: Array<{ from: number; to: number }> = [];
  let depth = 0;
  let lane: { from: number; to: number } | null = null;
  for (let i = 0; i < events.length - 1; i += 1) {
    depth += events[i]!.d;
    if (depth > allowed) lane = null;
    else if (lane) lane.to = events[i + 1]!.x;
    else if (i > 0) lanes.push((lane = { from: events[i]!.x, to: events[i + 1]!.x }));
  }
  return lanes
    .filter((l) => l.to - l.from >= minWidth)
    .sort((a, b) => b.to - b.from - (a.to - a.from))
    .slice(0, MAX_CANDIDATES)
    .map((l) => (l.from + l.to) / 2);
}

/**
 * Share of the smaller side's rows printed exactly level with a row across the gutter, by their own
 * baselines (a table's cells share a line box; two columns only meet by chance).
 */
function pairedShare(left: PdfRow[], right: PdfRow[]): number {
  const [small, large] = left.length <= right.length ? [left, right] : [right, left];
  const baseline = (row: PdfRow) => row.chunks[0]!.y;
  let j = 0;
  let paired = 0;
  for (const row of small) {
    const y = baseline(row);
    while (j < large.length && baseline(large[j]!) > y + SAME_BASELINE) j += 1;
    if (j < large.length && Math.abs(baseline(large[j]!) - y) <= SAME_BASELINE) paired += 1;
  }
  return small.length === 0 ? 1 : paired / small.length;
}

/** The part of a row on one side of a gutter, sized by its own chunks. */
const partOf = (row: PdfRow, chunks: PdfChunk[]): PdfRow => ({
  y: row.y,
  size: Math.max(...chunks.map((c) => c.size)),
  chunks,
});

type Band = { rows: PdfRow[]; left: PdfRow[]; right: PdfRow[]; isColumns: boolean };

/** Splits rows at a gutter x: rows crossing it end a band; within a band each row is cut into its left and right parts. */
function splitBands(rows: PdfRow[], x: number): Band[] {
  const bands: Band[] = [];
  let band: Band | null = null;
  for (const row of rows) {
    if (row.chunks.some((c) => crosses(c, x))) {
      bands.push({ rows: [row], left: [], right: [], isColumns: false });
      band = null;
      continue;
    }
    if (!band) {
      band = { rows: [], left: [], right: [], isColumns: false };
      bands.push(band);
    }
    band.rows.push(row);
    const left = row.chunks.filter((c) => c.x1 <= x);
    const right = row.chunks.filter((c) => c.x0 >= x);
    if (left.length > 0) band.left.push(partOf(row, left));
    if (right.length > 0) band.right.push(partOf(row, right));
  }
  for (const b of bands) {
    b.isColumns =
      b.left.length >= MIN_SIDE_ROWS &&
      b.right.length >= MIN_SIDE_ROWS &&
      pairedShare(b.left, b.right) <= MAX_PAIRED_SHARE;
  }
  return bands;
}

/**
 * Reading order of a page: where a vertical lane of whitespace runs down a good part of the page
 * with text on both sides whose lines do not line up (two columns, a sidebar), each side is read top
 * to bottom as its own block, left first; rows that cross the lane (a full-width header, a footer)
 * stay where they are. Sides whose rows are level with each other are a table ('Title   Dates', a
 * dates column beside the entries) and are read row by row. Each side is looked at again for a
 * further column, a few levels deep.
 */
export function orderBlocks(rows: PdfRow[], depth = 0): PdfBlock[] {
  if (depth >= MAX_DEPTH || rows.length < MIN_SIDE_ROWS * 2) return [rows];
  const minGutter = MIN_GUTTER * median(rows.map((r) => r.size));
  for (const x of findGutterCandidates(rows, minGutter)) {
    const bands = splitBands(rows, x);
    if (!bands.some((b) => b.isColumns)) continue;
    const blocks: PdfBlock[] = [];
    let flow: PdfRow[] = [];
    for (const band of bands) {
      if (!band.isColumns) {
        flow.push(...band.rows);
        continue;
      }
      if (flow.length > 0) blocks.push(flow);
      flow = [];
      blocks.push(...orderBlocks(band.left, depth + 1), ...orderBlocks(band.right, depth + 1));
    }
    if (flow.length > 0) blocks.push(flow);
    return blocks;
  }
  return [rows];
}
