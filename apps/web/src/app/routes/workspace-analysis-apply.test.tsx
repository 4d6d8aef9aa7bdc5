import '../../testing/dom-stubs.ts';
import type { ChangeOutcome, DocumentVersion, ImprovementResult, ResumeVersionsResponse } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineResults } from '../../features/analysis/testing/engine-results.ts';
import { DOCUMENT_UPDATED_EVENT } from '../../lib/document-events.ts';
import { apiError, json, requestsTo, signIn, signOutLocally, type FakeRequest } from '../../testing/fake-api.ts';
import { A, serveAnalysis as serve } from '../testing/fake-analysis-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const improvement = engineResults['Module 4'] as ImprovementResult;
const changes = improvement.changes;
const resume = ['Priya Raman', 'EXPERIENCE', ...changes.map((c) => `• ${c.old_phrase}`)].join('\n');
const RUN = 'run_Module 4';
const main = () => within(screen.getByRole('main'));

/**
 * A small stand-in for the server's resume versions: Apply writes the accepted changes whose original is
 * still in the resume, Undo restores the text before. Uses the run's own stored changes, like the server.
 */
function resumeServer(options: { staleIndexes?: number[] } = {}) {
  let cv = resume;
  const versions: (DocumentVersion & { text: string; previous: string | null })[] = [];
  const current = () => (versions[0] && versions[0].text === cv ? versions[0] : null);
  const wire = ({ text: _t, previous: _p, ...v }: (typeof versions)[number]): DocumentVersion => v;
  return {
    cv: () => cv,
    handlers: {
      'GET /api/workspaces/:wid/resume/versions': () => {
        const now = current();
        return json({
          items: versions.map(wire),
          current: now ? wire(now) : null,
          can_undo: now?.source === 'improvement',
        } satisfies ResumeVersionsResponse);
      },
      'POST /api/workspaces/:wid/resume/apply': (req: FakeRequest) => {
        const body = req.body as { runId: string; changes: number[] };
        const outcomes: ChangeOutcome[] = body.changes.map((index) => {
          const change = changes[index]!;
          if (options.staleIndexes?.includes(index) || !cv.includes(change.old_phrase))
            return { index, status: 'stale' };
          cv = cv.replace(change.old_phrase, change.new_phrase);
          return { index, status: 'applied' };
        });
        const applied = outcomes.filter((o) => o.status === 'applied').map((o) => o.index);
        const previousText = versions[0]?.text === undefined ? resume : versions[0].text;
        const version = {
          id: `ver_${versions.length + 1}`,
          source: 'improvement' as const,
          run_id: body.runId,
          applied_changes: applied,
          chars: cv.length,
          created_at: '2026-01-05T11:00:00.000Z',
          text: cv,
          previous: previousText,
        };
        versions.unshift(version);
        return json({
          version: wire(version),
          outcomes,
          cvText: cv,
          message: `Applied ${applied.length} change${applied.length === 1 ? '' : 's'} to your resume.`,
        });
      },
      'POST /api/workspaces/:wid/resume/undo': (req: FakeRequest) => {
        const top = versions[0]!;
        if ((req.body as { versionId: string }).versionId !== top.id)
          return apiError(
            409,
            'CONFLICT',
            'Your resume changed after these changes were applied, so they cannot be undone here.',
          );
        cv = top.previous!;
        const restored = {
          id: `ver_${versions.length + 1}`,
          source: 'restore' as const,
          run_id: null,
          applied_changes: [],
          chars: cv.length,
          created_at: '2026-01-05T11:01:00.000Z',
          text: cv,
          previous: top.id,
        };
        versions.unshift(restored);
        return json({
          version: wire(restored),
          cvText: cv,
          message: 'Your resume is back to the version before the changes.',
        });
      },
    },
  };
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Resume Improvement: accept, apply, undo', () => {
  it('applies only the accepted changes, says so with an Undo, marks them Applied and shows the new resume; Undo restores it', async () => {
    const server = resumeServer();
    const fetchMock = serveAnalysisWithResume(server);
    const documentUpdates = vi.fn();
    window.addEventListener(DOCUMENT_UPDATED_EVENT, documentUpdates);
    const { user } = renderApp(`/app/w/${A}/modules/4`);

    const apply = await screen.findByRole('button', { name: 'Apply to my resume' });
    expect(apply).toBeDisabled();
    expect(main().getByText(`0 of ${changes.length} changes accepted`)).toBeInTheDocument();
    await user.click(main().getByRole('checkbox', { name: 'Accept change 1' }));
    await user.click(main().getByRole('checkbox', { name: 'Accept change 3' }));
    expect(main().getByText(`2 of ${changes.length} changes accepted`)).toBeInTheDocument();
    await user.click(apply);

    expect(await screen.findByText('Applied 2 changes to your resume.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/workspaces/ws_AAAAAAAAAAAAAAAA/resume/apply').map((r) => r.body)).toEqual([
      { runId: RUN, changes: [0, 2] },
    ]);
    expect(documentUpdates).toHaveBeenCalledTimes(1);
    const notice = await screen.findByRole('region', { name: 'Your updated resume' });
    expect(notice).toHaveTextContent('Your resume now holds 2 of these changes.');
    expect(within(notice).getByText(changes[0]!.new_phrase, { exact: false })).toBeInTheDocument();
    expect(within(notice).getByText(changes[1]!.old_phrase, { exact: false })).toBeInTheDocument();
    expect(main().getAllByText('Applied')).toHaveLength(2);
    expect(main().queryByRole('checkbox', { name: 'Accept change 1' })).not.toBeInTheDocument();
    expect(main().getByRole('checkbox', { name: 'Accept change 2' })).not.toBeChecked();
    // The resume changed: running the step again is charged, so the button does not say it is free.
    expect(main().getByRole('button', { name: 'Re-analyze' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Your resume is back to the version before the changes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your updated resume' })).not.toBeInTheDocument());
    expect(server.cv()).toBe(resume);
    expect(main().getByRole('checkbox', { name: 'Accept change 1' })).not.toBeChecked();
    expect(documentUpdates).toHaveBeenCalledTimes(2);
    window.removeEventListener(DOCUMENT_UPDATED_EVENT, documentUpdates);
  });

  it('Accept all accepts every change not applied yet; the toast offers Undo right after applying', async () => {
    const server = resumeServer();
    const fetchMock = serveAnalysisWithResume(server);
    const { user } = renderApp(`/app/w/${A}/modules/4`);
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    for (let i = 1; i <= changes.length; i += 1)
      expect(main().getByRole('checkbox', { name: `Accept change ${i}` })).toBeChecked();
    await user.click(main().getByRole('button', { name: 'Apply to my resume' }));
    const toast = (await screen.findByText(`Applied ${changes.length} changes to your resume.`)).closest('li')!;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/workspaces/ws_AAAAAAAAAAAAAAAA/resume/undo').map((r) => r.body)).toEqual([
        { versionId: 'ver_1' },
      ]),
    );
    await waitFor(() => expect(server.cv()).toBe(resume));
  });

  it('a change whose original is no longer in the resume is reported in its row; the others are applied', async () => {
    const server = resumeServer({ staleIndexes: [1] });
    serveAnalysisWithResume(server);
    const { user } = renderApp(`/app/w/${A}/modules/4`);
    await user.click(await screen.findByRole('checkbox', { name: 'Accept change 1' }));
    await user.click(main().getByRole('checkbox', { name: 'Accept change 2' }));
    await user.click(main().getByRole('button', { name: 'Apply to my resume' }));
    expect(
      await screen.findByText('Applied 1 change to your resume. 1 could not be applied: see the notes in the table.'),
    ).toBeInTheDocument();
    const row = main().getByText(changes[1]!.old_phrase).closest('tr')!;
    expect(row).toHaveTextContent('Not applied: this text is no longer in your resume.');
    expect(server.cv()).toContain(changes[1]!.old_phrase);
  });
});

/** The analysis fake with the versions routes, and a workspace detail that serves the resume as it is now. */
function serveAnalysisWithResume(server: ReturnType<typeof resumeServer>) {
  const inner = serve({ cv: resume, outputs: { 'Module 4': improvement }, handlers: server.handlers });
  const base = inner.getMockImplementation()!;
  inner.mockImplementation(async (input, init) => {
    const res = await base(input, init);
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === `/api/workspaces/${A}`) {
      const detail = (await res.json()) as Record<string, unknown>;
      return json({ ...detail, cvText: server.cv(), cv_content: server.cv() });
    }
    return res;
  });
  return inner;
}
