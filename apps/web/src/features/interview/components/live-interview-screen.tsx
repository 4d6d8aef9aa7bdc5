import {
  liveInterviewMessages as say,
  LIVE_ANSWER_MAX,
  StoredLiveRunSchema,
  type LiveInterviewer,
} from '@cp/contracts';
import { X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { PlainMarkdown } from '../../../components/ui/plain-markdown.tsx';
import { useLiveSession } from '../hooks/use-live-session.ts';
import { useMicrophoneCheck } from '../hooks/use-microphone-check.ts';
import { BusyOverlay } from './busy-overlay.tsx';
import { CountdownRing, MicButton, StatusPill } from './live-controls.tsx';
import { LiveHowItWorks } from './live-how-it-works.tsx';
import { LiveSettings, speechLang, type LiveSettingsValue } from './live-settings.tsx';
import { LiveTranscript } from './live-transcript.tsx';

export type LiveInterviewScreenProps = {
  wid: string;
  interviewer: LiveInterviewer;
  /** The newest stored Live Interview run (its feedback is shown until a new session ends). */
  latest: { result: unknown } | undefined;
  /** Credits per session length, from the server. */
  costOf: (minutes: number) => number;
  /** The route's uploader for missing documents, when one is missing. */
  documentsPrompt?: ReactNode;
  /** The credit banner for a session of this many minutes (null when credits cover it). */
  creditBanner: (minutes: number) => ReactNode;
  /** A 402 or 403 on start: the route's credit gate or upgrade path; true when it handled it. */
  onStartError: (error: unknown) => boolean;
  /** The session's transcript and feedback were saved in the workspace (refresh its progress). */
  onSaved?: () => void;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName));

/** Live Interview Practice (step 8, docs/product/2-modules.md sections 2, 4, 5). */
export function LiveInterviewScreen(props: LiveInterviewScreenProps) {
  const [settings, setSettings] = useState<LiveSettingsValue>({
    minutes: 5,
    focus: 'behavioral',
    language: 'en',
    style: 'practice',
  });
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const microphone = useMicrophoneCheck();
  const live = useLiveSession({
    wid: props.wid,
    speechLang: props.interviewer === 'browser' ? 'en-US' : speechLang[settings.language],
    onStartError: props.onStartError,
    onSaved: props.onSaved,
  });
  const idle = live.state === 'idle';
  const interview = live.state === 'interview';
  const needsMic = props.interviewer === 'realtime';
  const banner = idle ? props.creditBanner(settings.minutes) : null;
  const stored = StoredLiveRunSchema.safeParse(props.latest?.result);
  const feedback = live.feedback ?? (idle && stored.success ? stored.data.feedback : null);
  const rehearsal = (live.session?.style ?? settings.style) === 'rehearsal';

  // Space toggles the mic (docs/product/2-modules.md section 2), except while typing in a field or on a button
  const { toggleMic } = live;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || isTyping(event.target)) return;
      event.preventDefault();
      toggleMic();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleMic]);

  const sendTyped = async () => {
    if (await live.answer(typed, 'typed')) setTyped('');
  };
  const ready = !props.documentsPrompt && (!needsMic || microphone === 'available');

  return (
    <div className="space-y-6">
      {live.state === 'connecting' ? <BusyOverlay text={say.connecting} /> : null}
      <p className="text-sm text-ink-muted">
        {props.interviewer === 'realtime'
          ? 'Interviewer: an AI interviewer (OpenAI realtime) speaks with you in real time.'
          : "Interviewer: Career Prep's built-in interviewer. It is not a live AI: it asks prepared questions from your documents, follows up on thin answers and grades with the same rubric as the Offline Interview."}
      </p>
      {live.message ? (
        <Alert tone={live.message.tone} className="pr-2">
          <div className="flex items-start gap-2">
            <span className="flex-1">{live.message.text}</span>
            <button
              type="button"
              onClick={live.dismissMessage}
              aria-label="Dismiss message"
              className="rounded p-0.5 hover:bg-black/5"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        </Alert>
      ) : null}
      {props.documentsPrompt}
      {banner}
      <Card className="space-y-5 p-5">
        <LiveSettings value={settings} onChange={setSettings} disabled={!idle} costOf={props.costOf} />
        {props.interviewer === 'browser' && settings.language !== 'en' && idle ? (
          <Alert tone="info">
            The built-in interviewer asks, listens and grades in English only. Other languages need the AI interviewer
            (a server with OPENAI_API_KEY).
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StatusPill state={live.state} />
          {microphone === 'unavailable' ? (
            <Alert tone="error" className="py-1.5">
              {say.microphoneUnavailable}
              {needsMic ? '' : ': type your answers instead.'}
            </Alert>
          ) : ready ? (
            <span className="text-sm font-medium text-success">{say.allSet}</span>
          ) : null}
        </div>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center sm:gap-10">
          <CountdownRing
            left={live.countdown ?? settings.minutes * 60}
            total={(live.session?.minutes ?? settings.minutes) * (live.session?.minute_seconds ?? 60)}
          />
          <div className="flex flex-col items-center gap-2">
            <MicButton
              on={live.micOn}
              disabled={!interview || live.micLocked || !live.canListen || (needsMic && microphone !== 'available')}
              onToggle={live.toggleMic}
              label={live.micOn ? 'Stop answering (Space)' : 'Answer by voice (Space)'}
            />
            <span className="text-xs text-ink-muted">
              {!interview
                ? 'Start the interview to answer'
                : live.micLocked
                  ? 'Microphone disabled'
                  : !live.canListen
                    ? 'No speech recognition here: type below'
                    : live.micOn
                      ? 'Listening… press again when done'
                      : 'Press to answer'}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          {idle ? (
            <Button onClick={() => void live.start(settings)} disabled={!ready || Boolean(banner)}>
              Start interview
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                onClick={() => void live.getFeedback()}
                disabled={!interview || live.micLocked || rehearsal}
              >
                Get feedback
              </Button>
              <Button variant="danger" onClick={() => void live.end('user')} disabled={!interview}>
                End interview
              </Button>
            </>
          )}
        </div>
        {rehearsal && interview ? (
          <p className="text-center text-xs text-ink-muted">
            Screening rehearsal: feedback comes when the interview ends.
          </p>
        ) : null}
        {!live.canSpeak && interview && props.interviewer === 'browser' ? (
          <p className="text-center text-xs text-ink-muted">
            This browser has no voice to speak with: read the interviewer&apos;s lines below.
          </p>
        ) : null}
        <LiveTranscript lines={live.lines} heard={live.heard} />
        {interview && live.session?.interviewer === 'browser' ? (
          <div className="space-y-1.5">
            <label htmlFor={typedId} className="block text-sm font-medium text-ink">
              Type your answer
            </label>
            <Textarea
              id={typedId}
              rows={3}
              maxLength={LIVE_ANSWER_MAX}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              disabled={live.sending || live.micLocked}
            />
            <Button
              size="sm"
              onClick={() => void sendTyped()}
              disabled={live.sending || live.micLocked || typed.trim().length === 0}
            >
              Send answer
            </Button>
          </div>
        ) : null}
      </Card>
      {feedback ? (
        <Card className="space-y-3 p-5">
          <h2 className="text-lg font-semibold text-ink">Interview feedback</h2>
          <PlainMarkdown text={feedback.markdown} relaxed />
        </Card>
      ) : null}
      <LiveHowItWorks interviewer={props.interviewer} style={settings.style} />
    </div>
  );
}
