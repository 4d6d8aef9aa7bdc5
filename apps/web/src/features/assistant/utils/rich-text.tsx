import type { ReactNode } from 'react';

/** A link target the answer may carry: an http(s) address or a path inside the app; nothing else. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const TOKEN = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * An answer's text with its two marks: **bold** and [label](address). Everything is a React text
 * node (HTML is escaped); a link whose address is not http(s) or an app path (javascript:, data:,
 * ...) is dropped and only its label kept.
 */
export function renderRichText(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    if (match[1] !== undefined) {
      nodes.push(<strong key={at}>{match[1]}</strong>);
    } else {
      const href = safeHref(match[3]!);
      nodes.push(
        href ? (
          <a
            key={at}
            href={href}
            className="font-medium text-brand-700 underline"
            rel="noopener noreferrer"
            target={href.startsWith('/') ? undefined : '_blank'}
          >
            {match[2]}
          </a>
        ) : (
          match[2]!
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
