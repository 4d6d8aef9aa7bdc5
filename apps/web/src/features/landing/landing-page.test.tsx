import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planTable } from '@cp/contracts';
import { sessionStore } from '../../lib/session-store.ts';
import { testSession } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { served } from './content/served.ts';

afterEach(() => {
  sessionStore.clear();
  vi.restoreAllMocks();
});

describe('landing page', () => {
  it('says what the product does and lists the toolkit by group', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prepare for the job you want, one role at a time.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Career Prep').length).toBeGreaterThan(0);
    const toolkit = screen.getByRole('region', { name: 'Analyze, build, then interview' });
    for (const group of ['Analyze', 'Build', 'Prepare'])
      expect(within(toolkit).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
    for (const module of [
      'Resume Audit',
      'Job Decoder',
      'Fit Matrix',
      'Resume Improvement',
      'Cover Letter',
      'Resume Builder',
      'Interview Questions',
      'Offline Interview',
      'Live Interview',
      'Job Search Agent',
      'Application Dashboard',
    ]) {
      expect(within(toolkit).getByRole('heading', { level: 4, name: module })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Salary numbers with a named source' })).toBeInTheDocument();
  });

  it('lists what is not served yet as coming, and claims nothing of it (content/served.ts)', async () => {
    renderApp('/');
    const toolkit = await screen.findByRole('region', { name: 'Analyze, build, then interview' });
    const item = (name: string) =>
      within(toolkit)
        .getByRole('heading', { level: 4, name: new RegExp(`^${name}`) })
        .closest('li') as HTMLElement;
    for (const [name, isServed] of [
      ['Live Interview', served.liveInterview],
      ['Application Dashboard', served.applicationDashboard],
    ] as const) {
      if (isServed) expect(item(name)).not.toHaveTextContent('Coming');
      else expect(item(name)).toHaveTextContent('Not available yet.');
    }
    expect(item('Job Search Agent')).not.toHaveTextContent('Coming');
    expect(item('Offline Interview')).not.toHaveTextContent('Coming');
    const page = document.body.textContent ?? '';
    if (!served.applicationDashboard) expect(page).not.toMatch(/Application Dashboard keeps track/);
    if (!served.applicationKits) {
      expect(item('Job Search Agent')).not.toHaveTextContent('application kit');
      expect(page).not.toMatch(/letters and kits/);
    }
  });

  it('shows quarterly prices by default and monthly ones on request', async () => {
    const { user } = renderApp('/');
    const pricing = await screen.findByRole('region', { name: /Start free/ });
    const pro = within(pricing).getByRole('listitem', { name: 'Pro' });
    const ultimate = within(pricing).getByRole('listitem', { name: 'Ultimate' });
    expect(within(pricing).getByRole('radio', { name: /Quarterly/ })).toBeChecked();
    expect(pro).toHaveTextContent('$24per quarter');
    expect(pro).toHaveTextContent('Saves $3 compared with monthly');
    expect(ultimate).toHaveTextContent('$105per quarter');
    expect(ultimate).toHaveTextContent('Saves $12 compared with monthly');
    expect(ultimate).toHaveTextContent('1,000 credits a month');
    expect(ultimate).toHaveTextContent('Priority support');
    expect(within(pricing).getByRole('listitem', { name: 'Free' })).toHaveTextContent('1 workspace');
    expect(pricing).toHaveTextContent('VAT may apply');

    await user.click(within(pricing).getByRole('radio', { name: 'Monthly' }));
    expect(pro).toHaveTextContent('$9per month');
    expect(ultimate).toHaveTextContent('$39per month');
    expect(within(pro).getByRole('link', { name: /Start 3-day free trial/ })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
  });

  it('offers Log In and Sign Up, or Open app when signed in', async () => {
    const { unmount } = renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?tab=login');
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?tab=signup');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service.html',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy.html',
    );
    unmount();

    sessionStore.set(testSession);
    renderApp('/intro');
    const signedIn = await screen.findByRole('banner');
    expect(within(signedIn).getByRole('link', { name: 'Open app' })).toHaveAttribute('href', '/app');
    expect(within(signedIn).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('scrolls to the pricing block on /pricing', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1 });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('pricing'));
  });

  it('shows each plan with the workspaces and monthly credits of the one plan table', async () => {
    renderApp('/');
    const pricing = await screen.findByRole('region', { name: /Start free/ });
    for (const id of ['free', 'pro', 'ultimate'] as const) {
      const plan = planTable[id];
      const card = within(pricing).getByRole('listitem', { name: plan.label });
      expect(card).toHaveTextContent(plan.maxWorkspaces === 1 ? '1 workspace' : `${plan.maxWorkspaces} workspaces`);
      expect(card).toHaveTextContent(`${plan.monthlyCredits.toLocaleString('en-US')} credits a month`);
    }
    expect(within(pricing).getByRole('listitem', { name: 'Pro' })).toHaveTextContent('300 credits a month');
  });
});

describe('not found page', () => {
  it('says the page is missing and links home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
