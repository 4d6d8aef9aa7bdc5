import { Mic, Square, RotateCcw } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { useRecorder } from '../hooks/use-recorder.ts';
import { formatClock } from '../utils/answer-checks.ts';

type Recorder = ReturnType<typeof useRecorder>;

/**
 * 'Record Audio': start and stop, the mm:ss timer (docs/product/2-modules.md section 2), and the recording to play
 * back.
 */
export function AudioRecorder({
  recorder,
  onStart,
  onStop,
  disabled,
}: {
  recorder: Recorder;
  onStart?: () => void;
  onStop?: () => void;
  disabled?: boolean;
}) {
  const url = useMemo(() => (recorder.file ? URL.createObjectURL(recorder.file) : null), [recorder.file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const isRecording = recorder.state === 'recording';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {isRecording ? (
          <Button
            type="button"
            variant="danger"
            onClick={() => {
              recorder.stop();
              onStop?.();
            }}
          >
            <Square className="size-4" aria-hidden /> Stop recording
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            disabled={disabled || recorder.state === 'starting'}
            onClick={() => {
              onStart?.();
              void recorder.start();
            }}
          >
            {recorder.file ? <RotateCcw className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
            {recorder.file ? 'Record again' : 'Start recording'}
          </Button>
        )}
        <span
          className="font-mono text-lg tabular-nums text-ink"
          role="timer"
          aria-label={`Recording time ${formatClock(recorder.seconds)}`}
        >
          {formatClock(recorder.seconds)}
        </span>
        {isRecording ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-danger">
            <span className="size-2 animate-pulse rounded-full bg-danger" aria-hidden /> Recording
          </span>
        ) : null}
      </div>
      {recorder.error ? (
        <p role="alert" className="text-sm text-danger">
          {recorder.error}
        </p>
      ) : null}
      {url && recorder.file ? (
        <div className="space-y-1">
          <audio controls src={url} className="w-full" aria-label="Your recording" />
          <p className="text-xs text-ink-subtle">
            Saved as {recorder.file.name} ({Math.max(1, Math.round(recorder.file.size / 1024))} KB).
          </p>
        </div>
      ) : null}
    </div>
  );
}
