import { Lock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { useMatchCount } from '../hooks/use-match-count.ts';

/**
 * docs/product/3-agent-tracker-assistant.md section 9: the skeleton's three messages change every 1.2 s; the cards come
 * after 3 s.
 */
export const SKELETON_MESSAGE_MS = 1200;
export const REVEAL_AFTER_MS = 3000;
export const skeletonMessages = [
  'Reading your search…',
  'Looking through the job index…',
  'Counting the jobs that match…',
] as const;

export type HomeMatchesPreviewProps = {
  wid: string;
  /** The query to count for (the workspace's last agent query, else the resume's latest title); null: nothing to count yet. */
  query: string | null;
  /** The agent, opened on that query (the first 3 matches are free). */
  agentHref: string;
  /** Called before the agent opens on the counted query (the route stores it as the agent's query). */
  onOpenAgent: (query: string) => void;
  /** The trial or upgrade prompt (composed by the route from the billing feature). */
  upsell: ReactNode;
};

function SampleCards() {
  return (
    <div aria-hidden className="space-y-3 blur-[3px] select-none">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
          <div className="flex items-center justify-between gap-3">
            <div className="h-4 w-2/5 rounded bg-surface-sunken" />
            <div className="h-5 w-14 rounded-full bg-brand-100" />
          </div>
          <div className="mt-2 h-3 w-3/5 rounded bg-surface-sunken" />
          <div className="mt-3 h-3 w-4/5 rounded bg-surface-sunken" />
        </div>
      ))}
    </div>
  );
}

/**
 * The free plan's locked job-matches preview on the home page (docs/product/3-agent-tracker-assistant.md section 2): a
 * skeleton cycling three messages, then blurred sample cards under a trial or upgrade prompt. The number is the real
 * count of matching jobs in the index (DECISIONS 12), or no number when there is no query to count.
 */
export function HomeMatchesPreview({ wid, query, agentHref, onOpenAgent, upsell }: HomeMatchesPreviewProps) {
  const count = useMatchCount(wid, query);
  const fromCache = count.isSuccess && count.dataUpdatedAt === 0;
  const [elapsed, setElapsed] = useState(false);
  const [message, setMessage] = useState(0);
  useEffect(() => {
    const reveal = window.setTimeout(() => setElapsed(true), REVEAL_AFTER_MS);
    const cycle = window.setInterval(() => setMessage((m) => (m + 1) % skeletonMessages.length), SKELETON_MESSAGE_MS);
    return () => {
      window.clearTimeout(reveal);
      window.clearInterval(cycle);
    };
  }, []);
  const loading = Boolean(query) && (count.isPending || (!fromCache && !elapsed));

  return (
    <section aria-labelledby="home-matches-title" aria-busy={loading} className="space-y-3">
      <h3 id="home-matches-title" className="text-base font-semibold text-ink">
        Job matches for you
      </h3>
      {loading ? (
        <div className="space-y-3">
          <p role="status" className="text-sm text-ink-muted">
            {skeletonMessages[message]}
          </p>
          <div className="space-y-3 motion-safe:animate-pulse" aria-hidden>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-20 rounded-[var(--radius-card)] bg-surface-sunken" />
            ))}
          </div>
        </div>
      ) : count.data?.count === 0 ? (
        <p className="text-sm text-ink-muted">
          No job in the index matches '{count.data.query}' yet.{' '}
          <Link to={agentHref} className="font-medium text-brand-700 underline">
            Open the agent
          </Link>{' '}
          to loosen the search or try a broader title.
        </p>
      ) : (
        <div className="relative">
          <SampleCards />
          <div className="absolute inset-0 grid place-items-center p-3">
            <div className="max-w-md rounded-[var(--radius-card)] border border-line bg-surface p-5 text-center shadow-[var(--shadow-pop)]">
              <Lock className="mx-auto size-6 text-brand-700" aria-hidden />
              <p className="mt-2 font-semibold text-ink">
                {count.data
                  ? `${count.data.count.toLocaleString('en-US')} ${count.data.count === 1 ? 'job' : 'jobs'} in the ${count.data.demo ? 'demo catalogue' : 'job index'} match '${count.data.query}'`
                  : 'Your matches, ranked by fit'}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {count.data
                  ? 'The free plan shows the first 3. Pro shows every match, ranked by fit to your resume.'
                  : count.isError
                    ? 'We could not count the matches just now. Search above to see them; the free plan shows the first 3.'
                    : 'Search above and we count the jobs in the index that match. The free plan shows the first 3; Pro shows every match.'}
              </p>
              <div className="mt-4 flex flex-wrap justify-center gap-2">
                {count.data ? (
                  <Link
                    to={agentHref}
                    state={{ autoRun: true }}
                    onClick={() => onOpenAgent(count.data!.query)}
                    className={buttonVariants({ variant: 'secondary' })}
                  >
                    See the first 3
                  </Link>
                ) : null}
                {upsell}
              </div>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
