import '../../testing/dom-stubs.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, meBody, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const wid = 'ws_0123456789abcdef';

beforeEach(() => {
  signOutLocally();
  signIn();
  fakeApi({ 'GET /api/me': () => json(meBody()) });
});
afterEach(() => vi.unstubAllGlobals());

describe('workspace paths before workspaces exist', () => {
  it('names a known module and says it is not available yet, with a way home', async () => {
    const { user, location } = renderApp(`/app/w/${wid}/modules/4`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Improvement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resume Improvement is not available yet' })).toBeInTheDocument();
    expect(screen.getByText(/This server version does not include Resume Improvement \(step 4\) yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(location()).toBe('/app/homepage'));
  });

  it('clamps module numbers and knows the documents, agent and applications views', async () => {
    const first = renderApp(`/app/w/${wid}/modules/99`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cover Letter' })).toBeInTheDocument();
    first.unmount();
    const second = renderApp(`/app/w/${wid}/applications`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Dashboard' })).toBeInTheDocument();
    second.unmount();
    renderApp(`/app/w/${wid}/documents`);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Documents' })).toBeInTheDocument();
  });

  it("shows 'Invalid step' for an unknown sub-path", async () => {
    renderApp(`/app/w/${wid}/billing`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid step' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/app/homepage');
  });

  it('sends an invalid or reserved workspace id to the home page', async () => {
    const { location } = renderApp('/app/w/documents/modules/2');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(location()).toBe('/app/homepage');
  });
});
