import { useState } from 'react';
import { toast } from 'sonner';
import { serverDetail } from '../../../lib/api-client.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

/** Cancel Subscription behind its confirmation: the dialog's state, and the call with its toasts. */
export function useCancelFlow() {
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(result.message);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(serverDetail(error, 'Failed to cancel subscription.'));
      },
    });
  return { isConfirming, setConfirming, confirm, isPending: cancel.isPending };
}
