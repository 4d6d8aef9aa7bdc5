import '../../testing/dom-stubs.ts';
import type { GoalAssistantResponse } from '@cp/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { sessionKeys, storageKeys } from '../../lib/storage-keys.ts';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';

const WID = 'ws_test000000000001';
const PATH = `/app/w/${WID}/documents`;
type Layer = { event: string; [key: string]: unknown }[];
const events = () => ((window as Window & { dataLayer?: Layer }).dataLayer ?? []).map((e) => e.event);

function answer(
  overrides: Partial<NonNullable<GoalAssistantResponse['assistant_copy_v2']>> = {},
): GoalAssistantResponse {
  const steps = [
    {
      title: 'Fit Matrix',
      time: '2–4 min',
      why: 'Checks each requirement.',
      how: 'Open Fit Matrix.',
      pro: false,
      module_step: 3,
      credits: 1,
      done: false,
    },
    {
      title: 'Cover Letter',
      time: '3–5 min',
      why: 'Drafts a letter.',
      how: 'Open Cover Letter.',
      pro: true,
      module_step: 9,
      credits: 1,
      done: false,
    },
  ];
  return {
    intent: 'interview_soon',
    assistant_copy_v2: {
      greeting: 'Hi there!',
      acknowledgment: 'You have an interview coming up.',
      direct_answer: { summary: 'Rehearse for this job.' },
      quick_wins: ['Write three stories.'],
      cautions: ['Likely questions only.'],
      uc_pitch: 'On Pro, Cover Letter opens too.',
      steps,
      progress: { done: 0, total: 2 },
      ...overrides,
    },
    uc_flow: steps.map((s) => ({ step: s.module_step, label: s.title, reason: s.why, pro: s.pro })),
    primary_index: 0,
    upsell: { copy: 'Start the free Pro trial to open Cover Letter.' },
  };
}

function setup(reply: () => Response | Promise<Response> = () => json(answer())) {
  const server = fakeBillingServer();
  const fetchMock = fakeApi({ ...server.handlers, 'POST /api/uc/goal-assistant': reply });
  return { fetchMock, ...renderApp(PATH) };
}

async function openDialog(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Ask UC' }));
  return screen.findByRole('dialog', { name: 'Ask UC' });
}

