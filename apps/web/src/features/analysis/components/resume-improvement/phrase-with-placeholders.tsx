/** A suggested phrase with its bracketed placeholders ('[add the result]') highlighted for the user to fill. */
export function PhraseWithPlaceholders({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\[[^\]]+\])/).map((part, i) =>
        part.startsWith('[') && part.endsWith(']') ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-amber-900" title="Fill this in with your own fact">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
