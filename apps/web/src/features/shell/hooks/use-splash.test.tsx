import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../lib/storage-keys.ts';
import { SplashScreen } from '../components/splash-screen.tsx';
import { resetSplashShownForTests, useSplashMinimumPending } from './use-splash.ts';

function Gate() {
  return <p>{useSplashMinimumPending() ? 'splash' : 'shell'}</p>;
}

describe('the splash minimum (2 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    resetSplashShownForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('counts from when the splash first showed, while the shell code loaded, not from the shell mounting', async () => {
    const loading = render(<SplashScreen />);
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    loading.unmount();
    render(<Gate />);
    expect(screen.getByText('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByText('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('shell')).toBeInTheDocument();
  });

  it('counts anew when the splash was gone for a while (signed out, back after logging in)', async () => {
    const loading = render(<SplashScreen />);
    loading.unmount();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    render(
      <>
        <SplashScreen />
        <Gate />
      </>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByText('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('shell')).toBeInTheDocument();
  });

  it('lasts the whole 2 s when the shell mounts first', async () => {
    render(<Gate />);
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByText('splash')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('shell')).toBeInTheDocument();
  });

  it('is not shown again once seen in this browser session', async () => {
    sessionStorage.setItem(sessionKeys.splashShown, '1');
    render(<Gate />);
    expect(screen.getByText('shell')).toBeInTheDocument();
  });
});
