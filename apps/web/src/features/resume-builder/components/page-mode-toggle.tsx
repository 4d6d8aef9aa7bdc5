import type { ResumeDocument } from '@cp/contracts';
import { cn } from '../../../components/ui/cn.ts';

type Mode = ResumeDocument['meta']['pageCount'];

/** Single page (the default) or multi page: the preview warns when a single-page resume runs over. */
export function PageModeToggle({ value, onChange }: { value: Mode; onChange: (mode: Mode) => void }) {
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="sr-only">Page mode</legend>
      <span className="text-sm font-medium text-ink">Pages</span>
      <div className="flex rounded-[var(--radius-control)] border border-line p-0.5">
        {(['single', 'multi'] as const).map((mode) => (
          <label
            key={mode}
            className={cn(
              'cursor-pointer rounded px-3 py-1 text-sm text-ink-muted has-[:focus-visible]:outline has-[:focus-visible]:outline-2',
              value === mode && 'bg-brand-50 font-medium text-brand-800',
            )}
          >
            <input
              type="radio"
              name="page-mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="sr-only"
            />
            {mode === 'single' ? 'Single page' : 'Multi page'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The document's ATS flag: on (the default), every export is one column in reading order; off, the Modern Split Word file keeps two columns. */
export function AtsToggle({ value, onChange }: { value: boolean; onChange: (ats: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={value}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-brand-700"
      />
      <span>
        <span className="font-medium">ATS-safe exports</span>
        <span className="block text-xs text-ink-muted">
          {value
            ? 'Word files are one column, read in order by any applicant tracking system.'
            : 'The Modern Split Word file keeps its two columns (a table); some applicant tracking systems read tables poorly.'}
        </span>
      </span>
    </label>
  );
}
