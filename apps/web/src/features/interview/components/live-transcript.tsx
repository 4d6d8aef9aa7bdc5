import { useEffect, useRef } from 'react';
import type { LiveLine } from '../hooks/use-live-session.ts';

/** Everything said, on screen (the interviewer's lines are always shown, spoken or not). */
export function LiveTranscript({ lines, heard }: { lines: LiveLine[]; heard: string }) {
  const list = useRef<HTMLOListElement | null>(null);
  // the newest line in view inside the list (the page itself is not scrolled away from the controls)
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  if (lines.length === 0 && !heard) return null;
  return (
    <section aria-labelledby="live-transcript" className="space-y-2">
      <h2 id="live-transcript" className="text-sm font-semibold text-ink">
        Transcript
      </h2>
      <ol
        ref={list}
        className="max-h-80 space-y-2 overflow-y-auto rounded-[var(--radius-control)] border border-line bg-surface-muted p-3 text-sm"
        aria-live="polite"
      >
        {lines.map((line, i) => (
          <li key={i} className={line.role === 'interviewer' ? 'text-ink' : 'pl-4 text-ink-muted'}>
            <span className="font-semibold">
              {line.role === 'interviewer'
                ? line.kind === 'follow_up'
                  ? 'Interviewer (follow-up): '
                  : 'Interviewer: '
                : 'You: '}
            </span>
            {line.text}
          </li>
        ))}
        {heard ? <li className="pl-4 italic text-ink-subtle">Hearing: {heard}</li> : null}
      </ol>
    </section>
  );
}
