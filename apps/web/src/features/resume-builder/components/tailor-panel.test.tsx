import '../../../testing/dom-stubs.ts';
import { emptyResumeDocument, type BuilderState, type TailorChange, type TailorRun } from '@cp/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../../testing/fake-api.ts';
import { useChosenPost } from '../hooks/use-chosen-post.ts';
import { withPost } from '../hooks/use-saved-posts.ts';
import { TailorPanel } from './tailor-panel.tsx';

const WID = 'ws_AAAAAAAAAAAAAAAA';
const TAILOR = `POST /api/workspaces/${WID}/builder/tailor`;

const change = (id: string, before: string, after: string): TailorChange => ({
  id,
  kind: 'rewrite',
  section: 'experience',
  item: 0,
  bullet: Number(id.slice(1)) - 1,
  where: `Data Analyst, Northwind, line ${id.slice(1)}`,
  before: [before],
  after: [after],
  order: null,
  reason: 'Strong verb first.',
  evidence: [{ text: before, where: 'Data Analyst, Northwind' }],
  requirement: null,
  flags: [],
});
function run(over: Partial<TailorRun> = {}): TailorRun {
  return {
    id: 'tr_1',
    mode: 'tailor',
    source: 'workspace',
    posting_title: 'Senior Data Analyst',
    written_by: 'engine',
    engine_version: '0.4.1',
    created_at: '2026-11-24T10:00:00Z',
    changes: [
      change('c1', 'Responsible for reports', 'Ran reports'),
      change('c2', 'Was in charge of dashboards', 'Led dashboards'),
      change('c3', 'Helped with SQL', 'Wrote SQL'),
    ],
    not_shown: ['Looker'],
    refused: 0,
    outcomes: null,
    applied_at: null,
    undo_version_id: null,
    undone_at: null,
    ...over,
  };
}
const NO_UNDO = { count: 0, next: null };
const step = (id: string, runId: string, label: string, changes: number) => ({
  id,
  run_id: runId,
  label,
  applied_at: '2026-11-24T10:01:00Z',
  changes,
});
const state = (): BuilderState => ({
  doc: emptyResumeDocument(),
  template: 'ats-classic',
  palette: 'ocean',
  page_size: 'a4',
});

