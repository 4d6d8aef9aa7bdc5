import '../../testing/dom-stubs.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { clearDataLayer, pushedEvents } from '../../testing/data-layer.ts';
import { apiError, fakeApi, json, requestsTo, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

const exportBody = {
  format: 'career-prep-export',
  version: 1,
  exported_at: '2026-06-01T12:00:00.000Z',
  user_id: 'usr_1',
  account: { user_id: 'usr_1', email: 'jane.doe@example.com' },
  profile: null,
  identities: [],
  sessions: [],
  one_time_tokens: [],
  workspaces: [
    {
      wid: 'ws_test000000000001',
      name: 'Data Analyst',
      module_runs: [],
      document_versions: [],
      resume_builder: [],
      resume_builder_versions: [],
      applications: [],
      application_events: [],
      interview_sessions: [],
      kits: [],
      kit_files: [],
      kit_sends: [],
      kit_send_files: [],
    },
  ],
  credits: { account: null, ledger: [], runs: [], usage_entries: [] },
  subscription: null,
  billing_events: [],
  checkout_sessions: [],
  promos: [],
  emails: [],
  product_events: [],
  referral_code: null,
};

beforeEach(() => {
  signOutLocally();
  signIn();
  clearDataLayer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('settings: your data', () => {
  it('exports everything as {user_id}.json with the spec toasts', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi({
      ...fakeBillingServer().handlers,
      'GET /api/auth/export-data': async () => (await gate, json(exportBody)),
    });
    const createUrl = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/app/settings#subscription');
    const data = await screen.findByRole('region', { name: 'Your data' });

    await user.click(within(data).getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('Preparing your data for export...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Data exported successfully!')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('usr_1.json');
    const saved = JSON.parse(await (createUrl.mock.calls[0]?.[0] as Blob).text()) as typeof exportBody;
    expect(saved.account.email).toBe('jane.doe@example.com');
    expect(saved.workspaces[0]?.name).toBe('Data Analyst');
  });

  it("says 'Failed to export data. Please try again.' when the export fails", async () => {
    fakeApi({ ...fakeBillingServer().handlers, 'GET /api/auth/export-data': () => apiError(500, 'INTERNAL', '') });
    const { user } = renderApp('/app/settings#subscription');
    await user.click(await screen.findByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('Failed to export data. Please try again.')).toBeInTheDocument();
  });

  it('deletes the account only after the spec confirmation and typing DELETE, then signs out and goes to /intro', async () => {
    const fetchMock = fakeApi({
      ...fakeBillingServer().handlers,
      'POST /api/auth/delete-account': () => json({ message: 'Account deleted successfully!' }),
    });
    const { user, location } = renderApp('/app/settings#subscription');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete your account? This action is permanent and cannot be undone.',
    );
    const submit = within(confirm).getByRole('button', { name: 'Delete account' });
    expect(submit).toBeDisabled();
    await user.type(within(confirm).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(submit).toBeDisabled();
    await user.clear(within(confirm).getByLabelText('Type DELETE to confirm'));
    await user.type(within(confirm).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(submit);

    expect(await screen.findByText('Account deleted successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prepare for the job you want, one role at a time.' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/intro');
    expect(sessionStore.get()).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/auth/delete-account')).toHaveLength(1);
    expect(pushedEvents('account_deleted')).toHaveLength(1);
  });

  it('keeps the account and says why when the deletion fails', async () => {
    fakeApi({ ...fakeBillingServer().handlers, 'POST /api/auth/delete-account': () => apiError(500, 'INTERNAL', '') });
    const { user, location } = renderApp('/app/settings#subscription');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    expect(location()).toBe('/app/settings#subscription');
    expect(sessionStore.get()).not.toBeNull();
    expect(pushedEvents('account_deleted')).toEqual([]);
  });
});
