import { afterEach } from 'vitest';

/** Puts the support address in the page as the server writes it from SUPPORT_EMAIL (apps/server/src/plugins/spa-pages.ts); removed after each test. */
export function configureSupportEmail(address: string) {
  const meta = document.createElement('meta');
  meta.name = 'support-email';
  meta.content = address;
  document.head.append(meta);
}

afterEach(() => document.head.querySelectorAll('meta[name="support-email"]').forEach((meta) => meta.remove()));
