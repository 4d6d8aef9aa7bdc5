import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('keeps blocks, paragraphs and list items on their own lines', () => {
    const html = '<h2>About the role</h2><p>You will build <b>APIs</b>.<br>Remote friendly.</p><ul><li>TypeScript</li><li>SQL</li></ul><div>Apply now</div>';
    expect(htmlToText(html)).toBe('About the role\n\nYou will build APIs.\nRemote friendly.\n\n• TypeScript\n• SQL\n\nApply now');
  });

  it('drops scripts, styles and whitespace noise', () => {
    expect(htmlToText('<style>p{}</style><p>  Hello \n   world  </p><script>alert(1)</script>')).toBe('Hello world');
  });

  it('unescapes entity-encoded HTML, as JSON-LD descriptions often are', () => {
    expect(htmlToText('&lt;p&gt;Build things&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Go&lt;/li&gt;&lt;/ul&gt;')).toBe('Build things\n\n• Go');
  });

  it("in the 'line' layout puts one paragraph per line and keeps empty paragraphs as blank lines", () => {
    expect(htmlToText('<p>Jane</p><p>Engineer</p><p></p><h1>Skills</h1><ul><li>Go</li></ul>', { paragraphs: 'line' })).toBe('Jane\nEngineer\n\nSkills\n\n• Go');
  });

  it('reads table cells apart', () => {
    expect(htmlToText('<table><tr><td>Salary</td><td>€70k</td></tr><tr><td>Place</td><td>Berlin</td></tr></table>')).toBe('Salary €70k\nPlace Berlin');
  });

  it("in the 'line' layout (Word) reads a row of short cells as one line with a column gap, long cells as blocks", () => {
    const html = '<table><tr><td><p>Staff Engineer</p></td><td><p>June 2020 – Present</p></td></tr><tr><td><p>Skills</p><p>Go</p></td><td><p>Led the billing team.</p></td></tr></table>';
    expect(htmlToText(html, { paragraphs: 'line' })).toBe('Staff Engineer   June 2020 – Present\n\nSkills\nGo\n\nLed the billing team.');
  });

  it("in the 'line' layout (Word) keeps a tab or a run of typed spaces as a column gap; a web page collapses them", () => {
    expect(htmlToText('<p>Data Analyst   Northwind Traders\tJun 2016 - Feb 2020</p><p>Two  spaces</p>', { paragraphs: 'line' })).toBe('Data Analyst   Northwind Traders   Jun 2016 - Feb 2020\nTwo spaces');
    expect(htmlToText('<p>Data Analyst   Northwind</p>')).toBe('Data Analyst Northwind');
  });
});
