import type { InterviewQuestions } from '@cp/contracts';
import { ChevronDown } from 'lucide-react';
import { Card } from '../../../../components/ui/card.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../../components/ui/collapsible.tsx';

/**
 * Step 5's result (docs/product/2-modules.md section 2): one collapsible group per category, each question with its
 * guidelines.
 */
export function QuestionGroups({ questions }: { questions: InterviewQuestions }) {
  const categories = Object.entries(questions);
  if (categories.length === 0) return <p className="text-sm text-ink-subtle">No items.</p>;
  return (
    <div className="space-y-4">
      {categories.map(([category, items], index) => (
        <Card key={category} className="p-5">
          <Collapsible defaultOpen={index === 0}>
            <h2 className="text-base font-semibold text-ink">
              <CollapsibleTrigger className="group flex w-full items-center justify-between gap-2 text-left">
                {category} ({items.length})
                <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </CollapsibleTrigger>
            </h2>
            <CollapsibleContent>
              <ol className="mt-4 space-y-4">
                {items.map((q, i) => (
                  <li key={i} className="text-sm">
                    <h3 className="font-medium text-ink">{q.question}</h3>
                    <ul className="mt-1.5 list-disc space-y-1 pl-5 text-ink-muted">
                      {guidelineLines(q.guidelines).map((line, j) => (
                        <li key={j}>{line}</li>
                      ))}
                    </ul>
                    {q.basis ? <p className="mt-1 text-xs text-ink-subtle">Why this question: {q.basis}</p> : null}
                  </li>
                ))}
              </ol>
            </CollapsibleContent>
          </Collapsible>
        </Card>
      ))}
    </div>
  );
}

/** Guidelines come as a list or as newline-separated text (docs/product/2-modules.md section 3). */
function guidelineLines(guidelines: string[] | string): string[] {
  const lines = Array.isArray(guidelines) ? guidelines : guidelines.split('\n');
  return lines.map((l) => l.replace(/^-\s*/, '').trim()).filter(Boolean);
}
