import { resetViewport, setViewportWidth } from '../../../testing/dom-stubs.ts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell.tsx';

function shell(isOutOfCredits = false) {
  return (
    <AppShell
      user={{ email: 'jane.doe@example.com', plan: 'free', trialUsed: false }}
      workspaceId={null}
      onLogOut={vi.fn()}
      isOutOfCredits={isOutOfCredits}
    >
      <p>Page content</p>
    </AppShell>
  );
}

function renderShell() {
  const router = createMemoryRouter([{ path: '*', element: shell() }], { initialEntries: ['/app/settings'] });
  return { ...render(<RouterProvider router={router} />), user: userEvent.setup(), router };
}

beforeEach(() => setViewportWidth(390));
afterEach(() => resetViewport());

describe('the navigation drawer under 768px', () => {
  it('replaces the sidebar with a menu button that opens a dialog and moves focus into it', async () => {
    const { user } = renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);

    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = renderShell();
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(menu);
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus with ArrowDown, ArrowUp, Home and End', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    const home = within(drawer).getByRole('link', { name: 'Home' });
    home.focus();

    await user.keyboard('{ArrowDown}');
    expect(within(drawer).getByRole('link', { name: 'Resume & Job' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(home).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(drawer).getByRole('button', { name: /account menu/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(drawer).getByRole('link', { name: 'Career Prep' })).toHaveFocus();
  });

  it('closes on a left swipe of 50px but not on a shorter one', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });

    fireEvent.touchStart(drawer, {
      touches: [{ clientX: 200, clientY: 300 }],
      changedTouches: [{ clientX: 200, clientY: 300 }],
    });
    fireEvent.touchEnd(drawer, { changedTouches: [{ clientX: 160, clientY: 305 }] });
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();

    fireEvent.touchStart(drawer, {
      touches: [{ clientX: 200, clientY: 300 }],
      changedTouches: [{ clientX: 200, clientY: 300 }],
    });
    fireEvent.touchEnd(drawer, { changedTouches: [{ clientX: 150, clientY: 310 }] });
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('closes when a link navigates', async () => {
    const { user, router } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('link', { name: 'Home' }));

    expect(router.state.location.pathname).toBe('/app/homepage');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('shows the small-screen notice until dismissed', async () => {
    const { user } = renderShell();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('A mobile version is coming soon. For the best experience, use a larger screen.');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('on a wide screen', () => {
  it('shows the sidebar beside the content and no menu button', () => {
    setViewportWidth(1440);
    renderShell();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });

  it('closes under 640px when credits run out, so the out-of-credits notice is seen; stays open from 640px', async () => {
    for (const [width, closes] of [
      [390, true],
      [700, false],
    ] as const) {
      setViewportWidth(width);
      let runOut = () => undefined as void;
      function Harness() {
        const [isOut, setOut] = useState(false);
        runOut = () => setOut(true);
        return shell(isOut);
      }
      const user = userEvent.setup();
      const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/app/settings'] });
      const view = render(<RouterProvider router={router} />);
      await user.click(screen.getByRole('button', { name: 'Open navigation' }));
      expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
      act(() => runOut());
      expect(screen.queryByRole('dialog', { name: 'Navigation' }) === null, `width ${width}`).toBe(closes);
      view.unmount();
    }
  });
});
