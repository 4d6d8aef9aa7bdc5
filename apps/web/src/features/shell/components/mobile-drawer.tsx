import { X } from 'lucide-react';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SheetClose, SheetContent } from '../../../components/ui/sheet.tsx';
import { Sidebar, type SidebarProps } from './sidebar.tsx';

/** How far a left swipe must travel to close the drawer (docs/product/1-platform.md section 9). */
export const SWIPE_CLOSE_PX = 50;

const focusable = 'a[href], button:not(:disabled), [tabindex="0"]';
const navKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * The sidebar as a slide-in drawer under 768px. Rendered inside the shell's <Sheet>, whose
 * trigger is the top bar's menu button (focus returns there on close). Escape, a left swipe of
 * 50px and navigation close it; arrow keys, Home and End move between its links and buttons.
 */
export function MobileDrawer({
  onClose,
  ...sidebar
}: Omit<SidebarProps, 'rail' | 'headerAction'> & { onClose: () => void }) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!navKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [role=menu]')) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusable));
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? index >= last
              ? 0
              : index + 1
            : index <= 0
              ? last
              : index - 1;
    event.preventDefault();
    items[next]?.focus();
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = start.x - touch.clientX;
    if (dx >= SWIPE_CLOSE_PX && dx > Math.abs(touch.clientY - start.y)) onClose();
  };

  const closeButton = (
    <SheetClose asChild>
      <Button variant="ghost" size="icon" aria-label="Close navigation" className="text-ink-muted">
        <X aria-hidden />
      </Button>
    </SheetClose>
  );
  return (
    <SheetContent title="Navigation" onKeyDown={onKeyDown} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <Sidebar {...sidebar} headerAction={closeButton} />
    </SheetContent>
  );
}
