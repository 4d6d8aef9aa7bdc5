import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach } from 'vitest';

// Whole-app renders (router, shell, lazy data) can take over a second on a busy CI machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Sonner replays still-active toasts to a newly mounted Toaster: no toast outlives its test.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});

// A dismissed toast leaves the Toaster 200 ms later (sonner's exit timer). Let the last one go while the
// file's window still exists: fired after jsdom closes, it failed a run with 'window is not defined'.
const SONNER_EXIT_MS = 200;
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, SONNER_EXIT_MS + 50)));
