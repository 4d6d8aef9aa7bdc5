// tailorParsedResume: the entry point for a resume that is text (application kits, docs/decisions/030),
// and the optional model's rewordings checked like the engine's own (docs/decisions/034).
import { describe, expect, it } from 'vitest';
import { AS_OF, POSTING, RESUME_LAYOUT, testEngine } from '../../testing/fixtures.ts';
import { findNumbers } from '../claims/claim-facts.ts';
import { applyTailoring } from './apply-tailoring.ts';
import { tailorParsedResume } from './tailor-resume.ts';
import type { TailorChange } from './tailor-types.ts';

const engine = testEngine();
const resume = engine.parseResume(RESUME_LAYOUT, { asOf: AS_OF });
const posting = engine.parsePosting(POSTING);
const result = tailorParsedResume(resume, posting, engine.data);
const { document } = result;
const numbers = (text: string) =>
  findNumbers(text)
    .map((n) => n.value)
    .sort();
const linesOf = (c: Pick<TailorChange, 'section' | 'item'>) =>
  c.section === 'skills'
    ? document.skills
    : c.section === 'experience'
      ? document.experience[c.item!]!.bullets
      : document.projects[c.item!]!.bullets;

describe('tailorParsedResume: a text resume and a posting', () => {
  it('reads the resume into the document its changes refer to', () => {
    expect(document.experience.map((r) => r.company)).toEqual(['Northwind Payments Inc', 'Blue Harbor Labs']);
    expect(result.changes.length).toBeGreaterThan(0);
    for (const c of result.changes) {
      if (c.bullet !== null) expect(linesOf(c)[c.bullet]).toBe(c.before[0]);
      else expect(c.before).toEqual(linesOf(c));
    }
  });

  it("proposes the posting's word for a skill a line names, and the posting's skills first in the list", () => {
    const keyword = result.changes.find((c) => c.kind === 'keyword')!;
    expect(keyword.before).toEqual(['Cut p99 latency by 40% by tuning Postgres indexes and adding Redis caching']);
    expect(keyword.after).toEqual(['Cut p99 latency by 40% by tuning PostgreSQL indexes and adding Redis caching']);
    const order = result.changes.find((c) => c.kind === 'order-skills')!;
    expect(order.after.slice(0, 2)).toEqual(['Python', 'Kubernetes']);
    expect([...order.after].sort()).toEqual([...order.before].sort());
  });

  it('rests every change on lines of the resume and names the posting line it answers', () => {
    const allLines = [...document.skills, ...document.experience.flatMap((r) => r.bullets)];
    for (const c of result.changes) {
      expect(c.evidence.length).toBeGreaterThan(0);
      for (const e of c.evidence) expect(allLines).toContain(e.text);
      expect(c.requirement).not.toBeNull();
      expect(POSTING.split('\n').some((line) => line.includes(c.requirement!))).toBe(true);
    }
    expect(result.changes.find((c) => c.kind === 'keyword')!.requirement).toBe('Solid knowledge of PostgreSQL');
    expect(result.postingTitle).toBe('Senior Backend Engineer');
  });

  it('lists the tool the posting asks for that the resume does not show, and adds it nowhere', () => {
    expect(result.notShown).toContain('Kafka');
    expect(result.changes.flatMap((c) => c.after).join(' ')).not.toMatch(/Kafka/);
    expect(result.refused).toEqual([]);
    expect(result.model).toBeUndefined();
  });

  it('applies its changes to its own document', () => {
    const { doc, outcomes } = applyTailoring(document, result.changes, new Set(result.changes.map((c) => c.id)));
    expect(Object.values(outcomes).every((o) => o === 'applied')).toBe(true);
    expect(doc.experience[0]!.bullets[1]).toMatch(/PostgreSQL indexes/);
    expect(doc.skills[0]).toBe('Python');
  });
});

describe('tailorParsedResume: numbers are never changed', () => {
  const weak = `Sam Carter
sam.carter@example.com

EXPERIENCE
Riverside Logistics
Warehouse Supervisor                                              Jan 2020 - Present
 • Responsible for managing a team of 12 staff across two shifts
 • Was tasked with cutting picking errors by 15% using Excel reports
 • Helped with onboarding of 30 seasonal workers

SKILLS
Excel, Inventory management
`;
  const out = tailorParsedResume(
    engine.parseResume(weak, { asOf: AS_OF }),
    engine.parsePosting('Warehouse Lead\n\nRequirements\n- Microsoft Excel\n- Inventory management\n'),
    engine.data,
  );

  it("rewrites weak openers and keeps each line's figures exactly", () => {
    const lines = out.changes.filter((c) => c.bullet !== null);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(
      lines.some(
        (c) =>
          c.kind === 'rewrite' &&
          !/^Responsible|^Was tasked/.test(c.after[0]!) &&
          /^(Responsible|Was tasked)/.test(c.before[0]!),
      ),
    ).toBe(true);
    for (const c of lines) expect(numbers(c.after[0]!)).toEqual(numbers(c.before[0]!));
  });
});

