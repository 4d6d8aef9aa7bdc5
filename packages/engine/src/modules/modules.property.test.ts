// Invariants of the module outputs over random resumes and postings built from fixture parts
// (fast-check): deterministic, scores in 0-100, no flag raised on the engine's own text, and, checked
// independently of findUnsupportedClaims, no employer, number or year in a generated text that the
// resume does not contain.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';
import type { ModuleRunInput } from './run-module.ts';

const engine = testEngine();
const AS_OF = { year: 2025, month: 6 } as const;

const EMPLOYERS = [
  'Northwind Payments Inc',
  'Blue Harbor Labs',
  'Quillfeather Health',
  'Tallow & Finch Retail',
  'Cedar Valley Medical Center',
  'Brightwater Care Home',
  'The Copper Pot Bistro',
  'Lantern Hill Repertory Theatre',
  'Brightline Labs',
  'Pinecrest Media',
  'Globex Corporation',
  'Vertex Analytics Group',
];
const COMPANIES = ['Acmecorp', 'Riverbend Health', 'Saltgrass Kitchen', 'Lumen Studios', 'Orchid Systems Inc'];
const TITLES = [
  'Senior Software Engineer',
  'Software Engineer',
  'Data Analyst',
  'Senior Data Analyst',
  'Registered Nurse',
  'Line Cook',
  'Frontend Developer',
  'Stage Actor',
  'Accountant',
  'Product Manager',
  'Electrician',
  'Teacher',
];
const BULLETS = [
  'Led migration of the ledger service from a monolith to Go microservices on Kubernetes (k8s)',
  'Cut p99 latency by 40% by tuning Postgres indexes and adding Redis caching',
  'Mentored 4 engineers and ran weekly code reviews',
  'Built REST APIs in Python and Django serving 2M requests a day',
  'Responsible for maintaining Tableau dashboards for regional managers.',
  'Worked on the A/B testing plan for the patient portal.',
  'Reports were automated with Python and scheduled in Airflow.',
  'Responsible for administering medications to up to 6 patients per shift.',
  'Patient charts were updated in Epic after every assessment.',
  'Helped train new graduate nurses on unit procedures.',
  'Participated in the fall-prevention committee.',
  'Handled prep for breakfast and lunch service.',
  'Was cast in 5 touring productions across the region.',
  'Rebuilt the checkout in React and TypeScript, raising conversion by 12%.',
  'The design system was documented in Storybook.',
  'Assisted residents with daily living activities.',
  'Prepared sauces and mains for a 90-seat dining room.',
];
const SUMMARIES = [
  'Backend engineer who ships reliable payment systems',
  'Data analyst with 6 years of experience turning operational data into decisions.',
  'Registered nurse with a focus on medical-surgical care and patient education.',
  'Line cook who keeps a busy kitchen on time.',
];
const DEGREES = [
  'B.S. in Computer Science, University of Texas at Austin, 2017',
  'B.Sc. Mathematics, Eastbrook University, 2019',
  'Bachelor of Science in Nursing, Harlan State University, 2018',
  'BFA in Acting, Westmoor College of the Arts, 2016',
];
const SKILLS = [
  'Python',
  'SQL',
  'Excel',
  'Kubernetes',
  'Docker',
  'PostgreSQL',
  'Tableau',
  'pandas',
  'React',
  'TypeScript',
  'AWS',
  'Epic',
  'food safety',
  'customer service',
];
const REQUIREMENTS = [
  'Strong experience with Go or Python',
  'Hands-on experience with Kubernetes and Docker',
  'Solid knowledge of PostgreSQL',
  'Expert SQL and PostgreSQL',
  'Python (pandas) for analysis',
  'Tableau or Power BI dashboards',
  'Strong communication skills with non-technical stakeholders',
  'Active RN license in Texas',
  'BLS certification required',
  'Attention to detail',
  'Strong React, TypeScript and CSS',
  'Experience with GraphQL',
  'Excellent communication and teamwork skills',
  "Bachelor's degree in Computer Science or related field",
];

const role = fc.record({
  title: fc.constantFrom(...TITLES),
  employer: fc.constantFrom(...EMPLOYERS),
  from: fc.integer({ min: 2008, max: 2023 }),
  length: fc.integer({ min: 0, max: 5 }),
  isCurrent: fc.boolean(),
  bullets: fc.subarray(BULLETS, { maxLength: 4 }),
});
const resumeGen = fc
  .record({
    name: fc.constantFrom('Alex Doe', 'Sam Rivera', 'Jordan Lee'),
    summary: fc.option(fc.constantFrom(...SUMMARIES), { nil: null }),
    roles: fc.array(role, { minLength: 0, maxLength: 3 }),
    degree: fc.option(fc.constantFrom(...DEGREES), { nil: null }),
    skills: fc.subarray(SKILLS, { maxLength: 8 }),
    layout: fc.constantFrom('inline', 'stacked', 'markdown'),
  })
  .map(({ name, summary, roles, degree, skills, layout }) => {
    const lines = [name, `${name.toLowerCase().replace(' ', '.')}@example.com`, ''];
    if (summary) lines.push('SUMMARY', summary, '');
    if (roles.length > 0) lines.push(layout === 'markdown' ? '## Experience' : 'EXPERIENCE');
    roles.forEach((r, i) => {
      const dates = `${r.from} - ${i === 0 && r.isCurrent ? 'Present' : Math.min(2025, r.from + r.length)}`;
      if (layout === 'inline') lines.push(`${r.title}, ${r.employer} (${dates})`);
      else if (layout === 'stacked') lines.push(r.employer, `${r.title}      ${dates}`);
      else lines.push(`### ${r.title}, ${r.employer} (${dates})`);
      for (const b of r.bullets) lines.push(`- ${b}`);
      lines.push('');
    });
    if (degree) lines.push('EDUCATION', degree, '');
    if (skills.length > 0) lines.push('SKILLS', skills.join(', '));
    return { text: lines.join('\n'), employers: roles.map((r) => r.employer) };
  });

