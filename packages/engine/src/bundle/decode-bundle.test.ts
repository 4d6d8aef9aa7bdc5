import { describe, expect, it } from 'vitest';
import { createEngineFromBundle } from '../engine.ts';
import { testEngine } from '../testing/fixtures.ts';
import { DEFAULT_BUNDLE } from './default-bundle.ts';
import { decodeBundle } from './decode-bundle.ts';

describe('the committed bundle', () => {
  const decoded = decodeBundle(DEFAULT_BUNDLE);

  it('decodes, with every part present', () => {
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.bundle.skills.length).toBeGreaterThan(9000);
    expect(decoded.bundle.occupations).toHaveLength(1016);
    expect(decoded.bundle.wages.length).toBeGreaterThan(1400);
    expect(decoded.bundle.wageSource).toEqual({
      label: 'BLS OEWS May 2024',
      year: 2024,
      currency: 'USD',
      topCoded: 239200,
    });
  });

  it('has unique skill ids and sorted occupation codes', () => {
    if (!decoded.ok) throw new Error(decoded.error);
    const ids = decoded.bundle.skills.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const codes = decoded.bundle.occupations.map((o) => o.code);
    expect([...codes].sort()).toEqual(codes);
  });

  it('never contains the evaluation data', () => {
    const text = JSON.stringify(DEFAULT_BUNDLE);
    expect(text).not.toMatch(/Resume-matched|Job-Description|openresume/i);
  });

  it('gives each occupation title how many sources list it, and 1 each in bundles built before the count', () => {
    if (!decoded.ok) throw new Error(decoded.error);
    const supervisors = decoded.bundle.occupations.find((o) => o.code === '43-1011.00')!;
    expect(supervisors.titleSources).toHaveLength(supervisors.titles.length);
    expect(supervisors.titleSources[supervisors.titles.indexOf('Customer Service Manager')]).toBe(6);
    const rows = (DEFAULT_BUNDLE.occupations.occupations as unknown[][]).map((row) => row.slice(0, 10));
    const older = decodeBundle({
      ...DEFAULT_BUNDLE,
      occupations: { ...DEFAULT_BUNDLE.occupations, occupations: rows },
    });
    if (!older.ok) throw new Error(older.error);
    const old = older.bundle.occupations.find((o) => o.code === '43-1011.00')!;
    expect(new Set(old.titleSources)).toEqual(new Set([1]));
  });

  it('rejects a bundle of another version as an error value', () => {
    const result = createEngineFromBundle({ ...DEFAULT_BUNDLE, skills: { ...DEFAULT_BUNDLE.skills, version: 99 } });
    expect(result).toEqual({ ok: false, error: 'unsupported bundle version 99' });
  });
});

describe('lookups', () => {
  const engine = testEngine();

  it('finds skills by id, name or alias, with category and flags', () => {
    expect(engine.lookupSkill('k8s')?.name).toBe('Kubernetes');
    expect(engine.lookupSkill('js')?.name).toBe('JavaScript');
    expect(engine.lookupSkill('Postgres')?.name).toBe('PostgreSQL');
    expect(engine.lookupSkill('golang')?.name).toBe('Go');
    expect(engine.lookupSkill('python')).toMatchObject({ id: 'python', category: 'technology', isHot: true });
    expect(engine.lookupSkill('customer service')).toMatchObject({
      name: 'Customer and Personal Service',
      category: 'knowledge',
    });
    expect(engine.lookupSkill('teamwork')?.category).toBe('soft');
    expect(engine.lookupSkill('no such skill')).toBeNull();
  });

  it('finds occupations with titles, job zone, education, technology and related occupations', () => {
    const dev = engine.lookupOccupation('15-1252.00')!;
    expect(dev.title).toBe('Software Developers');
    expect(dev.titles).toContain('Software Engineer');
    expect(dev.jobZone).toBe(4);
    expect(dev.education).toBeNull(); // O*NET 29.3 has no education survey for this occupation
    expect(dev.jobZoneInfo?.education).toMatch(/bachelor's degree/);
    expect(engine.lookupOccupation('29-1141.00')?.education).toMatchObject({ category: 6, label: "Bachelor's Degree" });
    expect(dev.technologySkills.some((t) => t.skillId === 'python' && t.isHot)).toBe(true);
    expect(dev.relatedCodes.length).toBeGreaterThan(0);
    expect(engine.lookupOccupation('99-9999.99')).toBeNull();
  });

  it('finds BLS wages with their source, falling back to the broad group', () => {
    expect(engine.lookupWages('15-1252.00')).toMatchObject({
      soc: '15-1252',
      level: 'detailed',
      source: 'BLS OEWS May 2024',
      year: 2024,
      annual: { p50: 133080 },
    });
    const chief = engine.lookupWages('11-1011.00')!;
    expect(chief.topCodedPercentiles).toEqual(['p75', 'p90']);
    expect(chief.annual.p90).toBe(239200);
    expect(engine.salaryBands('15-1252.00').map((b) => [b.experienceLevel, b.low, b.high])).toEqual([
      ['Entry level (0-2 years)', 79850, 103050],
      ['Mid level (2-5 years)', 103050, 133080],
      ['Senior (5-10 years)', 133080, 169000],
      ['Expert (10+ years)', 169000, 211450],
    ]);
  });
});
