import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export type UsageDay = { date: string; credits: number };

const shortDay = (date: string) => format(parseISO(date), 'MMM d');

type BarShape = { x?: number; y?: number; width?: number; height?: number; payload?: UsageDay };

/** A bar with the browser's own hover hint ('Wed, May 13: 4 credits'); recharts' Tooltip would push the chunk over its budget. */
function DayBar({ x = 0, y = 0, width = 0, height = 0, payload }: BarShape) {
  if (!payload || height <= 0) return null;
  return (
    <rect x={x} y={y} width={width} height={height} rx={3} fill="var(--color-brand-600)">
      <title>{`${format(parseISO(payload.date), 'EEE, MMM d')}: ${payload.credits} credit${payload.credits === 1 ? '' : 's'}`}</title>
    </rect>
  );
}

/**
 * Credits used per day as bars (recharts). Decorative for assistive technology: the section around
 * it gives the summary and the same numbers as a table, so the chart has no keyboard layer.
 */
export function UsageBarChart({ days }: { days: UsageDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 192 }}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis
          dataKey="date"
          tickFormatter={shortDay}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
          tick={{ fontSize: 12, fill: 'var(--color-ink-subtle)' }}
        />
        <YAxis
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          width={40}
          tick={{ fontSize: 12, fill: 'var(--color-ink-subtle)' }}
        />
        <Bar
          dataKey="credits"
          maxBarSize={28}
          isAnimationActive={false}
          shape={(props: BarShape) => <DayBar {...props} />}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
