import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer, usageLogs, userStatsBody } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const rowsOf = (region: HTMLElement) =>
  within(within(region).getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

describe('settings: usage', () => {
  it('shows remaining credits, the allowance and top-ups, the next reset, and usage per module 1..9', async () => {
    const server = fakeBillingServer({
      subscription: { package: 'pro' },
      credits: { allowance: 240, topup: 100, held: 2 },
      logs: usageLogs(3),
    });
    fakeApi(server.handlers);
    renderApp('/app/settings#usage');
    const balance = await screen.findByRole('heading', { name: 'Credits' });
    const card = balance.parentElement as HTMLElement;
    expect(within(card).getByText('Credits available').nextElementSibling).toHaveTextContent('340');
    expect(card).toHaveTextContent('2 on hold for runs in progress');
    expect(within(card).getByText('Monthly allowance').nextElementSibling).toHaveTextContent('240 of 300');
    expect(within(card).getByRole('progressbar', { name: 'Monthly allowance left' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(within(card).getByText('Top-ups').nextElementSibling).toHaveTextContent('100');
    expect(within(card).getByText('Next reset').nextElementSibling).toHaveTextContent(/Jul 1, 2026/);

    const modules = screen.getByRole('region', { name: 'Usage by module' });
    const rows = rowsOf(modules);
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 9).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Module 1 Resume Audit',
      'Module 2 Job Decoder',
      'Module 3 Fit Matrix',
      'Module 4 Resume Improvement',
      'Module 5 Interview Questions',
      'Module 6 Offline Interview',
      'Module 7 Resume Builder',
      'Module 8 Live Interview',
      'Module 9 Cover Letter',
    ]);
    expect(rows[0]).toHaveTextContent('Module 1 Resume Audit33');
    expect(rows[9]).toHaveTextContent('Total33');
  });

  it("pages the usage log 5 at a time with Prev and Next and 'Page X of Y'", async () => {
    const server = fakeBillingServer({ logs: usageLogs(12) });
    const fetchMock = fakeApi(server.handlers);
    const { user } = renderApp('/app/settings#usage');
    const log = await screen.findByRole('region', { name: 'Usage log' });
    await within(log).findByText('Page 1 of 3');
    expect(rowsOf(log).map((row) => row.cells[2]?.textContent)).toEqual([
      'run 12',
      'run 11',
      'run 10',
      'run 9',
      'run 8',
    ]);
    expect(within(log).getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(within(log).getByRole('button', { name: 'Next' }));
    await within(log).findByText('Page 2 of 3');
    await waitFor(() =>
      expect(rowsOf(log).map((row) => row.cells[2]?.textContent)).toEqual([
        'run 7',
        'run 6',
        'run 5',
        'run 4',
        'run 3',
      ]),
    );

    await user.click(within(log).getByRole('button', { name: 'Next' }));
    await within(log).findByText('Page 3 of 3');
    await waitFor(() => expect(rowsOf(log)).toHaveLength(2));
    expect(within(log).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(log).getByRole('button', { name: 'Prev' }));
    await within(log).findByText('Page 2 of 3');
    expect(
      requestsTo(fetchMock, 'GET /api/user-stats').map((r) => [r.query.get('page'), r.query.get('page_size')]),
    ).toEqual(
      expect.arrayContaining([
        ['1', '5'],
        ['2', '5'],
        ['3', '5'],
      ]),
    );
  });

  it('summarises credits used over time and offers the days as a table', async () => {
    const byDay = Array.from({ length: 30 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 4, 3 + i)).toISOString().slice(0, 10),
      credits: i === 10 ? 4 : i === 20 ? 1 : 0,
    }));
    const server = fakeBillingServer({ logs: usageLogs(5) });
    fakeApi({ ...server.handlers, 'GET /api/user-stats': () => json(userStatsBody({ logs: usageLogs(5), byDay })) });
    const { user } = renderApp('/app/settings#usage');
    const chart = await screen.findByRole('region', { name: 'Credits used over time' });
    expect(chart).toHaveTextContent('5 credits used in the last 30 days, on 2 days; most on May 13 (4).');
    await user.click(within(chart).getByText('Show the days as a table'));
    const table = within(chart).getByRole('table', { name: 'Credits used per day, days with usage only' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Wed, May 134', 'Sat, May 231']);
  });

  it('says what to do when nothing was used yet', async () => {
    fakeApi(fakeBillingServer().handlers);
    renderApp('/app/settings#usage');
    expect(
      await screen.findByText('Nothing yet. Each module run appears here with the credits it used.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No credits used in the last 30 days.')).toBeInTheDocument();
  });

  it("says 'Unable to load settings' when the usage cannot be loaded, with a retry", async () => {
    const server = fakeBillingServer();
    let fail = true;
    fakeApi({
      ...server.handlers,
      'GET /api/user-stats': (req) =>
        fail ? apiError(500, 'INTERNAL', '') : server.handlers['GET /api/user-stats'](req),
    });
    const { user } = renderApp('/app/settings#usage');
    expect(
      await screen.findByText('Unable to load settings. Please try again or contact support.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Usage log' })).toBeInTheDocument();
  });
});
