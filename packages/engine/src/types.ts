/** A piece of a line: offsets into the line's text and the text itself. */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A calendar month; month is 1-12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** Expected failures are values, not exceptions (STYLE.md). */
export type Result<T, E = string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };
