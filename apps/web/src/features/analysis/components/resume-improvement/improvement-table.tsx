import { rationaleLines, type ImprovementResult } from '@cp/contracts';
import { ChevronDown } from 'lucide-react';
import { Card } from '../../../../components/ui/card.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../../components/ui/collapsible.tsx';
import { ClaimFlags } from '../claim-flags.tsx';
import { PhraseWithPlaceholders } from './phrase-with-placeholders.tsx';

/** Step 4's result (spec 2 section 2): a collapsible 'Suggested Improvements' table, reasons as bullets. */
export function ImprovementTable({ result }: { result: ImprovementResult }) {
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
              <div className="overflow-x-auto">
                <table className="w-full table-fixed text-left text-sm">
                  <thead className="text-ink-muted">
                    <tr className="border-b border-line">
                      <th scope="col" className="w-[30%] py-2 pr-4 font-medium">Original Phrase</th>
                      <th scope="col" className="w-[35%] py-2 pr-4 font-medium">Suggested Phrase</th>
                      <th scope="col" className="py-2 font-medium">Reason</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.changes.map((change, i) => (
                      <tr key={i} className="border-b border-line align-top last:border-0">
                        <td className="py-3 pr-4 text-ink-muted">{change.old_phrase}</td>
                        <td className="py-3 pr-4 text-ink">
                          <PhraseWithPlaceholders text={change.new_phrase} />
                        </td>
                        <td className="py-3">
                          <ul className="list-disc space-y-1 pl-4 text-ink-muted">
                            {rationaleLines(change.rationale).map((line, j) => (
                              <li key={j}>{line.slice(2)}</li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </CollapsibleContent>
        </Collapsible>
      </Card>
    </div>
  );
}
