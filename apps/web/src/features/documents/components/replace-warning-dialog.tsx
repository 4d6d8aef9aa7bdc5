import { MODULE_COUNT } from '@cp/contracts';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';

type ReplaceWarningDialogProps = {
  open: boolean;
  /** 'resume' or 'job description'. */
  noun: string;
  hasDocument: boolean;
  completedModules: number;
  /** What is about to be stored: 'resume.pdf (84 KB)', 'Pasted text (1,234 characters)', a link. */
  changeLabel: string;
  /** Offered only when the plan allows another workspace. */
  onCreateInstead?: () => void;
  onContinue: () => void;
  onCancel: () => void;
};

/**
 * Before a document is stored (docs/product/1-platform.md section 2): replacing one, or adding one to a workspace with
 * results, resets every module analysis, so the user may put it in a new workspace instead. With
 * nothing stored yet, 'Continue' initializes the workspace.
 */
export function ReplaceWarningDialog({
  open,
  noun,
  hasDocument,
  completedModules,
  changeLabel,
  onCreateInstead,
  onContinue,
  onCancel,
}: ReplaceWarningDialogProps) {
  const resets = hasDocument || completedModules > 0;
  const onOpenChange = (next: boolean) => (next ? undefined : onCancel());
  if (!resets) {
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        tone="primary"
        title={`Add your ${noun}?`}
        description={`'Continue' will initialize this workspace with this ${noun}. Every module works from it.`}
        confirmLabel="Continue"
        onConfirm={onContinue}
      >
        <ChangeLine label={changeLabel} />
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={hasDocument ? `Replace your ${noun}?` : `Add a ${noun} to this workspace?`}
      description={`Changing the ${noun} resets all module analyses and progress in this workspace.`}
      confirmLabel="Reset & Continue"
      onConfirm={onContinue}
      secondaryAction={
        onCreateInstead ? { label: 'Create New Workspace Instead', onClick: onCreateInstead } : undefined
      }
    >
      <div className="mt-3 space-y-2 text-sm text-ink-muted">
        <ChangeLine label={changeLabel} />
        {completedModules > 0 ? (
          <p>
            {completedModules} of {MODULE_COUNT} completed modules will be cleared.
          </p>
        ) : null}
        {onCreateInstead ? (
          <p>To keep this workspace as it is, put the new {noun} in a new workspace instead.</p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

function ChangeLine({ label }: { label: string }) {
  return (
    <p
      className="mt-3 truncate rounded-[var(--radius-control)] bg-surface-sunken px-3 py-2 text-sm font-medium text-ink"
      title={label}
    >
      {label}
    </p>
  );
}
