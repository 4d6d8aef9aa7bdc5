/** The product events the specs name (spec 1 section 7, spec 3 section 7). */
export const analyticsEvents = [
  'signup_success', 'begin_checkout', 'successful_payment', 'account_deleted', 'agent_search_executed',
  'ask_uc_submitted', 'ask_uc_rendered', 'ask_uc_step_clicked', 'ask_uc_upgrade_prompt',
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * Pushes an event onto `window.dataLayer`, the convention tag managers read. With no tag manager
 * on the page (the default), the array is never sent anywhere: nothing leaves the browser.
 */
export function track(event: AnalyticsEvent, detail: Record<string, string | number | boolean> = {}): void {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...detail });
}
