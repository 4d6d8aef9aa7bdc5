import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Whole-app renders (router, shell, lazy data) can take over a second on a busy CI machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Sonner replays still-active toasts to a newly mounted Toaster: no toast outlives its test.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
