import { describe, expect, it } from 'vitest';
import { buildZip, makeDocx, makeManyEntryZip, makeZipBomb } from '../../../../test/document-fixtures.ts';
import { inspectZip, isDocxEntryList } from './zip-guard.ts';

describe('inspectZip', () => {
  it('lists a real DOCX and recognises it as Word', async () => {
    const result = await inspectZip(await makeDocx(['Jane Doe']));
    expect(result.ok).toBe(true);
    if (result.ok) expect(isDocxEntryList(result.entryNames)).toBe(true);
  });

  it('refuses a highly compressed 60 MB entry before decompressing anything', async () => {
    const bomb = makeZipBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await inspectZip(bomb)).toEqual({ ok: false, reason: 'unsafe' });
  });

  it('refuses an archive with too many entries', async () => {
    expect(await inspectZip(makeManyEntryZip())).toEqual({ ok: false, reason: 'unsafe' });
  });

  it('refuses a big entry over the ratio even when the total is small enough', async () => {
    const zip = buildZip([{ name: 'word/document.xml', data: Buffer.alloc(5 * 1024 * 1024, 0x41) }]);
    expect(await inspectZip(zip)).toEqual({ ok: false, reason: 'unsafe' });
  });

  it('reports a damaged archive as malformed', async () => {
    const zip = await makeDocx(['Jane Doe']);
    expect(await inspectZip(zip.subarray(0, zip.length - 30))).toEqual({ ok: false, reason: 'malformed' });
    expect(await inspectZip(Buffer.from('PK\u0003\u0004 not really a zip'))).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('knows a zip without word/document.xml is not a Word document', async () => {
    const result = await inspectZip(buildZip([{ name: 'content.xml', data: Buffer.from('<office/>') }]));
    expect(result.ok && isDocxEntryList(result.entryNames)).toBe(false);
  });
});
