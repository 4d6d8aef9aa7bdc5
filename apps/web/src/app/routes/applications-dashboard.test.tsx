import '../../testing/dom-stubs.ts';
import type { Application } from '@cp/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  fakeApi,
  json,
  requestsTo,
  signIn,
  signOutLocally,
  type FakeRequest,
} from '../../testing/fake-api.ts';
import { fakeWorkspaceServer, workspace } from '../../testing/fake-workspaces.ts';
import { applicationFixture } from '../../features/applications/testing/application-fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';

const A = 'ws_AAAAAAAAAAAAAAAA';
const base = `/api/workspaces/${A}/applications`;

const application = applicationFixture;

function serve(apps: Application[], extra: Record<string, (r: FakeRequest) => Response | Promise<Response>> = {}) {
  const server = fakeWorkspaceServer({
    plan: 'pro',
    workspaces: [workspace({ wid: A, name: 'Data', isDefault: true, cvText: 'resume' })],
  });
  let list = [...apps];
  const fetchMock = fakeApi({
    ...server.handlers,
    [`GET ${base}`]: () => json({ applications: list }),
    [`DELETE ${base}/:id`]: (r) => {
      list = list.filter((a) => a.id !== r.params.id);
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  return {
    fetchMock,
    setList: (next: Application[]) => {
      list = next;
    },
  };
}

const card = (name: string) => screen.getByRole('article', { name });
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('Application Dashboard', () => {
  it("shows the empty state 'No applications yet' with the stats at zero", async () => {
    serve([]);
    renderApp(`/app/w/${A}/applications`);
    expect(await screen.findByRole('heading', { level: 2, name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Application Dashboard' })).toBeInTheDocument();
    expect(stat('Success Rate')).toHaveTextContent('—');
    expect(screen.getByRole('link', { name: 'Find jobs with the Job Search Agent' })).toHaveAttribute(
      'href',
      `/app/w/${A}/agent`,
    );
  });

  it('derives the six stats and the tab counts from the list, shows legacy labels and filters', async () => {
    serve([
      application({ id: 'a1', status: 'draft', jobTitle: 'Analyst', appliedAt: null }),
      application({ id: 'a2', status: 'tailored', jobTitle: 'Old draft', appliedAt: null }),
      application({ id: 'a3', status: 'applied', jobTitle: 'Engineer' }),
      application({ id: 'a4', status: 'offer', jobTitle: 'Lead', company: 'Contoso' }),
    ]);
    const { user } = renderApp(`/app/w/${A}/applications`);
    await screen.findByRole('article', { name: 'Lead at Contoso' });
    expect(stat('Total')).toHaveTextContent('4');
    expect(stat('Kits Ready')).toHaveTextContent('2');
    expect(stat('Offers')).toHaveTextContent('1');
    expect(stat('Success Rate')).toHaveTextContent('50%');
    expect(within(card('Old draft at Northwind')).getByText('Draft')).toBeInTheDocument();
    expect(within(card('Analyst at Northwind')).getByText('Kit Generated')).toBeInTheDocument();
    expect(within(card('Engineer at Northwind')).getByText('Applied 2 Nov 2026')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Filter by status' });
    expect(within(tabs).getByRole('tab', { name: 'Kit Generated 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Draft 1' })).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: /Sent/ })).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Offer 1' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Lead at Contoso']);
  });

  it('changes a status only when the server confirms it, and keeps the old one when it fails', async () => {
    let release: (r: Response) => void = () => undefined;
    serve([application({ id: 'a1', jobTitle: 'Engineer' })], {
      [`PUT ${base}/:id/status`]: (r) =>
        new Promise<Response>((resolve) => {
          release = resolve;
          if ((r.body as { status: string }).status === 'offer')
            resolve(apiError(500, 'INTERNAL', 'Something went wrong on our side.'));
        }),
    });
    const { user } = renderApp(`/app/w/${A}/applications`);
    await user.click(await screen.findByRole('button', { name: 'Actions for Engineer at Northwind' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Interview' }));
    expect(within(card('Engineer at Northwind')).getByText('Applied')).toBeInTheDocument();
    expect(within(card('Engineer at Northwind')).getByRole('status', { name: 'Saving' })).toBeInTheDocument();
    release(json(application({ id: 'a1', jobTitle: 'Engineer', status: 'interview' })));
    expect(await within(card('Engineer at Northwind')).findByText('Interview')).toBeInTheDocument();
    expect(stat('Interview')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Actions for Engineer at Northwind' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Offer' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(within(card('Engineer at Northwind')).getByText('Interview')).toBeInTheDocument();
  });

  it('says on a draft card when its apply link was opened (from the server, so after a reload too), and Mark as Applied moves it', async () => {
    const fetchMock = serve(
      [
        application({
          id: 'a1',
          jobTitle: 'Engineer',
          status: 'draft',
          appliedAt: null,
          kitId: 'kit_1',
          linkOpenedAt: '2026-11-24T15:00:00.000Z',
        }),
        application({ id: 'a2', jobTitle: 'Analyst', status: 'draft', appliedAt: null, kitId: 'kit_2' }),
      ],
      {
        [`PUT ${base}/:id/status`]: () =>
          json(
            application({
              id: 'a1',
              jobTitle: 'Engineer',
              status: 'applied',
              linkOpenedAt: '2026-11-24T15:00:00.000Z',
            }),
          ),
      },
    ).fetchMock;
    const { user } = renderApp(`/app/w/${A}/applications`);
    const opened = await screen.findByRole('article', { name: 'Engineer at Northwind' });
    expect(opened).toHaveTextContent('You opened the apply link on 24 Nov 2026');
    expect(within(card('Analyst at Northwind')).queryByText(/You opened the apply link/)).toBeNull();
    expect(within(card('Analyst at Northwind')).queryByRole('button', { name: 'Mark as Applied' })).toBeNull();
    await user.click(within(opened).getByRole('button', { name: 'Mark as Applied' }));
    await waitFor(() => expect(requestsTo(fetchMock, `PUT ${base}/a1/status`)[0]?.body).toEqual({ status: 'applied' }));
    expect(await within(card('Engineer at Northwind')).findByText('Applied')).toBeInTheDocument();
    expect(within(card('Engineer at Northwind')).queryByText(/You opened the apply link/)).toBeNull();
  });

  it("removes only after 'Are you sure you want to remove this application?' is confirmed", async () => {
    const { fetchMock } = serve([
      application({ id: 'a1', jobTitle: 'Engineer' }),
      application({ id: 'a2', jobTitle: 'Analyst' }),
    ]);
    const { user } = renderApp(`/app/w/${A}/applications`);
    await user.click(await screen.findByRole('button', { name: 'Actions for Engineer at Northwind' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this application?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, `DELETE ${base}/a1`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Actions for Engineer at Northwind' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Engineer at Northwind' })).not.toBeInTheDocument(),
    );
    expect(card('Analyst at Northwind')).toBeInTheDocument();
    expect(stat('Total')).toHaveTextContent('1');
  });

  it('refreshes the session once on a 401 and retries the list; a failure offers a retry; Refresh reads again', async () => {
    let calls = 0;
    const { fetchMock, setList } = serve([], {
      [`GET ${base}`]: () => {
        calls += 1;
        if (calls === 1) return apiError(401, 'TOKEN_EXPIRED', 'Token expired');
        if (calls === 2) return json({ applications: [application({ id: 'a1' })] });
        if (calls === 3) return apiError(503, 'UNAVAILABLE', 'The service is busy.');
        return json({ applications: [application({ id: 'a1' }), application({ id: 'a2', jobTitle: 'Analyst' })] });
      },
      'POST /api/auth/refresh': () =>
        json({
          id_token: 'token-2',
          refresh_token: 'refresh-2',
          user_id: 'usr_1',
          email: 'jane.doe@example.com',
          expires_in: 3600,
        }),
    });
    setList([]);
    const { user } = renderApp(`/app/w/${A}/applications`);
    expect(await screen.findByRole('article', { name: 'Data Engineer at Northwind' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth/refresh')).toHaveLength(1);
    expect(requestsTo(fetchMock, `GET ${base}`).at(-1)?.headers.get('authorization')).toBe('Bearer token-2');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Could not load your applications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Analyst at Northwind' })).toBeInTheDocument();
  });
});
