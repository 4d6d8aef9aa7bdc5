import '../../testing/dom-stubs.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeWorkspaceServer, workspace } from '../../testing/fake-workspaces.ts';
import { renderApp } from '../../testing/render-app.tsx';

const A = 'ws_AAAAAAAAAAAAAAAA';
const B = 'ws_BBBBBBBBBBBBBBBB';
const longResume = `${'R'.repeat(400)}SHOULD-NOT-SHOW`;

function serve(
  plan: 'free' | 'pro' = 'pro',
  overrides: Record<string, (req: never) => Response | Promise<Response>> = {},
) {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  const server = fakeWorkspaceServer({
    plan,
    workspaces:
      plan === 'free'
        ? [workspace({ wid: A, name: 'Data Analyst', isDefault: true, lastModified: minutesAgo(5) })]
        : [
            workspace({
              wid: A,
              name: 'Data Analyst',
              isDefault: true,
              cvText: longResume,
              jdText: 'Senior analyst job',
              completedModules: 4,
              lastModified: minutesAgo(5),
            }),
            workspace({ wid: B, name: 'Product Manager', cvText: 'PM resume', lastModified: minutesAgo(180) }),
          ],
  });
  const fetchMock = fakeApi({ ...server.handlers, ...overrides });
  return { ...server, fetchMock };
}

async function openManage(path = `/app/w/${A}/documents`) {
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Manage' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage Workspaces' });
  await within(dialog).findByRole('list', { name: 'Workspaces' });
  return { ...app, dialog };
}

