import type { AdvancedFilters, EmploymentType } from '@cp/contracts';
import { SlidersHorizontal } from 'lucide-react';
import * as Popover from 'radix-ui/popover';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DATE_LABELS, TYPE_LABELS, radiusApplies } from '../utils/job-format.ts';

const DATES = ['today', '3days', 'week', 'month'] as const;
const TYPES: EmploymentType[] = ['FULLTIME', 'PARTTIME', 'CONTRACTOR', 'INTERN'];
const yearsValue = (text: string): number | null =>
  text.trim() === '' ? null : Math.max(0, Math.min(20, Math.round(Number(text))));

/** The 'Advanced' filter popover (docs/product/3-agent-tracker-assistant.md sections 3 and 5). */
export function AdvancedFiltersPopover({
  value,
  query,
  disabled,
  onApply,
}: {
  value: AdvancedFilters | null;
  query: string;
  disabled: boolean;
  onApply: (filters: AdvancedFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<AdvancedFilters | null>(value);
  const d = draft;
  const set = (patch: Partial<AdvancedFilters>) => setDraft((cur) => (cur ? { ...cur, ...patch } : cur));
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <Button variant="secondary" size="sm" disabled={disabled || !value}>
          <SlidersHorizontal aria-hidden /> Advanced
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Advanced filters"
          className="z-50 w-[min(22rem,calc(100vw-2rem))] space-y-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-pop)]"
        >
          {d ? (
            <>
              <fieldset>
                <legend className="text-sm font-medium text-ink">Date posted</legend>
                <div className="mt-2 grid grid-cols-2 gap-1.5">
                  {DATES.map((date) => (
                    <label key={date} className="flex items-center gap-2 text-sm text-ink">
                      <input
                        type="radio"
                        name="date-posted"
                        checked={d.datePosted === date}
                        onChange={() => set({ datePosted: date })}
                        className="accent-brand-700"
                      />
                      {DATE_LABELS[date]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <label className="flex items-center gap-2 text-sm text-ink">
                <Checkbox checked={d.remoteOnly} onCheckedChange={(c) => set({ remoteOnly: c === true })} /> Remote only
              </label>
              <fieldset>
                <legend className="text-sm font-medium text-ink">Employment type</legend>
                <div className="mt-2 grid grid-cols-2 gap-1.5">
                  {TYPES.map((type) => (
                    <label key={type} className="flex items-center gap-2 text-sm text-ink">
                      <Checkbox
                        checked={d.employmentTypes.includes(type)}
                        onCheckedChange={(c) =>
                          set({
                            employmentTypes:
                              c === true ? [...d.employmentTypes, type] : d.employmentTypes.filter((t) => t !== type),
                          })
                        }
                      />
                      {TYPE_LABELS[type]}
                    </label>
                  ))}
                </div>
              </fieldset>
              {radiusApplies(query, d) ? (
                <div>
                  <label htmlFor="agent-radius" className="text-sm font-medium text-ink">
                    Radius: {d.radiusKm === 0 ? 'the city itself' : `${d.radiusKm} km`}
                  </label>
                  <input
                    id="agent-radius"
                    type="range"
                    min={0}
                    max={100}
                    step={5}
                    value={d.radiusKm}
                    onChange={(e) => set({ radiusKm: Number(e.target.value) })}
                    className="mt-2 w-full accent-brand-700"
                  />
                </div>
              ) : null}
              <fieldset>
                <legend className="text-sm font-medium text-ink">Years of experience asked</legend>
                <div className="mt-2 flex items-center gap-2 text-sm text-ink">
                  <label htmlFor="agent-years-min" className="sr-only">
                    At least
                  </label>
                  <input
                    id="agent-years-min"
                    type="number"
                    min={0}
                    max={20}
                    placeholder="min"
                    value={d.yearsExperience.min ?? ''}
                    onChange={(e) =>
                      set({ yearsExperience: { ...d.yearsExperience, min: yearsValue(e.target.value) } })
                    }
                    className="h-9 w-20 rounded-[var(--radius-control)] border border-line-strong px-2"
                  />
                  <span aria-hidden>to</span>
                  <label htmlFor="agent-years-max" className="sr-only">
                    At most
                  </label>
                  <input
                    id="agent-years-max"
                    type="number"
                    min={0}
                    max={20}
                    placeholder="max"
                    value={d.yearsExperience.max ?? ''}
                    onChange={(e) =>
                      set({ yearsExperience: { ...d.yearsExperience, max: yearsValue(e.target.value) } })
                    }
                    className="h-9 w-20 rounded-[var(--radius-control)] border border-line-strong px-2"
                  />
                </div>
              </fieldset>
              <div className="flex justify-end gap-2">
                <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button
                  size="sm"
                  onClick={() => {
                    onApply(d);
                    setOpen(false);
                  }}
                >
                  Apply filters
                </Button>
              </div>
            </>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
