// Invariants of scoreFit over generated resumes and postings (fast-check): deterministic, in range,
// and never naming an employer the resume does not contain (not the posting's company either).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';

const engine = testEngine();

const word = fc.constantFrom(
  'North',
  'Blue',
  'Harbor',
  'Quartz',
  'Maple',
  'Vertex',
  'Lumen',
  'Cobalt',
  'Orchid',
  'Summit',
);
const suffix = fc.constantFrom('Inc', 'Labs', 'Group', 'Systems', 'Partners', 'Health', 'Bank');
const employer = fc.tuple(word, word, suffix).map(([a, b, c]) => `${a}${b.toLowerCase()} ${c}`);
const title = fc.constantFrom(
  'Software Engineer',
  'Data Analyst',
  'Registered Nurse',
  'Accountant',
  'Baker',
  'Product Manager',
  'Electrician',
  'Teacher',
);
const skill = fc.constantFrom(
  'Python',
  'SQL',
  'Excel',
  'Kubernetes',
  'customer service',
  'budgeting',
  'React',
  'AWS',
  'phlebotomy',
  'welding',
  'Go',
  'R',
);
const year = fc.integer({ min: 1995, max: 2024 });
const role = fc.record({
  title,
  employer,
  from: year,
  length: fc.integer({ min: 0, max: 6 }),
  bullets: fc.array(fc.tuple(skill, fc.integer({ min: 1, max: 90 })), { maxLength: 3 }),
});
const layout = fc.constantFrom('inline', 'stacked', 'prose');

const resumeText = fc
  .record({ roles: fc.array(role, { minLength: 1, maxLength: 4 }), skills: fc.array(skill, { maxLength: 6 }), layout })
  .map(({ roles, skills, layout: l }) => {
    const lines = ['Alex Doe', 'alex@example.com', '', 'EXPERIENCE'];
    for (const r of roles) {
      const dates = `${r.from} - ${Math.min(2024, r.from + r.length)}`;
      if (l === 'inline') lines.push(`${r.title}, ${r.employer} (${dates})`);
      else if (l === 'stacked') lines.push(r.employer, `${r.title}      ${dates}`);
      else lines.push(`- Worked as a ${r.title} at ${r.employer} from ${dates}.`);
      for (const [s, n] of r.bullets) lines.push(`\u2022 Used ${s} to improve results by ${n}%`);
      lines.push('');
    }
    lines.push('SKILLS', skills.join(', '));
    return { text: lines.join('\n'), employers: roles.map((r) => r.employer) };
  });

const postingText = fc
  .record({
    title,
    company: employer,
    must: fc.array(skill, { minLength: 1, maxLength: 5 }),
    nice: fc.array(skill, { maxLength: 3 }),
    years: fc.integer({ min: 1, max: 10 }),
    pattern: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ title: t, company, must, nice, years, pattern }) => {
    const intro = [
      `About ${company}`,
      `Join ${company} as our next ${t}.`,
      `${company} is hiring a ${t}.`,
      `Company: ${company}`,
      `You will work at ${company} with a great team.`,
      `Why ${company}? We build tools for ${t}s.`,
    ][pattern]!;
    return {
      company,
      text: [
        `${t}`,
        intro,
        'Requirements',
        ...must.map((s) => `- Strong ${s} skills`),
        `- ${years}+ years of experience as a ${t}`,
        'Nice to have',
        ...nice.map((s) => `- ${s}`),
      ].join('\n'),
    };
  });

describe('scoreFit properties', () => {
  it('is deterministic, in range, and names only employers from the resume', () => {
    fc.assert(
      fc.property(resumeText, postingText, (resume, posting) => {
        const parsedResume = engine.parseResume(resume.text, { asOf: { year: 2024, month: 6 } });
        const parsedPosting = engine.parsePosting(posting.text);
        const fit = engine.scoreFit(parsedResume, parsedPosting);
        // determinism: a fresh parse of the same texts gives the same result
        expect(
          engine.scoreFit(
            engine.parseResume(resume.text, { asOf: { year: 2024, month: 6 } }),
            engine.parsePosting(posting.text),
          ),
        ).toEqual(fit);
        // range
        expect(fit.score).toBeGreaterThanOrEqual(0);
        expect(fit.score).toBeLessThanOrEqual(100);
        expect(fit.potentialScore).toBeGreaterThanOrEqual(fit.score);
        expect(fit.potentialScore).toBeLessThanOrEqual(100);
        for (const f of fit.factors) expect(f.score >= 0 && f.score <= 100).toBe(true);
        for (const m of fit.requirements) expect(m.score >= 0 && m.score <= 1).toBe(true);
        // employers: every employer the result names is in the resume; the posting's company never appears
        const named = fit.requirements
          .flatMap((m) => m.evidence.map((e) => e.role?.employer))
          .filter((e): e is string => !!e);
        for (const e of named) expect(resume.text).toContain(e);
        const texts = JSON.stringify([
          fit.reasonsToHire,
          fit.reasonsToReject,
          fit.focusItems,
          fit.improvements,
          fit.summary,
          fit.factors.map((f) => [f.detail, f.missing]),
        ]);
        if (!resume.employers.includes(posting.company)) expect(texts).not.toContain(posting.company);
      }),
      { numRuns: 150, seed: 20250601 },
    );
  });

  it('never throws and stays in range on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 }), (a, b) => {
        const fit = engine.scoreFit(engine.parseResume(a, { asOf: { year: 2024, month: 1 } }), engine.parsePosting(b));
        expect(fit.score).toBeGreaterThanOrEqual(0);
        expect(fit.score).toBeLessThanOrEqual(100);
        expect(Number.isFinite(fit.potentialScore)).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
