import type { ModuleCapabilitiesResponse } from '@cp/contracts';
import type { StoredRun } from '../components/analysis-screen.tsx';
import { letterLanguages } from './letter-languages.ts';
import type { AnalysisStep } from './module-screens.ts';

/**
 * Whether running the step again, as set now, gives the stored result back at no charge: the engine is
 * deterministic, documents cannot change without clearing the run, and only the letter's language is an
 * option that changes a result (the Job Decoder's location changes no figure). With a language model
 * every run is a new version, charged.
 */
export function isRerunFree(input: {
  step: AnalysisStep;
  latest: StoredRun | undefined;
  capabilities: ModuleCapabilitiesResponse | undefined;
  language: string;
  storedLanguage: string | null;
}): boolean {
  const { step, latest, capabilities } = input;
  if (!latest || !capabilities || capabilities.llm) return false;
  if (latest.source !== 'engine' || (latest.flags ?? []).length > 0) return false;
  return step !== 9 || input.storedLanguage === input.language;
}

/** The note under the letter language when the built-in writer cannot write it (before any charge); null when it can. */
export function letterLanguageNote(
  language: string,
  label: string,
  capabilities: ModuleCapabilitiesResponse | undefined,
): string | null {
  const languages = capabilities?.letter_languages;
  if (!languages || languages.includes(language)) return null;
  const names = languages.map((code) => letterLanguages.find((l) => l.code === code)?.label ?? code);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `This server's built-in writer cannot write ${label} yet (it writes ${list}). Choose one of those: nothing is charged.`;
}
