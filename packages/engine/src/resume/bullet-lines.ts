/** A bullet marker at the start of a line: '•', '- ', '* ', '+ ', '1. ', '2) '. */
export const BULLET = /^\s*(?:•|[-*+]\s|-(?=[A-Z][a-z])|\d{1,2}[.)]\s)/;

export const isBulletLine = (text: string) => BULLET.test(text);
export const stripBullet = (text: string) => text.replace(BULLET, '').trim();

/**
 * A line that carries on the bullet above it, wrapped by the layout: it has no bullet marker of its own,
 * it is indented or starts in lower case, and the bullet above has not ended its sentence.
 */
export function continuesBullet(previous: string | undefined, line: string): boolean {
  if (previous === undefined || isBulletLine(line)) return false;
  return (/^\s{2,}/.test(line) || /^[a-z(]/.test(stripBullet(line))) && !/[.!?]$/.test(previous);
}

/** Adds a line to a list of bullets: joined to the last one when it continues it, else as a new bullet. */
export function addBulletLine(
  bullets: string[],
  line: string,
  options: { canJoin: boolean } = { canJoin: true },
): void {
  const previous = bullets[bullets.length - 1];
  if (options.canJoin && continuesBullet(previous, line))
    bullets[bullets.length - 1] = `${previous} ${stripBullet(line)}`;
  else bullets.push(stripBullet(line));
}
