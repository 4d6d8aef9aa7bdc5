import { OFFLINE_ANSWER_MAX } from '@cp/contracts';
import { useId } from 'react';
import { Textarea } from '../../../components/ui/input.tsx';

/** The typed answer with its counter out of 5000 (docs/product/2-modules.md section 2). */
export function TypedAnswer({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const counterId = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Your answer
      </label>
      <Textarea
        id={id}
        rows={9}
        value={value}
        maxLength={OFFLINE_ANSWER_MAX}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-describedby={counterId}
        placeholder="Answer as you would say it: the situation, what you had to do, what you did, and how it ended."
      />
      <p id={counterId} className="text-right text-xs text-ink-subtle" aria-live="polite">
        {value.length}/{OFFLINE_ANSWER_MAX}
      </p>
    </div>
  );
}
