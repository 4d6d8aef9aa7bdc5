import {
  liveInterviewMessages as say,
  type LiveEndResponse,
  type LiveSessionFeedback,
  type LiveStartResponse,
} from '@cp/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverDetail } from '../../../lib/api-client.ts';
import { announceCreditsChanged } from '../../../lib/credits-events.ts';
import {
  endLiveInterview,
  registerRealtimeCall,
  requestLiveFeedback,
  sendLiveAnswer,
  sendRealtimeLine,
  startLiveInterview,
  type StartLiveInput,
} from '../api/live-interview.ts';
import { connectRealtime, type RealtimeConnection } from '../utils/realtime-connection.ts';
import { useCountdown } from './use-countdown.ts';
import { useSpeechRecognition } from './use-speech-recognition.ts';
import { useSpeechSynthesis } from './use-speech-synthesis.ts';

export type LiveState = 'idle' | 'connecting' | 'interview';
export type LiveLine = { role: 'interviewer' | 'candidate'; text: string; kind?: string };
export type LiveMessage = { text: string; tone: 'info' | 'error' | 'success' };

/**
 * One live interview (docs/product/2-modules.md section 4): idle -> connecting -> interview -> idle. The built-in
 * interviewer speaks its lines where the browser has voices (text always on screen) and hears answers
 * through the browser's speech recognition where it exists, else typed; the realtime interviewer runs
 * over WebRTC. The server keeps the clock and the credits; the countdown shows its seconds left.
 */
