/** Where a title joins two roles or a role and a note: a slash, a pipe, an ampersand or a plus between words. */
const JOINS = /\s*\/\s*|\s+\|\s+|\s+&\s+|\s+\+\s+/;

/**
 * The parts of a title that joins roles ('Data Scientist/ ML Engineer' -> 'Data Scientist', 'ML Engineer';
 * 'CEO & Founder'; 'UX/UI Designer' -> 'UX', 'UI Designer'); a title with no join gives no parts.
 * Notes in parentheses are dropped first ('Engineer (Data/ML)' is one role).
 */
export function splitJoinedTitle(title: string): string[] {
  const parts = title
    .replace(/\([^)]*\)/g, ' ')
    .split(JOINS)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => /[A-Za-z]{2}/.test(p));
  return parts.length > 1 ? parts : [];
}
