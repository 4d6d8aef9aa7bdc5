import { analysisTooShortMessages, type DocumentKind } from '@cp/contracts';
import { ArrowRight, CircleCheck, CircleDashed } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import type { ApplyDocumentChange } from '../hooks/use-apply-document-change.ts';
import { announceDocumentUpdated } from '../../../lib/document-events.ts';
import { changeMessages, documentCopy, type DocumentChange } from '../utils/document-kinds.ts';
import {
  checkJobLink,
  checkPastedText,
  checkUploadFile,
  formatCharacters,
  formatFileSize,
} from '../utils/file-check.ts';
import { ChangeFeedback } from './change-feedback.tsx';
import { DocumentSourceTabs } from './document-source-tabs.tsx';
import { DocumentText } from './document-text.tsx';
import { ReplaceWarningDialog } from './replace-warning-dialog.tsx';

export type DocumentPanelProps = {
  kind: DocumentKind;
  wid: string;
  /** The stored text ('' when none). */
  text: string;
  completedModules: number;
  analyzePath: string;
  /** Stores a change in a workspace and answers the server's warnings about it; rejects with the server's error. */
  apply: ApplyDocumentChange;
  /** Present only when the plan allows another workspace: creates one and answers its id. */
  createWorkspaceInstead?: () => Promise<string>;
  onSwitchWorkspace: (wid: string) => void;
};

/**
 * One document of the workspace (docs/product/1-platform.md section 2, Document screens): the stored text, and a
 * file upload, pasted text or (for the job) a link to replace it, each behind the warning dialog.
 */
export function DocumentPanel({
  kind,
  wid,
  text,
  completedModules,
  analyzePath,
  apply,
  createWorkspaceInstead,
  onSwitchWorkspace,
}: DocumentPanelProps) {
  const copy = documentCopy[kind];
  const headingId = useId();
  const analyzeHintId = useId();
  const [pasted, setPasted] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [running, setRunning] = useState<DocumentChange['source'] | 'create' | null>(null);
  const [confirming, setConfirming] = useState<DocumentChange | null>(null);
  const busy = running !== null;
  // A text too short to run on (saved before this check existed, or by another client) cannot be analyzed.
  const runnable = checkPastedText(kind, text) === null;

  const run = async (change: DocumentChange, targetWid: string): Promise<boolean> => {
    setRunning(change.source);
    try {
      setWarnings(await apply(change, targetWid));
      announceDocumentUpdated(kind, targetWid);
      toast.success(changeMessages[change.source].success);
      if (change.source === 'text') setPasted('');
      if (change.source === 'url') setUrl('');
      return true;
    } catch (failure) {
      setError(serverDetail(failure, changeMessages[change.source].failure));
      return false;
    } finally {
      setRunning(null);
    }
  };

  const request = (change: DocumentChange) => {
    setError(null);
    setWarnings([]);
    const problem =
      change.source === 'text'
        ? checkPastedText(kind, change.text)
        : change.source === 'url'
          ? checkJobLink(change.url)
          : null;
    if (problem) {
      setError(problem);
      return;
    }
    // The same text again changes nothing on the server: no reset to warn about.
    if (change.source === 'text' && text && change.text.trim() === text.trim()) {
      void run(change, wid);
      return;
    }
    setConfirming(change);
  };

  const onFile = (file: File) => {
    const problem = checkUploadFile(file);
    if (problem) {
      setWarnings([]);
      setError(problem);
      return;
    }
    request({ source: 'file', file });
  };

  const continueHere = () => {
    const change = confirming;
    setConfirming(null);
    if (change) void run(change, wid);
  };

  const createInstead = createWorkspaceInstead
    ? async () => {
        const change = confirming;
        setConfirming(null);
        if (!change) return;
        setRunning('create');
        let newWid: string;
        try {
          newWid = await createWorkspaceInstead();
        } catch (failure) {
          setError(serverDetail(failure, 'Failed to create workspace.'));
          setRunning(null);
          return;
        }
        toast.success('New workspace created!');
        if (await run(change, newWid)) onSwitchWorkspace(newWid);
      }
    : undefined;

  const pendingText =
    running === 'create' ? 'Creating a new workspace…' : running ? changeMessages[running].pending : null;

  return (
    <Card className="flex flex-col">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {copy.title}
            </h2>
            <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-ink-muted">
              {text ? (
                <CircleCheck className="size-4 text-success" aria-hidden />
              ) : (
                <CircleDashed className="size-4" aria-hidden />
              )}
              {text ? `Saved · ${formatCharacters(text.length)}` : 'Not added yet'}
            </p>
          </div>
          {runnable ? (
            <Button asChild>
              <Link to={analyzePath}>
                {copy.analyzeLabel} <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : (
            <>
              <Button disabled aria-describedby={analyzeHintId}>
                {copy.analyzeLabel} <ArrowRight aria-hidden />
              </Button>
              <span id={analyzeHintId} className={text ? 'basis-full text-sm text-ink-muted' : 'sr-only'}>
                {text ? analysisTooShortMessages[kind] : `Add the ${copy.noun} first.`}
              </span>
            </>
          )}
        </div>

        <DocumentText text={text} label={`Current ${copy.noun} text`} emptyHint={copy.emptyHint} />

        <div className="space-y-3 border-t border-line pt-4">
          <h3 className="text-sm font-semibold text-ink">
            {text ? `Replace the ${copy.noun}` : `Add the ${copy.noun}`}
          </h3>
          <DocumentSourceTabs
            kind={kind}
            disabled={busy}
            onFile={onFile}
            paste={{
              value: pasted,
              onChange: setPasted,
              onSave: () => request({ source: 'text', text: pasted.trim() }),
            }}
            link={{ value: url, onChange: setUrl, onFetch: () => request({ source: 'url', url: url.trim() }) }}
          />
          <ChangeFeedback pendingText={pendingText} error={error} warnings={warnings} />
        </div>
      </section>
      <ReplaceWarningDialog
        open={confirming !== null}
        noun={copy.noun}
        hasDocument={Boolean(text)}
        completedModules={completedModules}
        changeLabel={confirming ? describeChange(confirming) : ''}
        onCreateInstead={createInstead ? () => void createInstead() : undefined}
        onContinue={continueHere}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}

function describeChange(change: DocumentChange): string {
  if (change.source === 'file') return `File: ${change.file.name} (${formatFileSize(change.file.size)})`;
  if (change.source === 'text') return `Pasted text (${formatCharacters(change.text.length)})`;
  return `Link: ${change.url}`;
}
