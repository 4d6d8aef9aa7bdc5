import { describe, expect, it } from 'vitest';
import { builderPalettes, builderTemplates, defaultBuilderLayout, emptyResumeDocument } from '../resume-builder.ts';
import { renderResumeHtml } from './html.ts';
import { resumeCss } from './styles.ts';

const state = (change: (d: ReturnType<typeof emptyResumeDocument>) => void = () => undefined) => {
  const doc = emptyResumeDocument();
  change(doc);
  return { ...defaultBuilderLayout, doc };
};

describe('renderResumeHtml', () => {
  it('escapes every user string: a name or bullet cannot add markup or script', () => {
    const html = renderResumeHtml(
      state((d) => {
        d.contact.name = '<script>alert(1)</script>';
        d.experience.push({
          role: '<img src=x onerror=alert(1)>',
          company: 'A & B "Co"',
          location: '',
          dates: '',
          bullets: ['</li><b>bold</b>'],
        });
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; B &quot;Co&quot;');
  });

  it('follows the section order, skips hidden and empty sections, and keeps renamed headings', () => {
    const html = renderResumeHtml(
      state((d) => {
        d.summary = 'Analyst.';
        d.skills = ['SQL'];
        d.experience.push({
          role: 'Analyst',
          company: 'Northwind',
          location: 'Austin, TX',
          dates: '2020 – Present',
          bullets: ['Built dashboards'],
        });
        d.sectionOrder = ['contact', 'skills', 'experience', 'summary', 'projects', 'education'];
        d.sectionMeta.summary = { ...d.sectionMeta.summary!, visible: false };
        d.sectionMeta.experience = { ...d.sectionMeta.experience!, label: 'Work History' };
      }),
    );
    const sections = [...html.matchAll(/data-section="([^"]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(['skills', 'experience']);
    expect(html).toContain('<h2>Work History</h2>');
    expect(html).toContain('Austin, TX | 2020 – Present');
  });

  it('uses no letter-spacing in any template or palette (pdf.js would split the letters)', () => {
    for (const t of builderTemplates)
      for (const p of builderPalettes) expect(resumeCss(t, p, 'a4')).not.toMatch(/letter-spacing/);
  });
});
