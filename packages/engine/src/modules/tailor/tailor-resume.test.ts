import { describe, expect, it } from 'vitest';
import { toResumeDocument } from '../../document/to-resume-document.ts';
import type { ResumeDocument } from '../../document/resume-document-types.ts';
import { AS_OF, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { findNumbers } from '../claims/claim-facts.ts';
import { applyTailoring } from './apply-tailoring.ts';
import type { TailorChange } from './tailor-types.ts';

const engine = testEngine();
const base = toResumeDocument(engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF })).doc;
const doc: ResumeDocument = { ...base, skills: ['Python', 'Django', 'Go', 'Kubernetes', 'Mentoring'] };
const POSTING = `Senior Backend Engineer
Acme Cloud

Requirements:
- 5+ years building backend services in Go
- Strong PostgreSQL and Redis experience
- Kubernetes and Docker in production
- Terraform
- CI/CD with GitHub Actions
`;
const tailor = (d: ResumeDocument, postingText: string | null) =>
  engine.tailorResume({ document: d, postingText, asOf: AS_OF });
const byKind = (changes: readonly TailorChange[], kind: TailorChange['kind']) => changes.filter((c) => c.kind === kind);

describe('tailorResume: a posting', () => {
  const result = tailor(doc, POSTING);

  it("uses the posting's word for a skill a line already names, and nothing else in the line changes", () => {
    const keyword = byKind(result.changes, 'keyword').find((c) => c.before[0]!.includes('Postgres'));
    expect(keyword?.after[0]).toBe('Cut p99 latency by 40% by tuning PostgreSQL indexes and adding Redis caching');
    expect(keyword?.evidence[0]?.text).toBe(keyword?.before[0]);
    expect(keyword?.requirement).toMatch(/PostgreSQL/);
  });

  it('adds to the skills list only skills the work lines show, each with the line that shows it', () => {
    const add = byKind(result.changes, 'add-skills')[0]!;
    const added = add.after.slice(add.before.length);
    expect(added).toEqual(expect.arrayContaining(['Docker', 'PostgreSQL', 'Redis']));
    expect(added).not.toContain('Terraform');
    expect(add.evidence.map((e) => e.text)).toContain('Automated CI/CD pipelines with GitHub Actions and Docker');
    expect(new Set(add.evidence.map((e) => e.text)).size).toBe(add.evidence.length);
  });

  it('names what the posting asks for that the resume does not show, and never adds it', () => {
    expect(result.notShown).toContain('Terraform');
    expect(result.changes.flatMap((c) => c.after).join(' ')).not.toMatch(/Terraform/);
  });

  it('moves the listed skills the posting asks for to the front, adding and dropping nothing', () => {
    const order = byKind(result.changes, 'order-skills')[0]!;
    expect(order.after[0]).toBe('Kubernetes');
    expect([...order.after].sort()).toEqual([...order.before].sort());
  });

  it('gives every change a reason and the resume lines it rests on', () => {
    expect(result.mode).toBe('tailor');
    expect(result.postingTitle).toBe('Senior Backend Engineer');
    for (const c of result.changes) {
      expect(c.reason).toMatch(/^[A-Z].*\.$/);
      expect(c.evidence.length).toBeGreaterThan(0);
      expect(c.flags).toEqual([]);
    }
    expect(new Set(result.changes.map((c) => c.id)).size).toBe(result.changes.length);
  });

  it('is deterministic', () => {
    expect(tailor(doc, POSTING)).toEqual(result);
  });
});

describe('tailorResume: Generic Optimize (no posting)', () => {
  const weak: ResumeDocument = {
    ...doc,
    experience: [
      {
        ...doc.experience[1]!,
        bullets: [
          'Responsible for building REST APIs in Python serving 2M requests a day',
          'Was responsible for the on-call rota',
        ],
      },
    ],
  };
  const result = tailor(weak, null);

  it('rewrites weak openers with the Resume Improvement rules and keeps every number', () => {
    expect(result.mode).toBe('generic');
    const first = result.changes.find((c) => c.bullet === 0)!;
    expect(first.kind).toBe('rewrite');
    expect(first.after[0]).toMatch(/^Built REST APIs in Python serving 2M requests a day/);
    expect(findNumbers(first.after[0]!).map((n) => n.value)).toEqual(findNumbers(first.before[0]!).map((n) => n.value));
  });

  it('proposes no list changes without a posting', () => {
    expect(result.changes.every((c) => c.kind === 'rewrite')).toBe(true);
    expect(result.notShown).toEqual([]);
  });
});

