import { formatScore } from '../utils/format.ts';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A 0-100 ring with the number written inside it (colour is never the only signal). */
export function ScoreRing({
  value,
  label,
  caption,
  percent = false,
}: {
  value: number;
  label: string;
  caption?: string;
  percent?: boolean;
}) {
  const clamped = Math.min(100, Math.max(0, value));
  const text = `${formatScore(clamped)}${percent ? '%' : ''}`;
  const tone = clamped >= 75 ? 'text-success' : clamped >= 50 ? 'text-brand-700' : 'text-warning';
  return (
    <figure
      className="flex flex-col items-center gap-2"
      aria-label={`${label}: ${text}${percent ? '' : ' out of 100'}${caption ? `, ${caption}` : ''}`}
    >
      <div className="relative size-28">
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden>
          <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="9" className="stroke-surface-sunken" />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="9"
            strokeLinecap="round"
            className={`stroke-current ${tone}`}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          />
        </svg>
        <span className="absolute inset-0 grid place-items-center text-xl font-semibold text-ink">
          <span>
            {text}
            {percent ? null : <span className="text-sm font-normal text-ink-subtle">/100</span>}
          </span>
        </span>
      </div>
      <figcaption className="text-center">
        <span className="block text-sm font-semibold text-ink">{label}</span>
        {caption ? <span className="block text-xs text-ink-muted">{caption}</span> : null}
      </figcaption>
    </figure>
  );
}
