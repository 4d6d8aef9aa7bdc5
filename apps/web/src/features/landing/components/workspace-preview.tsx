import { Briefcase, Check, FileText, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { workspaceSteps } from '../content/toolkit.ts';

const done = new Set([1, 2, 3]);

/**
 * A drawn example of a workspace (not a screenshot, not real data): what one target role looks
 * like inside the product. Labelled as an example for sighted and screen-reader users alike.
 */
export function WorkspacePreview() {
  return (
    <figure className="w-full rounded-[var(--radius-card)] border border-line bg-surface-muted p-3 shadow-[var(--shadow-card)] sm:p-4">
      <div className="rounded-[10px] border border-line bg-surface">
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">Data Analyst · Northwind Health</p>
            <p className="text-xs text-ink-subtle">Workspace · Step 3 of 9</p>
          </div>
          <span className="shrink-0 rounded-full bg-surface-sunken px-2.5 py-1 text-xs font-medium text-ink-muted">
            Example
          </span>
        </div>
        <div className="grid gap-4 p-4 sm:grid-cols-[1fr_1.15fr]">
          <div className="flex flex-col gap-2">
            <DocChip icon={<FileText aria-hidden />} label="Resume" detail="resume-2026.pdf" />
            <DocChip icon={<Briefcase aria-hidden />} label="Job posting" detail="Data Analyst" />
            <ol className="mt-2 flex flex-col gap-1" aria-label="Modules in this workspace">
              {workspaceSteps.map((s) => (
                <li key={s.step} className="flex items-center gap-2 text-xs">
                  <span
                    className={
                      done.has(s.step)
                        ? 'flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-700 text-[10px] font-semibold text-white'
                        : 'flex size-5 shrink-0 items-center justify-center rounded-full border border-line-strong text-[10px] font-semibold text-ink-muted'
                    }
                  >
                    {s.step}
                  </span>
                  <span className={done.has(s.step) ? 'font-medium text-ink' : 'text-ink-muted'}>{s.name}</span>
                  {done.has(s.step) ? <span className="sr-only">(done)</span> : null}
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-[var(--radius-control)] border border-line p-3">
            <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">Fit Matrix</p>
            <div className="mt-2 flex items-end gap-3">
              <p className="text-3xl font-semibold text-ink">
                69<span className="text-base text-ink-muted">%</span>
              </p>
              <p className="pb-1 text-xs text-ink-muted">current fit · 9 of 13 requirements matched</p>
            </div>
            <div className="mt-2 h-1.5 rounded-full bg-surface-sunken" aria-hidden>
              <div className="h-1.5 w-[69%] rounded-full bg-brand-600" />
            </div>
            <ul className="mt-3 flex flex-col gap-2 text-xs">
              <Evidence matched requirement="SQL" note="“Built weekly SQL reports for the finance team” (Experience)" />
              <Evidence
                matched
                requirement="Stakeholder reporting"
                note="“Presented monthly KPIs to department heads”"
              />
              <Evidence requirement="Tableau" note="Not found in your resume. Add it only if you have used it." />
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="px-1 pt-3 text-xs text-ink-subtle">
        Example workspace. Yours shows your own resume, posting and results.
      </figcaption>
    </figure>
  );
}

function DocChip({ icon, label, detail }: { icon: ReactNode; label: string; detail: string }) {
  return (
    <div className="flex items-center gap-2.5 rounded-[var(--radius-control)] border border-line px-3 py-2 [&_svg]:size-4 [&_svg]:text-brand-700">
      {icon}
      <div className="min-w-0">
        <p className="text-xs font-medium text-ink">{label}</p>
        <p className="truncate text-xs text-ink-subtle">{detail}</p>
      </div>
      <Check className="ml-auto text-success" aria-label="added" />
    </div>
  );
}

function Evidence({ requirement, note, matched = false }: { requirement: string; note: string; matched?: boolean }) {
  return (
    <li className="flex gap-2">
      {matched ? (
        <Check className="mt-0.5 size-3.5 shrink-0 text-success" aria-label="Matched" />
      ) : (
        <X className="mt-0.5 size-3.5 shrink-0 text-danger" aria-label="Missing" />
      )}
      <span>
        <span className="font-medium text-ink">{requirement}</span> <span className="text-ink-muted">{note}</span>
      </span>
    </li>
  );
}
