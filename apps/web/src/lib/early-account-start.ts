// Imported first by the entry (main.tsx), right after the Zod setting: a module's body runs in import
// order, so the account's requests leave before React's modules are even set up (lib/early-account.ts).
import { startEarlyAccountRequests } from './early-account.ts';

startEarlyAccountRequests(window.location.pathname);
