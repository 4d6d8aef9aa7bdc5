// The tailoring on the hand-labelled real-world corpus (outside the repository, never shipped; skipped
// where it is absent): what a job seeker would check in each proposal.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toResumeDocument } from '../../document/to-resume-document.ts';
import { AS_OF, testEngine } from '../../testing/fixtures.ts';
import { findNumbers } from '../claims/claim-facts.ts';
import { applyTailoring } from './apply-tailoring.ts';
import { documentToText } from './document-text.ts';
import type { TailorChange } from './tailor-types.ts';

const dir = new URL('../../../../../../shared/data/eval/real-world/', import.meta.url);
const present = existsSync(dir);
const read = (path: string) => readFileSync(new URL(path, dir), 'utf8');
const engine = testEngine();

const resumes = present ? readdirSync(new URL('resumes/text/', dir)).filter((f) => f.endsWith('.txt')) : [];
const postings = present ? readdirSync(new URL('postings/text/', dir)) : [];
const pairs: Array<{ resume: string; posting: string }> = present
  ? read('labels/pairs.jsonl')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { resume: string; posting: string; verdict: string })
      .filter((p) => p.verdict !== 'no')
  : [];
const file = (names: readonly string[], id: string) => names.find((n) => n.startsWith(`${id}-`))!;
const documentOf = (name: string) =>
  toResumeDocument(engine.parseResume(read(`resumes/text/${name}`), { asOf: AS_OF })).doc;
const numbers = (lines: readonly string[]) => lines.flatMap((l) => findNumbers(l).map((n) => n.value)).sort();

/** What a job seeker checks in one proposal: nothing invented, nothing lost, a reason that reads. */
function expectHonest(c: TailorChange, resumeText: string) {
  expect(c.reason, c.id).toMatch(/^[A-Z'].*[.?]$/);
  expect(c.reason).not.toMatch(/undefined|null|\[object|\s{2}/);
  expect(c.evidence.length).toBeGreaterThan(0);
  for (const e of c.evidence) expect(resumeText).toContain(e.text);
  expect(c.flags).toEqual([]);
  if (c.kind === 'rewrite' || c.kind === 'keyword') {
    // never a number added, dropped or changed
    expect(numbers(c.after)).toEqual(numbers(c.before));
    expect(c.after[0]).toMatch(/^\S/);
    // the wrapped half of a line ('incoming customer patterns ...') has no verb to rewrite
    if (c.kind === 'rewrite') expect(c.before[0]).toMatch(/^[^a-z]/);
    if (!/\s{2}/.test(c.before[0]!)) expect(c.after[0]).not.toMatch(/\s{2}/);
    // no placeholder the line did not have ('[add the result]')
    expect(c.after[0]!.split('[').length).toBe(c.before[0]!.split('[').length);
  }
  if (c.kind === 'order-skills' || c.kind === 'order-bullets')
    expect([...c.after].sort()).toEqual([...c.before].sort());
  if (c.kind === 'add-skills') {
    expect(c.after.slice(0, c.before.length)).toEqual(c.before);
    // each added skill is shown in a work line the change quotes, in some spelling the engine knows
    for (const skill of c.after.slice(c.before.length)) {
      const id = engine.findSkills(skill)[0]?.skill.id;
      expect(
        c.evidence.some((e) => engine.findSkills(e.text).some((m) => m.skill.id === id)),
        skill,
      ).toBe(true);
    }
  }
}

describe.skipIf(!present)('tailoring real resumes to real postings (pairs labelled possible or strong)', () => {
  it.each(pairs.map((p) => [p.resume, p.posting] as const))('%s to %s', (r, p) => {
    const doc = documentOf(file(resumes, r));
    const result = engine.tailorResume({
      document: doc,
      postingText: read(`postings/text/${file(postings, p)}`),
      asOf: AS_OF,
    });
    const text = documentToText(doc);
    for (const c of result.changes) expectHonest(c, text);
    expect(result.refused).toEqual([]);
    // everything accepted applies cleanly to the document it was made for
    const { outcomes } = applyTailoring(doc, result.changes, new Set(result.changes.map((c) => c.id)));
    expect(Object.values(outcomes).every((o) => o === 'applied')).toBe(true);
  });
});

describe.skipIf(!present)('Generic Optimize on every real resume', () => {
  it.each(resumes.map((r) => [r] as const))('%s', (name) => {
    const doc = documentOf(name);
    const result = engine.tailorResume({ document: doc, postingText: null, asOf: AS_OF });
    const text = documentToText(doc);
    for (const c of result.changes) {
      expect(c.kind).toBe('rewrite');
      expectHonest(c, text);
    }
  });
});

describe.skipIf(!present)('what the job seeker reads (R23 sales engineer to P24 associate data analyst)', () => {
  it('says Microsoft Excel where the line says Excel, and moves that line up', () => {
    const doc = documentOf(file(resumes, 'R23'));
    const result = engine.tailorResume({
      document: doc,
      postingText: read(`postings/text/${file(postings, 'P24')}`),
      asOf: AS_OF,
    });
    const keyword = result.changes.find(
      (c) => c.kind === 'keyword' && c.after[0]!.includes('advanced Microsoft Excel functions'),
    );
    expect(keyword?.before[0]).toContain('advanced Excel functions');
    expect(keyword?.requirement).toBe('Solid understanding of Microsoft Excel.');
    expect(result.changes.some((c) => c.kind === 'order-bullets' && c.after[0] === keyword?.before[0])).toBe(true);
  });
});
