import { useCallback, useEffect, useState } from 'react';

/** speechSynthesis where the browser has voices (Chromium on Linux often has none); the text is on screen either way. */
export function useSpeechSynthesis(lang: string) {
  const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
  const [voiceCount, setVoiceCount] = useState(() => synth?.getVoices().length ?? 0);
  useEffect(() => {
    if (!synth) return;
    const update = () => setVoiceCount(synth.getVoices().length);
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, [synth]);

  const cancel = useCallback(() => synth?.cancel(), [synth]);
  /** Speaks the text; resolves when it has been said (at once when there is no voice). */
  const speak = useCallback(
    (text: string) =>
      new Promise<void>((resolve) => {
        if (!synth || synth.getVoices().length === 0) {
          resolve();
          return;
        }
        synth.cancel();
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = lang;
        const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang.slice(0, 2).toLowerCase()));
        if (voice) utterance.voice = voice;
        utterance.onend = () => resolve();
        utterance.onerror = () => resolve();
        synth.speak(utterance);
      }),
    [synth, lang],
  );
  useEffect(() => () => synth?.cancel(), [synth]);
  return { canSpeak: voiceCount > 0, speak, cancel };
}
