import '../../../testing/dom-stubs.ts';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import type { ShellUser } from '../shell-user.ts';
import { DesktopSidebar } from './desktop-sidebar.tsx';

const freeUser: ShellUser = { email: 'jane.doe@example.com', plan: 'free', trialUsed: false };

function renderSidebar(user: ShellUser = freeUser, workspaceId: string | null = null) {
  const router = createMemoryRouter(
    [{ path: '*', element: <DesktopSidebar user={user} workspaceId={workspaceId} onLogOut={vi.fn()} /> }],
    { initialEntries: ['/app/homepage'] },
  );
  return { ...render(<RouterProvider router={router} />), user: userEvent.setup() };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Sidebar', () => {
  it('lists Home, Resume & Job, the tools and the toolkit groups with their step numbers', () => {
    renderSidebar();
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/homepage');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Resume & Job' })).toBeInTheDocument();
    for (const name of [
      'Job Search Agent, step 10',
      'Application Dashboard, step 11',
      'Live Interview, step 8, Pro plan',
      'Resume Audit, step 1',
      'Job Decoder, step 2',
      'Fit Matrix, step 3',
      'Resume Improvement, step 4, Pro plan',
      'Cover Letter, step 9, Pro plan',
      'Resume Builder, step 7, Pro plan',
      'Interview Questions, step 5',
      'Offline Interview, step 6',
    ]) {
      expect(within(nav()).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const section of ['Tools', 'Analyze', 'Build', 'Prepare']) {
      expect(within(nav()).getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('marks steps unavailable while no workspace is known, saying why', () => {
    renderSidebar();
    const audit = within(nav()).getByRole('link', { name: /Resume Audit/ });
    expect(audit).toHaveAttribute('aria-disabled', 'true');
    expect(audit).toHaveAccessibleDescription('Your workspace is not loaded yet');
  });

  it("goes Home to the workspace's home once there is one, and shows the picker the route gives it", () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <DesktopSidebar
              user={freeUser}
              workspaceId="ws_0123456789abcdef"
              onLogOut={vi.fn()}
              workspacePicker={({ rail }) => <p>Picker {rail ? 'rail' : 'full'}</p>}
            />
          ),
        },
      ],
      { initialEntries: ['/app/w/ws_0123456789abcdef/home'] },
    );
    render(<RouterProvider router={router} />);
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/w/ws_0123456789abcdef');
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByText('Picker full')).toBeInTheDocument();
  });

  it('links steps into the workspace once there is one', () => {
    renderSidebar(freeUser, 'ws_0123456789abcdef');
    expect(within(nav()).getByRole('link', { name: /Fit Matrix/ })).toHaveAttribute(
      'href',
      '/app/w/ws_0123456789abcdef/modules/3',
    );
    expect(within(nav()).getByRole('link', { name: /Job Search Agent/ })).toHaveAttribute(
      'href',
      '/app/w/ws_0123456789abcdef/agent',
    );
    expect(within(nav()).getByRole('link', { name: 'Resume & Job' })).toHaveAttribute(
      'href',
      '/app/w/ws_0123456789abcdef/documents',
    );
  });

  it('shows no Pro locks on a paid plan', () => {
    renderSidebar({ email: 'p@example.com', plan: 'pro', trialUsed: true });
    expect(within(nav()).getByRole('link', { name: 'Resume Improvement, step 4' })).toBeInTheDocument();
    expect(within(nav()).queryByText('Pro')).not.toBeInTheDocument();
  });

  it('remembers which sections are folded across a re-render', async () => {
    const first = renderSidebar();
    await first.user.click(within(nav()).getByRole('button', { name: 'Analyze' }));
    expect(within(nav()).getByRole('button', { name: 'Analyze' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: /Resume Audit/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.sidebarSections) ?? '{}')).toEqual({ analyze: false });
    first.unmount();

    renderSidebar();
    expect(within(nav()).getByRole('button', { name: 'Analyze' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: /Resume Audit/ })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: /Resume Improvement/ })).toBeInTheDocument();
  });

  it('collapses to an icon rail and remembers it, keeping every link named', async () => {
    const first = renderSidebar();
    await first.user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe('true');
    first.unmount();

    renderSidebar();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Resume Improvement, step 4, Pro plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Pro for free' })).toBeInTheDocument();
  });

  it('sends a free user on a Pro step to the upgrade dialog with the module_{n} reason', () => {
    renderSidebar(freeUser, 'ws_abcdefghijklmnop');
    const link = within(nav()).getByRole('link', { name: 'Resume Improvement, step 4, Pro plan' });
    expect(link.getAttribute('href')).toMatch(/[?&]upgrade=module_4(&|$)/);
    const open = within(nav()).getByRole('link', { name: 'Resume Audit, step 1' });
    expect(open.getAttribute('href')).not.toMatch(/upgrade=/);
  });

  it("labels a user without an e-mail 'Guest'", () => {
    renderSidebar({ email: '', plan: 'free', trialUsed: true });
    expect(screen.getByRole('button', { name: 'Guest, account menu' })).toBeInTheDocument();
  });
});
