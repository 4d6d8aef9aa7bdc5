import { LETTER_EDIT_MAX } from '@cp/contracts';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { serverDetail } from '../../../lib/api-client.ts';
import { useRevertLetterEdit } from '../api/revert-letter-edit.ts';
import { useSaveLetterEdit } from '../api/save-letter-edit.ts';
import { MODULE_TOAST_MS } from '../utils/format.ts';

/** Long enough to read the toast and reach its Undo. */
const UNDO_TOAST_MS = 10_000;

/**
 * The letter being edited: the saved edit (kept with the run on the server) or the generated letter,
 * whether the box holds unsaved changes (the browser asks before leaving then), Save and Revert.
 */
export function useLetterEdit(input: {
  wid: string;
  runId: string;
  generated: string;
  savedEdit: string | null;
  onSaved: () => Promise<unknown>;
}) {
  const { wid, runId, generated, onSaved } = input;
  const [saved, setSaved] = useState<string | null>(input.savedEdit);
  const [text, setText] = useState(input.savedEdit ?? generated);
  const baseline = saved ?? generated;
  const isDirty = text !== baseline;
  const isTooLong = text.length > LETTER_EDIT_MAX;
  const isEmpty = text.trim() === '';
  const onError = (error: unknown) =>
    toast.error(serverDetail(error, 'Could not save your letter. Please try again.'), { duration: MODULE_TOAST_MS });
  const save = useSaveLetterEdit({
    onSuccess: (answer) => {
      setSaved(answer.edited_text);
      toast.success('Your letter was saved successfully.', { duration: MODULE_TOAST_MS });
      void onSaved();
    },
    onError,
  });
  const revert = useRevertLetterEdit({
    onSuccess: () => {
      const previous = saved;
      setSaved(null);
      setText(generated);
      void onSaved();
      // The saved edit is one click away from being lost: the toast can bring it back.
      toast.success('Reverted to the generated letter successfully.', {
        duration: UNDO_TOAST_MS,
        action:
          previous === null
            ? undefined
            : {
                label: 'Undo',
                onClick: () => save.mutate({ wid, runId, text: previous }, { onSuccess: () => setText(previous) }),
              },
      });
    },
    onError,
  });

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const isBusy = save.isPending || revert.isPending;
  return {
    text,
    setText,
    isDirty,
    isSaved: saved !== null,
    isTooLong,
    canSave: isDirty && !isTooLong && !isEmpty && !isBusy,
    canRevert: (saved !== null || text !== generated) && !isBusy,
    isBusy,
    save: () => save.mutate({ wid, runId, text }),
    // Nothing saved: the unsaved edit is simply dropped.
    revert: () => (saved === null ? setText(generated) : revert.mutate({ wid, runId })),
  };
}
