import '../../testing/dom-stubs.ts';
import { analysisSteps, moduleScreens } from '../../features/analysis/utils/module-screens.ts';
import { engineResults } from '../../features/analysis/testing/engine-results.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { A, serveAnalysis } from '../testing/fake-analysis-server.ts';

/**
 * Codes the program uses among itself that a user must never read (docs/product: results read like advice): error
 * codes (PLAN_REQUIRED), snake_case enum ids (past_due, llm_fallback, module_4), requirement ids (req-1), O*NET codes
 * (15-2051.01) and module keys ('Module 3').
 */
const internalCode =
  /\b[A-Z]{2,}(?:_[A-Z]+)+\b|\b[a-z]+(?:_[a-z0-9]+)+\b|\breq-\d|\b\d{2}-\d{4}\.\d{2}\b|\bModule \d\b/;

function expectNoInternalCodes(element: HTMLElement) {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ');
  expect(text.match(internalCode)?.[0] ?? null, text.slice(0, 400)).toBeNull();
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('no internal codes on screen', () => {
  it('the check catches each kind of code', () => {
    for (const code of ['PLAN_REQUIRED', 'past_due', 'module_4', 'req-1', '15-2051.01', 'Module 3']) {
      const element = document.createElement('p');
      element.textContent = `Your plan: ${code}.`;
      expect(() => expectNoInternalCodes(element), code).toThrow();
    }
  });

  it.each(analysisSteps)('analysis step %i with a stored result flagged by the writer', async (step) => {
    const key = moduleScreens[step].key;
    serveAnalysis({
      outputs: { [key]: engineResults[key] },
      runMeta: { source: 'engine', flags: ['llm_fallback'] },
    });
    renderApp(`/app/w/${A}/modules/${step}`);
    await screen.findByRole('region', { name: 'What to do next' });
    expectNoInternalCodes(screen.getByRole('main'));
  });

  it.each([
    ['past_due', 'Past due'],
    ['incomplete_expired', 'Expired'],
    ['trialing', 'Free trial'],
  ] as const)('the subscription tab for a %s subscription says %s', async (status, label) => {
    fakeApi(fakeBillingServer({ subscription: { package: 'pro', status } }).handlers);
    renderApp('/app/settings#subscription');
    const details = (await screen.findByText('Status')).closest('dl')!;
    expect(details).toHaveTextContent(label);
    expectNoInternalCodes(details);
  });

  it('an error the server sent without a detail reads as a sentence, not its code', async () => {
    fakeApi({
      ...fakeBillingServer().handlers,
      'POST /api/auth/delete-account': () => apiError(500, 'INTERNAL', ''),
    });
    const { user } = renderApp('/app/settings#subscription');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    expectNoInternalCodes(document.body);
  });
});
