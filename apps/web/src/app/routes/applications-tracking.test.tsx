import '../../testing/dom-stubs.ts';
import type { Application } from '@cp/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  const list = [...apps];
  return fakeApi({ ...server.handlers, [`GET ${base}`]: () => json({ applications: list }), ...extra });
}

beforeEach(() => {
  signOutLocally();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('adding an application', () => {
  it('reads a job link into the form, warns about a company already tracked, and adds it when the server confirms', async () => {
    const fetchMock = serve([application({ id: 'a1' })], {
      [`POST ${base}/import-link`]: () =>
        json({ jobTitle: 'Platform Engineer', company: 'Northwind Inc.', jobUrl: 'https://jobs.example.com/9' }),
      [`POST ${base}`]: (r) => json(application({ id: 'a2', ...(r.body as object), appliedAt: null }), 201),
    });
    const { user } = renderApp(`/app/w/${A}/applications`);
    await user.click(await screen.findByRole('button', { name: 'Add application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
    await user.type(within(dialog).getByLabelText('Job link (optional)'), 'https://jobs.example.com/9');
    await user.click(within(dialog).getByRole('button', { name: 'Read link' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Job title')).toHaveValue('Platform Engineer'));
    expect(within(dialog).getByLabelText('Company')).toHaveValue('Northwind Inc.');
    expect(
      within(dialog).getByText(
        /You already track an application at Northwind: Data Engineer \(Applied, Applied 2 Nov 2026\)/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
    expect(await screen.findByRole('article', { name: 'Platform Engineer at Northwind Inc.' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${base}`)[0]?.body).toMatchObject({
      jobTitle: 'Platform Engineer',
      company: 'Northwind Inc.',
      jobUrl: 'https://jobs.example.com/9',
      status: 'applied',
    });
  });

  it("shows the server's detail when a link cannot be read, and keeps what was typed", async () => {
    serve([], {
      [`POST ${base}/import-link`]: () =>
        apiError(422, 'UNPROCESSABLE', 'This page has no usable job description text. Paste it instead.'),
    });
    const { user } = renderApp(`/app/w/${A}/applications`);
    await user.click((await screen.findAllByRole('button', { name: 'Add application' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
    await user.type(within(dialog).getByLabelText('Company'), 'Contoso');
    await user.type(within(dialog).getByLabelText('Job link (optional)'), 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Read link' }));
    expect(
      await within(dialog).findByText('This page has no usable job description text. Paste it instead.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company')).toHaveValue('Contoso');
  });
});

describe('an application in detail', () => {
  it('saves a note and a next step with a reminder, shows it due, and corrects a timeline date', async () => {
    let saved = application({ id: 'a1' });
    const fetchMock = serve([], {
      [`GET ${base}`]: () => json({ applications: [saved] }),
      [`PATCH ${base}/a1`]: (r) => {
        saved = { ...saved, ...(r.body as object), updatedAt: '2026-11-03T10:00:00.000Z' };
        return json(saved);
      },
      [`GET ${base}/a1/events`]: () =>
        json({
          events: [
            {
              id: '1',
              kind: 'created',
              fromStatus: null,
              toStatus: 'applied',
              at: '2026-11-02T10:00:00.000Z',
              editedAt: null,
            },
          ],
        }),
      [`PATCH ${base}/a1/events/1`]: () =>
        json({
          id: '1',
          kind: 'created',
          fromStatus: null,
          toStatus: 'applied',
          at: '2026-10-20T12:00:00.000Z',
          editedAt: '2026-11-03T10:00:00.000Z',
        }),
    });
    // the browser's zone goes with the reminder, so the e-mail gives the time in it
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'America/Los_Angeles' };
    });
    const { user } = renderApp(`/app/w/${A}/applications`);
    await user.click(await screen.findByRole('button', { name: 'Data Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Engineer' });
    expect(await within(dialog).findByText('Added as Applied')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The e-mail gives the time in your time zone, America/Los_Angeles.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Notes'), 'Spoke to Dana.');
    await user.type(within(dialog).getByLabelText('Next step'), 'Call the recruiter');
    fireEvent.change(within(dialog).getByLabelText('When'), { target: { value: '2026-01-15T09:30' } });
    await user.click(within(dialog).getByLabelText('E-mail me a reminder at that time'));
    await user.selectOptions(within(dialog).getByLabelText('Close reason'), 'No response (ghosted)');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requestsTo(fetchMock, `PATCH ${base}/a1`)).toHaveLength(1));
    expect(requestsTo(fetchMock, `PATCH ${base}/a1`)[0]?.body).toMatchObject({
      notes: 'Spoke to Dana.',
      nextStep: 'Call the recruiter',
      remindByEmail: true,
      closeReason: 'no_response',
      nextStepAt: new Date('2026-01-15T09:30').toISOString(),
      timeZone: 'America/Los_Angeles',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Change the date of: Added as Applied' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save date' }));
    await waitFor(() => expect(requestsTo(fetchMock, `PATCH ${base}/a1/events/1`)).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: '1 follow-up due' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Data Engineer at Northwind' })).toHaveTextContent(
      'No response (ghosted)',
    );
  });
});
