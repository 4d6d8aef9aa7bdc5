import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on first use, like React.lazy, that can also be asked for ahead of
 * time. Once its code is here it renders at once: React.lazy suspends on first render even then, so
 * the content would paint a frame later and push the page down (a layout shift). Each instance keeps
 * the type it started with, so it is never remounted when the code arrives.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed download may be retried by the next render
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload, isLoaded: () => loaded !== null };
}
