import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves on the board jump a whole column: Left and Right go to the column beside the card,
 * so a keyboard user reaches any status in a few presses (dnd-kit's default moves 25 px per press).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  if (columns.length === 0) return currentCoordinates;
  const x = currentCoordinates.x + (context.collisionRect?.width ?? 0) / 2;
  let index = columns.findIndex((r) => x >= r.left && x <= r.right);
  if (index === -1) index = columns.findIndex((r) => r.left > x) - 1;
  const next =
    columns[Math.min(columns.length - 1, Math.max(0, index + (event.code === KeyboardCode.Right ? 1 : -1)))]!;
  return { x: next.left + 8, y: Math.max(next.top + 8, currentCoordinates.y) };
};
