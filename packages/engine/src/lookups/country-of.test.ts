import { describe, expect, it } from 'vitest';
import { countryName, countryOf } from './country-of.ts';

describe('countryOf', () => {
  it.each([
    ['Austin, TX', 'US'],
    ['Austin, TX 78701', 'US'],
    ['San Francisco, CA', 'US'],
    ['Paris, TX', 'US'],
    ['Remote - US', 'US'],
    ['Richmond, Virginia', 'US'],
    ['Toronto, ON', 'CA'],
    ['Vancouver, British Columbia', 'CA'],
    ['London, Ontario', 'CA'],
    ['London, UK', 'GB'],
    ['London', 'GB'],
    ['Berlin', 'DE'],
    ['Istanbul, Turkey', 'TR'],
    ['\u0130stanbul', 'TR'],
    ['Warsaw', 'PL'],
    ['Gurgaon, Haryana', 'IN'],
    ['Gurugram', 'IN'],
    ['Bangalore, India', 'IN'],
    ['Kuala Lumpur', 'MY'],
    ['Sydney, New South Wales', 'AU'],
    ['Stockholm, Sweden', 'SE'],
  ])('%s -> %s', (text, code) => {
    expect(countryOf(text)).toBe(code);
  });

  it('is null where no place is named', () => {
    expect(countryOf('Remote')).toBeNull();
    expect(countryOf('City , State')).toBeNull();
    expect(countryOf('join us on site')).toBeNull();
    expect(countryOf(null)).toBeNull();
  });

  it('names a country for a sentence', () => {
    expect(countryName('TR')).toBe('Turkey (TR)');
  });
});