const card = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('heading', { name }).closest('li') as HTMLElement;

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Manage Workspaces', () => {
  it('shows each workspace with its documents of 2, modules of 9, last change and badges', async () => {
    serve();
    const { dialog } = await openManage();
    const analyst = card(dialog, 'Data Analyst');
    expect(analyst).toHaveTextContent('Documents2 / 2');
    expect(analyst).toHaveTextContent('Modules4 / 9');
    expect(analyst).toHaveTextContent('Modified5 minutes ago');
    expect(within(analyst).getByText('Default')).toBeInTheDocument();
    expect(within(analyst).getByText('Current')).toBeInTheDocument();
    expect(card(dialog, 'Product Manager')).toHaveTextContent('Documents1 / 2');
    expect(card(dialog, 'Product Manager')).toHaveTextContent('3 hours ago');
    expect(within(dialog).getByText('2 / 10 used')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('filters by name and says so when nothing matches', async () => {
    serve();
    const { dialog, user } = await openManage();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search workspaces' }), 'product');
    expect(within(dialog).getByRole('heading', { name: 'Product Manager' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Data Analyst' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search workspaces' }), 'zzz');
    expect(within(dialog).getByRole('heading', { name: 'No workspaces match your search' })).toBeInTheDocument();
  });

  it("creates a workspace named 'New workspace' by default and refetches the list", async () => {
    const { fetchMock } = serve();
    const { dialog, user } = await openManage();
    const name = within(dialog).getByRole('textbox', { name: 'New workspace name' });
    expect(name).toHaveValue('New workspace');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(name, '   ');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'New workspace');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('New workspace created!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/workspaces')[0]?.body).toEqual({ name: 'New workspace' });
    expect(await within(dialog).findByRole('heading', { name: 'New workspace' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 / 10 used')).toBeInTheDocument();
  });

  it("on the free plan shows '1 / 1 used' with Upgrade, and cannot create", async () => {
    const { fetchMock } = serve('free');
    const { dialog } = await openManage();
    expect(within(dialog).getByText('1 / 1 used')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/[?&]upgrade=workspaces(&|$)/),
    );
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(requestsTo(fetchMock, 'POST /api/workspaces')).toHaveLength(0);
  });

  it('renames inline: Enter commits, Escape cancels (the modal stays open), empty or unchanged is ignored, blur commits', async () => {
    const { fetchMock } = serve();
    const { dialog, user } = await openManage();
    const renames = () => requestsTo(fetchMock, `PATCH /api/workspaces/${B}`);

    await user.click(within(dialog).getByRole('button', { name: 'Rename Product Manager' }));
    await user.keyboard('Ignored name{Escape}');
    expect(screen.getByRole('dialog', { name: 'Manage Workspaces' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Product Manager' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rename Product Manager' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Workspace name' }));
    await user.keyboard('   {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Rename Product Manager' }));
    await user.keyboard('{Enter}');
    expect(renames()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Rename Product Manager' }));
    await user.keyboard('Head of Product{Enter}');
    expect(await within(dialog).findByRole('heading', { name: 'Head of Product' })).toBeInTheDocument();
    expect(renames().map((r) => r.body)).toEqual([{ name: 'Head of Product' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Rename Head of Product' }));
    await user.keyboard('Product Lead');
    await user.click(within(dialog).getByRole('searchbox', { name: 'Search workspaces' }));
    expect(await within(dialog).findByRole('heading', { name: 'Product Lead' })).toBeInTheDocument();
    expect(renames()).toHaveLength(2);
  });

  it("shows the server's message when a rename fails, else the spec's default", async () => {
    serve('pro', { [`PATCH /api/workspaces/:wid`]: () => new Response('oops', { status: 500 }) });
    const { dialog, user } = await openManage();
    await user.click(within(dialog).getByRole('button', { name: 'Rename Product Manager' }));
    await user.keyboard('X{Enter}');
    expect(await screen.findByText('Cannot rename workspace.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Product Manager' })).toBeInTheDocument();
  });

  it('asks before deleting, with both wordings, and goes to the returned default when the open one is deleted', async () => {
    const { fetchMock } = serve();
    const { dialog, user, location } = await openManage(`/app/w/${B}/documents`);
    await user.click(
      within(card(dialog, 'Product Manager')).getByRole('button', { name: 'More actions for Product Manager' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete "Product Manager"?' });
    expect(confirm.textContent?.match(/cannot be undone/g)).toHaveLength(1);
    expect(confirm).toHaveAccessibleDescription('This action cannot be undone. All data will be lost.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, `DELETE /api/workspaces/${B}`)).toHaveLength(0);

    await user.click(
      within(card(dialog, 'Product Manager')).getByRole('button', { name: 'More actions for Product Manager' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(location()).toBe(`/app/w/${A}/documents`));
    expect(requestsTo(fetchMock, `DELETE /api/workspaces/${B}`)).toHaveLength(1);
    expect(await screen.findByText('"Product Manager" deleted.')).toBeInTheDocument();
  });

  it("resets after the spec's confirmation and says 'Workspace reset.'", async () => {
    const { fetchMock, state } = serve();
    const { dialog, user } = await openManage();
    await user.click(
      within(card(dialog, 'Data Analyst')).getByRole('button', { name: 'More actions for Data Analyst' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Reset…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset this workspace?' });
    expect(confirm).toHaveTextContent('This clears Resume, JD, and all module outputs for this workspace only.');
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Workspace reset.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST /api/workspaces/${A}/reset`)).toHaveLength(1);
    expect(state.workspaces[0]?.cvText).toBe('');
    expect(await within(card(dialog, 'Data Analyst')).findByText('0 / 2')).toBeInTheDocument();
  });

  it("clones and sets the default, showing the server's detail on failure", async () => {
    serve('pro', {
      'POST /api/workspaces/:wid/clone': () =>
        apiError(403, 'PLAN_REQUIRED', 'Your Pro plan allows 10 workspaces. Upgrade to create more.'),
    });
    const { dialog, user } = await openManage();
    await user.click(
      within(card(dialog, 'Product Manager')).getByRole('button', { name: 'More actions for Product Manager' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    expect(await screen.findByText('Your Pro plan allows 10 workspaces. Upgrade to create more.')).toBeInTheDocument();

    await user.click(
      within(card(dialog, 'Product Manager')).getByRole('button', { name: 'More actions for Product Manager' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Set as default' }));
    expect(await screen.findByText('"Product Manager" is now your default workspace.')).toBeInTheDocument();
    await waitFor(() => expect(within(card(dialog, 'Product Manager')).getByText('Default')).toBeInTheDocument());
  });

  it('shows Journey Progress, document status and a preview cut at 400 characters, with Copy', async () => {
    serve();
    const { dialog, user } = await openManage();
    await user.click(within(dialog).getByRole('button', { name: 'Details for Data Analyst' }));

    const journey = await within(dialog).findByRole('region', { name: 'Journey Progress' });
    expect(within(journey).getByText('4 / 9 completed')).toBeInTheDocument();
    expect(within(journey).getAllByText('Done')).toHaveLength(4);
    expect(within(journey).getAllByText('Not done')).toHaveLength(5);
    expect(within(dialog).getByText(/Resume:/).parentElement).toHaveTextContent('Added (415 characters)');
    const preview = within(dialog).getByTestId('preview-cv');
    expect(preview.textContent).toBe(`${'R'.repeat(400)}…`);
    expect(preview).not.toHaveTextContent('SHOULD-NOT-SHOW');

    await user.click(within(dialog).getByRole('button', { name: 'Copy resume' }));
    expect(await navigator.clipboard.readText()).toBe(longResume);
    expect(await screen.findByText('Copied to clipboard.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'All workspaces' }));
    expect(within(dialog).getByRole('list', { name: 'Workspaces' })).toBeInTheDocument();
  });

  it("says 'Failed to load workspaces' with a retry", async () => {
    let fail = true;
    const server = fakeWorkspaceServer({
      plan: 'pro',
      workspaces: [workspace({ wid: A, name: 'Data Analyst', isDefault: true })],
    });
    fakeApi({
      ...server.handlers,
      'GET /api/workspaces': () =>
        fail
          ? apiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable. Please try again.')
          : server.handlers['GET /api/workspaces'](),
    });
    const { user } = renderApp(`/app/w/${A}/documents`);
    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Workspaces' });
    expect(await within(dialog).findByText('Failed to load workspaces')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
  });
});

describe('the workspace picker', () => {
  it("on the free plan keeps 'New workspace' off with '1 / 1 used' and an Upgrade link", async () => {
    serve('free');
    const { user } = renderApp(`/app/w/${A}/documents`);
    await user.click(await screen.findByRole('button', { name: 'Workspace: Data Analyst. Switch workspace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'New workspace' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByText('1 / 1 used')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/[?&]upgrade=workspaces(&|$)/),
    );
  });

  it('lists the workspaces for the keyboard and creates one on Pro, opening its documents', async () => {
    const { fetchMock } = serve();
    const { user, location } = renderApp(`/app/w/${A}/modules/2`);
    const trigger = await screen.findByRole('button', { name: 'Workspace: Data Analyst. Switch workspace' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Data AnalystDefault', 'Product Manager']);
    expect(within(menu).getByRole('menuitemradio', { name: /Data Analyst/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'New workspace' }));

    await waitFor(() => expect(location()).toMatch(/^\/app\/w\/ws_test\d+\/documents$/));
    expect(requestsTo(fetchMock, 'POST /api/workspaces')).toHaveLength(1);
    expect(await screen.findByText('New workspace created!')).toBeInTheDocument();
  });
});
