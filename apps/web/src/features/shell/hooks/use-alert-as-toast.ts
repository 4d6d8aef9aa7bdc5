import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * While the shell is mounted, window.alert shows a success toast instead of a blocking box (docs/product/1-platform.md
 * section 4).
 */
export function useAlertAsToast() {
  useEffect(() => {
    const original = window.alert;
    window.alert = (message?: unknown) => {
      toast.success(String(message ?? ''));
    };
    return () => {
      window.alert = original;
    };
  }, []);
}
