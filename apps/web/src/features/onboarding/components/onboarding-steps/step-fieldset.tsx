import type { ReactNode, Ref } from 'react';

/** One question of the onboarding: its legend names the group of choices inside. */
export function StepFieldset({
  legendId,
  legend,
  hint,
  children,
  ref,
}: {
  legendId: string;
  legend: string;
  hint?: string;
  children: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  return (
    <fieldset ref={ref} className="min-w-0">
      <legend id={legendId} className="text-base font-semibold text-ink">
        {legend}
      </legend>
      {hint ? <p className="mt-1 text-sm text-ink-muted">{hint}</p> : null}
      <div className="mt-4 sm:min-h-40">{children}</div>
    </fieldset>
  );
}
