import type { Ref } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldAria } from '../../../components/ui/field.tsx';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The sign-up terms box; its links open the static documents in a new tab so the form keeps its input. */
export function TermsCheckbox({
  id,
  checked,
  onCheckedChange,
  onBlur,
  error,
  ref,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2.5">
        <Checkbox
          ref={ref}
          className="mt-0.5"
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          onBlur={onBlur}
          {...fieldAria(id, error)}
        />
        <label htmlFor={id} className="text-sm leading-5 text-ink-muted">
          I agree to the{' '}
          <a href="/terms-of-service.html" target="_blank" rel="noopener" className={linkClass}>
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="/privacy-policy.html" target="_blank" rel="noopener" className={linkClass}>
            Privacy Policy
          </a>
          .
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
