/**
 * Browser APIs jsdom lacks that Radix and the shell use. Import once at the top of a test file.
 * (Candidates for setup-tests.ts once every web test wants them.)
 */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis))
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;

/** Make `window.matchMedia` answer as a screen `width` pixels wide would (max-width / min-width queries). */
export function setViewportWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Back to jsdom's default: no matchMedia, which the shell reads as a desktop screen. */
export function resetViewport() {
  // @ts-expect-error jsdom has no matchMedia; removing the stub restores that.
  delete window.matchMedia;
}
