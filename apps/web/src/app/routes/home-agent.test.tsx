import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys, storageKeys } from '../../lib/storage-keys.ts';
import { clearDataLayer, pushedEvents } from '../../testing/data-layer.ts';
import { fakeApi, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { fakeJobSearchHandlers } from '../../testing/fake-job-search.ts';
import { renderApp } from '../../testing/render-app.tsx';

const WID = 'ws_test000000000001';
const HOME = `/app/w/${WID}/home`;
const storeQuery = (query: string) =>
  localStorage.setItem(storageKeys.agentState, JSON.stringify({ [WID]: { query, resumeRemoved: false } }));

beforeEach(() => {
  signOutLocally();
  signIn();
  clearDataLayer();
  localStorage.removeItem(storageKeys.agentState);
  localStorage.removeItem(storageKeys.referralId);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('home: the agent box', () => {
  it('types example queries as its placeholder, ignores an empty query, and opens the agent on a query, which runs it', async () => {
    const fetchMock = fakeApi({
      ...fakeBillingServer({ subscription: { package: 'pro' } }).handlers,
      ...fakeJobSearchHandlers(42),
    });
    const { user, location } = renderApp(HOME);
    const section = await screen.findByRole('region', { name: 'Job Search Agent' });
    const box = within(section).getByRole('textbox', { name: 'What job are you looking for?' });
    // 25 ms a character: within a second the first example is under way
    await waitFor(() => expect(box.getAttribute('placeholder')).toMatch(/^e\.g\. registered nu/), { timeout: 2000 });
    // Pro: no locked preview
    expect(within(section).queryByRole('region', { name: 'Job matches for you' })).toBeNull();

    await user.click(box);
    await user.keyboard('{Enter}');
    expect(location()).toBe(HOME);
    await user.type(box, '   ');
    await user.keyboard('{Enter}');
    expect(location()).toBe(HOME);

    await user.clear(box);
    await user.type(box, 'pharmacy technician in Phoenix{Enter}');
    await waitFor(() => expect(location()).toBe(`/app/w/${WID}/agent`));
    expect(JSON.parse(localStorage.getItem(storageKeys.agentState)!)[WID].query).toBe('pharmacy technician in Phoenix');
    expect(await screen.findByText(/42 matches found/, undefined, { timeout: 3000 })).toBeInTheDocument();
    // what the search found, never the query itself
    expect(pushedEvents('agent_search_executed')).toHaveLength(1);
    expect(pushedEvents('agent_search_executed')[0]).toMatchObject({ found: 42 });
    expect(JSON.stringify(pushedEvents('agent_search_executed'))).not.toContain('pharmacy');
    expect(requestsTo(fetchMock, 'POST /api/agent/normalize-query')[0]?.body).toMatchObject({
      query: 'pharmacy technician in Phoenix',
      wid: WID,
    });
    expect(screen.getByRole('textbox', { name: 'What job are you looking for?' })).toHaveValue(
      'pharmacy technician in Phoenix',
    );
  });
});

describe('home: the locked job-matches preview (free plan)', () => {
  it('cycles skeleton messages, then shows the real count of matching jobs for the last query, once a session', async () => {
    storeQuery('registered nurse');
    const fetchMock = fakeApi({ ...fakeBillingServer().handlers, ...fakeJobSearchHandlers(1234) });
    const { unmount } = renderApp(HOME);
    const preview = await screen.findByRole('region', { name: 'Job matches for you' });
    expect(within(preview).getByRole('status')).toHaveTextContent('Reading your search…');
    await waitFor(
      () => expect(within(preview).getByRole('status')).toHaveTextContent('Looking through the job index…'),
      { timeout: 2000 },
    );
    expect(
      await within(preview).findByText("1,234 jobs in the demo catalogue match 'registered nurse'", undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(preview).toHaveTextContent('The free plan shows the first 3.');
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.agentPreviewCount)!)[WID]).toEqual({
      query: 'registered nurse',
      count: 1234,
      demo: true,
    });
    expect(requestsTo(fetchMock, 'POST /api/jobs/search')).toHaveLength(1);
    unmount();

    // Kept for the session: no recount, no skeleton.
    renderApp(HOME);
    expect(await screen.findByText("1,234 jobs in the demo catalogue match 'registered nurse'")).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/jobs/search')).toHaveLength(1);
  });

  it('shows no number when there is nothing to count, and starts the trial with the referral id', async () => {
    localStorage.setItem(storageKeys.referralId, 'partner_7');
    const fetchMock = fakeApi({ ...fakeBillingServer().handlers, ...fakeJobSearchHandlers(1234) });
    const { user, location } = renderApp(HOME);
    const preview = await screen.findByRole('region', { name: 'Job matches for you' });
    expect(preview).toHaveTextContent('Your matches, ranked by fit');
    expect(preview.textContent).not.toMatch(/\d{2,}/);
    expect(requestsTo(fetchMock, 'POST /api/jobs/search')).toHaveLength(0);
    await user.click(within(preview).getByRole('button', { name: 'Start 3-day free trial' }));
    await waitFor(() => expect(location()).toBe('/app/test-checkout?session=cs_test_1'));
    expect(requestsTo(fetchMock, 'POST /api/payments/create-checkout-session')[0]?.body).toMatchObject({
      package: 'pro',
      billing_period: 'quarterly',
      trial_enabled: true,
      referral_id: 'partner_7',
    });
  });

  it('says so when no job matches, with no lock over nothing', async () => {
    storeQuery('lighthouse keeper');
    fakeApi({ ...fakeBillingServer({ subscription: { trial_used: true } }).handlers, ...fakeJobSearchHandlers(0) });
    sessionStorage.setItem(
      sessionKeys.agentPreviewCount,
      JSON.stringify({ [WID]: { query: 'lighthouse keeper', count: 0, demo: true } }),
    );
    renderApp(HOME);
    const preview = await screen.findByRole('region', { name: 'Job matches for you' });
    expect(await within(preview).findByText(/No job in the index matches 'lighthouse keeper' yet/)).toBeInTheDocument();
    expect(within(preview).queryByRole('button', { name: /trial/ })).toBeNull();
  });

  it('after the trial was used offers the upgrade, and See the first 3 runs the counted query in the agent', async () => {
    storeQuery('registered nurse');
    sessionStorage.setItem(
      sessionKeys.agentPreviewCount,
      JSON.stringify({ [WID]: { query: 'registered nurse', count: 57, demo: false } }),
    );
    const fetchMock = fakeApi({
      ...fakeBillingServer({ subscription: { trial_used: true } }).handlers,
      ...fakeJobSearchHandlers(57),
    });
    const { user, location } = renderApp(HOME);
    const preview = await screen.findByRole('region', { name: 'Job matches for you' });
    expect(await within(preview).findByText("57 jobs in the job index match 'registered nurse'")).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      `${HOME}?upgrade=open`,
    );
    await user.click(within(preview).getByRole('link', { name: 'See the first 3' }));
    await waitFor(() => expect(location()).toBe(`/app/w/${WID}/agent`));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/jobs/search')).toHaveLength(1), { timeout: 3000 });
    expect(requestsTo(fetchMock, 'POST /api/agent/normalize-query')[0]?.body).toMatchObject({
      query: 'registered nurse',
    });
  });
});
