import type { BuilderState } from '@cp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { listBuilderVersions, restoreBuilderVersion, saveBuilderVersion } from '../api/builder-api.ts';

/** Named versions on the server (they follow the user to another browser); restoring keeps the current document as a version. */
export function VersionsPanel({
  wid,
  beforeSave,
  onRestored,
}: {
  wid: string;
  beforeSave: () => Promise<unknown>;
  onRestored: (state: BuilderState) => void;
}) {
  const queryClient = useQueryClient();
  const key = ['builder-versions', wid];
  const versions = useQuery({ queryKey: key, queryFn: ({ signal }) => listBuilderVersions(wid, signal) });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      await beforeSave();
      queryClient.setQueryData(key, await saveBuilderVersion(wid, name));
      setName('');
      toast.success('Version saved.');
    } catch (error) {
      toast.error(serverDetail(error, 'The version was not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  async function restore(id: string, label: string) {
    setBusy(true);
    try {
      await beforeSave();
      const restored = await restoreBuilderVersion(wid, id);
      if (restored.state) onRestored(restored.state);
      await queryClient.invalidateQueries({ queryKey: key });
      toast.success(`Restored '${label}'. The document it replaced is kept as a version.`);
    } catch (error) {
      toast.error(serverDetail(error, 'The version was not restored. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="versions-heading" className="flex flex-col gap-3">
      <h3 id="versions-heading" className="font-semibold text-ink">
        Versions
      </h3>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void save();
        }}
      >
        <Input
          aria-label="Version name"
          placeholder="e.g. Data analyst – Acme"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy || !name.trim()}>
          Save version
        </Button>
      </form>
      {versions.isError ? (
        <p className="text-sm text-danger">
          Versions could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void versions.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
      {versions.data?.items.length === 0 ? <p className="text-sm text-ink-muted">No saved versions yet.</p> : null}
      <ul className="flex flex-col gap-1">
        {versions.data?.items.map((v) => (
          <li key={v.id} className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 truncate">
              <span className="text-ink">{v.name}</span>{' '}
              <span className="text-ink-subtle">
                · {formatDistanceToNow(new Date(v.created_at), { addSuffix: true })}
              </span>
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => void restore(v.id, v.name)}
              aria-label={`Restore ${v.name}`}
            >
              Restore
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
