import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTypingPlaceholder } from '../hooks/use-typing-placeholder.ts';
import { exampleQueries } from '../utils/example-queries.ts';
import { QueryBox } from './query-box.tsx';

/**
 * How long the home fades out before the agent opens (docs/product/3-agent-tracker-assistant.md section 4, agent
 * entry).
 */
export const FADE_MS = 200;

export type HomeAgentBoxProps = {
  /** The query last asked in this workspace, if any. */
  initialQuery: string;
  /** Called after the fade with a non-empty query: store it and open the agent (step 10). */
  onSubmit: (query: string) => void;
  /** The resume upload (composed by the route: the documents feature stores the file). */
  resume?: ReactNode;
  /** The free plan's locked matches preview, under the box. */
  children?: ReactNode;
};

/**
 * The home page's agent section (docs/product/3-agent-tracker-assistant.md section 2): a free-text job query with an
 * animated typing placeholder of examples, an optional resume upload, and for the free plan the locked matches
 * preview. An empty query is ignored; otherwise the page fades out and the agent runs the query.
 */
export function HomeAgentBox({ initialQuery, onSubmit, resume, children }: HomeAgentBoxProps) {
  const [active, setActive] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const placeholder = useTypingPlaceholder(exampleQueries, active || leaving);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onActiveChange = useCallback((value: boolean) => setActive(value), []);
  const submit = (query: string) => {
    if (!query.trim() || leaving) return;
    setLeaving(true);
    const reduced =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    timer.current = window.setTimeout(() => onSubmit(query.trim()), reduced ? 0 : FADE_MS);
  };
  return (
    <section
      id="home-agent"
      aria-labelledby="home-agent-title"
      className={`space-y-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 transition-opacity duration-200 ${leaving ? 'opacity-0' : 'opacity-100'}`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Search className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="home-agent-title" className="text-lg font-semibold text-ink">
            Job Search Agent
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Describe the job you want in your own words: role, place or remote, type, how recent. We search our job
            index and, with your resume, score each job for fit. Search is free.
          </p>
        </div>
      </div>
      <QueryBox
        initial={initialQuery}
        busy={leaving}
        onSubmit={submit}
        placeholder={`e.g. ${placeholder}`}
        onActiveChange={onActiveChange}
        submitLabel="Find jobs"
      />
      {resume ? <div className="flex flex-wrap items-center gap-2">{resume}</div> : null}
      {children}
    </section>
  );
}
