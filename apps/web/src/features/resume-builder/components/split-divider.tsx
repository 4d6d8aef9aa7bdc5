import { useRef } from 'react';
import { clampSplit, SPLIT_MAX, SPLIT_MIN } from '../hooks/use-builder-ui.ts';

/** The draggable divider between the panel and the preview: pointer or arrow keys, double-click for 50 %. */
export function SplitDivider({
  value,
  onChange,
  container,
}: {
  value: number;
  onChange: (v: number) => void;
  container: React.RefObject<HTMLElement | null>;
}) {
  const dragging = useRef(false);
  const at = (clientX: number) => {
    const box = container.current?.getBoundingClientRect();
    if (box && box.width > 0) onChange(clampSplit(((clientX - box.left) / box.width) * 100));
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the editor and the preview"
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      aria-valuenow={value}
      tabIndex={0}
      className="hidden w-3 shrink-0 cursor-col-resize items-center justify-center lg:flex [&:focus-visible]:outline-2"
      onDoubleClick={() => onChange(50)}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (dragging.current) at(e.clientX);
      }}
      onPointerUp={(e) => {
        dragging.current = false;
        e.currentTarget.releasePointerCapture(e.pointerId);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') onChange(clampSplit(value - 5));
        if (e.key === 'ArrowRight') onChange(clampSplit(value + 5));
      }}
    >
      <span aria-hidden className="h-12 w-1 rounded-full bg-line-strong" />
    </div>
  );
}
