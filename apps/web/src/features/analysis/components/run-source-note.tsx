import type { AnalysisRunFlag, AnalysisSource } from '@cp/contracts';
import { Info } from 'lucide-react';

const flagTexts: Record<AnalysisRunFlag, string> = {
  llm_fallback:
    "The language model's answer did not match the expected format twice, so this is the built-in engine's result.",
  llm_unavailable:
    "The language model could not be reached, so this is the built-in engine's result. Run it again later for the model's wording.",
};

/** Who wrote the stored result, when it is not simply the built-in engine: kept with the run, so it survives a reload. */
export function RunSourceNote({ source, flags = [] }: { source?: AnalysisSource; flags?: readonly AnalysisRunFlag[] }) {
  const lines =
    flags.length > 0
      ? flags.map((flag) => flagTexts[flag])
      : source === 'llm'
        ? [
            "Written by the language model from the built-in engine's draft; every statement was checked against your resume.",
          ]
        : [];
  if (lines.length === 0) return null;
  return (
    <div
      role="note"
      aria-label="Who wrote this result"
      className="flex items-start gap-2 rounded-[var(--radius-control)] border border-line bg-surface-muted px-3 py-2 text-sm text-ink-muted print:hidden"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
