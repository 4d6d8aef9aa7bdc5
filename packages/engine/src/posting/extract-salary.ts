export interface Salary {
  readonly min: number;
  readonly max: number;
  readonly currency: string;
  readonly period: 'year' | 'month' | 'hour';
  readonly text: string;
}

const CURRENCIES: ReadonlyArray<readonly [RegExp, string]> = [[/\$|usd|us\$/i, 'USD'], [/€|eur/i, 'EUR'], [/£|gbp/i, 'GBP'], [/cad|c\$/i, 'CAD'], [/aud|a\$/i, 'AUD'], [/inr|₹/i, 'INR']];
const AMOUNT = '(?:[$€£₹]|usd|eur|gbp|cad|aud|inr)?\\s?(?:\\d{1,3}(?:[,.\\s]\\d{3})+|\\d+)(?:\\.\\d{1,2})?\\s?[kK]?';
const SALARY = new RegExp(`(${AMOUNT})(?:\\s*(?:-|\\u2013|to)\\s*(${AMOUNT}))?(?:\\s*(?:usd|eur|gbp|cad|aud))?\\s*(?:(?:per|an?|/)\\s*(year|yr|annum|annually|month|mo|hour|hr)|(annually|yearly|hourly|monthly))?`, 'gi');

function toNumber(raw: string): number {
  const k = /k\s*$/i.test(raw);
  const digits = raw.replace(/[^\d.,]/g, '').replace(/[,\s]/g, '').replace(/\.(?=\d{3}\b)/g, '');
  return Number(digits) * (k ? 1000 : 1);
}

function periodOf(word: string | undefined, amount: number): Salary['period'] {
  const w = (word ?? '').toLowerCase();
  if (/^(?:hour|hr|hourly)$/.test(w)) return 'hour';
  if (/^(?:month|mo|monthly)$/.test(w)) return 'month';
  if (w) return 'year';
  return amount < 200 ? 'hour' : amount < 20000 ? 'month' : 'year';
}

/** A salary stated in the posting ('$120,000 - $150,000 a year', '€60k', '$45/hour', 'Salary: 100000'), or null. */
export function extractSalary(text: string): Salary | null {
  for (const line of text.split('\n')) {
    const hasCue = /salary|compensation|pay|wage|\$|€|£|per hour|per year|annually|\bk\b|usd|eur|gbp/i.test(line);
    if (!hasCue) continue;
    for (const m of line.matchAll(SALARY)) {
      const hasMoneyMark = /[$€£₹]|usd|eur|gbp|cad|aud|inr|k\b/i.test(m[0]) || /salary|compensation|pay|wage/i.test(line);
      const min = toNumber(m[1]!);
      const max = m[2] ? toNumber(m[2]) : min;
      if (!hasMoneyMark || !(min >= 7) || max < min || (min < 1000 && !m[3] && !m[4] && !/[kK]/.test(m[0]))) continue;
      if (/\b(?:19|20)\d{2}\b/.test(m[0].trim()) && !/[$€£]/.test(m[0])) continue; // a year, not money
      const currency = CURRENCIES.find(([re]) => re.test(m[0]))?.[1] ?? (/[€]/.test(line) ? 'EUR' : 'USD');
      return { min, max, currency, period: periodOf(m[3] ?? m[4], min), text: m[0].trim() };
    }
  }
  return null;
}
