import { DOCUMENT_TEXT_MAX, type DocumentKind } from '@cp/contracts';
import { ArrowRight, CircleCheck, CircleDashed, FileText, Link2, LoaderCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { announceDocumentUpdated, changeMessages, documentCopy, type DocumentChange } from '../utils/document-kinds.ts';
import { checkUploadFile, formatCharacters, formatFileSize } from '../utils/file-check.ts';
import { DocumentText } from './document-text.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { ReplaceWarningDialog } from './replace-warning-dialog.tsx';

export type DocumentPanelProps = {
  kind: DocumentKind;
  wid: string;
  /** The stored text ('' when none). */
  text: string;
  completedModules: number;
  analyzePath: string;
  /** Stores a change in a workspace and answers the server's warnings about it; rejects with the server's error. */
  apply: (change: DocumentChange, wid: string) => Promise<string[]>;
  /** Present only when the plan allows another workspace: creates one and answers its id. */
  createWorkspaceInstead?: () => Promise<string>;
  onSwitchWorkspace: (wid: string) => void;
};

/**
 * One document of the workspace (spec 1 section 2, Document screens): the stored text, and a
 * file upload, pasted text or (for the job) a link to replace it, each behind the warning dialog.
 */
export function DocumentPanel({ kind, wid, text, completedModules, analyzePath, apply, createWorkspaceInstead, onSwitchWorkspace }: DocumentPanelProps) {
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

  const pendingText = running === 'create' ? 'Creating a new workspace…' : running ? changeMessages[running].pending : null;

  return (
    <Card className="flex flex-col">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {copy.title}
            </h2>
            <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-ink-muted">
              {text ? <CircleCheck className="size-4 text-success" aria-hidden /> : <CircleDashed className="size-4" aria-hidden />}
              {text ? `Saved · ${formatCharacters(text.length)}` : 'Not added yet'}
            </p>
          </div>
          {text ? (
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
              <span id={analyzeHintId} className="sr-only">
                Add the {copy.noun} first.
              </span>
            </>
          )}
        </div>

        <DocumentText text={text} label={`Current ${copy.noun} text`} emptyHint={copy.emptyHint} />

        <div className="space-y-3 border-t border-line pt-4">
          <h3 className="text-sm font-semibold text-ink">{text ? `Replace the ${copy.noun}` : `Add the ${copy.noun}`}</h3>
          <Tabs defaultValue="file">
            <TabsList aria-label={`How to add the ${copy.noun}`}>
              <TabsTrigger value="file">Upload file</TabsTrigger>
              <TabsTrigger value="text">Paste text</TabsTrigger>
              {kind === 'jd' ? <TabsTrigger value="url">From a link</TabsTrigger> : null}
            </TabsList>
            <TabsContent value="file" className="mt-3">
              <FileDropZone label={`Upload ${copy.noun} file`} disabled={busy} onFile={onFile} />
            </TabsContent>
            <TabsContent value="text" className="mt-3">
              <PasteForm label={copy.pasteLabel} placeholder={copy.pastePlaceholder} value={pasted} onChange={setPasted} disabled={busy} onSave={() => request({ source: 'text', text: pasted.trim() })} />
            </TabsContent>
            {kind === 'jd' ? (
              <TabsContent value="url" className="mt-3">
                <UrlForm value={url} onChange={setUrl} disabled={busy} onFetch={() => request({ source: 'url', url: url.trim() })} />
              </TabsContent>
            ) : null}
          </Tabs>
          {pendingText ? <PendingLine>{pendingText}</PendingLine> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          {warnings.length > 0 ? (
            <Alert tone="info">
              <p>Saved, with a note from the text extraction:</p>
              <ul className="mt-1 list-disc pl-4 font-normal">
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
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

function PendingLine({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
        <LoaderCircle className="size-4 animate-spin text-brand-700" aria-hidden />
        {children}
      </p>
      <div aria-hidden className="h-1 overflow-hidden rounded-full bg-brand-100">
        <div className="h-full w-1/3 animate-indeterminate rounded-full bg-brand-600" />
      </div>
    </div>
  );
}

function PasteForm({ label, placeholder, value, onChange, disabled, onSave }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; disabled: boolean; onSave: () => void }) {
  const id = useId();
  const empty = value.trim() === '';
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !disabled) onSave();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Textarea id={id} rows={8} value={value} maxLength={DOCUMENT_TEXT_MAX} placeholder={placeholder} disabled={disabled} onChange={(event) => onChange(event.target.value)} className="resize-y" />
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-ink-muted tabular-nums">{formatCharacters(value.length)}</span>
        <Button type="submit" disabled={empty || disabled}>
          <FileText aria-hidden /> Save
        </Button>
      </div>
    </form>
  );
}

function UrlForm({ value, onChange, disabled, onFetch }: { value: string; onChange: (value: string) => void; disabled: boolean; onFetch: () => void }) {
  const id = useId();
  const hintId = useId();
  const empty = value.trim() === '';
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !disabled) onFetch();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Job posting link
      </label>
      <div className="flex gap-2">
        <Input id={id} type="url" inputMode="url" value={value} placeholder="https://…" disabled={disabled} aria-describedby={hintId} onChange={(event) => onChange(event.target.value)} />
        <Button type="submit" disabled={empty || disabled}>
          <Link2 aria-hidden /> Fetch
        </Button>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        The posting&apos;s text is read from the page and saved as the job description.
      </p>
    </form>
  );
}