beforeEach(() => {
  signOutLocally();
  signIn();
  localStorage.clear();
  sessionStorage.clear();
  (window as Window & { dataLayer?: Layer }).dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('Ask UC', () => {
  it('asks with the typed goal, types the plan out, and records submitted and rendered', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
    const input = within(dialog).getByLabelText('Your goal');
    await user.type(input, 'I got a job');
    await user.keyboard('{ArrowRight}');
    expect(input).toHaveValue('I got a job offer. How do I negotiate the salary?');
    await user.keyboard('{Enter}');
    expect(requestsTo(fetchMock, 'POST /api/uc/goal-assistant')[0]!.body).toEqual({
      question: 'I got a job offer. How do I negotiate the salary?',
      workspace_id: WID,
      plan: 'free',
    });
    await within(dialog).findByText('Recommended steps', { exact: false }, { timeout: 4000 });
    expect(within(dialog).getByText('Hi there! You have an interview coming up.')).toBeInTheDocument();
    expect(within(dialog).getByText('2–4 min')).toBeInTheDocument();
    expect(within(dialog).getByText('PRO')).toBeInTheDocument();
    expect(events()).toEqual(['ask_uc_submitted', 'ask_uc_rendered']);
    // and recorded first-party
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/events').map((r) => (r.body as { event: string }).event)).toEqual([
        'ask_uc_submitted',
        'ask_uc_rendered',
      ]),
    );
  });

  it('Tab takes the ghost example into an empty input', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    const input = within(dialog).getByLabelText('Your goal');
    input.focus();
    await user.keyboard('{Tab}');
    expect(input).toHaveValue('I have an interview next week for a marketing manager role. What should I do first?');
  });

  it("opens a free step's module, and a PRO step's upgrade dialog (module_9) on the free plan", async () => {
    const { user, location } = setup();
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your goal'), 'interview next week{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Open Cover Letter' }, { timeout: 4000 }));
    await waitFor(() => expect(location()).toBe(`${PATH}?upgrade=module_9`));
    expect(events()).toContain('ask_uc_upgrade_prompt');
    await user.click(
      within(await screen.findByRole('dialog', { name: /Unlock/ })).getByRole('button', { name: 'Close' }),
    );
    dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Open Fit Matrix' }));
    await waitFor(() => expect(location()).toBe(`/app/w/${WID}/modules/3`));
    expect(events()).toContain('ask_uc_step_clicked');
  });

  it('escapes HTML and drops javascript: links in an answer', async () => {
    const { user } = setup(() =>
      json(
        answer({
          greeting: '<img src=x onerror=alert(1)>',
          quick_wins: ['[run](javascript:alert(document.cookie)) or [read](https://example.com/tips)'],
        }),
      ),
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your goal'), 'x{Enter}');
    await within(dialog).findByText('Recommended steps', { exact: false }, { timeout: 4000 });
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect([...dialog.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/tips']);
  });

  it('shows an older plain-text answer without its upgrade lines on the free plan, with Open buttons', async () => {
    const legacy: GoalAssistantResponse = {
      assistant_copy: 'Start with the audit.\nUpgrade now for 10 free credits.',
      uc_flow: [{ step: 1, label: 'Resume Audit', reason: '', pro: false }],
      primary_index: 0,
    };
    const { user } = setup(() => json(legacy));
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your goal'), 'help{Enter}');
    expect(await within(dialog).findByRole('button', { name: 'Open' }, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Start with the audit.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Upgrade now/)).toBeNull();
  });

  it.each([
    [() => apiError(500, 'INTERNAL', 'Boom.'), 'Ask UC failed (500): Boom.'],
    [() => Promise.reject(new TypeError('Failed to fetch')), 'Something went wrong. Please try again.'],
  ])('says what failed (%#)', async (reply, text) => {
    const { user } = setup(reply);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your goal'), 'promotion{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('keeps a draft per workspace; Reset wipes it', async () => {
    const first = setup();
    const dialog = await openDialog(first.user);
    await first.user.type(within(dialog).getByLabelText('Your goal'), 'interview next week{Enter}');
    await within(dialog).findByText('Recommended steps', { exact: false }, { timeout: 4000 });
    first.unmount();
    const again = setup();
    const restored = await openDialog(again.user);
    expect(within(restored).getByLabelText('Your goal')).toHaveValue('interview next week');
    expect(within(restored).getByText('Rehearse for this job.')).toBeInTheDocument();
    await again.user.click(within(restored).getByRole('button', { name: 'Reset' }));
    expect(localStorage.getItem(`${storageKeys.askUcDraftPrefix}${WID}`)).toBeNull();
    expect(within(restored).queryByText('Rehearse for this job.')).toBeNull();
  });

  it('does not ask with an empty goal, and / focuses the input', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Ask UC' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your goal'), '   {Enter}');
    expect(requestsTo(fetchMock, 'POST /api/uc/goal-assistant')).toHaveLength(0);
    within(dialog).getByRole('button', { name: 'Clear' }).focus();
    await user.keyboard('/');
    expect(within(dialog).getByLabelText('Your goal')).toHaveFocus();
  });
});

describe('Ask UC bubble hint', () => {
  it('shows for two sessions at most, and never again once the bubble is clicked', async () => {
    localStorage.setItem(storageKeys.askUcHintSessions, '1');
    const second = setup();
    expect(await screen.findByText(/Ask UC for a plan/)).toBeInTheDocument();
    second.unmount();
    sessionStorage.removeItem(sessionKeys.askUcHintCounted);
    const third = setup();
    await screen.findByRole('button', { name: 'Ask UC' });
    expect(screen.queryByText(/Ask UC for a plan/)).toBeNull();
    third.unmount();
    localStorage.clear();
    sessionStorage.clear();
    const fresh = setup();
    await fresh.user.click(await screen.findByRole('button', { name: 'Ask UC' }));
    expect(localStorage.getItem(storageKeys.askUcBubbleClicked)).toBe('1');
  });

  it('sits above the page, not beside the floating bubble; its X hides it for the session, the bubble for good', async () => {
    const first = setup();
    const hint = (await screen.findByText(/Ask UC for a plan/)).closest('[role="note"]')!;
    // Above the page (with the shell's notices), so it never floats over the page's text.
    expect(screen.getByRole('main').compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask UC' }).parentElement?.contains(hint)).toBe(false);
    await first.user.click(screen.getByRole('button', { name: 'Hide the hint' }));
    expect(screen.queryByText(/Ask UC for a plan/)).toBeNull();
    first.unmount();
    setup();
    await screen.findByRole('button', { name: 'Ask UC' });
    expect(screen.queryByText(/Ask UC for a plan/)).toBeNull();
  });

  it('pulses for 2 s every 12 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      const bubble = await screen.findByRole('button', { name: 'Ask UC' });
      expect(bubble).not.toHaveAttribute('data-pulsing');
      await act(async () => vi.advanceTimersByTimeAsync(12_000));
      expect(bubble).toHaveAttribute('data-pulsing', 'true');
      await act(async () => vi.advanceTimersByTimeAsync(2_000));
      expect(bubble).not.toHaveAttribute('data-pulsing');
    } finally {
      vi.useRealTimers();
    }
  });
});
