// The engine's module outputs against the wire contracts: every result the engine produces for real
// resumes and postings parses with the schema of its module (packages/contracts/src/module-outputs.ts),
// also after the round trip through the stored JSON text (modules 1, 2, 3 and 9 are kept as text).
// The engine may not import the contracts (boundary rule), so this test sits where both are allowed.
import {
  analysisModuleKeys,
  analysisResultSchemas,
  analysisResultsStoredAsText,
  demandRatingText,
  parseStoredAnalysisResult,
  type AnalysisModuleKey,
} from '@cp/contracts';
import { ANALYSIS_MODULE_KEYS, defaultEngine, demandRating } from '@cp/engine';
import { describe, expect, it } from 'vitest';
import { POSTING, RESUME } from './analysis-fixtures.ts';

const AS_OF = { year: 2025, month: 6 } as const;

const RESUMES = {
  engineer: RESUME,
  /** No wage row covers this occupation's annual pay (actors are paid by the hour): the 'no source' path. */
  actor: `Rowan Gale
rowan.gale@example.com

EXPERIENCE
Stage Actor, Fernhill Players, 2018 - Present
- Performed in 12 productions.
- Was cast as the lead in a touring show.
`,
  minimal: 'Kim Park\nSKILLS\nExcel, Python',
} as const;

const POSTINGS = {
  backend: POSTING,
  nurse: `Registered Nurse
Location: Tulsa, OK

Qualifications
- Active RN license
- 2+ years of acute care experience
- Attention to detail
`,
} as const;

const engine = defaultEngine();
const inputs = Object.entries(RESUMES).flatMap(([r, resumeText]) =>
  Object.entries(POSTINGS).map(([p, postingText]) => ({
    name: `${r} x ${p}`,
    input: { resumeText, postingText, asOf: AS_OF },
  })),
);

describe('module outputs against the contracts', () => {
  it('cover the same modules', () => {
    expect([...ANALYSIS_MODULE_KEYS]).toEqual([...analysisModuleKeys]);
  });

  describe.each(inputs)('$name', ({ input }) => {
    it.each([...analysisModuleKeys])(
      '%s parses with its schema, before and after the stored round trip',
      (key: AnalysisModuleKey) => {
        const run = engine.runModule(key, input);
        if (!run.ok) throw new Error(run.error.detail);
        const parsed = analysisResultSchemas[key].safeParse(run.value);
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
        const stored = analysisResultsStoredAsText.includes(key)
          ? JSON.stringify(run.value)
          : JSON.parse(JSON.stringify(run.value));
        const hydrated = parseStoredAnalysisResult(key, stored);
        expect(hydrated).toEqual({ success: true, data: run.value });
      },
    );

    it('carries no flag from the engine itself', () => {
      for (const key of analysisModuleKeys) {
        const run = engine.runModule(key, input);
        if (!run.ok) throw new Error(run.error.detail);
        const value = run.value as { flags?: unknown[] } & Record<string, unknown>;
        const flags =
          key === 'Module 5'
            ? Object.values(value).flatMap((qs) => (qs as Array<{ flags: unknown[] }>).flatMap((q) => q.flags))
            : value.flags;
        expect(flags, key).toEqual([]);
      }
    });
  });

  it("agree with the engine on the spec's demand rating texts", () => {
    for (const score of [null, 0, 49, 50, 79, 80, 100]) expect(demandRatingText(score)).toBe(demandRating(score));
  });

  it('reject what the spec calls invalid: a change without rationale lines, a salary figure without a source', () => {
    const improvement = engine.suggestImprovements({
      resumeText: RESUMES.engineer,
      postingText: POSTINGS.backend,
      asOf: AS_OF,
    });
    expect(improvement.changes.length).toBeGreaterThan(0);
    const broken = { ...improvement, changes: [{ ...improvement.changes[0]!, rationale: 'no bullet lines' }] };
    expect(analysisResultSchemas['Module 4'].safeParse(broken).success).toBe(false);
    const audit = engine.auditResume({ resumeText: RESUMES.engineer, asOf: AS_OF });
    expect(audit.salary_expectations.estimate).not.toBeNull();
    expect(
      analysisResultSchemas['Module 1'].safeParse({
        ...audit,
        salary_expectations: { ...audit.salary_expectations, source: null },
      }).success,
    ).toBe(false);
    expect(parseStoredAnalysisResult('Module 3', '{not json')).toEqual({
      success: false,
      error: 'Module 3 result is not valid JSON.',
    });
  });

  it("keep the letter's note on a posting in another language through the stored round trip", () => {
    const postingText = `Disponent (m/w/d)\n\nDie Lindner Spedition GmbH ist ein Familienunternehmen mit Sitz in Kassel.\n\nDein Profil\n- Erfahrung in der Tourenplanung und mit der Disposition\n- Sicherer Umgang mit MS Office und einer Telematik-Software\n`;
    const letter = engine.writeCoverLetter({ resumeText: RESUMES.engineer, postingText, asOf: AS_OF });
    expect(letter.posting_language).toBe('de');
    expect(parseStoredAnalysisResult('Module 9', JSON.stringify(letter))).toEqual({ success: true, data: letter });
  });

  it('say so, with no figure, when no salary source covers the case', () => {
    const actor = engine.auditResume({ resumeText: RESUMES.actor, asOf: AS_OF });
    expect(actor.salary_expectations).toMatchObject({ estimate: null, source: null, basis: 'none' });
    expect(analysisResultSchemas['Module 1'].parse(actor).salary_expectations.analysis).toMatch(
      /^No salary source covers this case/,
    );
  });
});
