import { CAREER_CONTEXT_MAX } from '@cp/contracts';
import { useFormContext } from 'react-hook-form';
import { cn } from '../../../../components/ui/cn.ts';
import { Textarea } from '../../../../components/ui/input.tsx';
import type { ProfileFormValues } from '../../utils/profile-form.ts';

const id = 'onboarding-context';

/** A short free text with a live counter; over the limit the spec's error shows and Finish is blocked. */
export function ContextStep() {
  const { register, watch, formState } = useFormContext<ProfileFormValues>();
  const length = (watch('career_context') ?? '').length;
  const error = formState.errors.career_context?.message;
  const isOver = length > CAREER_CONTEXT_MAX;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Short context <span className="font-normal text-ink-muted">(optional)</span>
      </label>
      <Textarea
        id={id}
        rows={4}
        placeholder="e.g. Moving from support into product management; interviewing in the next month."
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-counter`, error && `${id}-error`)}
        {...register('career_context')}
      />
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error ?? ''}
        </p>
        <p
          id={`${id}-counter`}
          className={cn('shrink-0 text-xs tabular-nums', isOver ? 'font-semibold text-danger' : 'text-ink-muted')}
        >
          {length} / {CAREER_CONTEXT_MAX}
        </p>
      </div>
    </div>
  );
}
