import {
  analysisModuleKeys,
  parseStoredAnalysisResult,
  type AnalysisModuleKey,
  type AnalysisResult,
} from '@cp/contracts';
import { adviseOn, type Advice } from '@cp/engine';

/** Each module's advice over its contract-checked result: the compiler checks every stored shape is one the engine reads. */
const ADVISE: { readonly [K in AnalysisModuleKey]: (result: AnalysisResult<K>) => Advice } = {
  'Module 1': (r) => adviseOn('Module 1', r),
  'Module 2': (r) => adviseOn('Module 2', r),
  'Module 3': (r) => adviseOn('Module 3', r),
  'Module 4': (r) => adviseOn('Module 4', r),
  'Module 5': (r) => adviseOn('Module 5', r),
  'Module 9': (r) => adviseOn('Module 9', r),
};

const isAnalysisModule = (key: string): key is AnalysisModuleKey =>
  (analysisModuleKeys as readonly string[]).includes(key);

/**
 * 'What to do next' for a stored analysis result (a JSON string or the object), built from the result
 * whoever wrote it, so older runs and a model's results get it too (docs/decisions/018). Null for other
 * modules and for a result that fails its schema (the screen shows its invalid-data message instead).
 */
export function adviceForResult(moduleKey: string, stored: unknown): string[] | null {
  if (!isAnalysisModule(moduleKey)) return null;
  const parsed = parseStoredAnalysisResult(moduleKey, stored);
  if (!parsed.success) return null;
  return [...(ADVISE[moduleKey] as (r: unknown) => Advice)(parsed.data)];
}
