import type { Coverage } from '@cp/contracts';
import { Link } from 'react-router';
import { ago } from '../utils/job-format.ts';

/** How complete and fresh the index is (docs/decisions/023): shown with every result list. */
export function CoverageLine({ coverage, now }: { coverage: Coverage; now: Date }) {
  const fetched = coverage.newest_fetched_at ? `, newest fetched ${ago(coverage.newest_fetched_at, now)}` : '';
  const text = coverage.demo
    ? `Demo catalogue: ${coverage.open_jobs.toLocaleString('en-US')} generated jobs from O*NET occupations and BLS wages, not real postings${fetched}.`
    : `${coverage.boards} job board${coverage.boards === 1 ? '' : 's'}, ${coverage.open_jobs.toLocaleString('en-US')} open jobs${fetched}${coverage.degraded > 0 ? `; ${coverage.degraded} board${coverage.degraded === 1 ? '' : 's'} not answering` : ''}.`;
  return (
    <p className="text-xs text-ink-subtle">
      {text}{' '}
      <Link to="/jobs/status" className="underline underline-offset-2 hover:text-ink">
        Index status
      </Link>
    </p>
  );
}