export function useLiveSession(options: {
  wid: string;
  speechLang: string;
  onStartError(error: unknown): boolean;
  /** The session's run was saved in the workspace. */ onSaved?: () => void;
}) {
  const [state, setState] = useState<LiveState>('idle');
  const [session, setSession] = useState<LiveStartResponse | null>(null);
  const [lines, setLines] = useState<LiveLine[]>([]);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [micOn, setMicOn] = useState(false);
  const [micLocked, setMicLocked] = useState(false);
  const [message, setMessage] = useState<LiveMessage | null>(null);
  const [feedback, setFeedback] = useState<LiveSessionFeedback | null>(null);
  const [ended, setEnded] = useState<LiveEndResponse | null>(null);
  const [sending, setSending] = useState(false);
  const speech = useSpeechRecognition(options.speechLang);
  const voice = useSpeechSynthesis(options.speechLang);
  const realtime = useRef<RealtimeConnection | null>(null);
  const sid = session?.session_id ?? null;
  const add = useCallback((line: LiveLine) => setLines((all) => [...all, line]), []);

  const stopEverything = useCallback(() => {
    speech.stop();
    voice.cancel();
    realtime.current?.close();
    realtime.current = null;
    setMicOn(false);
    setMicLocked(false);
    setSecondsLeft(null);
  }, [speech, voice]);

  const end = useCallback(
    async (reason: 'user' | 'time_up' | 'failed') => {
      if (!sid) return;
      stopEverything();
      setState('idle');
      setSession(null);
      if (reason === 'time_up') setMessage({ text: say.timeUp, tone: 'info' });
      try {
        const result = await endLiveInterview(sid, reason);
        setEnded(result);
        if (result.feedback) setFeedback(result.feedback);
        setMessage({ text: result.message, tone: reason === 'failed' ? 'error' : 'info' });
        if (result.feedback) options.onSaved?.();
      } catch (error) {
        setMessage({
          text: serverDetail(
            error,
            'The interview ended, but the server could not be told. It ends the session itself at its length.',
          ),
          tone: 'error',
        });
      } finally {
        announceCreditsChanged();
      }
    },
    [sid, stopEverything, options],
  );

  const countdown = useCountdown(secondsLeft, () => void end('time_up'));

  const interviewerSays = useCallback(
    async (text: string, kind?: string) => {
      add({ role: 'interviewer', text, kind });
      await voice.speak(text);
    },
    [add, voice],
  );

  const start = useCallback(
    async (settings: Omit<StartLiveInput, 'wid'>) => {
      setState('connecting');
      setMessage(null);
      setFeedback(null);
      setEnded(null);
      setLines([]);
      let started: LiveStartResponse;
      try {
        started = await startLiveInterview({ ...settings, wid: options.wid });
      } catch (error) {
        setState('idle');
        if (!options.onStartError(error)) setMessage({ text: serverDetail(error, say.unavailable), tone: 'error' });
        announceCreditsChanged();
        return;
      }
      announceCreditsChanged();
      setSession(started);
      if (started.interviewer === 'realtime') {
        if (!started.client_secret || !started.calls_url) {
          setMessage({ text: say.missingSecret, tone: 'error' });
          setState('idle');
          await endLiveInterview(started.session_id, 'failed').catch(() => undefined);
          return;
        }
        try {
          realtime.current = await connectRealtime({
            callsUrl: started.calls_url,
            secret: started.client_secret,
            events: {
              onLine: (role, text) => {
                add({ role, text });
                void sendRealtimeLine(started.session_id, role, text).catch(() => undefined);
              },
              onResponseDone: () => setMicLocked(false),
              onError: (text) => setMessage({ text: `${say.realtimeError}: ${text}`, tone: 'error' }),
            },
          });
          if (realtime.current.callId)
            await registerRealtimeCall(started.session_id, realtime.current.callId).catch(() => undefined);
          setMicOn(true);
        } catch {
          setState('idle');
          setSession(null);
          setMessage({ text: say.unavailable, tone: 'error' });
          await endLiveInterview(started.session_id, 'failed').catch(() => undefined);
          announceCreditsChanged();
          return;
        }
      }
      setState('interview');
      setSecondsLeft(started.seconds_left);
      if (started.interviewer === 'browser') void interviewerSays(started.greeting, 'question');
    },
    [options, add, interviewerSays],
  );

  /** An answer to the built-in interviewer; its reply (a follow-up, the next question or the close) is shown and spoken. */
  const answer = useCallback(
    async (text: string, source: 'speech' | 'typed') => {
      if (!sid || !text.trim()) return false;
      add({ role: 'candidate', text: text.trim() });
      setSending(true);
      try {
        const reply = await sendLiveAnswer(sid, text.trim(), source);
        void interviewerSays(reply.say, reply.kind);
        return true;
      } catch (error) {
        setMessage({ text: serverDetail(error, 'Your answer could not be sent. Please try again.'), tone: 'error' });
        if (serverDetail(error, '') === say.timeUp) void end('time_up');
        return false;
      } finally {
        setSending(false);
      }
    },
    [sid, add, interviewerSays, end],
  );

  /** The mic button (Space toggles it): listening on; off again sends what was heard as the answer. */
  const toggleMic = useCallback(() => {
    if (state !== 'interview' || micLocked) return;
    if (realtime.current) {
      realtime.current.setMicEnabled(!micOn);
      setMicOn(!micOn);
      return;
    }
    if (!micOn) {
      voice.cancel();
      speech.reset();
      speech.start();
      setMicOn(true);
    } else {
      const heard = `${speech.transcript} ${speech.interim}`.trim();
      speech.stop();
      setMicOn(false);
      if (heard) void answer(heard, 'speech');
    }
  }, [state, micLocked, micOn, speech, voice, answer]);

  const getFeedback = useCallback(async () => {
    if (!sid) return;
    setMicLocked(true);
    setMessage({ text: say.feedbackMuted, tone: 'info' });
    if (micOn) {
      speech.stop();
      setMicOn(false);
    }
    if (realtime.current) {
      realtime.current.setMicEnabled(false);
      realtime.current.say('give feedback');
      return;
    }
    try {
      const result = await requestLiveFeedback(sid);
      setFeedback(result.feedback);
      options.onSaved?.();
      await interviewerSays(result.feedback.spoken, 'feedback');
    } catch (error) {
      setMessage({ text: serverDetail(error, say.feedbackFailed), tone: 'error' });
    } finally {
      setMicLocked(false);
    }
  }, [sid, micOn, speech, interviewerSays, options]);

  useEffect(() => () => realtime.current?.close(), []);

  return {
    state,
    session,
    lines,
    countdown,
    micOn,
    micLocked,
    message,
    feedback,
    ended,
    sending,
    canListen: session?.interviewer === 'realtime' || speech.isAvailable,
    canSpeak: voice.canSpeak,
    heard: micOn ? `${speech.transcript} ${speech.interim}`.trim() : '',
    start,
    answer,
    toggleMic,
    getFeedback,
    end,
    dismissMessage: () => setMessage(null),
  };
}
