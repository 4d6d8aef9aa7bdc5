import { analyticsEventNames, type AnalyticsEventName } from '@cp/contracts';
import { sessionStore } from './session-store.ts';

/**
 * The product events the specs name (docs/product/1-platform.md section 7, docs/product/3-agent-tracker-assistant.md
 * section 7).
 */
export { analyticsEventNames };
export type AnalyticsEvent = AnalyticsEventName;

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
type Detail = Record<string, string | number | boolean>;

/** Records the event first-party (POST /api/events, docs/decisions/026); a failure is never the user's problem. */
async function record(event: AnalyticsEvent, detail: Detail): Promise<void> {
  const token = sessionStore.get()?.idToken;
  try {
    await fetch('/api/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ event, detail }),
    });
  } catch {
    // Offline or blocked: the event is lost, the page goes on.
  }
}

/**
 * Pushes an event onto `window.dataLayer`, the convention tag managers read (none is on the page by
 * default, so nothing goes to a third party), and records it in the product's own event table.
 */
export function track(event: AnalyticsEvent, detail: Detail = {}): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...detail });
  void record(event, detail);
}
