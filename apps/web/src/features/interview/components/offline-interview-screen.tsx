import {
  AnswerFeedbackSchema,
  DeliveryMetricsSchema,
  StoredOfflineTranscriptSchema,
  type OfflineFeedbackResponse,
} from '@cp/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/state-panel.tsx';
import { useInterviewCapabilities } from '../api/get-interview-capabilities.ts';
import { useSubmitAnswer } from '../api/submit-answer.ts';
import { useRecorder } from '../hooks/use-recorder.ts';
import { useSpeechRecognition } from '../hooks/use-speech-recognition.ts';
import { answerProblem, type AnswerMethod } from '../utils/answer-checks.ts';
import { questionGroups } from '../utils/question-list.ts';
import { AnswerFeedbackPanel, type ShownFeedback } from './answer-feedback.tsx';
import { AnswerMethodChoice } from './answer-method.tsx';
import { AudioRecorder } from './audio-recorder.tsx';
import { AudioUpload } from './audio-upload.tsx';
import { BusyOverlay } from './busy-overlay.tsx';
import { QuestionPicker } from './question-picker.tsx';
import { TranscriptBox } from './transcript-box.tsx';
import { TypedAnswer } from './typed-answer.tsx';

export type StoredFeedbackRun = { run_id: string; result: unknown; transcript?: unknown; metrics?: unknown };

export type OfflineInterviewScreenProps = {
  wid: string;
  /** The workspace's newest Interview Questions result (module 5), if any. */
  storedQuestions: unknown;
  /** The newest Offline Interview run, shown until a new answer is graded. */
  latest: StoredFeedbackRun | undefined;
  /** Regenerate Questions (module 5, 1 credit); the route runs it and says how it went. */
  regenerate: { run: () => void; isRunning: boolean; isDisabled: boolean };
  links: { questions: string; home: string };
  /** The route's missing-document prompt and its 'Out of credits' notice, when they apply. */
  documentsPrompt?: ReactNode;
  creditShortage?: ReactNode;
  onSubmitStart?: () => void;
  onSubmitted: (answer: OfflineFeedbackResponse) => Promise<unknown>;
  onSubmitError: (error: unknown) => void;
};

function storedFeedback(latest: StoredFeedbackRun | undefined): ShownFeedback | null {
  if (!latest) return null;
  const feedback = AnswerFeedbackSchema.safeParse(latest.result);
  if (!feedback.success) return null;
  const metrics = DeliveryMetricsSchema.safeParse(latest.metrics);
  const transcript = StoredOfflineTranscriptSchema.safeParse(latest.transcript);
  const source = transcript.success ? transcript.data.source : 'none';
  return {
    feedback: feedback.data,
    metrics: metrics.success ? metrics.data : null,
    transcript: transcript.success && source !== 'typed' ? transcript.data.text : null,
    transcriptSource: source,
  };
}

/**
 * Offline Interview (step 6, docs/product/2-modules.md sections 2, 4 and 5): pick a question, answer it typed or
 * spoken, get the rubric's feedback.
 */
