import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteLoading } from './route-loading.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the placeholder while a route loads', () => {
  it('is the signed-in splash under /app, so the first paint already says what is loading', () => {
    for (const path of ['/app', '/app/homepage', '/app/w/ws_1/applications']) {
      window.history.replaceState(null, '', path);
      const { unmount } = render(<RouteLoading />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading your workspace...');
      unmount();
    }
  });

  it('is a plain spinner on the public pages', () => {
    for (const path of ['/', '/auth', '/application']) {
      window.history.replaceState(null, '', path);
      const { unmount } = render(<RouteLoading />);
      expect(screen.getByRole('status', { name: 'Loading' })).not.toHaveTextContent('workspace');
      unmount();
    }
  });
});
