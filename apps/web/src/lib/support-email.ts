/** The address used when the page carries none (tests, `npm run dev` under Vite); the built index.html carries it. */
export const DEFAULT_SUPPORT_EMAIL = 'support@career-prep.app';

/**
 * The support address of this deployment: the server writes its SUPPORT_EMAIL into index.html's
 * `<meta name="support-email">` when it serves the page (apps/server/src/plugins/spa-pages.ts).
 */
export function supportEmail(): string {
  const configured = document.querySelector('meta[name="support-email"]')?.getAttribute('content')?.trim();
  return configured || DEFAULT_SUPPORT_EMAIL;
}
