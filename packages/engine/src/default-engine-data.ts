import { decodeBundle } from './bundle/decode-bundle.ts';
import { DEFAULT_BUNDLE } from './bundle/default-bundle.ts';
import { buildEngineData, type EngineData } from './engine-data.ts';
import type { Result } from './types.ts';

let cached: Result<EngineData> | null = null;

/** The engine data from the committed bundle, decoded and indexed on first use (then shared). */
export function loadDefaultEngineData(): Result<EngineData> {
  if (cached) return cached;
  const decoded = decodeBundle(DEFAULT_BUNDLE);
  cached = decoded.ok ? { ok: true, value: buildEngineData(decoded.bundle) } : { ok: false, error: decoded.error };
  return cached;
}
