import './lib/zod-without-eval.ts';
import './lib/early-account-start.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { capturePendingPromo } from './lib/pending-promo.ts';
import { captureReferral } from './lib/referral.ts';
import { captureUtm } from './lib/utm.ts';
import './styles.css';

captureReferral(window.location.search);
captureUtm(window.location.search);
capturePendingPromo(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
