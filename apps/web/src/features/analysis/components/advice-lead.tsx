import { Card } from '../../../components/ui/card.tsx';

/**
 * 'What to do next': the three to five sentences of advice the server builds from the result
 * (docs/decisions/018), shown before the scores and evidence. Older servers send none: nothing shows.
 */
export function AdviceLead({ advice }: { advice: readonly string[] | null | undefined }) {
  if (!advice || advice.length === 0) return null;
  return (
    <Card className="border-brand-200 bg-brand-50 p-5">
      <section aria-labelledby="advice-lead-title">
        <h2 id="advice-lead-title" className="text-base font-semibold text-ink">
          What to do next
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-ink marker:font-semibold marker:text-ink-muted">
          {advice.map((sentence, i) => (
            <li key={i}>{sentence}</li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
