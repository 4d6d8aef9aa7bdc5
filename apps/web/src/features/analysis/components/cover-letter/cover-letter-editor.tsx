import { LETTER_EDIT_MAX, type CoverLetter } from '@cp/contracts';
import { Copy, Printer, RotateCcw, Save } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useLetterEdit } from '../../hooks/use-letter-edit.ts';
import { MODULE_TOAST_MS } from '../../utils/format.ts';
import { ClaimFlags } from '../claim-flags.tsx';
import { CoverLetterEvidence } from './cover-letter-evidence.tsx';
import { LanguageNote, PostingLanguageNote } from './letter-language-notes.tsx';
import { PrintableLetter } from './printable-letter.tsx';

type Props = {
  result: CoverLetter;
  wid: string;
  runId: string;
  savedEdit: string | null;
  onSaved: () => Promise<unknown>;
};

/** Step 9's result: the letter in an editable box whose edit is saved with the run, Revert to generated, Copy and Save as PDF. */
export function CoverLetterEditor({ result, wid, runId, savedEdit, onSaved }: Props) {
  const edit = useLetterEdit({ wid, runId, generated: result.letter, savedEdit, onSaved });
  const id = useId();
  const statusId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(edit.text);
      toast.success('Cover letter copied successfully!', { duration: MODULE_TOAST_MS });
    } catch {
      toast.error('Could not copy the letter. Select the text and copy it instead.', { duration: MODULE_TOAST_MS });
    }
  };
  return (
    <div className="space-y-6">
      <ClaimFlags flags={result.flags} />
      <Card className="p-5 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={id} className="text-base font-semibold text-ink">
            Your cover letter
          </label>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden /> Copy
            </Button>
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden /> Save as PDF
            </Button>
          </div>
        </div>
        <LanguageNote language={result.language} />
        <PostingLanguageNote postingLanguage={result.posting_language} letterLanguage={result.language} />
        {result.signature.trim() === '' && (
          <p
            role="note"
            className="mt-2 rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-amber-900"
          >
            Your resume shows no name or contact details, so the letter is not signed. Add a sign-off with your name at
            the end before you send it.
          </p>
        )}
        <p className="mt-1 text-sm text-ink-muted">
          Read it once as the hiring manager would, and change any sentence that does not sound like you. Save keeps
          your version with this letter.
        </p>
        <textarea
          id={id}
          value={edit.text}
          onChange={(e) => edit.setText(e.target.value)}
          rows={18}
          aria-describedby={statusId}
          aria-invalid={edit.isTooLong || undefined}
          className="mt-4 w-full rounded-[var(--radius-control)] border border-line-strong bg-surface p-4 font-serif text-[15px] leading-relaxed text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p id={statusId} className="text-sm">
            <span role="status" className={edit.isDirty ? 'font-medium text-warning' : 'text-ink-muted'}>
              {edit.isDirty
                ? 'Unsaved changes'
                : edit.isSaved
                  ? 'Your edited letter is saved.'
                  : 'The generated letter.'}
            </span>
            <span className={edit.isTooLong ? 'ml-2 font-medium text-danger' : 'ml-2 text-ink-subtle'}>
              {edit.text.length.toLocaleString('en-US')} / {LETTER_EDIT_MAX.toLocaleString('en-US')} characters
            </span>
          </p>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={!edit.canRevert} onClick={edit.revert}>
              <RotateCcw aria-hidden /> Revert to generated
            </Button>
            <Button size="sm" disabled={!edit.canSave} onClick={edit.save}>
              <Save aria-hidden /> {edit.isBusy ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </div>
      </Card>
      <CoverLetterEvidence evidence={result.evidence} />
      <PrintableLetter text={edit.text} />
    </div>
  );
}
