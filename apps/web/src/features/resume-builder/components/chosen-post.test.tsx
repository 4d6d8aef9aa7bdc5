// One job post for Tailor and the scores (docs/decisions/034): what is chosen in Tailor is what JD Match reads.
import '../../../testing/dom-stubs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, requestsTo, signIn, signOutLocally } from '../../../testing/fake-api.ts';
import { useChosenPost } from '../hooks/use-chosen-post.ts';
import { ScoresBar } from './scores-bar.tsx';
import { TailorPanel } from './tailor-panel.tsx';

const WID = 'ws_AAAAAAAAAAAAAAAA';
const TAILOR = `POST /api/workspaces/${WID}/builder/tailor`;
const SCORES = `POST /api/workspaces/${WID}/builder/scores`;
const PASTED = 'Data Engineer\nRequirements\n- Spark and Scala\n- Airflow';
const score = (n: number | null) => ({ score: n, explanation: ['Counted.'], tip: 'A tip.' });

/** The builder screen's wiring: the Tailor step and the scores under the preview share the chosen post. */
function Screen() {
  const chosen = useChosenPost('u1', WID);
  return (
    <>
      <TailorPanel
        wid={WID}
        userId="u1"
        chosen={chosen}
        beforeRun={async () => true}
        onDocument={() => {}}
        onPaidError={() => false}
      />
      <ScoresBar wid={WID} savedCount={0} post={chosen.post} />
    </>
  );
}
const mount = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  signOutLocally();
  signIn();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the chosen job post', () => {
  it('is the post JD Match reads and the post tailoring reads, and it survives a reload', async () => {
    const fetchMock = fakeApi({
      [`GET /api/workspaces/${WID}/builder/tailor`]: () => json({ run: null, undo: { count: 0, next: null } }),
      [SCORES]: (req) => {
        const body = req.body as { source?: string; jd_text?: string };
        const given = body.source !== 'workspace' && (body.jd_text ?? '').length >= 10;
        return json({
          jd_match: score(given ? 40 : body.source === 'workspace' ? 70 : null),
          completeness: score(80),
          clarity: score(60),
          posting: given ? 'given' : body.source === 'workspace' ? 'workspace' : null,
        });
      },
      [TAILOR]: () => json({ run: null, undo: { count: 0, next: null } }),
    });
    const user = userEvent.setup();
    const view = mount();
    expect(
      await screen.findByText("JD Match reads this workspace's job, the one chosen in Tailor."),
    ).toBeInTheDocument();
    expect(screen.getByText('JD Match').closest('summary')).toHaveTextContent('JD Match70');

    await user.click(screen.getByRole('radio', { name: 'Paste a job post' }));
    expect(
      await screen.findByText('JD Match waits for the pasted job post: add its text in Tailor.'),
    ).toBeInTheDocument();
    expect(screen.getByText('JD Match').closest('summary')).toHaveTextContent('JD Match–');
    await user.click(screen.getByRole('textbox'));
    await user.paste(PASTED);
    await vi.waitFor(() => expect(screen.getByText('JD Match').closest('summary')).toHaveTextContent('JD Match40'), {
      timeout: 3000,
    });
    expect(screen.getByText('JD Match reads the pasted job post, the one chosen in Tailor.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, SCORES).map((r) => r.body)).toEqual([
      { source: 'workspace' },
      { source: 'paste' },
      { source: 'paste', jd_text: PASTED },
    ]);

    await user.click(screen.getByRole('button', { name: /Tailor with AI/ }));
    await vi.waitFor(() => expect(requestsTo(fetchMock, TAILOR)).toHaveLength(1));
    expect(requestsTo(fetchMock, TAILOR)[0]!.body).toEqual({ mode: 'tailor', source: 'paste', jd_text: PASTED });

    view.unmount();
    mount();
    expect(await screen.findByRole('radio', { name: 'Paste a job post' })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue(PASTED);
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, SCORES).at(-1)!.body).toEqual({ source: 'paste', jd_text: PASTED }),
    );
  });

  it('is kept per workspace: another workspace has its own choice', () => {
    const { result, rerender } = renderHook(({ wid }) => useChosenPost('u1', wid), { initialProps: { wid: WID } });
    act(() => result.current.change({ source: 'paste', text: PASTED }));
    rerender({ wid: 'ws_BBBBBBBBBBBBBBBB' });
    expect(result.current.post).toEqual({ source: 'workspace', text: '' });
    act(() => result.current.change({ source: 'saved' }));
    rerender({ wid: WID });
    expect(result.current.post).toEqual({ source: 'paste', text: PASTED });
    rerender({ wid: 'ws_BBBBBBBBBBBBBBBB' });
    expect(result.current.post).toEqual({ source: 'saved', text: '' });
  });
});
