import type { BuilderImportResponse, Confidence } from '@cp/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';

const confidenceText: Record<Confidence, string> = { high: 'Sure', medium: 'Check', low: 'Not found' };
const confidenceTone: Record<Confidence, string> = {
  high: 'border-green-200 bg-success-soft text-success',
  medium: 'border-amber-200 bg-warning-soft text-warning',
  low: 'border-line-strong bg-surface-sunken text-ink-subtle',
};

function Badge({ level }: { level: Confidence }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        confidenceTone[level],
      )}
    >
      {confidenceText[level]}
    </span>
  );
}

function Row({ label, value, level }: { label: string; value: string; level: Confidence }) {
  return (
    <div className="flex items-start justify-between gap-3 py-1 text-sm">
      <span className="min-w-0">
        <span className="text-ink-subtle">{label}: </span>
        <span className="break-words text-ink">{value || '—'}</span>
      </span>
      <Badge level={level} />
    </div>
  );
}

const worst = (levels: Confidence[]): Confidence =>
  levels.includes('low') ? 'low' : levels.includes('medium') ? 'medium' : 'high';

/** What an import read, section by section with how sure the reader is, before it replaces anything. */
export function ReviewPanel({
  result,
  source,
  replacing,
  onAccept,
  onCancel,
}: {
  result: BuilderImportResponse;
  source: string;
  replacing: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { doc, confidence } = result;
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="review-heading" className="text-lg font-semibold text-ink">
          Check what was read from {source}
        </h2>
        <p className="text-sm text-ink-muted">
          Nothing has changed yet.{' '}
          {replacing
            ? 'Using it replaces the document in the builder (save a version first to keep it).'
            : 'Use it to fill the builder.'}
        </p>
      </div>
      {result.warnings.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-warning">
          {result.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
        <h3 className="mb-1 font-medium text-ink">Contact</h3>
        <Row label="Name" value={doc.contact.name} level={confidence.contact.name} />
        <Row label="Title" value={doc.contact.title} level={confidence.contact.title} />
        <Row label="E-mail" value={doc.contact.email} level={confidence.contact.email} />
        <Row label="Phone" value={doc.contact.phone} level={confidence.contact.phone} />
        <Row label="Location" value={doc.contact.location} level={confidence.contact.location} />
      </div>
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
        <div className="flex items-center justify-between">
          <h3 className="font-medium text-ink">Summary</h3>
          <Badge level={confidence.summary} />
        </div>
        <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{doc.summary || 'No summary found.'}</p>
      </div>
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
        <h3 className="mb-1 font-medium text-ink">
          Experience ({doc.experience.length} {doc.experience.length === 1 ? 'role' : 'roles'})
        </h3>
        {doc.experience.length === 0 ? <p className="text-sm text-ink-muted">No roles found.</p> : null}
        <ul className="flex flex-col gap-2">
          {doc.experience.map((e, i) => {
            const c = confidence.experience[i];
            return (
              <li key={`${e.role}-${i}`} className="flex items-start justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-ink">{e.role || 'Untitled role'}</span>
                  {e.company ? `, ${e.company}` : ''}
                  <span className="block text-ink-subtle">
                    {[e.dates, `${e.bullets.length} ${e.bullets.length === 1 ? 'bullet' : 'bullets'}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                {c ? <Badge level={worst([c.role, c.company, c.dates])} /> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
          <h3 className="mb-1 font-medium text-ink">Education ({doc.education.length})</h3>
          {doc.education.map((e, i) => (
            <p key={`${e.school}-${i}`} className="text-sm text-ink-muted">
              {[e.degree, e.school, e.dates].filter(Boolean).join(', ')}
            </p>
          ))}
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
          <div className="flex items-center justify-between">
            <h3 className="font-medium text-ink">Skills ({doc.skills.length})</h3>
            <Badge level={confidence.skills} />
          </div>
          <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{doc.skills.join(', ') || 'No skills found.'}</p>
        </div>
      </div>
      {doc.extraSections.length > 0 ? (
        <p className="text-sm text-ink-muted">Also found: {doc.extraSections.map((s) => s.label).join(', ')}.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAccept}>Use this resume</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
