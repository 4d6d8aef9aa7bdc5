import type { Application, ApplicationStatus } from '@cp/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverDetail } from '../../../lib/api-client.ts';
import { useRemoveApplication } from '../api/remove-application.ts';
import { useSetApplicationStatus } from '../api/set-application-status.ts';
import type { CardActions } from '../components/application-card.tsx';

/**
 * Status changes and removal. Nothing moves until the server answers (docs/product/3-agent-tracker-assistant.md section
 * 4); a failure says so in a toast and leaves the list as it was.
 */
export function useApplicationActions(wid: string, onOpen?: (app: Application) => void) {
  const setStatus = useSetApplicationStatus(wid);
  const remove = useRemoveApplication(wid);
  const [removing, setRemoving] = useState<Application | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const changeStatus = async (app: Application, status: ApplicationStatus) => {
    if (app.status === status) return;
    setPendingId(app.id);
    try {
      await setStatus.mutateAsync({ id: app.id, status });
    } catch (error) {
      toast.error(serverDetail(error, 'Could not change the status. Please try again.'));
    } finally {
      setPendingId(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`Removed ${removing.jobTitle} at ${removing.company}.`);
      setRemoving(null);
    } catch (error) {
      toast.error(serverDetail(error, 'Could not remove the application. Please try again.'));
    }
  };

  const actions: CardActions = {
    onStatus: (app, s) => void changeStatus(app, s),
    onRemove: setRemoving,
    onOpen,
    pendingId,
  };
  return { actions, changeStatus, removing, setRemoving, confirmRemove, removePending: remove.isPending };
}
