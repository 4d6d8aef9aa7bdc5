import '../../testing/dom-stubs.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys.ts';
import { fakeApi, signIn, signOutLocally } from '../../testing/fake-api.ts';
import { fakeBillingServer } from '../../testing/fake-billing.ts';
import { renderApp } from '../../testing/render-app.tsx';

const HOME = '/app/w/ws_test000000000001/home';

beforeEach(() => {
  signOutLocally();
  signIn();
  localStorage.removeItem(storageKeys.liveTeaserSeen);
});
afterEach(() => vi.unstubAllGlobals());

describe('home: Live Interview teaser', () => {
  it('on the free plan says Live Interview is part of Pro, previews it with blurred samples and offers the upgrade, and is New until seen once', async () => {
    fakeApi(fakeBillingServer().handlers);
    const { user, location, unmount } = renderApp(HOME);
    const section = await screen.findByRole('region', { name: /Live AI Interview/ });
    expect(section).toHaveTextContent('Live Interview is part of Pro.');
    expect(section).not.toHaveTextContent('not available');
    expect(within(section).getByText('New')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Start a live interview' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Preview the Live Interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live AI Interview' });
    expect(dialog).toHaveTextContent('samples, not about you');
    expect(within(dialog).getByText('Sample question')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.liveTeaserSeen)).toBe('1');
    await user.click(within(dialog).getByRole('link', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(location()).toBe('/app/w/ws_test000000000001/home?upgrade=module_8'));
    expect(within(section).queryByText('New')).toBeNull();
    unmount();
    renderApp(HOME);
    expect(within(await screen.findByRole('region', { name: /Live AI Interview/ })).queryByText('New')).toBeNull();
  });

  it('on Pro links the live interview of this workspace, and the Offline Interview beside it', async () => {
    fakeApi(fakeBillingServer({ subscription: { package: 'pro' } }).handlers);
    renderApp(HOME);
    const section = await screen.findByRole('region', { name: /Live AI Interview/ });
    expect(within(section).queryByRole('button', { name: 'Preview the Live Interview' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Start a live interview' })).toHaveAttribute(
      'href',
      '/app/w/ws_test000000000001/modules/8',
    );
    expect(within(section).getByRole('link', { name: 'Practise in the Offline Interview' })).toHaveAttribute(
      'href',
      '/app/w/ws_test000000000001/modules/6',
    );
  });
});

describe('home: side dot navigation', () => {
  it('has a dot per section and follows the section in view', async () => {
    let notify: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    fakeApi(fakeBillingServer().handlers);
    const { user } = renderApp(HOME);
    const nav = await screen.findByRole('navigation', { name: 'Page sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Home', 'Job Search Agent', 'Toolkit', 'Live Interview']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
    const toolkit = document.getElementById('home-toolkit')!;
    act(() =>
      notify(
        [
          {
            isIntersecting: true,
            target: toolkit,
            boundingClientRect: { top: 10 },
          } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Toolkit' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Live Interview' }));
    expect(within(nav).getByRole('link', { name: 'Live Interview' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