export function OfflineInterviewScreen(props: OfflineInterviewScreenProps) {
  const groups = questionGroups(props.storedQuestions);
  const [picked, setQuestion] = useState('');
  // Regenerated questions may no longer hold the picked one: then none is picked
  const question = groups.some((g) => g.questions.some((q) => q.question === picked)) ? picked : '';
  const [method, setMethod] = useState<AnswerMethod>('type');
  const [typed, setTyped] = useState('');
  const [upload, setUpload] = useState<File | null>(null);
  const [editedTranscript, setEditedTranscript] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ShownFeedback | null>(null);
  const recorder = useRecorder();
  const speech = useSpeechRecognition();
  const capabilities = useInterviewCapabilities().data;
  const submit = useSubmitAnswer({
    onSuccess: async (answer) => {
      setFresh({
        feedback: answer.feedback,
        metrics: answer.metrics,
        transcript: answer.transcript,
        transcriptSource: answer.transcript_source,
      });
      await props.onSubmitted(answer);
    },
    onError: props.onSubmitError,
  });
  const shown = fresh ?? storedFeedback(props.latest);
  const audio = method === 'upload' ? upload : method === 'record' ? recorder.file : null;
  const transcript = editedTranscript ?? speech.transcript;
  const busy = submit.isPending || props.regenerate.isRunning;

  // docs/product/2-modules.md section 4: a new question clears the typed answer, the audio file and any recording in
  // progress.
  const pickQuestion = (next: string) => {
    setQuestion(next);
    setTyped('');
    setUpload(null);
    recorder.reset();
    speech.reset();
    setEditedTranscript(null);
    setProblem(null);
  };

  const send = () => {
    const found = answerProblem({ question, method, typed, audio });
    setProblem(found);
    if (found) return;
    props.onSubmitStart?.();
    submit.mutate({
      wid: props.wid,
      question,
      ...(method === 'type'
        ? { answer: typed }
        : { audio: audio!, transcript: { text: transcript, source: editedTranscript === null ? 'browser' : 'typed' } }),
    });
  };

  const transcriptNote = capabilities?.transcription
    ? 'This server transcribes your audio. You can also type or correct what you said here: your text is used instead.'
    : method === 'record' && speech.isAvailable
      ? "Your browser writes down what you say while you record (Chrome sends the audio to Google's speech service for this). Correct it if needed."
      : 'This server has no speech-to-text. Type what you said to get feedback on the content; speaking time and pauses are measured from WAV audio either way.';

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <p className="min-w-60 flex-1 text-sm text-ink-muted">
          Answer one interview question, typed or spoken, and get feedback you can act on.
        </p>
        <Button variant="secondary" onClick={props.regenerate.run} disabled={busy || props.regenerate.isDisabled}>
          Regenerate Questions
        </Button>
      </header>
      {props.documentsPrompt}
      {props.creditShortage}
      {submit.isPending ? <BusyOverlay text="Analyzing your answer..." /> : null}
      {props.regenerate.isRunning ? <BusyOverlay text="Regenerating interview questions..." /> : null}
      {groups.length === 0 ? (
        <EmptyState
          title="No interview questions yet"
          action={
            <Button asChild>
              <Link to={props.links.questions}>Go to Interview Questions</Link>
            </Button>
          }
        >
          Generate this job&apos;s interview questions first (Interview Questions, step 5), or use Regenerate Questions
          above. Then pick one here and answer it.
        </EmptyState>
      ) : (
        <Card className="space-y-6 p-5">
          <QuestionPicker groups={groups} value={question} onChange={pickQuestion} disabled={busy} />
          <AnswerMethodChoice
            value={method}
            onChange={(m) => {
              setMethod(m);
              setProblem(null);
            }}
            disabled={busy || recorder.state === 'recording'}
          />
          {method === 'type' ? <TypedAnswer value={typed} onChange={setTyped} disabled={busy} /> : null}
          {method === 'upload' ? (
            <AudioUpload key={question} file={upload} onChange={setUpload} disabled={busy} />
          ) : null}
          {method === 'record' ? (
            <AudioRecorder
              recorder={recorder}
              disabled={busy}
              onStart={() => {
                setEditedTranscript(null);
                speech.reset();
                if (speech.isAvailable && !capabilities?.transcription) speech.start();
              }}
              onStop={speech.stop}
            />
          ) : null}
          {method !== 'type' ? (
            <TranscriptBox
              value={transcript}
              interim={speech.interim}
              onChange={setEditedTranscript}
              note={transcriptNote}
              disabled={busy || recorder.state === 'recording'}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={send}
              disabled={
                busy ||
                recorder.state === 'recording' ||
                Boolean(props.creditShortage) ||
                Boolean(props.documentsPrompt)
              }
            >
              Submit Answer
            </Button>
            <span className="text-xs text-ink-subtle">Feedback costs 1 credit.</span>
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
        </Card>
      )}
      {shown ? <AnswerFeedbackPanel shown={shown} /> : null}
      <nav aria-label="Next steps" className="flex flex-wrap gap-3">
        <Button variant="secondary" asChild>
          <Link to={props.links.questions}>Back to Interview Questions</Link>
        </Button>
        <Button variant="ghost" asChild>
          <Link to={props.links.home}>Return to Home</Link>
        </Button>
      </nav>
    </div>
  );
}