function renderPanel(saved = true) {
  const onDocument = vi.fn();
  const beforeRun = vi.fn(async () => saved);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Panel() {
    const chosen = useChosenPost('u1', WID);
    return (
      <TailorPanel
        wid={WID}
        userId="u1"
        chosen={chosen}
        beforeRun={beforeRun}
        onDocument={onDocument}
        onPaidError={() => false}
      />
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Panel />
    </QueryClientProvider>,
  );
  return { onDocument, beforeRun, user: userEvent.setup() };
}

beforeEach(() => {
  signOutLocally();
  signIn();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('TailorPanel', () => {
  it('tailors to the workspace job, applies two of three accepted changes by id, then Undo restores', async () => {
    const applied = run({
      outcomes: { c1: 'applied', c3: 'applied' },
      applied_at: '2026-11-24T10:01:00Z',
      undo_version_id: 'bv_1',
    });
    const oneStep = {
      count: 1,
      next: step('bv_1', 'tr_1', "your resume before tailoring to 'Senior Data Analyst'", 2),
    };
    const fetchMock = fakeApi({
      [`GET /api/workspaces/${WID}/builder/tailor`]: () => json({ run: null, undo: NO_UNDO }),
      [TAILOR]: () => json({ run: run(), undo: NO_UNDO }),
      [`${TAILOR}/apply`]: () => json({ state: state(), run: applied, undo: oneStep }),
      [`${TAILOR}/undo`]: () =>
        json({ state: state(), run: { ...applied, undone_at: '2026-11-24T10:02:00Z' }, undo: NO_UNDO }),
    });
    const { onDocument, beforeRun, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: /Tailor with AI/ }));
    expect(
      await screen.findByRole('heading', { name: /Tailored to ‘Senior Data Analyst’: 3 proposals/ }),
    ).toBeInTheDocument();
    expect(beforeRun).toHaveBeenCalledOnce();
    expect(requestsTo(fetchMock, TAILOR)[0]!.body).toEqual({ mode: 'tailor', source: 'workspace' });
    expect(
      screen.getByText(/The posting also asks for Looker\. Your resume does not show it, so nothing was added/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Apply 0 accepted changes/ })).toBeDisabled();
    await user.click(within(screen.getByRole('group', { name: 'Change 1' })).getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('group', { name: 'Change 2' })).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('group', { name: 'Change 3' })).getByRole('button', { name: 'Accept' }));
    expect(
      within(screen.getByRole('group', { name: 'Change 1' })).getByRole('button', { name: 'Accept' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Apply 2 accepted changes/ }));
    expect(requestsTo(fetchMock, `${TAILOR}/apply`)[0]!.body).toEqual({ run_id: 'tr_1', accepted: ['c1', 'c3'] });
    expect(await screen.findByText(/2 changes for ‘Senior Data Analyst’/)).toBeInTheDocument();
    expect(
      screen.getByText(/Undo restores your resume before tailoring to ‘Senior Data Analyst’ \(2 changes applied/),
    ).toBeInTheDocument();
    expect(onDocument).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Undo (1)' }));
    expect(requestsTo(fetchMock, `${TAILOR}/undo`)[0]!.body).toEqual({ step_id: 'bv_1' });
    await vi.waitFor(() => expect(screen.queryByText(/2 changes for/)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(onDocument).toHaveBeenCalledTimes(2);
  });

  it('walks back one Apply at a time after a reload: Undo (2), then Undo (1) with what each restores', async () => {
    const generic = run({
      id: 'tr_2',
      mode: 'generic',
      source: 'none',
      posting_title: null,
      outcomes: { c1: 'applied' },
      applied_at: '2026-11-24T10:05:00Z',
      undo_version_id: 'bv_2',
    });
    const older = step('bv_1', 'tr_1', "your resume before tailoring to 'Senior Data Analyst'", 2);
    const fetchMock = fakeApi({
      [`GET /api/workspaces/${WID}/builder/tailor`]: () =>
        json({
          run: generic,
          undo: { count: 2, next: step('bv_2', 'tr_2', 'your resume before Generic Optimize', 1) },
        }),
      [`${TAILOR}/undo`]: (req) =>
        (req.body as { step_id: string }).step_id === 'bv_2'
          ? json({
              state: state(),
              run: { ...generic, undone_at: '2026-11-24T10:06:00Z' },
              undo: { count: 1, next: older },
            })
          : json({ state: state(), run: { ...generic, undone_at: '2026-11-24T10:06:00Z' }, undo: NO_UNDO }),
    });
    const { onDocument, user } = renderPanel();
    expect(await screen.findByText(/1 change from Generic Optimize/)).toBeInTheDocument();
    expect(
      screen.getByText(/Undo restores your resume before Generic Optimize \(1 change applied/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo (2)' }));
    expect(await screen.findByRole('button', { name: 'Undo (1)' })).toBeInTheDocument();
    expect(screen.getByText('One earlier tailoring can still be undone.')).toBeInTheDocument();
    expect(
      screen.getByText(/Undo restores your resume before tailoring to ‘Senior Data Analyst’ \(2 changes applied/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo (1)' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `${TAILOR}/undo`).map((r) => r.body)).toEqual([
      { step_id: 'bv_2' },
      { step_id: 'bv_1' },
    ]);
    expect(onDocument).toHaveBeenCalledTimes(2);
  });

  it("marks the AI model's rewordings and says what the model did", async () => {
    const note =
      'The AI model reworded one line for this posting; each was checked against your resume. One more stated something your resume does not show (a name, a figure or a date) and was dropped.';
    const modelRun = run({
      written_by: 'model',
      note,
      refused: 1,
      changes: [
        { ...change('c1', 'Responsible for reports', 'Built weekly SQL reports'), by: 'model' },
        change('c2', 'Was in charge of dashboards', 'Led dashboards'),
      ],
    });
    fakeApi({ [`GET /api/workspaces/${WID}/builder/tailor`]: () => json({ run: modelRun, undo: NO_UNDO }) });
    renderPanel();
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(
      screen.getByText(/Written by the built-in engine and the AI model, every one checked by the engine\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^1\. .*AI model/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^2\. / })).not.toHaveTextContent('AI model');
    expect(screen.getByText(/1 proposal was left out/)).toBeInTheDocument();
  });

  it("asks for job text before tailoring to a paste, and shows the server's detail on failure", async () => {
    const fetchMock = fakeApi({
      [`GET /api/workspaces/${WID}/builder/tailor`]: () => json({ run: null, undo: NO_UNDO }),
      [TAILOR]: () => apiError(404, 'NOT_FOUND', 'No job description found in workspace or saved jobs.'),
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Paste a job post' }));
    await user.click(screen.getByRole('button', { name: /Tailor with AI/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tailor with AI requires non-empty job text.');
    expect(requestsTo(fetchMock, TAILOR)).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: "This workspace's job" }));
    await user.click(screen.getByRole('button', { name: /Tailor with AI/ }));
    expect(await screen.findByText('No job description found in workspace or saved jobs.')).toBeInTheDocument();
  });

  it('does not tailor an older resume when the latest edits could not be saved', async () => {
    const fetchMock = fakeApi({
      [`GET /api/workspaces/${WID}/builder/tailor`]: () => json({ run: null, undo: NO_UNDO }),
      [TAILOR]: () => json({ run: run(), undo: NO_UNDO }),
    });
    const { user } = renderPanel(false);
    await user.click(screen.getByRole('button', { name: /Generic Optimize/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your latest edits are not saved');
    expect(requestsTo(fetchMock, TAILOR)).toHaveLength(0);
  });

  it('shows the Applied banner after a reload from the stored run', async () => {
    fakeApi({
      [`GET /api/workspaces/${WID}/builder/tailor`]: () =>
        json({
          run: run({
            outcomes: { c2: 'applied', c1: 'stale' },
            applied_at: '2026-11-24T10:01:00Z',
            undo_version_id: 'bv_1',
          }),
          undo: { count: 1, next: step('bv_1', 'tr_1', "your resume before tailoring to 'Senior Data Analyst'", 1) },
        }),
    });
    renderPanel();
    expect(await screen.findByText(/1 change for ‘Senior Data Analyst’/)).toBeInTheDocument();
    expect(screen.getByText('Not applied: this text changed since the proposal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo (1)' })).toBeEnabled();
  });
});

describe('saved job posts', () => {
  it('keeps the newest 20, titled from the first line (77 characters and ... past 80), without duplicates', () => {
    let posts = withPost([], `  ${'A'.repeat(90)}\nbody`, 1);
    expect(posts[0]!.title).toBe(`${'A'.repeat(77)}...`);
    for (let i = 0; i < 25; i += 1) posts = withPost(posts, `Post ${i}\nbody`, 10 + i);
    expect(posts).toHaveLength(20);
    expect(posts[0]!.title).toBe('Post 24');
    posts = withPost(posts, 'Post 10\nbody', 100);
    expect(posts.filter((p) => p.title === 'Post 10')).toHaveLength(1);
    expect(posts[0]!.title).toBe('Post 10');
  });
});
