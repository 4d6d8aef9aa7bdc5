import '../../testing/dom-stubs.ts';
import type { CoverLetter, WorkspaceDetail } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineResults } from '../../features/analysis/testing/engine-results.ts';
import { json, requestsTo, signIn, signOutLocally, type FakeRequest } from '../../testing/fake-api.ts';
import { A, serveAnalysis as serve } from '../testing/fake-analysis-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const generated = (engineResults['Module 9'] as CoverLetter).letter;
const RUN = 'run_Module 9';
const editUrl = `/api/workspaces/${A}/runs/${encodeURIComponent(RUN)}/edit`;

/** The analysis fake with a letter run whose saved edit the PUT and DELETE change and the workspace detail serves. */
function serveLetter(initialEdit: string | null = null) {
  let edit = initialEdit;
  const fetchMock = serve({
    outputs: { 'Module 9': JSON.stringify(engineResults['Module 9']) },
    handlers: {
      'PUT /api/workspaces/:wid/runs/:runId/edit': (req: FakeRequest) => {
        edit = (req.body as { text: string }).text;
        return json({ run_id: req.params.runId, edited_text: edit, edited_at: '2026-01-05T12:00:00.000Z' });
      },
      'DELETE /api/workspaces/:wid/runs/:runId/edit': (req: FakeRequest) => {
        edit = null;
        return json({ run_id: req.params.runId, edited_text: null, edited_at: null });
      },
    },
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const res = await base(input, init);
    const path = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    ).pathname;
    if ((init?.method ?? 'GET') !== 'GET' || path !== `/api/workspaces/${A}` || edit === null) return res;
    const detail = (await res.json()) as WorkspaceDetail;
    const run = {
      ...detail.module_outputs['Module 9']!.latest,
      edited_text: edit,
      edited_at: '2026-01-05T12:00:00.000Z',
    };
    return json({ ...detail, module_outputs: { ...detail.module_outputs, 'Module 9': { runs: [run], latest: run } } });
  });
  return fetchMock;
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Cover Letter: the edit is saved with the run', () => {
  it('an edit says it is unsaved until Save; Save sends it with the run; Revert to generated brings back the letter', async () => {
    const fetchMock = serveLetter();
    const { user } = renderApp(`/app/w/${A}/modules/9`);
    const box = await screen.findByRole('textbox', { name: 'Your cover letter' });
    expect(screen.getByText('The generated letter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revert to generated' })).toBeDisabled();

    await user.type(box, ' Thank you.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your letter was saved successfully.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `PUT ${editUrl}`).map((r) => r.body)).toEqual([{ text: `${generated} Thank you.` }]);
    expect(screen.getByText('Your edited letter is saved.')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revert to generated' }));
    expect(await screen.findByText('Reverted to the generated letter successfully.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `DELETE ${editUrl}`)).toHaveLength(1);
    expect(box).toHaveValue(generated);
    expect(screen.getByText('The generated letter.')).toBeInTheDocument();

    // The toast's Undo saves the edit again.
    const toast = screen.getByText('Reverted to the generated letter successfully.').closest('li')!;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(box).toHaveValue(`${generated} Thank you.`));
    expect(requestsTo(fetchMock, `PUT ${editUrl}`).map((r) => r.body)).toEqual([
      { text: `${generated} Thank you.` },
      { text: `${generated} Thank you.` },
    ]);
    expect(await screen.findByText('Your edited letter is saved.')).toBeInTheDocument();
  });

  it('after a reload the saved edit is what the box shows', async () => {
    serveLetter('Dear Quillfeather team, my own words.');
    renderApp(`/app/w/${A}/modules/9`);
    expect(await screen.findByRole('textbox', { name: 'Your cover letter' })).toHaveValue(
      'Dear Quillfeather team, my own words.',
    );
    expect(screen.getByText('Your edited letter is saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revert to generated' })).toBeEnabled();
  });

  it('a letter over the size cap cannot be saved and says so', async () => {
    const fetchMock = serveLetter();
    const { user } = renderApp(`/app/w/${A}/modules/9`);
    const box = await screen.findByRole('textbox', { name: 'Your cover letter' });
    await user.click(box);
    await user.paste('x'.repeat(20_001));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByText(/\/ 20,000 characters/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `PUT ${editUrl}`)).toHaveLength(0);
  });
});
