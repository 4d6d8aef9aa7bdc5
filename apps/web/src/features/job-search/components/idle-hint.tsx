import type { AgentProfile } from '@cp/contracts';

/** The query the resume suggests: its latest title, in its place when the resume names one. */
export function profileQuery(profile: AgentProfile): string | null {
  if (!profile.title) return null;
  return profile.location ? `${profile.title} in ${profile.location}` : profile.title;
}

/**
 * Before the first search: examples, or the search the resume's profile suggests
 * (docs/product/3-agent-tracker-assistant.md section 4).
 */
export function IdleHint({ profile, onSearch }: { profile: AgentProfile | null; onSearch: (query: string) => void }) {
  const suggested = profile ? profileQuery(profile) : null;
  if (!suggested) {
    return (
      <p className="text-sm text-ink-muted">
        Try 'registered nurse in Dallas, TX, full-time' or 'remote software developer posted this week'.
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-muted">
      From your resume:{' '}
      <button
        type="button"
        onClick={() => onSearch(suggested)}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        search '{suggested}'
      </button>
      , or describe another job above.
    </p>
  );
}
