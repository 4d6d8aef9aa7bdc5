import type { Kit } from '@cp/contracts';
import { CircleCheck, Download, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { downloadKitFile } from '../api/kits-api.ts';
import { applyTarget, FILE_LABELS, formatBytes } from '../utils/kit-text.ts';
import { ApplyDialog } from './apply-dialog.tsx';

type Props = {
  kit: Kit;
  userEmail: string;
  applied: boolean;
  applyPending: boolean;
  markPending: boolean;
  onApply: (destination: string) => void;
  onMarkApplied: () => void;
  onEdit: () => void;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** A finalized kit: its files, Apply through the confirmation, Mark as Applied, and what was sent. */
export function KitReady({
  kit,
  userEmail,
  applied,
  applyPending,
  markPending,
  onApply,
  onMarkApplied,
  onEdit,
}: Props) {
  const [confirming, setConfirming] = useState(false);
  const target = applyTarget(kit.job);
  // the server's send log: after a reload the drawer still knows the apply link was opened, and when
  const lastOpen = kit.sends.filter((s) => s.method === 'link').at(-1) ?? null;
  const opened = lastOpen !== null;
  const isApplied = applied || kit.application_status === 'applied';
  const confirm = () => {
    if (!target) return;
    // A link opens in the click itself (a pop-up blocker allows that), and the server logs it.
    if (target.method === 'link') window.open(target.destination, '_blank', 'noopener,noreferrer');
    onApply(target.destination);
    setConfirming(false);
  };
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm font-medium text-success">
        <CircleCheck className="size-4" aria-hidden /> Kit ready{kit.finalized_at ? `, ${when(kit.finalized_at)}` : ''}
      </p>
      {kit.summary ? <p className="text-sm text-ink-muted">{kit.summary}</p> : null}
      <section aria-label="Kit files">
        <h3 className="text-sm font-semibold text-ink">Your files</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {kit.documents.map((d) => (
            <li key={d.filename}>
              <Button
                variant="secondary"
                className="w-full justify-start"
                onClick={() =>
                  void downloadKitFile(d.url, d.filename).catch((e: unknown) =>
                    toast.error(serverDetail(e, 'Failed to download the file.'), { closeButton: true }),
                  )
                }
              >
                <Download aria-hidden /> {FILE_LABELS[d.filename] ?? d.filename}{' '}
                <span className="ml-auto text-xs text-ink-subtle">{formatBytes(d.bytes)}</span>
              </Button>
            </li>
          ))}
        </ul>
        {!kit.pdf_available ? (
          <p className="mt-2 text-xs text-ink-subtle">
            Failed to generate PDF: this server has no Chromium to print with. The Word files are ready.
          </p>
        ) : null}
      </section>

      {lastOpen && !isApplied ? (
        <p className="text-sm text-ink">
          You opened the apply link on {day(lastOpen.created_at)}. Once you have sent the application on the employer's
          site, mark it as applied.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {kit.application_id && !isApplied && (opened || !target) ? (
          <Button onClick={onMarkApplied} disabled={markPending}>
            {markPending ? 'Saving…' : 'Mark as Applied'}
          </Button>
        ) : null}
        {target && !isApplied ? (
          <Button
            variant={opened ? 'secondary' : undefined}
            onClick={() => setConfirming(true)}
            disabled={applyPending}
          >
            <Send aria-hidden /> {applyPending ? 'Applying…' : opened ? 'Open the apply link again' : 'Apply'}
          </Button>
        ) : null}
        {!isApplied ? (
          <Button variant="ghost" onClick={onEdit}>
            Edit kit
          </Button>
        ) : null}
      </div>
      {!target ? (
        <p className="text-sm text-ink-muted">
          {kit.job.is_demo
            ? 'A demo listing has no employer to apply to.'
            : "This posting gives no apply link or contact e-mail: apply on the employer's own site with these files."}
        </p>
      ) : null}
      {isApplied ? (
        <p className="text-sm font-medium text-success">Applied. The Application Dashboard shows it under Applied.</p>
      ) : null}

      {kit.sends.length > 0 ? (
        <section aria-label="What was sent">
          <h3 className="text-sm font-semibold text-ink">What was sent</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {kit.sends.map((s) => (
              <li key={s.id} className="rounded-[var(--radius-control)] bg-surface-sunken p-3">
                <p className="text-ink">
                  {s.method === 'email'
                    ? `E-mailed to ${s.destination}${s.reply_to ? `, replies to ${s.reply_to}` : ''}`
                    : `Opened ${s.destination}`}
                  {s.delivery === 'failed' ? ' (delivery failed)' : ''}
                </p>
                <p className="text-xs text-ink-muted">
                  {when(s.created_at)}
                  {s.files.length > 0
                    ? ` · ${s.files.map((f) => `${f.filename} (SHA-256 ${f.sha256.slice(0, 12)}…)`).join(', ')}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {target ? (
        <ApplyDialog
          kit={kit}
          target={target}
          userEmail={userEmail}
          open={confirming}
          pending={applyPending}
          onOpenChange={setConfirming}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
}
