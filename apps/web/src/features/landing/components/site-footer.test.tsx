import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../../lib/support-email.ts';
import { configureSupportEmail } from '../../../testing/support-email.ts';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('shows and links the configured support address', () => {
    configureSupportEmail('help@example.org');
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteFooter /> }])} />);
    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
    expect(screen.queryByText(DEFAULT_SUPPORT_EMAIL)).not.toBeInTheDocument();
  });
});
