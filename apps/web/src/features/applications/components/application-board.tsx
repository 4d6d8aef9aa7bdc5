import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  LEGACY_APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
} from '@cp/contracts';
import { GripVertical } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { columnKeyboardCoordinates } from '../utils/board-keyboard.ts';
import { ApplicationCard, type CardActions } from './application-card.tsx';

const label = (status: unknown) => applicationStatusLabels[status as ApplicationStatus] ?? String(status);

function BoardCard({ app, actions }: { app: Application; actions: CardActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: app.id,
    data: { app },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn('relative', isDragging && 'z-20 opacity-90 shadow-lg')}
    >
      <ApplicationCard
        app={app}
        actions={actions}
        compact
        extra={
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Move ${app.jobTitle} at ${app.company}`}
            className="mt-2 flex w-full cursor-grab items-center justify-center gap-1 rounded border border-dashed border-line py-1 text-xs text-ink-subtle hover:bg-surface-sunken active:cursor-grabbing [&_svg]:size-3.5"
          >
            <GripVertical aria-hidden />
            Drag to another status
          </button>
        }
      />
    </li>
  );
}

function Column({ status, apps, actions }: { status: ApplicationStatus; apps: Application[]; actions: CardActions }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${label(status)}: ${apps.length}`}
      data-column={status}
      className={cn(
        'flex w-64 shrink-0 flex-col rounded-[var(--radius-card)] border border-line bg-surface-muted p-2 lg:w-auto lg:min-w-0 lg:flex-1',
        isOver && 'border-brand-500 bg-brand-50',
      )}
    >
      <h3 className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-ink">
        {label(status)}
        <span className="rounded-full bg-surface px-2 text-xs text-ink-muted tabular-nums">{apps.length}</span>
      </h3>
      <ul className="flex min-h-24 flex-col gap-2">
        {apps.map((app) => (
          <BoardCard key={app.id} app={app} actions={actions} />
        ))}
      </ul>
    </section>
  );
}

/** Where the pointer is, else the column the card overlaps most (keyboard moves have no pointer). */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * The board: one column per status; drag a card (mouse or touch) or focus its handle and press Space,
 * Left/Right, Space (announced to screen readers). The card moves when the server confirms.
 */
export function ApplicationBoard({
  apps,
  actions,
  onMove,
}: {
  apps: Application[];
  actions: CardActions;
  onMove: (app: Application, status: ApplicationStatus) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const columns: ApplicationStatus[] = [
    ...APPLICATION_STATUSES,
    ...LEGACY_APPLICATION_STATUSES.filter((s) => apps.some((a) => a.status === s)),
  ];
  const title = (id: unknown) => {
    const app = apps.find((a) => a.id === id);
    return app ? `${app.jobTitle} at ${app.company}` : 'The application';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}. Press Left or Right to choose a status, Space to drop it there, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${title(active.id)} is over ${label(over.id)}.` : `${title(active.id)} is not over a status.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped on ${label(over.id)}. Saving.`
        : `${title(active.id)} dropped where there is no status; nothing changed.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled; nothing changed.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const app = apps.find((a) => a.id === active.id);
    if (!app || !over || over.id === app.status) return;
    onMove(app, over.id as ApplicationStatus);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move an application to another status, press Space, then Left or Right, then Space to drop it, or Escape to cancel.',
        },
      }}
    >
      <div
        aria-label="Board by status"
        role="group"
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:px-0"
      >
        {columns.map((status) => (
          <Column key={status} status={status} apps={apps.filter((a) => a.status === status)} actions={actions} />
        ))}
      </div>
    </DndContext>
  );
}
