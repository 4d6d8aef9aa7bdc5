import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';

/** A submit button that shows a spinner and a 'working' label while the request runs. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
  disabled,
  ...props
}: ButtonProps & { isPending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={disabled || isPending} aria-busy={isPending || undefined} {...props}>
      {isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {isPending ? pendingLabel : children}
    </Button>
  );
}
