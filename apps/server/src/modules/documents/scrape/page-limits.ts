/**
 * What a job page may hold before it is refused as too large or complex to read
 * (docs/decisions/015-parsing-and-import-budgets.md). Real job pages have a few thousand elements
 * nested a few dozen deep; the fetch already caps the page at 2 MB.
 */
export const pageLimits = {
  /** Elements in the page (or in a JSON-LD description's HTML). */
  maxElements: 20_000,
  /** Element nesting depth. */
  maxDepth: 256,
} as const;

type TreeNode = {
  nodeType: number;
  firstChild: TreeNode | null;
  nextSibling?: TreeNode | null;
  parentNode: TreeNode | null;
};
type Limits = { maxElements: number; maxDepth: number };

/** Elements opened in the HTML source, scripts and styles skipped: an upper bound read before anything is parsed. */
export function countStartTags(html: string, stopAbove = Infinity): number {
  let count = 0;
  let at = 0;
  const lower = html.toLowerCase();
  while (count <= stopAbove) {
    const open = lower.indexOf('<', at);
    if (open < 0) break;
    const next = lower.charCodeAt(open + 1);
    at = open + 1;
    if (next < 97 || next > 122) continue;
    count += 1;
    for (const raw of ['script', 'style']) {
      if (lower.startsWith(raw, open + 1)) {
        const close = lower.indexOf(`</${raw}`, open);
        at = close < 0 ? lower.length : close + 2;
      }
    }
  }
  return count;
}

/**
 * Whether a parsed tree (a document or a fragment) stays within the limits: one linear walk over
 * first-child / next-sibling links (linkedom builds a new child list on every `childNodes` read),
 * stopped as soon as a limit is passed.
 */
export function withinPageLimits(root: unknown, limits: Limits = pageLimits): boolean {
  // linkedom keeps a document's doctype outside the sibling chain: a document is walked from its root element.
  const top = (
    (root as TreeNode).nodeType === 9 ? (root as { documentElement: TreeNode }).documentElement : root
  ) as TreeNode | null;
  if (!top) return true;
  let elements = top.nodeType === 1 ? 1 : 0;
  let depth = 1;
  let node: TreeNode | null = top.firstChild;
  while (node) {
    if (node.nodeType === 1 && (elements += 1) > limits.maxElements) return false;
    if (node.firstChild) {
      if ((depth += 1) > limits.maxDepth) return false;
      node = node.firstChild;
      continue;
    }
    while (node && node !== top && !node.nextSibling) {
      node = node.parentNode;
      depth -= 1;
    }
    if (!node || node === top) return true;
    node = node.nextSibling ?? null;
  }
  return elements <= limits.maxElements;
}
