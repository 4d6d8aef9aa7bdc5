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
import type { ResumeDocument } from '@cp/contracts';
import { GripVertical, ShieldAlert, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import {
  atsNote,
  orderedSections,
  renameSection,
  sectionLabel,
  setMeta,
  setOrder,
  setVisible,
} from '../utils/sections.ts';

function SectionRow({
  id,
  doc,
  onChange,
}: {
  id: string;
  doc: ResumeDocument;
  onChange: (next: ResumeDocument) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const label = sectionLabel(doc, id);
  const [draft, setDraft] = useState<string | null>(null);
  const meta = doc.sectionMeta[id];
  const visible = meta?.visible ?? true;
  const [options, setOptions] = useState(false);
  const ats = atsNote(doc, id);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-section-row={id}
      className={`rounded-[var(--radius-control)] border border-line bg-surface px-2 py-1.5 ${isDragging ? 'relative z-10 shadow-md' : ''}`}
    >
      <div className="flex items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${label}`}
          className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-ink-subtle hover:bg-surface-sunken [&_svg]:size-4"
        >
          <GripVertical aria-hidden />
        </button>
        <Input
          aria-label={`Name of the ${label} section`}
          className="h-8 min-w-0 flex-1"
          value={draft ?? label}
          maxLength={80}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            if (draft !== null) onChange(renameSection(doc, id, draft));
            setDraft(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
          }}
        />
        <label className="flex shrink-0 items-center gap-1.5 text-sm text-ink-muted">
          <input
            type="checkbox"
            checked={visible}
            onChange={(e) => onChange(setVisible(doc, id, e.target.checked))}
            className="size-4 accent-brand-700"
          />
          Show
        </label>
        <button
          type="button"
          aria-expanded={options}
          aria-label={`Layout of the ${label} section`}
          onClick={() => setOptions((o) => !o)}
          className="flex size-8 shrink-0 items-center justify-center rounded text-ink-subtle hover:bg-surface-sunken [&_svg]:size-4"
        >
          <SlidersHorizontal aria-hidden />
        </button>
      </div>
      <p className={`mt-1 flex items-center gap-1.5 pl-10 text-xs ${ats.ok ? 'text-ink-subtle' : 'text-warning'}`}>
        {ats.ok ? (
          <ShieldCheck aria-hidden className="size-3.5 shrink-0" />
        ) : (
          <ShieldAlert aria-hidden className="size-3.5 shrink-0" />
        )}
        <span>
          <span className="sr-only">ATS: </span>
          {ats.text}
        </span>
      </p>
      {options ? (
        <div className="mt-2 flex flex-wrap gap-3 pl-10 text-xs text-ink-muted">
          <label className="flex items-center gap-1.5">
            Spacing
            <NativeSelect
              className="h-8 w-28"
              value={meta?.density ?? 'normal'}
              onChange={(e) =>
                onChange(setMeta(doc, id, 'density', e.target.value as 'compact' | 'normal' | 'relaxed'))
              }
            >
              <option value="compact">Compact</option>
              <option value="normal">Normal</option>
              <option value="relaxed">Relaxed</option>
            </NativeSelect>
          </label>
          <label className="flex items-center gap-1.5">
            Column (Modern Split)
            <NativeSelect
              className="h-8 w-24"
              value={meta?.column ?? 'main'}
              onChange={(e) => onChange(setMeta(doc, id, 'column', e.target.value as 'main' | 'side'))}
            >
              <option value="main">Main</option>
              <option value="side">Side</option>
            </NativeSelect>
          </label>
          <label className="flex items-center gap-1.5">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={meta?.showHeading ?? true}
              onChange={(e) => onChange(setMeta(doc, id, 'showHeading', e.target.checked))}
            />
            Show heading
          </label>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Sections & Order: drag a section by its handle, or focus the handle and press Space, the arrow keys
 * and Space again (dnd-kit's keyboard sensor, announced to screen readers). Rename and hide in place.
 */
export function SectionOrder({ doc, onChange }: { doc: ResumeDocument; onChange: (next: ResumeDocument) => void }) {
  const order = orderedSections(doc);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(setOrder(doc, arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id)))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move a section, press Space, use the up and down arrow keys, then press Space again to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol aria-label="Section order" className="flex flex-col gap-1.5">
          {order.map((key) => (
            <SectionRow key={key} id={key} doc={doc} onChange={onChange} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
