import type { Kit, KitChange } from '@cp/contracts';

const KIND_LABELS: Record<string, string> = {
  rewrite: 'Wording',
  keyword: "The posting's word",
  'add-skills': 'Skills added',
  'order-skills': 'Skills order',
  'order-bullets': 'Lines order',
};

const items = (c: KitChange, text: string) => (c.section === 'skills' ? text.split(', ') : text.split('\n'));

/** What a change does: one line struck through and its new wording, the skills it adds, or a list before and after. */
function BeforeAfter({ change: c }: { change: KitChange }) {
  if (c.kind === 'add-skills') {
    const before = new Set(items(c, c.original));
    return (
      <p className="text-ink">
        <span className="text-xs font-medium text-ink-subtle">Added to your skills list: </span>
        {items(c, c.tailored)
          .filter((s) => !before.has(s))
          .join(', ')}
      </p>
    );
  }
  if (c.kind === 'order-bullets' || c.kind === 'order-skills') {
    const list = (text: string) =>
      c.kind === 'order-bullets' ? (
        <ol className="list-decimal pl-5">
          {items(c, text).map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ol>
      ) : (
        <p>{text}</p>
      );
    return (
      <div className="grid gap-2 sm:grid-cols-2">
        <div>
          <p className="text-xs font-medium text-ink-subtle">Your resume</p>
          <div className="text-ink-muted">{list(c.original)}</div>
        </div>
        <div>
          <p className="text-xs font-medium text-ink-subtle">In this kit</p>
          <div className="text-ink">{list(c.tailored)}</div>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="text-xs font-medium text-ink-subtle">Your resume says</p>
      <p>
        <del className="text-ink-muted decoration-ink-subtle/60">{c.original}</del>
      </p>
      <p className="mt-1 text-xs font-medium text-ink-subtle">
        {c.flagged ? 'Suggested (not used: it says more than your resume shows)' : 'In this kit'}
      </p>
      <p>
        <ins className="text-ink no-underline">{c.tailored}</ins>
      </p>
    </>
  );
}

/**
 * Each tailored resume change (the engine's tailoring, docs/decisions/033): what it does, why, the resume
 * lines it rests on and the posting's line it answers; then what the posting asks for that the resume does
 * not show (never added), and the changes the claim check left out.
 */
export function ChangeEvidence({
  kit,
}: {
  kit: Pick<Kit, 'tailored_resume_sections' | 'not_shown' | 'refused_changes'>;
}) {
  const changes = kit.tailored_resume_sections;
  return (
    <div className="space-y-2">
      {changes.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Nothing to tailor for this job: no line of your resume needed a change, so the kit uses your resume as it is.
        </p>
      ) : (
        <ol className="space-y-2">
          {changes.map((c, i) => (
            <li
              key={`${i}-${c.original}`}
              className="rounded-[var(--radius-control)] border border-line bg-surface p-3 text-sm"
            >
              {c.kind ? (
                <p className="mb-1 text-sm font-semibold text-ink">
                  {KIND_LABELS[c.kind] ?? 'Change'}
                  {c.where ? <span className="font-normal text-ink-muted"> · {c.where}</span> : null}
                </p>
              ) : null}
              <BeforeAfter change={c} />
              <ul className="mt-1 list-disc space-y-0.5 pl-4 text-xs text-ink-muted">
                {c.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              {/* a one-line change rests on the line it changes, shown above as 'Your resume says' */}
              {c.evidence &&
              c.evidence.length > 0 &&
              !(c.evidence.length === 1 && c.evidence[0]!.text === c.original) ? (
                <div className="mt-1 text-xs">
                  <p className="font-medium text-ink-subtle">Rests on your resume:</p>
                  {c.evidence.map((e, j) => (
                    <blockquote key={j} className="mt-0.5 border-l-2 border-brand-200 pl-2 text-ink-muted">
                      {e.text} <span className="text-ink-subtle">({e.where})</span>
                    </blockquote>
                  ))}
                </div>
              ) : null}
              {c.requirement ? (
                <p className="mt-1 text-xs text-ink-muted">
                  <span className="font-medium text-ink-subtle">Answers the posting: </span>
                  {c.requirement}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {kit.not_shown.length > 0 ? (
        <p className="text-xs text-ink-muted">
          The posting also asks for {kit.not_shown.join(', ')}. Your resume does not show{' '}
          {kit.not_shown.length === 1 ? 'it' : 'them'}, so the kit does not add{' '}
          {kit.not_shown.length === 1 ? 'it' : 'them'}: add {kit.not_shown.length === 1 ? 'it' : 'them'} yourself only
          if true.
        </p>
      ) : null}
      {kit.refused_changes > 0 ? (
        <p className="text-xs text-ink-muted">
          {kit.refused_changes} possible change{kit.refused_changes === 1 ? ' was' : 's were'} left out:{' '}
          {kit.refused_changes === 1 ? 'it' : 'they'} would have said something your resume does not show.
        </p>
      ) : null}
    </div>
  );
}
