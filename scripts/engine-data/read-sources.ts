import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Reads the open data files (TSV from O*NET, CSV from ESCO and the rest) under one data folder. */
export function createSourceReader(dataDir: string) {
  const read = (rel: string) => readFileSync(path.join(dataDir, rel), 'utf8');

  function readTsv(rel: string): Record<string, string>[] {
    const [header, ...lines] = read(rel)
      .split(/\r?\n/)
      .filter((l) => l.length > 0);
    const cols = header!.split('\t');
    return lines.map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(cols.map((c, i) => [c, (cells[i] ?? '').trim()]));
    });
  }

  function readCsv(rel: string): Record<string, string>[] {
    const text = read(rel);
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        row.push(cell);
        cell = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && text[i + 1] === '\n') i++;
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
      } else cell += ch;
    }
    if (cell.length > 0 || row.length > 0) {
      row.push(cell);
      rows.push(row);
    }
    const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
    return body.map((r) => Object.fromEntries(header!.map((c, i) => [c, (r[i] ?? '').trim()])));
  }

  return { read, readTsv, readCsv };
}
