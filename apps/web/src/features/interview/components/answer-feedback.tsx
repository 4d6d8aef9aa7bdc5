import type { AnswerFeedback, DeliveryMetrics, TranscriptSource } from '@cp/contracts';
import { ChevronDown } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../../../components/ui/collapsible.tsx';
import { formatClock } from '../utils/answer-checks.ts';
import { PlainMarkdown } from '../../../components/ui/plain-markdown.tsx';

export type ShownFeedback = {
  feedback: AnswerFeedback;
  metrics: DeliveryMetrics | null;
  transcript: string | null;
  transcriptSource: TranscriptSource;
};

const SOURCE_LABEL: Record<TranscriptSource, string> = {
  typed: 'typed by you',
  browser: "written by your browser's speech recognition",
  service: "written by this server's transcription service",
  none: 'none',
};

/**
 * 'Answer Feedback' (docs/product/2-modules.md section 2): collapsible markdown, the delivery figures, and the
 * 'Transcribed Answer'.
 */
export function AnswerFeedbackPanel({ shown }: { shown: ShownFeedback }) {
  const { feedback, metrics, transcript } = shown;
  return (
    <Card className="p-5">
      <Collapsible defaultOpen>
        <h2 className="text-base font-semibold text-ink">
          <CollapsibleTrigger className="group flex w-full items-center justify-between gap-2 text-left">
            Answer Feedback{feedback.score !== null ? ` — ${feedback.score}/100` : ''}
            <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="mt-4 space-y-5">
          <p className="text-xs text-ink-subtle">Question: {feedback.question}</p>
          <PlainMarkdown text={feedback.markdown} relaxed />
          {metrics ? <DeliveryFigures metrics={metrics} /> : null}
          {transcript ? (
            <Collapsible>
              <h3 className="text-sm font-semibold text-ink">
                <CollapsibleTrigger className="group flex items-center gap-2">
                  Transcribed Answer
                  <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                </CollapsibleTrigger>
              </h3>
              <CollapsibleContent>
                <p className="mt-2 whitespace-pre-wrap text-sm text-ink-muted">{transcript}</p>
                <p className="mt-1 text-xs text-ink-subtle">Transcript {SOURCE_LABEL[shown.transcriptSource]}.</p>
              </CollapsibleContent>
            </Collapsible>
          ) : null}
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}

const seconds = (n: number | null) => (n === null ? 'not measured' : n >= 60 ? formatClock(n) : `${n.toFixed(1)} s`);

function DeliveryFigures({ metrics }: { metrics: DeliveryMetrics }) {
  const rows: Array<[string, string]> = [
    ['Speaking time', seconds(metrics.speaking_seconds)],
    [
      'Pauses',
      metrics.pauses === null
        ? 'not measured'
        : `${metrics.pauses}${metrics.longest_pause_seconds ? ` (longest ${metrics.longest_pause_seconds.toFixed(1)} s)` : ''}`,
    ],
    [
      'Words per minute',
      metrics.words_per_minute === null
        ? 'not measured'
        : `${metrics.words_per_minute} (an easy pace is about 120–160)`,
    ],
    [
      'Filler words',
      metrics.filler_words === null
        ? 'not measured'
        : metrics.filler_words.count === 0
          ? 'none'
          : `${metrics.filler_words.count}: ${metrics.filler_words.words.map((w) => `${w.word} ×${w.count}`).join(', ')}`,
    ],
  ];
  return (
    <section aria-labelledby="delivery-heading" className="space-y-2">
      <h3 id="delivery-heading" className="text-sm font-semibold text-ink">
        Delivery ({metrics.format.toUpperCase()} audio)
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="list-disc space-y-0.5 pl-5 text-xs text-ink-subtle">
        {metrics.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}
