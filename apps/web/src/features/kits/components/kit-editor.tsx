import { builderTemplates, type BuilderTemplate, type Kit, type KitFlag } from '@cp/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { KitEdits } from '../hooks/use-kit.ts';
import { ChangeEvidence } from './kit-changes.tsx';
import { FlagLine, SentenceEvidence } from './kit-evidence.tsx';

const TEMPLATE_NAMES: Record<BuilderTemplate, string> = {
  'ats-classic': 'ATS Classic',
  minimal: 'Minimal',
  'modern-split': 'Modern Split',
  'academic-cv': 'Academic CV',
  creative: 'Creative',
};
const fieldClass =
  'w-full rounded-[var(--radius-control)] border border-line-strong bg-surface p-3 text-sm leading-relaxed text-ink focus-visible:outline-2';

type Props = {
  kit: Kit;
  pending: boolean;
  pendingFlags: KitFlag[] | null;
  onFinalize: (edits: KitEdits, keepFlagged?: boolean) => void;
  onCancel?: () => void;
};

/** The preview: the letter and the tailored resume, editable, each part with what it rests on; then Finalize. */
export function KitEditor({ kit, pending, pendingFlags, onFinalize, onCancel }: Props) {
  const [letter, setLetter] = useState(kit.cover_letter);
  const [resume, setResume] = useState(kit.resume_content);
  const [template, setTemplate] = useState<BuilderTemplate>(kit.template);
  const ids = { letter: useId(), resume: useId(), template: useId() };
  const edits = { cover_letter: letter, resume_content: resume, template };
  const changed = letter !== kit.cover_letter || resume !== kit.resume_content;
  const empty = !letter.trim() || !resume.trim();
  return (
    <div className="space-y-5">
      {kit.flags.length > 0 ? (
        <Alert tone="error">
          <p>Check these before you send: your resume does not show them.</p>
          {kit.flags.map((f) => (
            <FlagLine key={`${f.field}-${f.text}`} flag={f} />
          ))}
        </Alert>
      ) : (
        <Alert tone="success">
          Every claim in this kit is on your resume. Each sentence below shows the line it comes from.
        </Alert>
      )}

      <section className="space-y-2">
        <label htmlFor={ids.letter} className="block text-sm font-semibold text-ink">
          Cover letter
        </label>
        <textarea
          id={ids.letter}
          value={letter}
          onChange={(e) => setLetter(e.target.value)}
          rows={14}
          maxLength={12000}
          className={fieldClass}
        />
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">What each sentence rests on</summary>
          <div className="mt-2">
            <SentenceEvidence sentences={kit.letter_sentences} flags={kit.flags} />
          </div>
        </details>
      </section>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-ink">Tailored resume: the changes for this job</h3>
        <ChangeEvidence kit={kit} />
        <label htmlFor={ids.resume} className="block pt-2 text-sm font-semibold text-ink">
          Resume content
        </label>
        <textarea
          id={ids.resume}
          value={resume}
          onChange={(e) => setResume(e.target.value)}
          rows={10}
          maxLength={30000}
          className={fieldClass}
        />
      </section>

      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={ids.template} className="block text-sm font-medium text-ink">
            Resume template
          </label>
          <select
            id={ids.template}
            value={template}
            onChange={(e) => setTemplate(e.target.value as BuilderTemplate)}
            className="mt-1 rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 py-2 text-sm"
          >
            {builderTemplates.map((t) => (
              <option key={t} value={t}>
                {TEMPLATE_NAMES[t]}
              </option>
            ))}
          </select>
        </div>
        {changed ? (
          <p className="text-xs text-ink-subtle">
            Edited: your changes are checked against your resume when you finalize.
          </p>
        ) : null}
      </div>

      {pendingFlags ? (
        <Alert tone="error">
          <p>Your edit says things your resume does not show:</p>
          {pendingFlags.map((f) => (
            <FlagLine key={`${f.field}-${f.text}`} flag={f} />
          ))}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" disabled={pending} onClick={() => onFinalize(edits, true)}>
              They are true: finalize anyway
            </Button>
          </div>
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onFinalize(edits)} disabled={pending || empty}>
          {pending ? (
            <>
              <Spinner label="Finalizing" /> Making your files…
            </>
          ) : (
            'Finalize Kit'
          )}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel editing
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-ink-subtle">
        Finalizing makes your resume ({TEMPLATE_NAMES[template]}) and letter as PDF and Word files and adds this job to
        your Application Dashboard as 'Kit Generated'. It costs nothing more.
      </p>
    </div>
  );
}
