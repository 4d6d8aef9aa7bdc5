/**
 * Numbers a module computes and data it cites in its texts (scores, counts, BLS wages and row titles).
 * The never-invent check accepts a number or a name in an analysis text only if the resume, the
 * posting or this list has it: every figure and citation a text shows goes through here.
 */
export interface Figures {
  /** A number as text ('7.5', '1,234'), recorded. */
  readonly number: (n: number) => string;
  /** An amount of money ('$133,080', '60,000 EUR'), recorded. */
  readonly money: (n: number, currency: string) => string;
  /** A data source's name or label cited in a text ('BLS OEWS May 2024, SOC 13-2099 Financial Specialists, All Other'), recorded. */
  readonly cite: (text: string) => string;
  /** Every recorded figure and citation, for the claim check's allowed texts. */
  readonly all: () => string;
}

/** 1234567.8 -> '1,234,567.8' without locale data (the same on every machine). */
export function groupDigits(n: number): string {
  const [int, frac] = String(Math.abs(n)).split('.') as [string, string | undefined];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

export function formatMoney(n: number, currency: string): string {
  return currency === 'USD' ? `$${groupDigits(n)}` : `${groupDigits(n)} ${currency}`;
}

export function createFigures(): Figures {
  const seen: string[] = [];
  return {
    number: (n) => {
      seen.push(String(n));
      return groupDigits(n);
    },
    money: (n, currency) => {
      seen.push(String(n));
      return formatMoney(n, currency);
    },
    cite: (text) => {
      seen.push(text);
      return text;
    },
    all: () => seen.join('\n'),
  };
}
