import type { Kit } from '@cp/contracts';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';

type Props = {
  kit: Kit;
  target: { method: 'link' | 'email'; destination: string };
  userEmail: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** docs/decisions/032: nothing goes out until the user confirms this job and says yes to exactly what will happen. */
export function ApplyDialog({ kit, target, userEmail, open, pending, onOpenChange, onConfirm }: Props) {
  const { title, company } = kit.job;
  const files = kit.documents.some((d) => d.format === 'pdf') ? 'PDF' : 'Word';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      pending={pending}
      title={`Apply for ${title} at ${company}?`}
      description={
        target.method === 'link'
          ? `We will open ${company}'s application page in a new tab. Nothing is sent from here: upload your kit's resume and letter there, then come back and mark it as applied.`
          : `We will e-mail your cover letter with your resume and letter attached (${files}) to ${target.destination}, sent by Career Prep with your address as reply-to, so the employer's answer comes to you.`
      }
      confirmLabel={target.method === 'link' ? 'Open Application Page' : 'Send Application'}
      onConfirm={onConfirm}
    >
      <dl className="mt-4 space-y-1 rounded-[var(--radius-control)] bg-surface-sunken p-3 text-sm">
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-ink-muted">Job</dt>
          <dd className="min-w-0 text-ink">
            {title}, {company}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-ink-muted">{target.method === 'link' ? 'Opens' : 'Sent to'}</dt>
          <dd className="min-w-0 break-all text-ink">{target.destination}</dd>
        </div>
        {target.method === 'email' ? (
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-ink-muted">Reply-to</dt>
            <dd className="min-w-0 break-all text-ink">{userEmail || 'your account address'}</dd>
          </div>
        ) : null}
      </dl>
      {kit.flags.length > 0 ? (
        <p className="mt-3 text-sm font-medium text-danger">
          This kit still says {kit.flags.length === 1 ? 'one thing' : `${kit.flags.length} things`} your resume does not
          show. Send it only if they are true.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
