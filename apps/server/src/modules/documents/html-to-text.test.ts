import { describe, expect, it } from 'vitest';
import { htmlToText, nodeToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('keeps blocks, paragraphs and list items on their own lines', () => {
    const html =
      '<h2>About the role</h2><p>You will build <b>APIs</b>.<br>Remote friendly.</p><ul><li>TypeScript</li><li>SQL</li></ul><div>Apply now</div>';
    expect(htmlToText(html)).toBe(
      'About the role\n\nYou will build APIs.\nRemote friendly.\n\n• TypeScript\n• SQL\n\nApply now',
    );
  });

  it('drops scripts, styles and whitespace noise', () => {
    expect(htmlToText('<style>p{}</style><p>  Hello \n   world  </p><script>alert(1)</script>')).toBe('Hello world');
  });

  it('unescapes entity-encoded HTML, as JSON-LD descriptions often are', () => {
    expect(htmlToText('&lt;p&gt;Build things&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Go&lt;/li&gt;&lt;/ul&gt;')).toBe(
      'Build things\n\n• Go',
    );
  });

  it("in the 'line' layout puts one paragraph per line and keeps empty paragraphs as blank lines", () => {
    expect(
      htmlToText('<p>Jane</p><p>Engineer</p><p></p><h1>Skills</h1><ul><li>Go</li></ul>', { paragraphs: 'line' }),
    ).toBe('Jane\nEngineer\n\nSkills\n\n• Go');
  });

  it('reads table cells apart', () => {
    expect(
      htmlToText('<table><tr><td>Salary</td><td>€70k</td></tr><tr><td>Place</td><td>Berlin</td></tr></table>'),
    ).toBe('Salary €70k\nPlace Berlin');
  });

  it("in the 'line' layout (Word) reads a row of short cells as one line with a column gap, long cells as blocks", () => {
    const html =
      '<table><tr><td><p>Staff Engineer</p></td><td><p>June 2020 – Present</p></td></tr><tr><td><p>Skills</p><p>Go</p></td><td><p>Led the billing team.</p></td></tr></table>';
    expect(htmlToText(html, { paragraphs: 'line' })).toBe(
      'Staff Engineer   June 2020 – Present\n\nSkills\nGo\n\nLed the billing team.',
    );
  });

  it("in the 'line' layout (Word) keeps a tab or a run of typed spaces as a column gap; a web page collapses them", () => {
    expect(
      htmlToText('<p>Data Analyst   Northwind Traders\tJun 2016 - Feb 2020</p><p>Two  spaces</p>', {
        paragraphs: 'line',
      }),
    ).toBe('Data Analyst   Northwind Traders   Jun 2016 - Feb 2020\nTwo spaces');
    expect(htmlToText('<p>Data Analyst   Northwind</p>')).toBe('Data Analyst Northwind');
  });
});

/**
 * A DOM whose link reads cost what linkedom's do: `childNodes` builds the whole child list on every read
 * (one step per child); `firstChild` and `nextSibling` are one step each.
 */
function costedTree(paragraphs: number) {
  let steps = 0;
  type Fake = { nodeType: number; nodeName: string; textContent: string | null; kids: Fake[]; next: Fake | null };
  const wrap = (node: Fake): object => ({
    nodeType: node.nodeType,
    nodeName: node.nodeName,
    textContent: node.textContent,
    get childNodes() {
      steps += node.kids.length;
      return node.kids.map(wrap);
    },
    get firstChild() {
      steps += 1;
      return node.kids[0] ? wrap(node.kids[0]) : null;
    },
    get nextSibling() {
      steps += 1;
      return node.next ? wrap(node.next) : null;
    },
  });
  const kids: Fake[] = Array.from({ length: paragraphs }, () => {
    const text: Fake = { nodeType: 3, nodeName: '#text', textContent: 'x', kids: [], next: null };
    return { nodeType: 1, nodeName: 'P', textContent: 'x', kids: [text], next: null };
  });
  kids.forEach((kid, i) => (kid.next = kids[i + 1] ?? null));
  const root = wrap({ nodeType: 1, nodeName: 'DIV', textContent: null, kids, next: null });
  return { root, steps: () => steps };
}

describe('htmlToText on hostile pages', () => {
  it('walks the tree in steps linear in its size (a page of 20,000 sibling paragraphs once took minutes)', () => {
    const tree = costedTree(2_000);
    expect(nodeToText(tree.root).split('\n\n')).toHaveLength(2_000);
    expect(tree.steps()).toBeLessThan(5 * 2_000);
  });

  it('tells markup from text in one pass, whatever the input', () => {
    expect(htmlToText('a < b and c > d')).toBe('a < b and c > d');
    expect(htmlToText('<p>Tagged</p>')).toBe('Tagged');
  });
});
