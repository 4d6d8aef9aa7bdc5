import { defaultEngine } from '@cp/engine';
import type { EnginePool } from '../../workers/engine-pool.ts';
import type { AnalysisEngine } from './analysis.service.ts';

/**
 * The analysis engine as the service uses it: modules run in the engine pool (off the request thread,
 * with a time limit, `owner` served in turn with other users). The claim check of an LLM's text runs
 * here, on the engine loaded on first use, only when an LLM is configured.
 */
export function pooledAnalysisEngine(pool: Pick<EnginePool, 'runModule'>, owner: string): AnalysisEngine {
  return {
    runModule: (key, input) => pool.runModule(key, input, owner),
    parseResume: (text, options) => defaultEngine().parseResume(text, options),
    findUnsupportedClaims: (text, resume, options) => defaultEngine().findUnsupportedClaims(text, resume, options),
  };
}
