import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The support address the built web app and its static pages carry (index.html's
 * `<meta name="support-email">`, the terms and the privacy policy). The server writes the configured
 * SUPPORT_EMAIL in its place when it serves them; the web app reads the meta tag
 * (apps/web/src/lib/support-email.ts), falling back to this same address in tests and under Vite.
 */
export const BUILT_IN_SUPPORT_EMAIL = 'support@career-prep.app';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A page with every occurrence of the built-in address replaced by the configured one (HTML-escaped). */
export function withSupportEmail(html: string, supportEmail: string): string {
  return html.split(BUILT_IN_SUPPORT_EMAIL).join(escapeHtml(supportEmail));
}

/** The HTML pages at the root of the built web app, keyed by file name, with the configured address written in. */
export async function loadPages(distDir: string, supportEmail: string): Promise<Map<string, string>> {
  const names = (await readdir(distDir)).filter((name) => /\.html$/i.test(name));
  const pages = await Promise.all(
    names.map(
      async (name) => [name, withSupportEmail(await readFile(path.join(distDir, name), 'utf8'), supportEmail)] as const,
    ),
  );
  return new Map(pages);
}
