import { describe, expect, it } from 'vitest';
import { stem } from './stem.ts';

const meet = (a: string, b: string) => stem(a) === stem(b);

describe('stem', () => {
  it('lets inflected and derived forms of a word meet', () => {
    expect(meet('troubleshooting', 'troubleshoot')).toBe(true);
    expect(meet('managed', 'managing')).toBe(true);
    expect(meet('managing', 'management')).toBe(true);
    expect(meet('developed', 'development')).toBe(true);
    expect(meet('certified', 'certification')).toBe(true);
    expect(meet('organisation', 'organization')).toBe(true);
    expect(meet('organizational', 'organized')).toBe(true);
    expect(meet('technical', 'technology')).toBe(true);
    expect(meet('instructor', 'instructing')).toBe(true);
    expect(meet('supervisor', 'supervise')).toBe(true);
  });

  it("reads British '-ise' as '-ize' only where a verb takes both", () => {
    expect(meet('organised', 'organized')).toBe(true);
    expect(meet('prioritising', 'prioritize')).toBe(true);
    expect(meet('customised', 'customization')).toBe(true);
    expect(meet('promised', 'promise')).toBe(true);
    expect(meet('compromise', 'compromising')).toBe(true);
    expect(meet('advertised', 'advertising')).toBe(true);
  });

  it("lets a person named for what they do meet the doing: 'teacher' ~ 'teaching', 'planner' ~ 'planning'", () => {
    expect(meet('teachers', 'teaching')).toBe(true);
    expect(meet('planner', 'planning')).toBe(true);
    expect(meet('programmer', 'programming')).toBe(true);
    expect(meet('writer', 'writing')).toBe(true);
    expect(meet('paper', 'pap')).toBe(false);
    expect(meet('career', 'care')).toBe(false);
  });

  it("joins the family of 'analysis': the noun, its plural, the verb, the adjective, the field and the person", () => {
    for (const form of ['analyses', 'analyze', 'analysing', 'analytical', 'analytics', 'analyst'])
      expect(stem(form)).toBe(stem('analysis'));
  });

  it('never cuts a word to a prefix, so unrelated words that begin alike stay apart', () => {
    expect(meet('college', 'collected')).toBe(false);
    expect(meet('community', 'communication')).toBe(false);
    expect(meet('general', 'generate')).toBe(false);
    expect(meet('marketplace', 'marketing')).toBe(false);
    expect(meet('interpersonal', 'international')).toBe(false);
    expect(meet('technical', 'techniques')).toBe(false);
    expect(meet('developer', 'development')).toBe(false);
  });

  it("keeps a product's name whole: 'Marketo' is no form of 'marketers', 'Excel' none of 'excellent'", () => {
    expect(meet('marketers', 'Marketo')).toBe(false);
    expect(meet('excellent', 'Excel')).toBe(false);
    expect(stem('Tableau')).toBe('tableau');
    expect(stem('HubSpot')).toBe('hubspot');
  });

  it("lets the healthcare domain written closed meet its head word: 'Healthcare' ~ 'Health'", () => {
    expect(meet('Healthcare', 'Health')).toBe(true);
    expect(meet('healthcare', 'healthy')).toBe(false);
  });

  it('keeps a verb whose agent noun is not its stem as it is', () => {
    expect(meet('monitor', 'monitoring')).toBe(true);
    expect(meet('factor', 'fact')).toBe(false);
    expect(meet('sector', 'sect')).toBe(false);
  });

  it('leaves short words, numbers and non-letter tokens as they are, lower-cased', () => {
    expect(stem('SQL')).toBe('sql');
    expect(stem('c++')).toBe('c++');
    expect(stem('node.js')).toBe('node.js');
    expect(stem('2024')).toBe('2024');
  });
});
