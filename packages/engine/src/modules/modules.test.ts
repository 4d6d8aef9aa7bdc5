// Every module over every fixture resume and posting: nothing the engine writes is unsupported by the
// resume (the never-invent check finds no claim and the outputs carry no flag), scores are in range
// and explained, and the same input gives the same output.
import { describe, expect, it } from 'vitest';
import { AS_OF, testEngine } from '../testing/fixtures.ts';
import { MODULE_PAIRS, MODULE_POSTINGS, MODULE_RESUMES } from '../testing/module-fixtures.ts';
import type { ScoreFactor } from './module-types.ts';

const engine = testEngine();
const inRange = (n: number) => n >= 0 && n <= 100;

function expectExplained(factors: readonly ScoreFactor[]) {
  for (const f of factors) {
    expect(inRange(f.score) && inRange(f.potential_score), `${f.id} in range`).toBe(true);
    expect(f.detail.length, `${f.id} explains itself`).toBeGreaterThan(0);
    expect(Array.isArray(f.matched) && Array.isArray(f.missing)).toBe(true);
  }
}

describe.each(Object.entries(MODULE_RESUMES))('resume %s', (name, resumeText) => {
  const resume = engine.parseResume(resumeText, { asOf: AS_OF });
  const audit = engine.auditResume({ resumeText, asOf: AS_OF });
  const generic = engine.suggestImprovements({ resumeText, asOf: AS_OF });

  it('audits the resume alone, in range, every factor explained, no unsupported claim', () => {
    expect(inRange(audit.score) && inRange(audit.score_potential)).toBe(true);
    expect(audit.score_potential).toBeGreaterThanOrEqual(audit.score);
    expectExplained(audit.factors);
    for (const job of audit.suggested_jobs.top_jobs) expect(inRange(job.match_score)).toBe(true);
    for (const s of [...audit.skill_quartile.top_skills, ...audit.skill_quartile.bottom_skills])
      expect(inRange(s.score)).toBe(true);
    expect(audit.flags, name).toEqual([]);
  });

  it('gives a salary figure only with a named source, and says so when none covers the case', () => {
    const s = audit.salary_expectations;
    if (s.estimate === null)
      expect(s).toMatchObject({
        source: null,
        basis: 'none',
        analysis: expect.stringMatching(/^No salary source covers this case/),
      });
    else expect(s.source).toMatch(/^BLS OEWS May 2024, SOC \d{2}-\d{4} /);
  });

  it('rewrites only verbatim phrases and adds no fact (generic improvements, no posting)', () => {
    for (const c of generic.changes) {
      expect(resumeText).toContain(c.old_phrase);
      expect(c.rationale.split('\n').every((l) => l.startsWith('- '))).toBe(true);
      expect(engine.findUnsupportedClaims(c.new_phrase, resume, { checkSkills: true })).toEqual([]);
    }
    expect(generic.flags).toEqual([]);
  });
});

describe.each(Object.entries(MODULE_POSTINGS))('posting %s', (name, postingText) => {
  const job = engine.decodeJob({ postingText });

  it('decodes the posting with a rating text from the spec and sourced salary ranges', () => {
    if (job.demand_score === null) expect(job.demand_rating).toBe('No source covers the demand for this posting.');
    else
      expect([
        'Highly competitive market with strong demand.',
        'Moderate demand with steady opportunities.',
        'Limited demand—target applications strategically.',
      ]).toContain(job.demand_rating);
    for (const r of job.salary_ranges) expect(r.source).toMatch(/^BLS OEWS May 2024, SOC /);
    expect(job.market_offers).toMatchObject({
      total_offers: null,
      success_rate: null,
      note: expect.stringMatching(/No job index was searched/),
    });
    expect(job.flags, name).toEqual([]);
  });
});

describe.each(MODULE_PAIRS)('$name', ({ resume: resumeText, posting: postingText }) => {
  const input = { resumeText, postingText, asOf: AS_OF };
  const resume = engine.parseResume(resumeText, { asOf: AS_OF });
  const posting = engine.parsePosting(postingText);
  const fit = engine.buildFitMatrix(input);
  const changes = engine.suggestImprovements(input);
  const questions = engine.generateInterviewQuestions(input);
  const letter = engine.writeCoverLetter(input);

  it('scores the fit in range, with every factor and requirement explained, and flags nothing', () => {
    expect(inRange(fit.overall_fit.score) && inRange(fit.potential_score)).toBe(true);
    expect(fit.potential_score).toBeGreaterThanOrEqual(fit.overall_fit.score);
    expectExplained(fit.factors);
    for (const r of fit.requirements) expect(inRange(r.score) && r.note.length > 0).toBe(true);
    expect(fit.flags).toEqual([]);
  });

  it('rewrites only verbatim phrases, with bracketed placeholders instead of invented results', () => {
    for (const c of changes.changes) {
      expect(resumeText).toContain(c.old_phrase);
      expect(c.new_phrase).not.toBe(c.old_phrase);
      expect(c.rationale.split('\n').every((l) => l.startsWith('- '))).toBe(true);
      for (const p of c.placeholders) expect(c.new_phrase).toContain(p);
      expect(engine.findUnsupportedClaims(c.new_phrase, resume, { checkSkills: true })).toEqual([]);
    }
    expect(changes.flags).toEqual([]);
  });

  it('asks questions whose claims about the candidate come from the resume (the posting may be quoted)', () => {
    for (const list of Object.values(questions)) {
      for (const q of list) {
        expect(q.question.length).toBeGreaterThan(10);
        expect(q.guidelines.length).toBeGreaterThan(0);
        expect(
          engine.findUnsupportedClaims([q.question, ...q.guidelines].join('\n'), resume, { allowed: [postingText] }),
        ).toEqual([]);
        expect(q.flags).toEqual([]);
      }
    }
  });

  it('writes a letter that states nothing the resume lacks and names the company only when the posting does', () => {
    expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(letter.paragraphs.length).toBeLessThanOrEqual(4);
    expect(letter.letter.startsWith(letter.greeting)).toBe(true);
    // the sentence on why the role appeals is built on the posting's words (its skills are the posting's); the rest on the resume's
    const fromPosting = (letter.posting_evidence ?? []).map((e) => e.sentence);
    const own = fromPosting.reduce((text, sentence) => text.replace(sentence, ''), letter.letter);
    expect(
      engine.findUnsupportedClaims(own, resume, {
        allowed: [posting.title ?? '', posting.company ?? ''],
        checkSkills: true,
      }),
    ).toEqual([]);
    for (const sentence of fromPosting)
      expect(engine.findUnsupportedClaims(sentence, resume, { allowed: [postingText] })).toEqual([]);
    expect(letter.letter).not.toMatch(/[[\]]/);
    if (!posting.company) expect(letter.greeting).toBe('Dear Hiring Team,');
    expect(letter.flags).toEqual([]);
  });

  it('is deterministic', () => {
    expect(engine.buildFitMatrix(input)).toEqual(fit);
    expect(engine.suggestImprovements(input)).toEqual(changes);
    expect(engine.generateInterviewQuestions(input)).toEqual(questions);
    expect(engine.writeCoverLetter(input)).toEqual(letter);
  });
});
