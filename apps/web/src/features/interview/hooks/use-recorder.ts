import { offlineInterviewMessages } from '@cp/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingExtension } from '../utils/answer-checks.ts';

/** Longest recording: a spoken answer is one to three minutes; this keeps an Opus file far under 10 MB. */
export const MAX_RECORDING_SECONDS = 5 * 60;
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];

export type RecorderState = 'idle' | 'starting' | 'recording' | 'done';

/**
 * Records the microphone with MediaRecorder in the browser's own format (WebM/Opus in Chromium and
 * Firefox, MP4 in Safari) and names the file for what it is. `reset` discards the recording (a new question).
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const discard = useRef(false);

  const release = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    release();
  }, [release]);

  const start = useCallback(async () => {
    setError(null);
    setFile(null);
    setSeconds(0);
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('idle');
      setError(offlineInterviewMessages.microphone);
      return;
    }
    const mimeType = PREFERRED_TYPES.find(
      (t) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(t),
    );
    const rec = new MediaRecorder(stream.current, mimeType ? { mimeType, audioBitsPerSecond: 32_000 } : undefined);
    const chunks: Blob[] = [];
    discard.current = false;
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      if (discard.current) return;
      const type = rec.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      setFile(new File([blob], `recording.${recordingExtension(type)}`, { type: type.split(';')[0] }));
      setState('done');
    };
    recorder.current = rec;
    rec.start(1000);
    setState('recording');
    const started = Date.now();
    timer.current = window.setInterval(() => {
      const elapsed = (Date.now() - started) / 1000;
      setSeconds(elapsed);
      if (elapsed >= MAX_RECORDING_SECONDS) stop();
    }, 250);
  }, [stop]);

  const reset = useCallback(() => {
    discard.current = true;
    stop();
    setFile(null);
    setSeconds(0);
    setError(null);
    setState('idle');
  }, [stop]);

  useEffect(
    () => () => {
      discard.current = true;
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      release();
    },
    [release],
  );

  return { state, seconds, file, error, start, stop, reset };
}
