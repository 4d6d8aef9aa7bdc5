import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineResults } from '../../features/analysis/testing/engine-results.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { A, serveAnalysis } from '../testing/fake-analysis-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  signOutLocally();
  signIn();
  localStorage.removeItem(storageKeys.letterLanguage);
});
afterEach(() => vi.unstubAllGlobals());

describe('analysis screens: credits, stored run details, invalid data, letter language', () => {
  it('out of credits: the notice says what a run needs, what is held, and the action is disabled', async () => {
    const fetchMock = serveAnalysis({ credits: { allowance: 0, held: 2 } });
    renderApp(`/app/w/${A}/modules/3`);
    const notice = await screen.findByRole('region', { name: 'Out of credits' });
    expect(notice).toHaveTextContent('You need 1 credit to analyze your fit, but you have 0.');
    expect(notice).toHaveTextContent('2 credits reserved from incomplete operations');
    expect(within(notice).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toContain(
      'upgrade=credits',
    );
    expect(main().getByRole('button', { name: 'Analyze' })).toBeDisabled();
    expect(requestsTo(fetchMock, 'POST /api/modules/process')).toHaveLength(0);
  });

  it('with a credit left there is no notice and the action is enabled', async () => {
    serveAnalysis({ credits: { allowance: 1 } });
    renderApp(`/app/w/${A}/modules/3`);
    await screen.findByRole('main');
    expect(await main().findByRole('button', { name: 'Analyze' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Out of credits' })).not.toBeInTheDocument();
  });

  it("a stored run the engine wrote after the model's answer failed says so after a reload", async () => {
    serveAnalysis({
      outputs: { 'Module 4': engineResults['Module 4'] },
      runMeta: { source: 'engine', flags: ['llm_fallback'] },
    });
    renderApp(`/app/w/${A}/modules/4`);
    expect(await screen.findByRole('note', { name: 'Who wrote this result' })).toHaveTextContent(
      "The language model's answer did not match the expected format twice, so this is the built-in engine's result.",
    );
  });

  it('a run written by the model says it was checked against the resume; an engine run says nothing extra', async () => {
    serveAnalysis({ outputs: { 'Module 5': engineResults['Module 5'] }, runMeta: { source: 'llm', flags: [] } });
    const first = renderApp(`/app/w/${A}/modules/5`);
    expect(await screen.findByRole('note', { name: 'Who wrote this result' })).toHaveTextContent(
      'every statement was checked against your resume',
    );
    first.unmount();
    serveAnalysis({ outputs: { 'Module 5': engineResults['Module 5'] }, runMeta: { source: 'engine', flags: [] } });
    renderApp(`/app/w/${A}/modules/5`);
    expect(await screen.findByRole('button', { name: /Re-generate/ })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Who wrote this result' })).not.toBeInTheDocument();
  });

  it("invalid stored data: the spec's message as a toast and a panel, the step offers a first run again without next steps", async () => {
    serveAnalysis({ outputs: { 'Module 1': '{"score": "high"}' } });
    renderApp(`/app/w/${A}/modules/1`);
    // The panel and the toast.
    await waitFor(() =>
      expect(screen.getAllByText('Invalid stored resume analysis data. Resetting analyses.')).toHaveLength(2),
    );
    expect(main().getByRole('button', { name: 'Analyze' })).toBeEnabled();
    expect(screen.queryByRole('navigation', { name: 'Next steps' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rerun Analysis' })).toBeEnabled();
  });

  it("invalid data returned by a run: the spec's error message instead of success", async () => {
    serveAnalysis({
      process: () =>
        json({
          result: '{"overall_fit": 3}',
          message: 'Analysis complete.',
          module: 'Module 3',
          run_id: 'run_bad',
          timestamp: '2026-01-05T10:00:00.000Z',
          source: 'engine',
          flags: [],
        }),
    });
    const { user } = renderApp(`/app/w/${A}/modules/3`);
    await screen.findByRole('main');
    await user.click(await main().findByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Invalid fit analysis data.')).toBeInTheDocument();
    expect(screen.queryByText('Fit Matrix completed successfully.')).not.toBeInTheDocument();
  });

  it('Cover Letter: the chosen language is sent with the run and remembered', async () => {
    const fetchMock = serveAnalysis();
    const { user, unmount } = renderApp(`/app/w/${A}/modules/9`);
    const select = await screen.findByRole('combobox', { name: 'Letter language' });
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'es');
    await user.click(main().getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Cover Letter completed successfully.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/process').map((r) => r.body)).toEqual([
      { module: 'Module 9', wid: A, language: 'es' },
    ]);
    unmount();
    renderApp(`/app/w/${A}/modules/9`);
    expect(await screen.findByRole('combobox', { name: 'Letter language' })).toHaveValue('es');
  });

  it('Cover Letter: with no choice on this device, the language follows the letter shown', async () => {
    const letter = { ...(engineResults['Module 9'] as object), language: 'fr' };
    serveAnalysis({ outputs: { 'Module 9': JSON.stringify(letter) } });
    renderApp(`/app/w/${A}/modules/9`);
    expect(await screen.findByRole('combobox', { name: 'Letter language' })).toHaveValue('fr');
    expect(screen.getByText('Written in French.')).toBeInTheDocument();
  });

  it('Cover Letter: a language the engine could not write is explained in words', async () => {
    const letter = {
      ...(engineResults['Module 9'] as object),
      language:
        "en (the built-in engine writes English, Spanish, French, German, Italian and Portuguese; 'ja' needs the language model)",
    };
    serveAnalysis({ outputs: { 'Module 9': JSON.stringify(letter) } });
    renderApp(`/app/w/${A}/modules/9`);
    expect(
      await screen.findByText(/^Written in English: the built-in engine writes English, Spanish/),
    ).toBeInTheDocument();
  });
});
