import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Welcome back, {name}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>;

describe('lazyWithPreload', () => {
  it('renders at once, without the fallback, when its code was asked for ahead of time', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component, preload, isLoaded } = lazyWithPreload(load);
    await preload();
    expect(isLoaded()).toBe(true);
    render(inSuspense(<Component name="Priya" />));
    expect(screen.getByText('Welcome back, Priya')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render otherwise, showing the fallback meanwhile, and loads once', async () => {
    const load = vi.fn(async () => Greeting);
    const { Component, preload } = lazyWithPreload(load);
    render(inSuspense(<Component name="Tomás" />));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, Tomás')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const { preload, isLoaded } = lazyWithPreload<{ name: string }>(load);
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
