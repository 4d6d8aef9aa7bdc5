import type { AnalysisModuleKey } from '@cp/contracts';

/** JSON with every object's keys sorted: PostgreSQL's jsonb does not keep key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

const asObject = (stored: unknown): unknown => {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
};

/**
 * The parts of a result that say what the user asked for without changing the analysis: the Job Decoder's
 * location block echoes the typed location and says it does not change the figures.
 */
function withoutEcho(key: AnalysisModuleKey, value: unknown): unknown {
  if (key !== 'Module 2' || !value || typeof value !== 'object') return value;
  const { location: _location, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * Whether a fresh engine result says the same as a stored one (each as the workspace stores it: a JSON
 * string for modules 1, 2, 3 and 9). 'identical' means the stored run can be shown as it is; 'equivalent'
 * means only the echo of the request differs (a new location the figures do not depend on).
 */
export function compareResults(
  key: AnalysisModuleKey,
  stored: unknown,
  fresh: unknown,
): 'identical' | 'equivalent' | 'different' {
  const a = asObject(stored);
  const b = asObject(fresh);
  if (JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))) return 'identical';
  return JSON.stringify(canonical(withoutEcho(key, a))) === JSON.stringify(canonical(withoutEcho(key, b)))
    ? 'equivalent'
    : 'different';
}
