import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AffiliatesPage } from './affiliates-page.tsx';

describe('/affiliates', () => {
  it('explains how to get a link and what it earns, with sign-up and log-in', () => {
    const router = createMemoryRouter([{ path: '/affiliates', Component: AffiliatesPage }], {
      initialEntries: ['/affiliates?utm_source=blog'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeInTheDocument();
    expect(screen.getByText(/you get 50 credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth?tab=signup');
    expect(screen.getByRole('link', { name: 'Log in to get your link' })).toHaveAttribute('href', '/auth?tab=login');
  });
});
