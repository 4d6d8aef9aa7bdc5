import { ANALYSIS_TEXT_MIN, analysisTooShortMessages, type DocumentKind } from '@cp/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { serverDetail } from '../../../lib/api-client.ts';
import type { AfterDocumentChange } from '../api/after-change.ts';
import { useApplyDocumentChange } from '../hooks/use-apply-document-change.ts';
import { announceDocumentUpdated } from '../../../lib/document-events.ts';
import { changeMessages, documentCopy, type DocumentChange } from '../utils/document-kinds.ts';
import { analysisUploadRules, checkUploadFile, formatCharacters } from '../utils/file-check.ts';
import { ChangeFeedback } from './change-feedback.tsx';
import { DocumentSourceTabs } from './document-source-tabs.tsx';

export type InlineDocumentUploaderProps = {
  wid: string;
  kind: DocumentKind;
  /** The stored text when it is too short to run on; '' (the default) when the document is missing. */
  storedText?: string;
  /** After the document is stored, toasted and announced: refresh what shows it (the workspace). Awaited while the uploader still shows its progress. */
  onUploaded: (kind: DocumentKind) => void | Promise<void>;
};

/** The refresh is `onUploaded`'s, called once the success is shown, so a failed refresh never reads as a failed upload. */
const refreshedByCaller: AfterDocumentChange = { onChanged: () => undefined };

/**
 * The missing (or too short) document, added from an analysis screen (docs/product/2-modules.md sections 2 and 5):
 * a PDF or DOCX file, pasted text of at least 10 characters, or for the job its link. With nothing
 * stored there is nothing to replace, so no warning dialog; a too-short stored text is replaced,
 * which the help line says.
 */
export function InlineDocumentUploader({ wid, kind, storedText = '', onUploaded }: InlineDocumentUploaderProps) {
  const copy = documentCopy[kind];
  const headingId = useId();
  const apply = useApplyDocumentChange(refreshedByCaller)[kind];
  const [pasted, setPasted] = useState('');
  const [url, setUrl] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [running, setRunning] = useState<DocumentChange['source'] | null>(null);
  const storedLength = storedText.trim().length;

  const run = async (change: DocumentChange) => {
    setError(null);
    setWarnings([]);
    setRunning(change.source);
    let found: string[];
    try {
      found = await apply(change, wid);
    } catch (failure) {
      // What was typed stays, so the user can fix it or try again.
      setError(serverDetail(failure, changeMessages[change.source].failure));
      setRunning(null);
      return;
    }
    setWarnings(found);
    if (change.source === 'text') setPasted('');
    if (change.source === 'url') setUrl('');
    toast.success(
      `${copy.docType} uploaded successfully!`,
      found.length > 0 ? { description: found.join(' ') } : undefined,
    );
    announceDocumentUpdated(kind, wid);
    try {
      await onUploaded(kind);
    } catch {
      // The document is stored; reporting a failed refresh is the caller's.
    } finally {
      setRunning(null);
    }
  };

  const onFile = (file: File) => {
    const problem = checkUploadFile(file, analysisUploadRules);
    setWarnings([]);
    setError(problem);
    if (!problem) void run({ source: 'file', file });
  };

  const onSave = () => {
    const text = pasted.trim();
    if (text.length < ANALYSIS_TEXT_MIN) {
      setError(null);
      setPasteError(analysisTooShortMessages[kind]);
      return;
    }
    void run({ source: 'text', text });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <div>
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          {storedLength > 0 ? `Replace your ${copy.noun}` : `Add your ${copy.noun}`}
        </h2>
        {storedLength > 0 ? (
          <p className="mt-0.5 text-xs text-ink-muted">
            The saved {copy.noun} has only {formatCharacters(storedLength)}. Adding one here replaces it and clears this
            workspace&apos;s module results.
          </p>
        ) : null}
      </div>
      <DocumentSourceTabs
        kind={kind}
        disabled={running !== null}
        onFile={onFile}
        paste={{
          value: pasted,
          onChange: (value) => {
            setPasted(value);
            setPasteError(null);
          },
          onSave,
          error: pasteError,
        }}
        link={{ value: url, onChange: setUrl, onFetch: () => void run({ source: 'url', url: url.trim() }) }}
        uploadRules={analysisUploadRules}
        isCompact
      />
      <ChangeFeedback
        pendingText={running ? changeMessages[running].pending : null}
        error={error}
        warnings={warnings}
      />
    </section>
  );
}
