const pad = (n: number) => String(n).padStart(2, '0');

/** '05:09' under an hour, '23:59:10' under a day, '2d 03:04:05' beyond. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const clock =
    hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** For screen readers, without the ticking seconds: '2 days 3 hours', '23 hours 59 minutes', '4 minutes'. */
export function spokenCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), 'day'],
    [Math.floor((s % 86_400) / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  if (shown.length === 0) return 'less than a minute';
  return shown.map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`).join(' ');
}
