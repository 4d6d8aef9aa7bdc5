import { MODULE_COUNT, moduleKeys, type ModuleKey, type ModuleOutput, type WorkspaceDetail } from '@cp/contracts';

/** Percent of the nine modules completed, whole number, capped at 100 (docs/product/1-platform.md section 2). */
export function journeyPercent(completedModules: number): number {
  if (!Number.isFinite(completedModules) || completedModules <= 0) return 0;
  return Math.min(100, Math.round((completedModules / MODULE_COUNT) * 100));
}

/** A module counts as done when its newest run has a non-empty result (docs/product/1-platform.md section 3). */
export function isModuleDone(output: ModuleOutput | undefined): boolean {
  const result = output?.latest.result;
  if (result === undefined || result === null) return false;
  if (typeof result === 'string') return result.trim().length > 0;
  if (Array.isArray(result)) return result.length > 0;
  if (typeof result === 'object') return Object.keys(result).length > 0;
  return true;
}

export function moduleStatuses(
  outputs: WorkspaceDetail['module_outputs'],
): { key: ModuleKey; step: number; done: boolean }[] {
  return moduleKeys.map((key, index) => ({ key, step: index + 1, done: isModuleDone(outputs[key]) }));
}

export const PREVIEW_CHARS = 400;

/**
 * The first 400 characters (whole code points), with '…' when there was more (docs/product/1-platform.md section 9).
 */
export function previewText(text: string, limit: number = PREVIEW_CHARS): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}
