import type { BuilderScore, BuilderScoresResponse } from '@cp/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { getBuilderScores } from '../api/tailor-api.ts';
import { postingOf, type ChosenPost, type PostSource } from '../hooks/use-chosen-post.ts';

const tone = (score: number | null) =>
  score === null ? 'bg-line-strong' : score >= 75 ? 'bg-success' : score >= 50 ? 'bg-warning' : 'bg-danger';
/** Typing in the paste box scores again once the typing stops. */
const SETTLE_MS = 600;

function ScoreCard({ label, score }: { label: string; score: BuilderScore }) {
  return (
    <details className="group min-w-0 rounded-[var(--radius-control)] border border-line bg-surface text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 [&::-webkit-details-marker]:hidden">
        <span className="font-medium text-ink">{label}</span>
        <span className="ml-auto tabular-nums font-semibold text-ink">{score.score === null ? '–' : score.score}</span>
        <span aria-hidden className="h-1.5 w-10 overflow-hidden rounded bg-surface-sunken">
          <span className={cn('block h-full', tone(score.score))} style={{ width: `${score.score ?? 0}%` }} />
        </span>
        <ChevronDown aria-hidden className="size-4 text-ink-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-1 border-t border-line px-3 py-2 text-ink-muted">
        <ul className="list-disc pl-4">
          {score.explanation.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        <p>
          <span className="font-medium text-ink">Tip: </span>
          {score.tip}
        </p>
      </div>
    </details>
  );
}

const postNames: Record<PostSource, string> = {
  workspace: "this workspace's job",
  saved: 'the saved job post',
  upload: 'the uploaded job post',
  paste: 'the pasted job post',
};

/** Which post JD Match read, in words: the one chosen in Tailor, or why there is none. */
function readsLine(source: PostSource, posting: BuilderScoresResponse['posting']): string {
  if (posting !== null) return `JD Match reads ${postNames[source]}, the one chosen in Tailor.`;
  return source === 'workspace'
    ? 'This workspace has no job post yet: choose one in Tailor for JD Match.'
    : `JD Match waits for ${postNames[source]}: add its text in Tailor.`;
}

/**
 * JD Match, Completeness and Clarity of the saved document (the engine's, on the server), each opening to
 * what it counted and the tip; read again after each save and when the job post chosen in Tailor changes.
 */
export function ScoresBar({ wid, savedCount, post }: { wid: string; savedCount: number; post: ChosenPost }) {
  const [settled, setSettled] = useState(post);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(post), post.source === settled.source ? SETTLE_MS : 0);
    return () => clearTimeout(timer);
  }, [post, settled.source]);
  const body = postingOf(settled);
  const scores = useQuery({
    queryKey: ['builder-scores', wid, savedCount, body.source, body.jd_text ?? null],
    queryFn: ({ signal }) => getBuilderScores(wid, body.jd_text?.trim() ? body : { source: body.source }, signal),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
  if (!scores.data) {
    return scores.isError ? null : (
      <p className="text-xs text-ink-subtle" role="status">
        Scoring your resume…
      </p>
    );
  }
  return (
    <section aria-label="Resume scores" className="flex flex-col gap-1.5">
      <div className="grid gap-2 sm:grid-cols-3">
        <ScoreCard label="JD Match" score={scores.data.jd_match} />
        <ScoreCard label="Completeness" score={scores.data.completeness} />
        <ScoreCard label="Clarity" score={scores.data.clarity} />
      </div>
      <p className="text-xs text-ink-subtle">{readsLine(settled.source, scores.data.posting)}</p>
    </section>
  );
}
