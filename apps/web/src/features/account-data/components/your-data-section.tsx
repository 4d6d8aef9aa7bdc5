import { accountDeletedMessage, deleteAccountConfirmMessage } from '@cp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { sessionStore, useSession } from '../../../lib/session-store.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useExportData } from '../api/export-data.ts';
import { track } from '../../../lib/analytics.ts';

/** What the user types to confirm the deletion. */
export const DELETE_CONFIRM_WORD = 'DELETE';
const EXPORT_TOAST = 'account-export';

/** Export everything as JSON, or delete the account for good (docs/product/1-platform.md sections 2, 5, 8). */
export function YourDataSection() {
  const session = useSession();
  const exportData = useExportData();
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const wasDeleted = useRef(false);

  useEffect(
    () => () => {
      if (!wasDeleted.current) return;
      sessionStore.clear();
      queryClient.clear();
    },
    [queryClient],
  );

  const startExport = () => {
    if (!session) {
      toast.error('You must be logged in to export your data.');
      return;
    }
    toast('Preparing your data for export...', { id: EXPORT_TOAST });
    exportData.mutate(undefined, {
      onSuccess: () => toast.success('Data exported successfully!', { id: EXPORT_TOAST }),
      onError: (error) =>
        toast.error(serverDetail(error, 'Failed to export data. Please try again.'), { id: EXPORT_TOAST }),
    });
  };

  const confirmDelete = () => {
    if (!session) {
      toast.error('You must be logged in to delete your account.');
      return;
    }
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        track('account_deleted');
        toast.success(accountDeletedMessage);
        // Leave the app first; the session is forgotten once this page is gone (see the effect
        // above): with the session gone while /app is still shown, it would go to the login page.
        wasDeleted.current = true;
        void queryClient.cancelQueries();
        void navigate('/intro', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(serverDetail(error, 'Failed to delete account. Please try again.'));
      },
    });
  };

  const openConfirm = () => {
    setTyped('');
    setConfirming(true);
  };

  return (
    <div className="divide-y divide-line">
      <Row
        title="Export your data"
        text="Download everything we hold about you (account, profile, workspaces, documents, module runs, credits and billing) as one JSON file."
      >
        <Button variant="secondary" onClick={startExport} disabled={exportData.isPending}>
          <Download aria-hidden />
          {exportData.isPending ? 'Exporting…' : 'Export data'}
        </Button>
      </Row>
      <Row
        title="Delete account"
        text="Permanently delete your account and all its data. A paid subscription is cancelled first. This cannot be undone."
      >
        <Button variant="danger" onClick={openConfirm}>
          <Trash2 aria-hidden />
          Delete account
        </Button>
      </Row>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description={deleteAccountConfirmMessage}
        confirmLabel={deleteAccount.isPending ? 'Deleting…' : 'Delete account'}
        pending={deleteAccount.isPending}
        confirmDisabled={typed.trim() !== DELETE_CONFIRM_WORD}
        onConfirm={confirmDelete}
      >
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Type {DELETE_CONFIRM_WORD} to confirm
          </label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            disabled={deleteAccount.isPending}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}

function Row({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <h3 className="font-medium text-ink">{title}</h3>
        <p className="mt-0.5 text-sm text-ink-muted">{text}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
