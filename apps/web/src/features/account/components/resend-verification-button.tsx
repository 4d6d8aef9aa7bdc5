import { toast } from 'sonner';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** 'Resend email': asks the server for a fresh verification link and toasts its answer. */
export function ResendVerificationButton({
  variant = 'secondary',
  size = 'sm',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorText(error, 'Failed to resend the verification email. Please try again.')),
    });
  return (
    <Button variant={variant} size={size} className={className} onClick={onClick} disabled={resend.isPending}>
      {resend.isPending ? 'Sending…' : 'Resend email'}
    </Button>
  );
}
