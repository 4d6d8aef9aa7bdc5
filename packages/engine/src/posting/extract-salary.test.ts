import { describe, expect, it } from 'vitest';
import { extractSalary } from './extract-salary.ts';

describe('extractSalary', () => {
  it.each([
    ['Salary: $120,000 - $150,000 a year', { min: 120000, max: 150000, currency: 'USD', period: 'year' }],
    ['Pay: $45/hour', { min: 45, max: 45, currency: 'USD', period: 'hour' }],
    ['Compensation: €60k–€75k', { min: 60000, max: 75000, currency: 'EUR', period: 'year' }],
    ['Salary: 100000', { min: 100000, max: 100000, currency: 'USD', period: 'year' }],
    [
      'Salary: £45,000 - £55,000 per annum',
      { min: 45000, max: 55000, currency: 'GBP', period: 'year', bound: 'range' },
    ],
    ['Salary from NZD 70,000', { min: 70000, currency: 'NZD', period: 'year', bound: 'floor' }],
    ['Wynagrodzenie: PLN 12 000 brutto', { min: 12000, currency: 'PLN', period: 'month' }],
    ['CTC: INR 12 LPA', { min: 1200000, currency: 'INR', period: 'year' }],
    ['Stipend of $1,200 per week', { min: 1200, currency: 'USD', period: 'week' }],
    ['Day rate: £450 per day', { min: 450, currency: 'GBP', period: 'day' }],
    ['Salary up to €80k', { min: 80000, currency: 'EUR', period: 'year', bound: 'ceiling' }],
    ['Hourly teaching rates start at $50/hr', { min: 50, max: 50, currency: 'USD', period: 'hour', bound: 'floor' }],
    [
      'The typical starting salary range is $92,000 -- $111,600 USD',
      { min: 92000, max: 111600, currency: 'USD', period: 'year' },
    ],
  ])('%s', (text, salary) => {
    expect(extractSalary(text)).toMatchObject(salary);
  });

  it('reads a dollar as the currency of the job country', () => {
    expect(extractSalary('Pay $40,000-$55,000', { country: 'NZ' })).toMatchObject({ min: 40000, currency: 'NZD' });
    expect(extractSalary('Salary range: 20000-28000', { country: 'DE' })).toMatchObject({
      min: 20000,
      max: 28000,
      currency: 'EUR',
      period: 'year',
    });
  });

  it('does not take years, counts, company figures or a company-wide minimum for pay', () => {
    expect(extractSalary('Founded in 2015, we serve 10,000 customers')).toBeNull();
    expect(extractSalary('5+ years of experience')).toBeNull();
    expect(extractSalary('We passed $100 million in annual recurring revenue')).toBeNull();
    expect(extractSalary('All positions with Acme are paid at least $15 per hour or $31,200 per year.')).toBeNull();
    expect(extractSalary('We operate more than 2,000 sites across 40 states, rated top by parents.')).toBeNull();
  });
});
