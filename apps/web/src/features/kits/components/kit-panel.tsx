import { creditCosts, kitCreditsText, type Job, type PlanPackage } from '@cp/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useKit } from '../hooks/use-kit.ts';
import { KIT_MESSAGES } from '../utils/kit-text.ts';
import { KitEditor } from './kit-editor.tsx';
import { KitReady } from './kit-ready.tsx';

export type KitPanelProps = {
  wid: string;
  job: Job;
  /** The user's plan and available credits (undefined while they load). */
  plan: PlanPackage | undefined;
  available: number | undefined;
  upgradeHref: string;
  userEmail: string;
};

const KIT_COST = creditCosts.kit;
/**
 * docs/product/3-agent-tracker-assistant.md section 9: messages hide after 3.2 s; the generation's messages change
 * every 2.4 s.
 */
const MESSAGE_MS = 3200;
const ROTATE_MS = 2400;

function Generating() {
  const [i, setI] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setI((n) => (n + 1) % KIT_MESSAGES.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface-sunken p-4 text-sm text-ink"
    >
      <Spinner label="Generating your kit" className="size-5" /> <span>{KIT_MESSAGES[i]}</span>
    </div>
  );
}

/**
 * The job drawer's application kit (docs/product/3-agent-tracker-assistant.md sections 2 and 4): Generate Kit (10
 * credits; free users get the upgrade path), the preview to edit with each sentence's evidence, Finalize, then the
 * files, Apply through a confirmation and Mark as Applied.
 */
export function KitPanel({ wid, job, plan, available, upgradeHref, userEmail }: KitPanelProps) {
  const state = useKit(wid, job);
  const { kit, error, dismissError } = state;
  const [editing, setEditing] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const stage = kit ? `${kit.status}-${kit.finalized_at ?? ''}-${kit.sends.length}` : 'none';
  // A new stage (preview, ready, sent) starts at the top of the kit, not where the last button was.
  useEffect(() => {
    if (stage !== 'none') sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [stage]);

  useEffect(() => {
    if (!error) return;
    toast.error(error, { duration: MESSAGE_MS, onDismiss: dismissError, onAutoClose: dismissError, closeButton: true });
  }, [error, dismissError]);

  let body: React.ReactNode;
  if (state.loading) {
    body = (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner label="Loading your kit" /> Loading your kit…
      </p>
    );
  } else if (state.generate.isPending) {
    body = <Generating />;
  } else if (!kit) {
    const short = available !== undefined && available < KIT_COST;
    body =
      plan === 'free' ? (
        <div className="space-y-2">
          <p className="text-sm text-ink-muted">
            A kit is a cover letter and a resume tailored to this job from your own resume, ready to send. Kits are part
            of Pro.
          </p>
          <Link to={upgradeHref} className={buttonVariants()}>
            <Sparkles aria-hidden /> Upgrade to Generate Kits
          </Link>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-ink-muted">
            A cover letter and a resume tailored to this job, each sentence and change with the line of your resume it
            rests on. Nothing is sent until you confirm. {KIT_COST} credits.
          </p>
          {short ? <p className="text-sm font-medium text-danger">{kitCreditsText(available, KIT_COST)}</p> : null}
          <Button onClick={() => state.generate.mutate()} disabled={short || plan === undefined}>
            <Sparkles aria-hidden /> Generate Kit
          </Button>
        </div>
      );
  } else if (kit.status === 'preview' || editing) {
    body = (
      <KitEditor
        key={`${kit.preview_id}-${kit.finalized_at ?? ''}`}
        kit={kit}
        pending={state.finalize.isPending}
        pendingFlags={state.pendingFlags}
        onFinalize={(edits, keepFlagged) =>
          state.finalize.mutate({ kit, edits, keepFlagged }, { onSuccess: () => setEditing(false) })
        }
        onCancel={
          editing
            ? () => {
                setEditing(false);
                state.clearPendingFlags();
              }
            : undefined
        }
      />
    );
  } else {
    body = (
      <KitReady
        kit={kit}
        userEmail={userEmail}
        applied={state.applied}
        applyPending={state.apply.isPending}
        markPending={state.mark.isPending}
        onApply={(destination) => state.apply.mutate({ kit, destination })}
        onMarkApplied={() => {
          if (kit.application_id) state.mark.mutate(kit.application_id);
        }}
        onEdit={() => setEditing(true)}
      />
    );
  }
  return (
    <section
      ref={sectionRef}
      aria-labelledby="kit-heading"
      className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface-muted p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id="kit-heading" className="text-sm font-semibold text-ink">
          Application kit
        </h3>
        {kit && kit.status === 'preview' && !state.generate.isPending ? (
          <span className="text-xs text-ink-subtle">Preview: edit, then finalize</span>
        ) : null}
      </div>
      {state.loadError && !kit ? <p className="text-sm text-danger">{state.loadError}</p> : body}
    </section>
  );
}