describe('applyTailoring', () => {
  const result = tailor(doc, POSTING);
  const ids = (kind: TailorChange['kind']) => byKind(result.changes, kind).map((c) => c.id);

  it('writes only the accepted changes', () => {
    const keyword = ids('keyword')[0]!;
    const { doc: next, outcomes } = applyTailoring(doc, result.changes, new Set([keyword]));
    expect(outcomes).toEqual({ [keyword]: 'applied' });
    expect(next.experience[0]!.bullets[1]).toMatch(/PostgreSQL/);
    expect(next.skills).toEqual(doc.skills);
    expect(doc.experience[0]!.bullets[1]).toMatch(/Postgres indexes/);
  });

  it("adds the skills and then puts the posting's first, keeping the added ones", () => {
    const { doc: next } = applyTailoring(doc, result.changes, new Set([...ids('add-skills'), ...ids('order-skills')]));
    expect(next.skills[0]).toBe('Kubernetes');
    expect(next.skills).toEqual(expect.arrayContaining(['Docker', 'PostgreSQL', 'Redis', 'Python', 'Mentoring']));
  });

  it('reports a change whose line was edited since as stale and leaves the line alone', () => {
    const keyword = byKind(result.changes, 'keyword')[0]!;
    const edited: ResumeDocument = {
      ...doc,
      experience: doc.experience.map((r, i) =>
        i === keyword.item
          ? { ...r, bullets: r.bullets.map((b, j) => (j === keyword.bullet ? 'Edited by hand' : b)) }
          : r,
      ),
    };
    const { doc: next, outcomes } = applyTailoring(edited, result.changes, new Set([keyword.id]));
    expect(outcomes[keyword.id]).toBe('stale');
    expect(next.experience[keyword.item!]!.bullets[keyword.bullet!]).toBe('Edited by hand');
  });

  it('never writes a change with claim flags', () => {
    const forged: TailorChange = {
      ...byKind(result.changes, 'keyword')[0]!,
      id: 'x1',
      after: ['Cut p99 latency by 90% at Google'],
      flags: [{ kind: 'number', text: '90', field: 'x', message: 'm' }],
    };
    const { doc: next, outcomes } = applyTailoring(doc, [forged], new Set(['x1']));
    expect(outcomes.x1).toBe('unsupported');
    expect(next).toEqual(doc);
  });

  it("reorders a role's lines after rewriting one of them", () => {
    const accepted = new Set(result.changes.filter((c) => c.section === 'experience' && c.item === 0).map((c) => c.id));
    const { doc: next, outcomes } = applyTailoring(doc, result.changes, accepted);
    expect(Object.values(outcomes).every((o) => o === 'applied')).toBe(true);
    expect(next.experience[0]!.bullets).toHaveLength(3);
  });
});

describe('scoreBuilder: JD Match, Completeness, Clarity', () => {
  it("matches the posting's skills the document shows and names the rest", () => {
    const scores = engine.scoreBuilder({ document: doc, postingText: POSTING });
    expect(scores.jdMatch.score).toBeGreaterThan(50);
    expect(scores.jdMatch.score).toBeLessThan(100);
    expect(scores.jdMatch.explanation.join(' ')).toMatch(/Not found: .*Terraform/);
    expect(scores.jdMatch.tip).toMatch(/6-10/);
    expect(engine.scoreBuilder({ document: doc, postingText: null }).jdMatch.score).toBeNull();
  });

  it('counts what is missing for Completeness, and more skills raise it', () => {
    const scores = engine.scoreBuilder({ document: doc, postingText: null });
    expect(scores.completeness.explanation).toContain('5 skills listed: list 10-16.');
    expect(scores.completeness.tip).toBe('Aim for 10-16 skills and 2-5 bullets per role.');
    const more = engine.scoreBuilder({
      document: { ...doc, skills: [...doc.skills, 'SQL', 'Redis', 'Docker', 'Terraform', 'AWS', 'gRPC'] },
      postingText: null,
    });
    expect(more.completeness.score!).toBeGreaterThan(scores.completeness.score!);
  });

  it('marks Clarity down for weak openers and says how many', () => {
    const weak: ResumeDocument = {
      ...doc,
      experience: doc.experience.map((r) => ({
        ...r,
        bullets: r.bullets.map((b) => `Responsible for the work where I ${b.charAt(0).toLowerCase()}${b.slice(1)}`),
      })),
    };
    const good = engine.scoreBuilder({ document: doc, postingText: null }).clarity;
    const bad = engine.scoreBuilder({ document: weak, postingText: null }).clarity;
    expect(bad.score!).toBeLessThan(good.score!);
    expect(bad.explanation.join(' ')).toMatch(/5 of 5 lines open with a weak verb or a passive/);
    expect(good.tip).toMatch(/12-20 words/);
  });
});
