import { DEFAULT_WORKSPACE_NAME, WORKSPACE_NAME_MAX } from '@cp/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** Name (defaults to 'New workspace') and Create; Create is disabled for an empty name or at the plan's limit. */
export function CreateWorkspaceForm({
  atLimit,
  pending,
  onCreate,
}: {
  atLimit: boolean;
  pending: boolean;
  onCreate: (name: string) => Promise<boolean>;
}) {
  const [name, setName] = useState(DEFAULT_WORKSPACE_NAME);
  const id = useId();
  const empty = name.trim() === '';
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || atLimit || pending) return;
        void onCreate(name.trim()).then((created) => {
          if (created) setName(DEFAULT_WORKSPACE_NAME);
        });
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          New workspace name
        </label>
        <Input
          id={id}
          value={name}
          maxLength={WORKSPACE_NAME_MAX}
          disabled={atLimit}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={empty || atLimit || pending}>
        <Plus aria-hidden /> {pending ? 'Creating…' : 'Create'}
      </Button>
    </form>
  );
}
