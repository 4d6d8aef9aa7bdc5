import { emptyResumeDocument, presetExtraSections } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { clampSplit } from '../hooks/use-builder-ui.ts';
import { clampZoom } from '../components/preview-pane.tsx';
import { resumeFileProblem } from './upload-check.ts';
import {
  addExtraSection,
  atsNote,
  orderedSections,
  removeExtraSection,
  renameSection,
  sectionLabel,
  setOrder,
  setVisible,
} from './sections.ts';

describe('section helpers', () => {
  it('renames a section, and a blank name keeps the old one', () => {
    const doc = renameSection(emptyResumeDocument(), 'experience', '  Work History ');
    expect(sectionLabel(doc, 'experience')).toBe('Work History');
    expect(renameSection(doc, 'experience', '   ')).toBe(doc);
  });

  it('adds preset extra sections with fresh keys, orders and removes them', () => {
    const languages = presetExtraSections.find((p) => p.label === 'Languages')!;
    let doc = addExtraSection(addExtraSection(emptyResumeDocument(), languages), languages);
    expect(doc.extraSections.map((s) => [s.key, s.type])).toEqual([
      ['languages', 'bullets'],
      ['languages-2', 'bullets'],
    ]);
    expect(orderedSections(doc)).toEqual([
      'summary',
      'experience',
      'projects',
      'education',
      'skills',
      'extra:languages',
      'extra:languages-2',
    ]);
    doc = setOrder(doc, [
      'extra:languages',
      'skills',
      'summary',
      'experience',
      'projects',
      'education',
      'extra:languages-2',
    ]);
    expect(doc.sectionOrder[0]).toBe('contact');
    expect(orderedSections(doc)[0]).toBe('extra:languages');
    doc = removeExtraSection(doc, 'extra:languages');
    expect(orderedSections(doc)).not.toContain('extra:languages');
    expect(doc.sectionMeta['extra:languages']).toBeUndefined();
  });

  it('hides a section without losing it', () => {
    const doc = setVisible(emptyResumeDocument(), 'projects', false);
    expect(doc.sectionMeta.projects?.visible).toBe(false);
    expect(orderedSections(doc)).toContain('projects');
  });

  it('appends sections missing from the order instead of dropping them', () => {
    const doc = { ...emptyResumeDocument(), sectionOrder: ['contact', 'skills'] };
    expect(orderedSections(doc)).toEqual(['skills', 'summary', 'experience', 'projects', 'education']);
  });
});

describe('layout limits (docs/product/2-modules.md section 9)', () => {
  it('clamps the divider to 30-65 % and snaps to 50 within 2.5 points', () => {
    expect([
      clampSplit(10),
      clampSplit(90),
      clampSplit(47.6),
      clampSplit(52.5),
      clampSplit(47.4),
      clampSplit(40),
    ]).toEqual([30, 65, 50, 50, 47.4, 40]);
  });
  it('keeps the zoom in 50-150 % on 5 % steps', () => {
    expect([clampZoom(20), clampZoom(151), clampZoom(77), clampZoom(100)]).toEqual([50, 150, 75, 100]);
  });
});

describe('resume upload check', () => {
  it('takes pdf, doc, docx and txt up to 10 MB and refuses the rest with a reason', () => {
    expect(resumeFileProblem({ name: 'cv.PDF', size: 1000 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.txt', size: 10 * 1024 * 1024 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.docx', size: 10 * 1024 * 1024 + 1 })).toContain('larger than 10 MB');
    expect(resumeFileProblem({ name: 'cv.png', size: 10 })).toBe('Choose a .pdf, .doc, .docx or .txt file.');
    expect(resumeFileProblem({ name: 'cv.pdf', size: 0 })).toBe('The file is empty.');
  });
});

describe('atsNote: the ATS flag per section', () => {
  it('flags a side-column section only when the ATS flag is off, and a section without a heading', () => {
    const doc = emptyResumeDocument();
    expect(atsNote(doc, 'skills')).toEqual({ ok: true, text: 'An ATS reads it in order.' });
    const side = {
      ...doc,
      sectionMeta: { ...doc.sectionMeta, skills: { ...doc.sectionMeta.skills!, column: 'side' as const } },
    };
    expect(atsNote(side, 'skills').ok).toBe(true);
    expect(atsNote({ ...side, meta: { ...side.meta, ats: false } }, 'skills')).toEqual({
      ok: false,
      text: 'Side column: an ATS reads it after the main column.',
    });
    const headless = {
      ...doc,
      sectionMeta: { ...doc.sectionMeta, education: { ...doc.sectionMeta.education!, showHeading: false } },
    };
    expect(atsNote(headless, 'education').ok).toBe(false);
  });
});
