import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';

// The day the tools ship: one flag each, and the landing page describes them as served.
vi.mock('./content/served.ts', () => ({
  served: { liveInterview: true, applicationDashboard: true, applicationKits: true },
}));

describe('landing page with every tool served', () => {
  it('drops the Coming marks and says what the tools do', async () => {
    renderApp('/');
    const toolkit = await screen.findByRole('region', { name: 'Analyze, build, then interview' });
    expect(within(toolkit).queryByText('Coming')).toBeNull();
    expect(within(toolkit).queryByText(/Not available yet/)).toBeNull();
    const item = (name: string) =>
      within(toolkit).getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;
    expect(item('Job Search Agent')).toHaveTextContent('prepares an application kit');
    expect(document.body).toHaveTextContent('the Application Dashboard keeps track of every one');
  });
});
