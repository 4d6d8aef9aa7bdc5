import { emptyResumeDocument, type BuilderImportResponse } from '@cp/contracts';
import { FileJson, FilePlus2, FileUp, FolderInput } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, serverDetail } from '../../../lib/api-client.ts';
import { importJsonResume, importWorkspaceResume, parseResumeFile } from '../api/builder-api.ts';
import {
  PARSE_FAILURE_MESSAGE,
  readJsonResumeFile,
  RESUME_UPLOAD_ACCEPT,
  resumeFileProblem,
} from '../utils/upload-check.ts';
import { ReviewPanel } from './review-panel.tsx';

type Pending = { result: BuilderImportResponse; source: string };

function Choice({
  icon,
  title,
  text,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-left transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60"
    >
      <span className="mt-0.5 text-brand-700 [&_svg]:size-5" aria-hidden>
        {icon}
      </span>
      <span>
        <span className="block font-medium text-ink">{title}</span>
        <span className="block text-sm text-ink-muted">{text}</span>
      </span>
    </button>
  );
}

/** Step 1, Start: upload, the workspace resume, a JSON Resume or an empty page; every import is reviewed before it replaces anything. */
export function StartPanel({
  wid,
  hasDocument,
  onUse,
}: {
  wid: string;
  hasDocument: boolean;
  onUse: (doc: BuilderImportResponse['doc']) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirmScratch, setConfirmScratch] = useState(false);
  const upload = useRef<HTMLInputElement>(null);
  const json = useRef<HTMLInputElement>(null);

  async function run(label: string, source: string, work: () => Promise<BuilderImportResponse>, fallback: string) {
    setBusy(label);
    setError(null);
    try {
      setPending({ result: await work(), source });
    } catch (e) {
      setError(e instanceof ApiError && e.status >= 500 ? fallback : serverDetail(e, fallback));
    } finally {
      setBusy(null);
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = resumeFileProblem(file);
    if (problem) return setError(problem);
    await run('upload', file.name, () => parseResumeFile(file), PARSE_FAILURE_MESSAGE);
  }

  async function onJson(file: File | undefined) {
    if (!file) return;
    const read = await readJsonResumeFile(file);
    if (!read.ok) return setError(read.message);
    await run('json', file.name, () => importJsonResume(read.json), 'Failed to import this JSON Resume.');
  }

  if (pending) {
    return (
      <ReviewPanel
        result={pending.result}
        source={pending.source}
        replacing={hasDocument}
        onCancel={() => setPending(null)}
        onAccept={() => {
          onUse(pending.result.doc);
          setPending(null);
        }}
      />
    );
  }

  if (confirmScratch) {
    return (
      <section aria-labelledby="scratch-heading" className="flex flex-col gap-3">
        <h2 id="scratch-heading" className="text-lg font-semibold text-ink">
          Start from an empty page?
        </h2>
        <p className="text-sm text-ink-muted">
          This replaces the document in the builder. Save a version first (Export step) if you want to come back to it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              setConfirmScratch(false);
              onUse(emptyResumeDocument());
            }}
          >
            Start from Scratch
          </Button>
          <Button variant="secondary" onClick={() => setConfirmScratch(false)}>
            Cancel
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="start-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="start-heading" className="text-lg font-semibold text-ink">
          Start your resume
        </h2>
        <p className="text-sm text-ink-muted">
          Read an existing resume or begin with an empty page. You see what was read before anything is replaced.
        </p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Reading your resume…
        </p>
      ) : null}
      <div className="grid gap-3">
        <Choice
          icon={<FileUp />}
          title="Upload Resume"
          text="A .pdf, .doc, .docx or .txt file, up to 10 MB."
          disabled={busy !== null}
          onClick={() => upload.current?.click()}
        />
        <Choice
          icon={<FolderInput />}
          title="Import from Workspace CV"
          text="The resume saved in this workspace."
          disabled={busy !== null}
          onClick={() =>
            void run(
              'workspace',
              'your workspace resume',
              () => importWorkspaceResume(wid),
              'Failed to import Resume from workspace...',
            )
          }
        />
        <Choice
          icon={<FileJson />}
          title="Import JSON Resume"
          text="A resume.json from jsonresume.org or another builder."
          disabled={busy !== null}
          onClick={() => json.current?.click()}
        />
        <Choice
          icon={<FilePlus2 />}
          title="Start from Scratch"
          text="Empty sections in the usual order."
          disabled={busy !== null}
          onClick={() => (hasDocument ? setConfirmScratch(true) : onUse(emptyResumeDocument()))}
        />
      </div>
      <input
        ref={upload}
        type="file"
        accept={RESUME_UPLOAD_ACCEPT}
        className="sr-only"
        aria-label="Resume file to upload"
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          void onFile(f);
        }}
      />
      <input
        ref={json}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        aria-label="JSON Resume file to import"
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          void onJson(f);
        }}
      />
    </section>
  );
}
