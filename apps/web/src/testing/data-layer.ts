/** What the app pushed onto window.dataLayer (lib/analytics.ts), for tests that check a screen sends its event. */
type LayerEntry = { event: string; [detail: string]: unknown };
type LayerWindow = Window & { dataLayer?: LayerEntry[] };

export function clearDataLayer(): void {
  (window as LayerWindow).dataLayer = [];
}

/** The entries pushed for one event, in order. */
export function pushedEvents(event: string): LayerEntry[] {
  return ((window as LayerWindow).dataLayer ?? []).filter((entry) => entry.event === event);
}
