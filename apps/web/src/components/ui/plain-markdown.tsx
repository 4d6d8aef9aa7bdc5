import type { ReactNode } from 'react';

/** Renders the small markdown results use (paragraphs, '- ' bullets, **bold**) as text: never HTML. */
export function PlainMarkdown({
  text,
  relaxed = false,
}: {
  text: string;
  /** Looser line height, for longer feedback. */ relaxed?: boolean;
}) {
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  return (
    <div className={relaxed ? 'space-y-2 text-sm leading-relaxed text-ink' : 'space-y-2 text-sm text-ink'}>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((l) => l.startsWith('- '))) {
          return (
            <ul key={i} className="list-disc space-y-1 pl-5">
              {lines.map((l, j) => (
                <li key={j}>{renderBold(l.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{renderBold(block)}</p>;
      })}
    </div>
  );
}

function renderBold(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : part,
    );
}
