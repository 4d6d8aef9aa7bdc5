import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const tones = {
  error: { box: 'border-red-200 bg-danger-soft text-danger', Icon: CircleAlert },
  success: { box: 'border-green-200 bg-success-soft text-success', Icon: CircleCheck },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-800', Icon: Info },
} as const;

/**
 * An inline message box. Errors are announced at once (role="alert"), other tones politely
 * (role="status"). Colour is never the only signal: each tone has its own icon.
 */
export function Alert({
  tone = 'info',
  className,
  children,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2.5 rounded-[var(--radius-control)] border px-3 py-2.5 text-sm',
        box,
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 font-medium">{children}</div>
    </div>
  );
}
