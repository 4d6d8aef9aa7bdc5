import '../../testing/dom-stubs.ts';
import { reusedRunMessage } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineResults } from '../../features/analysis/testing/engine-results.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { apiError, json, meBody, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { A, serveAnalysis } from '../testing/fake-analysis-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const main = () => within(screen.getByRole('main'));
const stored = JSON.stringify(engineResults['Module 3']);
const badge = () => screen.findByRole('link', { name: /credits? available/ });

beforeEach(() => {
  signOutLocally();
  signIn();
  localStorage.removeItem(storageKeys.letterLanguage);
});
afterEach(() => vi.unstubAllGlobals());

describe('analysis screens: fair credits', () => {
  it('a re-run on unchanged documents says it is free, runs even with no credit left, and says it used none', async () => {
    const fetchMock = serveAnalysis({
      credits: { allowance: 0 },
      outputs: { 'Module 3': stored },
      runMeta: { source: 'engine', flags: [] },
      process: () =>
        json({
          result: stored,
          message: reusedRunMessage,
          module: 'Module 3',
          run_id: 'run_Module 3',
          timestamp: '2026-01-05T10:00:00.000Z',
          source: 'engine',
          flags: [],
          reused: true,
        }),
    });
    const { user } = renderApp(`/app/w/${A}/modules/3`);
    const button = await screen.findByRole('button', { name: 'Re-analyze (no charge)' });
    expect(screen.getByText(/Nothing changed since your last run/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Out of credits' })).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText(reusedRunMessage)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/process')).toHaveLength(1);
  });

  it('with a language model every run is a new version: the button says nothing about a free run', async () => {
    serveAnalysis({
      outputs: { 'Module 3': stored },
      runMeta: { source: 'engine', flags: [] },
      capabilities: { llm: true, letter_languages: null, location_changes_salary: false },
    });
    renderApp(`/app/w/${A}/modules/3`);
    expect(await screen.findByRole('button', { name: 'Re-analyze' })).toBeEnabled();
    expect(screen.queryByText(/Nothing changed since your last run/)).not.toBeInTheDocument();
  });

  it('Cover Letter: a language the server cannot write is said before any charge and is never sent', async () => {
    const fetchMock = serveAnalysis();
    const { user } = renderApp(`/app/w/${A}/modules/9`);
    await user.selectOptions(await screen.findByLabelText('Letter language'), 'ja');
    expect(await screen.findByText(/cannot write Japanese yet/)).toBeInTheDocument();
    expect(main().getByRole('button', { name: /Generate|Analyze/ })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Letter language'), 'es');
    expect(screen.queryByText(/cannot write/)).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/modules/process')).toHaveLength(0);
  });

  it('Job Decoder: the location field says a location changes no figure', async () => {
    serveAnalysis();
    renderApp(`/app/w/${A}/modules/2`);
    expect(await screen.findByText(/a location does not change them, and costs nothing/)).toBeInTheDocument();
  });

  it('takes one credit off the badge while a run works and gives it back when the run fails', async () => {
    let fail: (() => void) | null = null;
    serveAnalysis({
      credits: { allowance: 5 },
      process: () =>
        new Promise<Response>((resolve) => (fail = () => resolve(apiError(500, 'INTERNAL', 'Something went wrong.')))),
    });
    const { user } = renderApp(`/app/w/${A}/modules/3`);
    expect(await badge()).toHaveAccessibleName('5 credits available. View usage');
    await user.click(await main().findByRole('button', { name: 'Analyze' }));
    await waitFor(async () => expect(await badge()).toHaveAccessibleName('4 credits available. View usage'));
    fail!();
    await waitFor(async () => expect(await badge()).toHaveAccessibleName('5 credits available. View usage'));
  });

  it('trial users see Fit Matrix experiences and salary blurred, as free users do; paying users see them', async () => {
    serveAnalysis({
      outputs: { 'Module 3': stored },
      handlers: {
        'GET /api/me': () => json(meBody({ subscription: { package: 'pro', plan: 'pro', status: 'trialing' } })),
      },
    });
    renderApp(`/app/w/${A}/modules/3`);
    expect(await screen.findByRole('link', { name: 'Start Free Trial to view experiences' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free Trial to view salary analysis' })).toBeInTheDocument();
  });

  it('a paying Pro user sees the Fit Matrix experiences and salary', async () => {
    serveAnalysis({ outputs: { 'Module 3': stored } });
    renderApp(`/app/w/${A}/modules/3`);
    await screen.findByText('Current Fit');
    expect(screen.queryByRole('link', { name: 'Start Free Trial to view experiences' })).not.toBeInTheDocument();
  });
});
