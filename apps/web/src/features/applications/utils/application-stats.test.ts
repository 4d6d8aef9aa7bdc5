import type { Application, ApplicationStatus } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { applicationFixture } from '../testing/application-fixture.ts';
import { dashboardStats, filterByStatus, statusTabs } from './application-stats.ts';

const app = (status: ApplicationStatus, id: string = status): Application =>
  applicationFixture({ id, status, appliedAt: null });

describe('dashboard stats', () => {
  it('counts each card from the list, legacy values included', () => {
    const apps = [
      app('draft', 'a'),
      app('tailored', 'b'),
      app('applied', 'c'),
      app('sent', 'd'),
      app('interview', 'e'),
      app('offer', 'f'),
      app('rejected', 'g'),
    ];
    expect(dashboardStats(apps)).toEqual({
      total: 7,
      kitsReady: 2,
      applied: 2,
      interview: 1,
      offers: 1,
      sentOut: 5,
      successRate: 20,
    });
  });

  it('has no success rate before anything went out', () => {
    expect(dashboardStats([app('draft')]).successRate).toBeNull();
    expect(dashboardStats([]).total).toBe(0);
  });

  it('shows a legacy tab only while an application has that status, and filters', () => {
    expect(statusTabs([app('applied')]).map((t) => t.value)).toEqual([
      'all',
      'draft',
      'applied',
      'interview',
      'offer',
      'rejected',
    ]);
    const withLegacy = statusTabs([app('sent', 'x'), app('sent', 'y')]);
    expect(withLegacy.at(-1)).toEqual({ value: 'sent', count: 2 });
    expect(filterByStatus([app('sent', 'x'), app('offer', 'y')], 'offer').map((a) => a.id)).toEqual(['y']);
  });
});
