import { describe, expect, it } from 'vitest';
import { extractSalary } from './extract-salary.ts';

describe('extractSalary', () => {
  it.each([
    ['Salary: $120,000 - $150,000 a year', { min: 120000, max: 150000, currency: 'USD', period: 'year' }],
    ['Pay: $45/hour', { min: 45, max: 45, currency: 'USD', period: 'hour' }],
    ['Compensation: €60k–€75k', { min: 60000, max: 75000, currency: 'EUR', period: 'year' }],
    ['Salary: 100000', { min: 100000, max: 100000, currency: 'USD', period: 'year' }],
  ])('%s', (text, salary) => {
    expect(extractSalary(text)).toMatchObject(salary);
  });

  it('does not take years or counts for pay', () => {
    expect(extractSalary('Founded in 2015, we serve 10,000 customers')).toBeNull();
    expect(extractSalary('5+ years of experience')).toBeNull();
  });
});
