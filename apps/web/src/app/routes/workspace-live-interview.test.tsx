import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

const WID = 'ws_test000000000001';
const LIVE = `/app/w/${WID}/modules/8`;
const RESUME = 'Jane Doe, Senior Data Analyst at Initech, 2019-2024. Rewrote SQL reports in PostgreSQL.';
const POSTING = 'Senior Data Analyst at Globex. Requirements: SQL, Tableau, 5+ years of analytics.';

const started = {
  session_id: 'lis_1',
  interviewer: 'browser',
  client_secret: null,
  value: null,
  calls_url: null,
  model: null,
  instructions: '...',
  style: 'practice',
  focus: 'technical',
  language: 'en',
  minutes: 5,
  minute_seconds: 60,
  started_at: '2026-11-24T10:00:00.000Z',
  ends_at: '2026-11-24T10:05:00.000Z',
  seconds_left: 300,
  held: 5,
  gaps: ['Tableau'],
  questions: [{ question: 'Tell me about yourself.', category: 'Opening', aim: 'opening' }],
  greeting: "Hello, I am Career Prep's built-in practice interviewer, not a live AI. Tell me about yourself.",
};
const feedback = {
  score: 40,
  asked: 1,
  answered: 1,
  verdict: 'Parts of this interview worked.',
  priorities: ['Give the result with a figure.'],
  spoken: 'Thank you.',
  markdown: '**Overall: 40/100** — 1 of 1 questions answered.',
};

async function serve(options: { plan: 'pro' | 'free'; allowance?: number; documents?: boolean }) {
  const billing = fakeBillingServer({
    subscription: { package: options.plan },
    credits: options.allowance === undefined ? undefined : { allowance: options.allowance },
  });
  const fetchMock = fakeApi({
    ...billing.handlers,
    'GET /api/interview/capabilities': () => json({ transcription: false, live_interviewer: 'browser' }),
    'POST /api/interview/client_secret': () => json(started),
    'POST /api/interview/sessions/:sid/turn': () =>
      json({
        say: 'What was the result, in numbers?',
        kind: 'follow_up',
        question_index: 0,
        questions_total: 1,
        seconds_left: 290,
      }),
    'POST /api/interview/sessions/:sid/feedback': () =>
      json({ session_id: 'lis_1', run_id: 'lis_1', feedback, transcript: [] }),
    'POST /api/interview/end_session': () =>
      json({
        session_id: 'lis_1',
        status: 'ended',
        already_ended: false,
        minutes_used: 1,
        charged: 1,
        released: 4,
        end_reason: 'user',
        message: 'Interview ended. 1 minute used: 1 credit charged, 4 credits returned.',
        feedback,
      }),
  });
  if (options.documents !== false) {
    await fetch('/api/modules/update-cv-text', { method: 'POST', body: JSON.stringify({ wid: WID, cv_text: RESUME }) });
    await fetch('/api/modules/update-jd-text', {
      method: 'POST',
      body: JSON.stringify({ wid: WID, jd_text: POSTING }),
    });
  }
  return fetchMock;
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Live Interview (step 8)', () => {
  it('runs the built-in interviewer: says it is not a live AI, starts with the chosen settings, takes a typed answer, gives feedback and ends', async () => {
    const fetchMock = await serve({ plan: 'pro' });
    const { user } = renderApp(LIVE);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Live Interview Practice' })).toBeInTheDocument();
    expect(main).toHaveTextContent("Career Prep's built-in interviewer. It is not a live AI");
    // no microphone in this browser: said, and typing remains
    expect(main).toHaveTextContent('Microphone unavailable: type your answers instead.');
    await user.selectOptions(within(main).getByLabelText('Focus'), 'technical');
    await user.click(within(main).getByRole('button', { name: 'Start interview' }));
    const transcript = await within(main).findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('not a live AI');
    expect(requestsTo(fetchMock, 'POST /api/interview/client_secret')[0]!.body).toEqual({
      wid: WID,
      duration_seconds: 300,
      focus: 'technical',
      language: 'en',
      style: 'practice',
    });
    expect(within(main).getByText('Live', { exact: true })).toBeInTheDocument();
    expect(within(main).getByLabelText('Session length')).toBeDisabled();
    expect(within(main).getByRole('timer')).toHaveAccessibleName('Time left 5:00');

    await user.type(within(main).getByLabelText('Type your answer'), 'I rewrote reports.');
    await user.click(within(main).getByRole('button', { name: 'Send answer' }));
    expect(await within(transcript).findByText('What was the result, in numbers?')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/interview/sessions/lis_1/turn')[0]!.body).toEqual({
      answer: 'I rewrote reports.',
      source: 'typed',
    });

    await user.click(within(main).getByRole('button', { name: 'Get feedback' }));
    expect(await within(main).findByRole('heading', { name: 'Interview feedback' })).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'End interview' }));
    expect(
      await within(main).findByText('Interview ended. 1 minute used: 1 credit charged, 4 credits returned.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Start interview' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/interview/end_session')[0]!.body).toEqual({
      session_id: 'lis_1',
      reason: 'user',
    });
  });

  it('shows the credit banner when the session costs more than is available: Pro can buy credits or view usage', async () => {
    await serve({ plan: 'pro', allowance: 3 });
    renderApp(LIVE);
    const banner = await screen.findByRole('region', { name: 'Not enough credits' });
    expect(banner).toHaveTextContent('You need 5 credits for this session, you currently have 3.');
    expect(within(banner).getByRole('link', { name: 'Buy credits' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'View usage' })).toHaveAttribute('href', '/app/settings#usage');
    expect(screen.getByRole('button', { name: 'Start interview' })).toBeDisabled();
  });

  it('offers the inline uploader when a document is missing', async () => {
    await serve({ plan: 'pro', documents: false });
    renderApp(LIVE);
    expect(await screen.findByText('Upload both documents to start your live interview practice.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start interview' })).toBeDisabled();
  });

  it('on the free plan shows the upgrade path', async () => {
    await serve({ plan: 'free' });
    const { user, location } = renderApp(LIVE);
    await user.click(await screen.findByRole('link', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(location()).toContain('upgrade=module_8'));
  });

  it("a 402 on start shows the server's text and nothing starts", async () => {
    const fetchMock = await serve({ plan: 'pro' });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('client_secret')
        ? apiError(402, 'INSUFFICIENT_CREDITS', "You need 5 credits for this session. You have 4. You're short by 1.")
        : original(input, init),
    );
    const { user } = renderApp(LIVE);
    await user.click(await screen.findByRole('button', { name: 'Start interview' }));
    expect(
      await screen.findByText("You need 5 credits for this session. You have 4. You're short by 1."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start interview' })).toBeInTheDocument();
  });
});
