import type { TailorSource } from '@cp/contracts';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import { RadioCard, RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, serverDetail } from '../../../lib/api-client.ts';
import { parseJobPostFile } from '../api/tailor-api.ts';
import type { useSavedPosts } from '../hooks/use-saved-posts.ts';

type PostSource = Exclude<TailorSource, 'none'>;
const JOB_POST_FAILURE = "Couldn't parse that job post. Try a .txt, .pdf or .docx.";
const sourceLabels: Record<PostSource, string> = {
  workspace: "This workspace's job",
  saved: 'A saved job post',
  upload: 'Upload a job post',
  paste: 'Paste a job post',
};

/** Where the job post comes from; every choice but the workspace's job fills the text box, which the user can still edit. */
export function JobPostPicker({
  source,
  onSource,
  text,
  onText,
  saved,
  disabled,
}: {
  source: PostSource;
  onSource: (s: PostSource) => void;
  text: string;
  onText: (t: string) => void;
  saved: ReturnType<typeof useSavedPosts>;
  disabled: boolean;
}) {
  const file = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedId, setSavedId] = useState('');

  async function onFile(chosen: File | undefined) {
    if (!chosen) return;
    setReading(true);
    setProblem(null);
    try {
      onText((await parseJobPostFile(chosen)).text);
    } catch (e) {
      setProblem(e instanceof ApiError && e.status >= 500 ? JOB_POST_FAILURE : serverDetail(e, JOB_POST_FAILURE));
    } finally {
      setReading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        aria-label="Job post"
        value={source}
        onValueChange={(v) => onSource(v as PostSource)}
        className="sm:grid-cols-2"
        disabled={disabled}
      >
        {(Object.keys(sourceLabels) as PostSource[]).map((s) => (
          <RadioCard key={s} value={s}>
            {sourceLabels[s]}
          </RadioCard>
        ))}
      </RadioGroup>
      {source === 'workspace' ? (
        <p className="text-sm text-ink-muted">Uses the job posting saved in this workspace (My Documents).</p>
      ) : null}
      {source === 'saved' ? (
        saved.posts.length === 0 ? (
          <p className="text-sm text-ink-muted">
            No saved job posts yet. A post you paste or upload and tailor to is saved here (the latest 20).
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium text-ink">
              Saved job post
              <NativeSelect
                value={savedId}
                disabled={disabled}
                onChange={(e) => {
                  setSavedId(e.target.value);
                  const post = saved.posts.find((p) => p.id === e.target.value);
                  if (post) onText(post.text);
                }}
              >
                <option value="">Choose a saved post</option>
                {saved.posts.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </NativeSelect>
            </label>
            {savedId ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  saved.remove(savedId);
                  setSavedId('');
                  onText('');
                }}
              >
                Remove
              </Button>
            ) : null}
          </div>
        )
      ) : null}
      {source === 'upload' ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={file}
            type="file"
            accept=".txt,.pdf,.docx,.doc"
            className="sr-only"
            aria-label="Job post file"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Button variant="secondary" onClick={() => file.current?.click()} disabled={disabled || reading}>
            {reading ? <Spinner label="Reading the job post" /> : <FileUp />} Choose a file
          </Button>
          <span className="text-sm text-ink-muted">.txt, .pdf or .docx; its text appears below.</span>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {source !== 'workspace' ? (
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          Job post text
          <Textarea
            value={text}
            onChange={(e) => onText(e.target.value)}
            rows={6}
            disabled={disabled}
            placeholder="Paste the job post here"
          />
        </label>
      ) : null}
    </div>
  );
}
