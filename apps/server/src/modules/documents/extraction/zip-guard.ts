import yauzl from 'yauzl';

/** What a DOCX may claim in its central directory before any of it is decompressed. */
export const zipLimits = {
  maxEntries: 2_000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /** Ratio checked only for entries big enough to matter (text XML compresses ~10:1, bombs 1000:1). */
  maxRatio: 100,
  ratioMinUncompressedBytes: 1024 * 1024,
} as const;

export type ZipInspection =
  { ok: true; entryNames: string[]; totalUncompressedBytes: number } | { ok: false; reason: 'unsafe' | 'malformed' };

/**
 * Reads only the zip's central directory (yauzl, no decompression) and refuses archives whose
 * entry count, total uncompressed size or compression ratio is out of proportion (zip bombs).
 */
export function inspectZip(bytes: Uint8Array, limits = zipLimits): Promise<ZipInspection> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (openError, zip) => {
        if (openError || !zip) return resolve({ ok: false, reason: 'malformed' });
        if (zip.entryCount > limits.maxEntries) {
          zip.close();
          return resolve({ ok: false, reason: 'unsafe' });
        }
        const entryNames: string[] = [];
        let total = 0;
        let settled = false;
        const finish = (result: ZipInspection) => {
          if (settled) return;
          settled = true;
          zip.close();
          resolve(result);
        };
        zip.on('entry', (entry: yauzl.Entry) => {
          total += entry.uncompressedSize;
          const big = entry.uncompressedSize >= limits.ratioMinUncompressedBytes;
          const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
          if (total > limits.maxTotalUncompressedBytes || (big && ratio > limits.maxRatio))
            return finish({ ok: false, reason: 'unsafe' });
          entryNames.push(entry.fileName);
          zip.readEntry();
        });
        zip.on('end', () => finish({ ok: true, entryNames, totalUncompressedBytes: total }));
        zip.on('error', () => finish({ ok: false, reason: 'malformed' }));
        zip.readEntry();
      },
    );
  });
}

/** A zip is a Word document when it holds the main document part. */
export const isDocxEntryList = (names: string[]) => names.includes('word/document.xml');
