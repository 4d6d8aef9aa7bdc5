/** Heading block of a landing section: a short label, the heading and one line of context. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-base leading-7 text-ink-muted">{intro}</p> : null}
    </div>
  );
}
