import { BULLETS_PER_ITEM_MAX } from '@cp/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LinesField } from './lines-field.tsx';

type Item = Record<string, unknown> & { bullets?: string[] };
export type EntryFieldSpec<T> = { key: Extract<keyof T, string>; label: string };

/** Moves one element of a list by `delta` places (clamped). */
export function moveItem<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, from + delta));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * A list of entries (roles, schools, projects, certifications...): their fields, their bullets one a
 * line, moved up and down by button (keyboard reachable), removed with an Undo.
 */
export function EntriesEditor<T extends Item>({ idPrefix, itemName, items, fields, bullets, newItem, onChange }: {
  idPrefix: string; itemName: string; items: readonly T[]; fields: EntryFieldSpec<T>[]; bullets: boolean; newItem: () => T; onChange: (next: T[]) => void;
}) {
  const remove = (index: number) => {
    const before = [...items];
    onChange(items.filter((_, i) => i !== index));
    toast(`${itemName} removed.`, { action: { label: 'Undo', onClick: () => onChange(before) }, duration: 5000 });
  };
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? <p className="text-sm text-ink-muted">No {itemName.toLowerCase()} yet.</p> : null}
      {items.map((item, index) => {
        const id = `${idPrefix}-${index}`;
        const count = item.bullets?.length ?? 0;
        return (
          <fieldset key={id} className="rounded-[var(--radius-card)] border border-line bg-surface p-3">
            <legend className="px-1 text-sm font-medium text-ink">{itemName} {index + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {fields.map((f) => (
                <Field key={f.key} id={`${id}-${f.key}`} label={f.label}>
                  <Input id={`${id}-${f.key}`} value={String(item[f.key] ?? '')} maxLength={300} onChange={(e) => onChange(items.map((it, i) => (i === index ? { ...it, [f.key]: e.target.value } : it)))} />
                </Field>
              ))}
            </div>
            {bullets ? (
              <Field id={`${id}-bullets`} label="Bullets (one per line)" className="mt-3"
                error={count > BULLETS_PER_ITEM_MAX ? `At most ${BULLETS_PER_ITEM_MAX} bullets per item: remove ${count - BULLETS_PER_ITEM_MAX}.` : undefined}
                hint={`${count} ${count === 1 ? 'bullet' : 'bullets'}; 2 to 5 per role read best.`}>
                <LinesField id={`${id}-bullets`} value={item.bullets ?? []} rows={Math.min(8, Math.max(3, count + 1))} onChange={(next) => onChange(items.map((it, i) => (i === index ? { ...it, bullets: next } : it)))} />
              </Field>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" variant="ghost" disabled={index === 0} aria-label={`Move ${itemName.toLowerCase()} ${index + 1} up`} onClick={() => onChange(moveItem(items, index, -1))}><ArrowUp /> Up</Button>
              <Button size="sm" variant="ghost" disabled={index === items.length - 1} aria-label={`Move ${itemName.toLowerCase()} ${index + 1} down`} onClick={() => onChange(moveItem(items, index, 1))}><ArrowDown /> Down</Button>
              <Button size="sm" variant="ghost" aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`} onClick={() => remove(index)}><Trash2 /> Remove</Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" className="self-start" onClick={() => onChange([...items, newItem()])}><Plus /> Add {itemName.toLowerCase()}</Button>
    </div>
  );
}
