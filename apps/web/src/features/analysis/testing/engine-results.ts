import type { AnalysisModuleKey } from '@cp/contracts';
import advice from './engine-advice.json';
import module1 from './engine-result-module-1.json';
import module2 from './engine-result-module-2.json';
import module3 from './engine-result-module-3.json';
import module4 from './engine-result-module-4.json';
import module5 from './engine-result-module-5.json';
import module9 from './engine-result-module-9.json';

/**
 * Real engine outputs for the data-analyst resume and posting of packages/engine's fixtures,
 * generated once and kept as data (one JSON file per module). The server's module-outputs test
 * parses live engine outputs with the same contract schemas, so a changed shape is caught there.
 */
export const engineResults: Record<AnalysisModuleKey, unknown> = {
  'Module 1': module1,
  'Module 2': module2,
  'Module 3': module3,
  'Module 4': module4,
  'Module 5': module5,
  'Module 9': module9,
};

/** The advice the server sends with each of those results ('What to do next', built by the engine from the result). */
export const engineAdvice: Record<AnalysisModuleKey, string[]> = advice;
