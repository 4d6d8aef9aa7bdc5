import { FileAudio } from 'lucide-react';
import { useId, useState } from 'react';
import { uploadProblem } from '../utils/answer-checks.ts';

/** 'Upload Audio': a WAV or MP3 file, checked here by its bytes, name and size before it is sent. */
export function AudioUpload({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Audio file (WAV or MP3, up to 10 MB)
      </label>
      <input
        id={id}
        type="file"
        accept=".wav,.mp3,audio/wav,audio/x-wav,audio/mpeg"
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-[var(--radius-control)] file:border file:border-line-strong file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-surface-muted"
        onChange={(e) => {
          const input = e.target;
          const picked = input.files?.[0] ?? null;
          if (!picked) return onChange(null);
          void uploadProblem(picked).then((problem) => {
            setError(problem);
            onChange(problem ? null : picked);
            if (problem) input.value = '';
          });
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : file ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <FileAudio className="size-4" aria-hidden /> {file.name} ({(file.size / 1024 / 1024).toFixed(1)} MB)
        </p>
      ) : null}
    </div>
  );
}
