import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API used here (Chrome, Edge and Safari; Firefox has none). */
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult:
    | ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * The browser's own speech recognition, writing the transcript live while the user records. Where it
 * does not exist, or fails (no network, refused), `isAvailable` turns false and the user types instead.
 */
export function useSpeechRecognition(lang = 'en-US') {
  const [isAvailable, setIsAvailable] = useState(() => recognitionConstructor() !== null);
  const [isListening, setIsListening] = useState(false);
  const [finalText, setFinalText] = useState('');
  const [interim, setInterim] = useState('');
  const recognition = useRef<Recognition | null>(null);

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setIsListening(false);
    setInterim('');
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionConstructor();
    if (!Ctor) return;
    const rec = new Ctor();
    rec.continuous = true;
    rec.interimResults = true;
    rec.lang = lang;
    rec.onresult = (event) => {
      let added = '';
      let pending = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) added += `${result[0].transcript.trim()} `;
        else pending += result[0].transcript;
      }
      if (added) setFinalText((text) => `${text}${added}`);
      setInterim(pending);
    };
    rec.onerror = (event) => {
      if (
        event.error === 'not-allowed' ||
        event.error === 'service-not-allowed' ||
        event.error === 'network' ||
        event.error === 'audio-capture'
      )
        setIsAvailable(false);
    };
    rec.onend = () => setIsListening(false);
    recognition.current = rec;
    try {
      rec.start();
      setIsListening(true);
    } catch {
      setIsAvailable(false);
    }
  }, [lang]);

  const reset = useCallback(() => {
    stop();
    setFinalText('');
  }, [stop]);

  useEffect(() => () => recognition.current?.stop(), []);

  return {
    isAvailable,
    isListening,
    transcript: finalText.trim(),
    interim,
    setTranscript: setFinalText,
    start,
    stop,
    reset,
  };
}
