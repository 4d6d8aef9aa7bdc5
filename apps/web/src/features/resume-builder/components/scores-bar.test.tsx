import '../../../testing/dom-stubs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, requestsTo, signIn, signOutLocally } from '../../../testing/fake-api.ts';
import { ScoresBar } from './scores-bar.tsx';

const WID = 'ws_AAAAAAAAAAAAAAAA';
const SCORES = `POST /api/workspaces/${WID}/builder/scores`;
const body = (match: number) => ({
  jd_match: {
    score: match,
    explanation: [
      'Your resume shows 3 of the 5 skills the posting asks for: SQL, Python and Tableau.',
      'Not found: Looker and dbt. Add only what you have done.',
    ],
    tip: "Mirror 6-10 of the posting's keywords.",
  },
  completeness: {
    score: 80,
    explanation: ['5 skills listed: list 10-16.'],
    tip: 'Aim for 10-16 skills and 2-5 bullets per role.',
  },
  clarity: {
    score: null,
    explanation: ['No bullets or summary yet: nothing to read.'],
    tip: 'Keep sentences to about 12-20 words.',
  },
  posting: 'workspace',
});

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ScoresBar', () => {
  it('shows the three scores, each opening to what it counted and its tip, and reads them again after a save', async () => {
    let match = 60;
    const fetchMock = fakeApi({ [SCORES]: () => json(body(match)) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <ScoresBar wid={WID} savedCount={0} post={{ source: 'workspace', text: '' }} />
      </QueryClientProvider>,
    );
    const jd = await screen.findByText('JD Match');
    expect(jd.closest('summary')).toHaveTextContent('JD Match60');
    expect(screen.getByText('Clarity').closest('summary')).toHaveTextContent('Clarity–');
    await userEvent.setup().click(jd);
    expect(screen.getByText(/Not found: Looker and dbt/)).toBeVisible();
    expect(screen.getByText('Aim for 10-16 skills and 2-5 bullets per role.')).toBeInTheDocument();
    match = 80;
    rerender(
      <QueryClientProvider client={queryClient}>
        <ScoresBar wid={WID} savedCount={1} post={{ source: 'workspace', text: '' }} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(screen.getByText('JD Match').closest('summary')).toHaveTextContent('JD Match80'));
    expect(requestsTo(fetchMock, SCORES)).toHaveLength(2);
    expect(requestsTo(fetchMock, SCORES).map((r) => r.body)).toEqual([
      { source: 'workspace' },
      { source: 'workspace' },
    ]);
    expect(screen.getByText("JD Match reads this workspace's job, the one chosen in Tailor.")).toBeInTheDocument();
  });
});