describe("tailorParsedResume: the claim check on a model's rewordings", () => {
  const led = document.experience[0]!.bullets[0]!;
  const cut = document.experience[0]!.bullets[1]!;
  const built = document.experience[1]!.bullets[0]!;
  const out = tailorParsedResume(resume, posting, engine.data, {
    rewordings: [
      {
        section: 'experience',
        item: 0,
        bullet: 0,
        text: 'Moved the ledger service from a monolith to Go microservices on Kubernetes',
      },
      // an employer the resume does not name
      {
        section: 'experience',
        item: 1,
        bullet: 0,
        text: 'Built REST APIs in Python and Django at Stripe serving 2M requests a day',
      },
      // a changed figure
      {
        section: 'experience',
        item: 0,
        bullet: 1,
        text: 'Cut p99 latency by 60% by tuning PostgreSQL indexes and adding Redis caching',
      },
      // a line the document does not have
      { section: 'experience', item: 7, bullet: 0, text: 'Ran the whole company' },
    ],
  });

  it("shows a faithful rewording as the model's, resting on the line it rewords", () => {
    const model = out.changes.filter((c) => c.by === 'model');
    expect(model).toHaveLength(1);
    expect(model[0]).toMatchObject({
      kind: 'rewrite',
      item: 0,
      bullet: 0,
      before: [led],
      after: ['Moved the ledger service from a monolith to Go microservices on Kubernetes'],
    });
    expect(model[0]!.evidence).toEqual([{ text: led, where: 'Senior Software Engineer, Northwind Payments Inc' }]);
    expect(model[0]!.requirement).toMatch(/Kubernetes|Go/);
    expect(out.changes.filter((c) => c.bullet === 0 && c.item === 0)).toHaveLength(1);
  });

  it('drops the invented employer and the changed figure, counts them, and never shows them', () => {
    const shown = out.changes.flatMap((c) => c.after).join(' ');
    expect(shown).not.toMatch(/Stripe|60%/);
    expect(out.refused.map((f) => f.kind)).toEqual(expect.arrayContaining(['employer', 'number']));
    expect(out.refused.find((f) => f.kind === 'employer')!.text).toBe('Stripe');
    expect(out.model).toEqual({ proposed: 3, shown: 1, dropped: 2 });
  });

  it("keeps the engine's proposal for a line whose rewording was dropped", () => {
    expect(out.changes.find((c) => c.item === 0 && c.bullet === 1)).toMatchObject({ kind: 'keyword', before: [cut] });
    expect(out.changes.some((c) => c.before[0] === built && c.by === 'model')).toBe(false);
  });
});

describe('tailorParsedResume: nothing to work with', () => {
  it('an empty posting: no list changes, no posting lines, nothing missing', () => {
    const out = tailorParsedResume(resume, engine.parsePosting('We are a friendly team. Apply today.'), engine.data);
    expect(out.postingTitle).toBeNull();
    expect(out.changes.filter((c) => c.section === 'skills' || c.kind === 'order-bullets')).toEqual([]);
    expect(out.changes.every((c) => c.requirement === null)).toBe(true);
    expect(out.notShown).toEqual([]);
  });

  it('no posting at all is Generic Optimize', () => {
    const out = tailorParsedResume(resume, null, engine.data);
    expect(out.mode).toBe('generic');
    expect(out.postingTitle).toBeNull();
    expect(out.changes.every((c) => c.kind === 'rewrite')).toBe(true);
  });

  it("a resume with no lines to tailor: no proposals, and the posting's tools listed as not shown", () => {
    const out = tailorParsedResume(
      engine.parseResume('Jane Doe\njane.doe@example.com\n', { asOf: AS_OF }),
      posting,
      engine.data,
    );
    expect(out.changes).toEqual([]);
    expect(out.refused).toEqual([]);
    expect(out.notShown).toEqual(expect.arrayContaining(['Kubernetes', 'Kafka']));
    expect(out.document.experience).toEqual([]);
  });
});
