import { applicationStatusLabels } from '@cp/contracts';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { StatusFilter } from '../utils/application-stats.ts';

export const filterLabel = (value: StatusFilter) => (value === 'all' ? 'All' : applicationStatusLabels[value]);

/** Status filter tabs with their counts (inside a Tabs root owned by the screen). */
export function StatusFilterTabs({ tabs }: { tabs: { value: StatusFilter; count: number }[] }) {
  return (
    <TabsList aria-label="Filter by status" className="w-full justify-start overflow-x-auto">
      {tabs.map((t) => (
        <TabsTrigger key={t.value} value={t.value} className="flex-none gap-1.5 whitespace-nowrap">
          {filterLabel(t.value)}{' '}
          <span className="rounded-full bg-surface-sunken px-1.5 text-xs text-ink-muted tabular-nums">{t.count}</span>
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
