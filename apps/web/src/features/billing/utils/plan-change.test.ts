import { describe, expect, it } from 'vitest';
import { classifyPlanChange, planChangeButtonLabel } from './plan-change.ts';

describe('classifyPlanChange (docs/product/1-platform.md section 4, Plan change)', () => {
  it('free to any plan is an upgrade', () => {
    expect(classifyPlanChange({ package: 'free', period: null }, { package: 'pro', period: 'monthly' })).toBe(
      'upgrade',
    );
    expect(classifyPlanChange({ package: 'free', period: null }, { package: 'ultimate', period: 'quarterly' })).toBe(
      'upgrade',
    );
  });

  it('pro to ultimate is an upgrade, whatever the period', () => {
    expect(classifyPlanChange({ package: 'pro', period: 'monthly' }, { package: 'ultimate', period: 'monthly' })).toBe(
      'upgrade',
    );
    expect(
      classifyPlanChange({ package: 'pro', period: 'quarterly' }, { package: 'ultimate', period: 'monthly' }),
    ).toBe('upgrade');
  });

  it('ultimate to pro is a downgrade', () => {
    expect(
      classifyPlanChange({ package: 'ultimate', period: 'quarterly' }, { package: 'pro', period: 'quarterly' }),
    ).toBe('downgrade');
  });

  it('the same plan on another period is a period change; the same plan and period is no change', () => {
    expect(classifyPlanChange({ package: 'pro', period: 'monthly' }, { package: 'pro', period: 'quarterly' })).toBe(
      'period_change',
    );
    expect(
      classifyPlanChange({ package: 'ultimate', period: 'quarterly' }, { package: 'ultimate', period: 'quarterly' }),
    ).toBe('none');
  });
});

describe('planChangeButtonLabel', () => {
  it("reads 'No Changes', 'Upgrade to Ultimate', 'Downgrade to Pro' or the period switch", () => {
    expect(planChangeButtonLabel('none', { package: 'pro', period: 'monthly' })).toBe('No Changes');
    expect(planChangeButtonLabel('upgrade', { package: 'ultimate', period: 'monthly' })).toBe('Upgrade to Ultimate');
    expect(planChangeButtonLabel('downgrade', { package: 'pro', period: 'monthly' })).toBe('Downgrade to Pro');
    expect(planChangeButtonLabel('period_change', { package: 'pro', period: 'quarterly' })).toBe(
      'Switch to quarterly billing',
    );
  });
});