const postingGen = fc
  .record({
    title: fc.constantFrom(...TITLES),
    company: fc.option(fc.constantFrom(...COMPANIES), { nil: null }),
    must: fc.subarray(REQUIREMENTS, { minLength: 1, maxLength: 5 }),
    nice: fc.subarray(REQUIREMENTS, { maxLength: 2 }),
    years: fc.integer({ min: 1, max: 8 }),
    hasSalary: fc.boolean(),
  })
  .map(({ title, company, must, nice, years, hasSalary }) => ({
    company,
    text: [
      title,
      company ? `${company} is hiring a ${title}.` : `We are hiring a ${title}.`,
      '',
      'Requirements',
      ...must.map((m) => `- ${m}`),
      `- ${years}+ years of experience as a ${title}`,
      ...(nice.length > 0 ? ['', 'Nice to have', ...nice.map((n) => `- ${n}`)] : []),
      ...(hasSalary ? ['', 'Compensation: $90,000 - $120,000 per year'] : []),
    ].join('\n'),
  }));

/** Every digit run in a text, and the bracketed placeholders removed first (they are for the user to fill). */
const numbersIn = (text: string) =>
  [...text.replace(/\[[^\]]*\]/g, ' ').matchAll(/(?<![\p{L}\d.,])\d[\d,]*(?:\.\d+)?/gu)].map((m) =>
    m[0].replace(/,/g, ''),
  );

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { detail: string } }): T {
  if (!result.ok) throw new Error(result.error.detail);
  return result.value;
}

function runAll(input: ModuleRunInput) {
  return {
    audit: unwrap(engine.runModule('Module 1', input)),
    decoder: unwrap(engine.runModule('Module 2', input)),
    fit: unwrap(engine.runModule('Module 3', input)),
    improvement: unwrap(engine.runModule('Module 4', input)),
    questions: unwrap(engine.runModule('Module 5', input)),
    letter: unwrap(engine.runModule('Module 9', input)),
  };
}

describe('module outputs over generated resumes and postings', () => {
  it('are deterministic, in range, and raise no flag on their own text', () => {
    fc.assert(
      fc.property(resumeGen, postingGen, (resume, posting) => {
        const input = { resumeText: resume.text, postingText: posting.text, asOf: AS_OF };
        const out = runAll(input);
        expect(runAll(input)).toEqual(out);
        const scores = [
          out.audit.score,
          out.audit.score_potential,
          out.fit.overall_fit.score,
          out.fit.potential_score,
          ...out.audit.factors.map((f) => f.score),
          ...out.fit.factors.map((f) => f.score),
          ...out.audit.suggested_jobs.top_jobs.map((j) => j.match_score),
        ];
        if (out.decoder.demand_score !== null) scores.push(out.decoder.demand_score);
        for (const s of scores) expect(s >= 0 && s <= 100, String(s)).toBe(true);
        expect(out.audit.score_potential).toBeGreaterThanOrEqual(out.audit.score);
        expect(out.fit.potential_score).toBeGreaterThanOrEqual(out.fit.overall_fit.score);
        const flags = [
          ...out.audit.flags,
          ...out.decoder.flags,
          ...out.fit.flags,
          ...out.improvement.flags,
          ...out.letter.flags,
          ...Object.values(out.questions).flatMap((qs) => qs.flatMap((q) => q.flags)),
        ];
        expect(flags).toEqual([]);
      }),
      { numRuns: 100, seed: 20250617 },
    );
  }, 180_000);

  it('never put an employer, number or year the resume lacks into a rewrite or a letter', () => {
    fc.assert(
      fc.property(resumeGen, postingGen, (resume, posting) => {
        const input = { resumeText: resume.text, postingText: posting.text, asOf: AS_OF };
        const improvement = engine.suggestImprovements(input);
        const letter = engine.writeCoverLetter(input);
        const resumeNumbers = new Set(numbersIn(resume.text));
        for (const c of improvement.changes) {
          expect(resume.text).toContain(c.old_phrase);
          for (const n of numbersIn(c.new_phrase)) expect(resumeNumbers.has(n), `${n} in '${c.new_phrase}'`).toBe(true);
          for (const e of EMPLOYERS) if (!resume.employers.includes(e)) expect(c.new_phrase).not.toContain(e);
        }
        for (const n of numbersIn(letter.letter)) expect(resumeNumbers.has(n), `${n} in the letter`).toBe(true);
        for (const e of EMPLOYERS) if (!resume.employers.includes(e)) expect(letter.letter).not.toContain(e);
        // the company is named only when the posting states it
        for (const c of COMPANIES) if (c !== posting.company) expect(letter.letter).not.toContain(c);
      }),
      { numRuns: 150, seed: 7 },
    );
  }, 180_000);

  it('never throw and stay in range on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), (a, b) => {
        const input = { resumeText: `x${a}`, postingText: `y${b}`, asOf: AS_OF };
        const out = runAll(input);
        expect(out.audit.score >= 0 && out.audit.score <= 100).toBe(true);
        expect(out.fit.overall_fit.score >= 0 && out.fit.overall_fit.score <= 100).toBe(true);
        for (const c of out.improvement.changes) expect(input.resumeText).toContain(c.old_phrase);
      }),
      { numRuns: 150, seed: 11 },
    );
  }, 180_000);
});
