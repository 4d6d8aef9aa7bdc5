import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys.ts';
import { fakeApi, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeWorkspaceServer, workspace } from '../../testing/fake-workspaces.ts';
import { renderApp } from '../../testing/render-app.tsx';

const A = 'ws_AAAAAAAAAAAAAAAA';
const B = 'ws_BBBBBBBBBBBBBBBB';

function serve(options: Partial<Parameters<typeof fakeWorkspaceServer>[0]> = {}) {
  const server = fakeWorkspaceServer({
    plan: 'pro',
    workspaces: [
      workspace({ wid: A, name: 'Data Analyst', isDefault: true, cvText: 'Alpha resume text', completedModules: 4 }),
      workspace({ wid: B, name: 'Product Manager', cvText: 'Beta resume text' }),
    ],
    ...options,
  });
  const fetchMock = fakeApi(server.handlers);
  return { ...server, fetchMock };
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main' });
const banner = () => screen.findByRole('banner');

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the workspace id in the path', () => {
  it('never takes a reserved word as an id: it goes to /app/homepage', async () => {
    serve();
    const { location } = renderApp('/app/w/documents/modules/2');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(location()).toBe('/app/homepage');
  });

  it("discards an old 'wid-' id from the path and from storage", async () => {
    serve();
    localStorage.setItem(storageKeys.activeWorkspace, 'wid-123456');
    const { location } = renderApp('/app/w/wid-123456/documents');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(location()).toBe('/app/homepage');
    expect(localStorage.getItem(storageKeys.activeWorkspace)).toBeNull();
  });

  it('inserts the stored active workspace into a path without an id', async () => {
    serve();
    localStorage.setItem(storageKeys.activeWorkspace, B);
    const { location } = renderApp('/app/documents?from=mail');
    await waitFor(() => expect(location()).toBe(`/app/w/${B}/documents?from=mail`));
    expect(await screen.findByRole('region', { name: 'Current resume text' })).toHaveTextContent('Beta resume text');
  });

  it('falls back to the default workspace when none is stored, or the stored one is gone (and forgets it)', async () => {
    serve();
    const first = renderApp('/app/modules/3');
    await waitFor(() => expect(first.location()).toBe(`/app/w/${A}/modules/3`));
    first.unmount();

    localStorage.setItem(storageKeys.activeWorkspace, 'ws_deletedElsewhere1');
    const second = renderApp('/app/documents');
    await waitFor(() => expect(second.location()).toBe(`/app/w/${A}/documents`));
    expect(localStorage.getItem(storageKeys.activeWorkspace)).not.toBe('ws_deletedElsewhere1');
  });

  it('sends a stale stored id to the default instead of using it', async () => {
    serve();
    localStorage.setItem(storageKeys.activeWorkspace, 'wid-999999');
    const { location } = renderApp('/app/documents');
    await waitFor(() => expect(location()).toBe(`/app/w/${A}/documents`));
  });

  it('clamps the module number to 1..9 by replacing the URL', async () => {
    serve();
    const low = renderApp(`/app/w/${A}/modules/0`);
    await waitFor(() => expect(low.location()).toBe(`/app/w/${A}/modules/1`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Audit' })).toBeInTheDocument();
    low.unmount();

    const high = renderApp(`/app/w/${A}/modules/12`);
    await waitFor(() => expect(high.location()).toBe(`/app/w/${A}/modules/9`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cover Letter' })).toBeInTheDocument();
    // One history entry: the clamped URL replaced the typed one.
    expect(high.router.state.historyAction).toBe('REPLACE');
    high.unmount();

    const none = renderApp(`/app/w/${A}/modules`);
    await waitFor(() => expect(none.location()).toBe(`/app/w/${A}/modules/1`));
  });

  it("shows 'Invalid step' for an unknown path inside a workspace", async () => {
    serve();
    renderApp(`/app/w/${A}/billing`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', `/app/w/${A}`);
  });

  it("lands on the user's own default home for an id the server does not know for them, forgetting it", async () => {
    const { fetchMock } = serve();
    const foreign = 'ws_someoneElses0001';
    localStorage.setItem(storageKeys.activeWorkspace, foreign);
    const { location } = renderApp(`/app/w/${foreign}/documents`);

    await waitFor(() => expect(location()).toBe(`/app/w/${A}`));
    expect(await screen.findByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(
      await screen.findByText('That workspace was not found. Showing your own workspace instead.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, `GET /api/workspaces/${foreign}`)).toHaveLength(1);
    // The id is forgotten; the user's own workspace becomes the active one once it has loaded.
    await waitFor(() => expect(localStorage.getItem(storageKeys.activeWorkspace)).toBe(A));
  });
});

describe('/app and /app/homepage (docs/decisions/038 section 10)', () => {
  it('go on to the agent of a saved active workspace that still exists', async () => {
    serve();
    localStorage.setItem(storageKeys.activeWorkspace, B);
    const { location } = renderApp('/app');
    await waitFor(() => expect(location()).toBe(`/app/w/${B}/agent`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Search Agent' })).toBeInTheDocument();
  });

  it('show the home when the saved workspace no longer exists, and forget it', async () => {
    serve();
    localStorage.setItem(storageKeys.activeWorkspace, 'ws_goneGoneGone0001');
    const { location } = renderApp('/app/homepage');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(location()).toBe('/app/homepage');
    await waitFor(() => expect(localStorage.getItem(storageKeys.activeWorkspace)).toBeNull());
  });
});

describe('switching workspaces', () => {
  it('keeps the module sub-path, stores the active id and stamps its last-active time', async () => {
    serve();
    const { user, location } = renderApp(`/app/w/${A}/modules/3`);
    await screen.findByRole('navigation', { name: 'Main' });
    await user.click(
      await within(sidebar()).findByRole('button', { name: 'Workspace: Data Analyst. Switch workspace' }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: /Product Manager/ }));

    await waitFor(() => expect(location()).toBe(`/app/w/${B}/modules/3`));
    await waitFor(() => expect(localStorage.getItem(storageKeys.activeWorkspace)).toBe(B));
    expect(JSON.parse(localStorage.getItem(storageKeys.workspaceLastActive) ?? '{}')).toHaveProperty(B);
    expect(
      await within(sidebar()).findByRole('button', { name: 'Workspace: Product Manager. Switch workspace' }),
    ).toBeInTheDocument();
  });

  it('keeps the documents view, and back/forward re-apply the route with that workspace', async () => {
    serve();
    const { user, location, router } = renderApp(`/app/w/${A}/documents`);
    expect(await screen.findByRole('region', { name: 'Current resume text' })).toHaveTextContent('Alpha resume text');

    await user.click(within(sidebar()).getByRole('button', { name: /Switch workspace/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Product Manager/ }));
    await waitFor(() => expect(location()).toBe(`/app/w/${B}/documents`));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Current resume text' })).toHaveTextContent('Beta resume text'),
    );

    await router.navigate(-1);
    await waitFor(() => expect(location()).toBe(`/app/w/${A}/documents`));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Current resume text' })).toHaveTextContent('Alpha resume text'),
    );
    expect(within(sidebar()).getByRole('button', { name: /Switch workspace/ })).toHaveAccessibleName(
      'Workspace: Data Analyst. Switch workspace',
    );

    await router.navigate(1);
    expect(await screen.findByText('Beta resume text')).toBeInTheDocument();
  });

  it('points the sidebar at the workspace: modules, Resume & Job and Home', async () => {
    serve();
    renderApp(`/app/w/${B}/documents`);
    await screen.findByRole('region', { name: 'Current resume text' });
    expect(within(sidebar()).getByRole('link', { name: /Fit Matrix/ })).toHaveAttribute(
      'href',
      `/app/w/${B}/modules/3`,
    );
    expect(within(sidebar()).getByRole('link', { name: 'Resume & Job' })).toHaveAttribute(
      'href',
      `/app/w/${B}/documents`,
    );
    expect(within(sidebar()).getByRole('link', { name: 'Resume & Job' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', `/app/w/${B}`);
  });
});

describe('the step progress bar', () => {
  it("shows 'Step X of 9 • percent' and where the work is saved, from the workspace's stats", async () => {
    serve();
    renderApp(`/app/w/${A}/modules/3`);
    const top = await banner();
    expect(await within(top).findByText('Step 3 of 9 • 44%')).toBeInTheDocument();
    expect(within(top).getByText(/Saved in:/)).toHaveTextContent('Saved in: Data Analyst');
    expect(
      within(top).getByRole('progressbar', { name: 'Journey progress: 4 of 9 modules completed' }),
    ).toHaveAttribute('aria-valuenow', '44');
  });

  it('caps the percent at 100 and counts the documents view as step 0', async () => {
    serve({ workspaces: [workspace({ wid: A, name: 'Done', isDefault: true, completedModules: 9 })] });
    renderApp(`/app/w/${A}/documents`);
    expect(await within(await banner()).findByText('Step 0 of 9 • 100%')).toBeInTheDocument();
  });

  it('is hidden on the home and on settings', async () => {
    serve();
    const home = renderApp(`/app/w/${A}`);
    expect(await screen.findByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText(/Step \d of 9/)).not.toBeInTheDocument();
    home.unmount();
    renderApp('/app/settings');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByText(/Saved in/)).not.toBeInTheDocument();
  });
});
