import type { AtsReadback } from '@cp/contracts';
import { Alert } from '../../../components/ui/alert.tsx';

/** 'What an ATS reads': the exported file read back by the product's own extractor and parser. */
export function AtsReadbackView({ ats, filename }: { ats: AtsReadback; filename: string }) {
  const f = ats.fields;
  return (
    <section
      aria-labelledby="ats-heading"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h3 id="ats-heading" className="font-semibold text-ink">
        What an ATS reads in {filename}
      </h3>
      {ats.missing.length === 0 ? (
        <Alert tone="success">Every name, e-mail, role, date and skill was read back from the file.</Alert>
      ) : (
        <Alert tone="error">
          Not read back: {ats.missing.join('; ')}. Check these fields, or try the ATS Classic template.
        </Alert>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-subtle">Name</dt>
        <dd className="text-ink">{f.name || '—'}</dd>
        <dt className="text-ink-subtle">E-mail</dt>
        <dd className="break-all text-ink">{f.email || '—'}</dd>
        <dt className="text-ink-subtle">Phone</dt>
        <dd className="text-ink">{f.phone || '—'}</dd>
        <dt className="text-ink-subtle">Schools</dt>
        <dd className="text-ink">{f.schools.join('; ') || '—'}</dd>
        <dt className="text-ink-subtle">Skills</dt>
        <dd className="text-ink">{f.skills.length ? `${f.skills.length}: ${f.skills.join(', ')}` : '—'}</dd>
      </dl>
      <div>
        <h4 className="text-sm font-medium text-ink">Roles, in the order read</h4>
        <ol className="mt-1 list-decimal pl-5 text-sm text-ink-muted">
          {f.roles.map((r, i) => (
            <li key={`${r.role}-${i}`}>
              {[r.role, r.company].filter(Boolean).join(', ')} · {r.dates || 'no dates'} · {r.bullets}{' '}
              {r.bullets === 1 ? 'bullet' : 'bullets'}
            </li>
          ))}
        </ol>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Show the text in reading order ({ats.lines.length} lines)
        </summary>
        <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap rounded bg-surface-sunken p-2 text-xs text-ink">
          {ats.lines.join('\n')}
        </pre>
      </details>
    </section>
  );
}
