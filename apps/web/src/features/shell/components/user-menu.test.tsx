import '../../../testing/dom-stubs.ts';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureSupportEmail } from '../../../testing/support-email.ts';
import { UserMenu } from './user-menu.tsx';

describe('UserMenu', () => {
  it('writes to the configured support address from its Support item', async () => {
    configureSupportEmail('help@example.org');
    render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '*', element: <UserMenu email="jane.doe@example.com" rail={false} onLogOut={vi.fn()} /> },
        ])}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', 'mailto:help@example.org');
  });
});
