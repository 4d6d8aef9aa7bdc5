import { rationaleLines, type ChangeOutcome, type ImprovementResult } from '@cp/contracts';
import { Check, ChevronDown } from 'lucide-react';
import { Card } from '../../../../components/ui/card.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../../components/ui/collapsible.tsx';
import { ClaimFlags } from '../claim-flags.tsx';
import type { ReactNode } from 'react';
import { PhraseWithPlaceholders } from './phrase-with-placeholders.tsx';

/** Accepting changes one by one: which are accepted, which the resume already holds, what the last Apply said. */
export type ChangeReview = {
  accepted: ReadonlySet<number>;
  applied: ReadonlySet<number>;
  lastOutcomes: ReadonlyMap<number, ChangeOutcome['status']>;
  onToggle: (index: number, isAccepted: boolean) => void;
  isDisabled: boolean;
};

const notAppliedNotes = {
  stale: 'Not applied: this text is no longer in your resume.',
  needs_input: 'Not applied: it has a gap for your own words. Edit the resume yourself.',
  unsupported: 'Not applied: it states something your resume does not show.',
} as const;

/**
 * Step 4's result (docs/product/2-modules.md section 2): a collapsible 'Suggested Improvements' table, reasons as
 * bullets, each change to accept. Below the md breakpoint each row stacks, its cells labelled by their column.
 */
export function ImprovementTable({
  result,
  review,
  toolbar,
}: {
  result: ImprovementResult;
  review?: ChangeReview;
  toolbar?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <ClaimFlags flags={result.flags} />
      <Card className="p-5">
        <Collapsible defaultOpen>
          <h2 className="text-base font-semibold text-ink">
            <CollapsibleTrigger className="group flex w-full items-center justify-between gap-2 text-left">
              Suggested Improvements ({result.changes.length})
              <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
            </CollapsibleTrigger>
          </h2>
          <CollapsibleContent className="mt-4">
            {result.changes.length === 0 ? (
              <p className="text-sm text-ink-subtle">No items.</p>
            ) : (
              <>
                {toolbar}
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm max-md:block md:table-fixed">
                    <thead className="text-ink-muted max-md:hidden">
                      <tr className="border-b border-line">
                        {review ? (
                          <th scope="col" className="w-24 py-2 pr-3 font-medium">
                            Accept
                          </th>
                        ) : null}
                        <th scope="col" className="w-[28%] py-2 pr-4 font-medium">
                          Original Phrase
                        </th>
                        <th scope="col" className="w-[32%] py-2 pr-4 font-medium">
                          Suggested Phrase
                        </th>
                        <th scope="col" className="py-2 font-medium">
                          Reason
                        </th>
                      </tr>
                    </thead>
                    <tbody className="max-md:block">
                      {result.changes.map((change, i) => {
                        const outcome = review?.lastOutcomes.get(i);
                        return (
                          <tr key={i} className="border-b border-line align-top last:border-0 max-md:block max-md:py-2">
                            {review ? (
                              <td className="py-3 pr-3 max-md:block max-md:py-1">
                                {review.applied.has(i) ? (
                                  <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                                    <Check className="size-3" aria-hidden /> Applied
                                  </span>
                                ) : (
                                  <label className="inline-flex cursor-pointer items-center gap-2 text-ink-muted">
                                    <Checkbox
                                      checked={review.accepted.has(i)}
                                      disabled={review.isDisabled}
                                      onCheckedChange={(state) => review.onToggle(i, state === true)}
                                      aria-label={`Accept change ${i + 1}`}
                                    />
                                    <span aria-hidden>{i + 1}</span>
                                  </label>
                                )}
                              </td>
                            ) : null}
                            <td
                              data-label="Original Phrase"
                              className="py-3 pr-4 text-ink-muted max-md:block max-md:py-1 max-md:pr-0 max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-ink-subtle max-md:before:content-[attr(data-label)]"
                            >
                              {change.old_phrase}
                              {outcome !== undefined && outcome !== 'applied' ? (
                                <p className="mt-1 text-xs font-medium text-amber-900">{notAppliedNotes[outcome]}</p>
                              ) : null}
                            </td>
                            <td
                              data-label="Suggested Phrase"
                              className="py-3 pr-4 text-ink max-md:block max-md:py-1 max-md:pr-0 max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-ink-subtle max-md:before:content-[attr(data-label)]"
                            >
                              <PhraseWithPlaceholders text={change.new_phrase} />
                            </td>
                            <td
                              data-label="Reason"
                              className="py-3 max-md:block max-md:py-1 max-md:pr-0 max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-ink-subtle max-md:before:content-[attr(data-label)]"
                            >
                              <ul className="list-disc space-y-1 pl-4 text-ink-muted">
                                {rationaleLines(change.rationale).map((line, j) => (
                                  <li key={j}>{line.slice(2)}</li>
                                ))}
                              </ul>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </CollapsibleContent>
        </Collapsible>
      </Card>
    </div>
  );
}
