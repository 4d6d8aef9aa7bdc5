import { DEMO_BILLING_LABEL, type TestModeLabel } from '@cp/contracts';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The label every test-mode page carries: nothing here moves real money. `label` is the server's
 * mode_label: 'Test mode', or the demo label when production runs the test mode as a demo.
 */
export function TestModeBanner({ label, children }: { label: TestModeLabel; children: ReactNode }) {
  return (
    <div
      role="note"
      aria-label={label}
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-warning-soft p-4 text-sm text-warning"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">
          {label === DEMO_BILLING_LABEL ? DEMO_BILLING_LABEL : 'Test mode — no real payment'}
        </p>
        <p className="mt-0.5 text-amber-900">{children}</p>
      </div>
    </div>
  );
}
