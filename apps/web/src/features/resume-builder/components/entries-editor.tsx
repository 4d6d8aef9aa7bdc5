import { BULLETS_PER_ITEM_MAX } from '@cp/contracts';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LinesField } from './lines-field.tsx';

type Item = Record<string, unknown> & { bullets?: string[] };
export type EntryFieldSpec<T> = { key: Extract<keyof T, string>; label: string };

/** One entry's box, draggable by its handle (or Space and the arrow keys on the handle). */
function SortableEntry({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <fieldset
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-[var(--radius-card)] border border-line bg-surface p-3 ${isDragging ? 'relative z-10 shadow-md' : ''}`}
    >
      <legend className="flex items-center gap-1 px-1 text-sm font-medium text-ink">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
          className="flex size-7 cursor-grab items-center justify-center rounded text-ink-subtle hover:bg-surface-sunken [&_svg]:size-4"
        >
          <GripVertical aria-hidden />
        </button>
        {label}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * A list of entries (roles, schools, projects, certifications...): their fields, their bullets one a
 * line, dragged by their handle or moved with Up and Down (both reachable by keyboard), removed with an Undo.
 */
export function EntriesEditor<T extends Item>({
  idPrefix,
  itemName,
  items,
  fields,
  bullets,
  newItem,
  onChange,
}: {
  idPrefix: string;
  itemName: string;
  items: readonly T[];
  fields: EntryFieldSpec<T>[];
  bullets: boolean;
  newItem: () => T;
  onChange: (next: T[]) => void;
}) {
  // The sortable ids are the positions: an item's fields are keyed by where it stands, as the Up and Down buttons move them.
  const ids = items.map((_, i) => `${idPrefix}-item-${i}`);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const reorder = (from: number, to: number) => onChange(arrayMove([...items], from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const remove = (index: number) => {
    const before = [...items];
    onChange(items.filter((_, i) => i !== index));
    toast(`${itemName} removed.`, { action: { label: 'Undo', onClick: () => onChange(before) }, duration: 5000 });
  };
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 ? <p className="text-sm text-ink-muted">No {itemName.toLowerCase()} yet.</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {items.map((item, index) => {
            const id = `${idPrefix}-${index}`;
            const count = item.bullets?.length ?? 0;
            return (
              <SortableEntry key={ids[index]} id={ids[index]!} label={`${itemName} ${index + 1}`}>
                <div className="grid gap-3 sm:grid-cols-2">
                  {fields.map((f) => (
                    <Field key={f.key} id={`${id}-${f.key}`} label={f.label}>
                      <Input
                        id={`${id}-${f.key}`}
                        value={String(item[f.key] ?? '')}
                        maxLength={300}
                        onChange={(e) =>
                          onChange(items.map((it, i) => (i === index ? { ...it, [f.key]: e.target.value } : it)))
                        }
                      />
                    </Field>
                  ))}
                </div>
                {bullets ? (
                  <Field
                    id={`${id}-bullets`}
                    label="Bullets (one per line)"
                    className="mt-3"
                    error={
                      count > BULLETS_PER_ITEM_MAX
                        ? `At most ${BULLETS_PER_ITEM_MAX} bullets per item: remove ${count - BULLETS_PER_ITEM_MAX}.`
                        : undefined
                    }
                    hint={`${count} ${count === 1 ? 'bullet' : 'bullets'}; 2 to 5 per role read best.`}
                  >
                    <LinesField
                      id={`${id}-bullets`}
                      value={item.bullets ?? []}
                      rows={Math.min(8, Math.max(3, count + 1))}
                      onChange={(next) => onChange(items.map((it, i) => (i === index ? { ...it, bullets: next } : it)))}
                    />
                  </Field>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    aria-label={`Move ${itemName.toLowerCase()} ${index + 1} up`}
                    onClick={() => reorder(index, index - 1)}
                  >
                    <ArrowUp /> Up
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === items.length - 1}
                    aria-label={`Move ${itemName.toLowerCase()} ${index + 1} down`}
                    onClick={() => reorder(index, index + 1)}
                  >
                    <ArrowDown /> Down
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 /> Remove
                  </Button>
                </div>
              </SortableEntry>
            );
          })}
        </SortableContext>
      </DndContext>
      <Button variant="secondary" className="self-start" onClick={() => onChange([...items, newItem()])}>
        <Plus /> Add {itemName.toLowerCase()}
      </Button>
    </div>
  );
}
