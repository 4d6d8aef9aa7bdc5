import type { KitFlag, KitSentence } from '@cp/contracts';
import { TriangleAlert } from 'lucide-react';
import { basisLabel } from '../utils/kit-text.ts';

/** Each sentence of the letter with what it rests on. */
export function SentenceEvidence({
  sentences,
  flags,
}: {
  sentences: readonly KitSentence[];
  flags: readonly KitFlag[];
}) {
  return (
    <ol className="space-y-2">
      {sentences.map((s, i) => {
        const flagged = flags.filter((f) => f.field === 'cover_letter' && s.text.includes(f.text));
        return (
          <li
            key={`${i}-${s.text}`}
            className="rounded-[var(--radius-control)] border border-line bg-surface p-3 text-sm"
          >
            <p className="text-ink">{s.text}</p>
            <p className="mt-1 text-xs font-medium text-ink-subtle">{basisLabel(s)}</p>
            {s.evidence.map((e) => (
              <blockquote key={e.resume_line} className="mt-1 border-l-2 border-brand-200 pl-2 text-xs text-ink-muted">
                {e.resume_line}
                {e.requirement && e.requirement !== 'your resume' && e.requirement !== 'your recent work' ? (
                  <span className="block text-ink-subtle">answers: {e.requirement}</span>
                ) : null}
              </blockquote>
            ))}
            {s.posting_text ? (
              <blockquote className="mt-1 border-l-2 border-line pl-2 text-xs text-ink-muted">
                {s.posting_text}
              </blockquote>
            ) : null}
            {flagged.map((f) => (
              <FlagLine key={f.text} flag={f} />
            ))}
          </li>
        );
      })}
    </ol>
  );
}

export function FlagLine({ flag }: { flag: KitFlag }) {
  return (
    <p className="mt-1 flex items-start gap-1.5 text-xs font-medium text-danger">
      <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>{flag.message}</span>
    </p>
  );
}
