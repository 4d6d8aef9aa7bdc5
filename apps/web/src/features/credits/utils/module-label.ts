import type { CreditKey } from '@cp/contracts';
import { stepInfo, type ModuleStep } from '../../../lib/steps.ts';

/** 'Module 4' -> 'Resume Improvement'; 'kit' -> 'Application kit'. */
export function moduleName(key: CreditKey): string {
  if (key === 'kit') return 'Application kit';
  const step = Number(key.replace('Module ', '')) as ModuleStep;
  return stepInfo[step].name;
}
