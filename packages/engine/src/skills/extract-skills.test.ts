import { describe, expect, it } from 'vitest';
import { testEngine } from '../testing/fixtures.ts';

const engine = testEngine();
const names = (text: string) => engine.findSkills(text).map((m) => m.skill.name).sort();

describe('extractSkills', () => {
  it('matches aliases to one canonical skill', () => {
    expect(names('Ran k8s clusters')).toEqual(['Kubernetes']);
    expect(names('Wrote JS and TS, stored data in postgres')).toEqual(['JavaScript', 'PostgreSQL', 'TypeScript']);
    expect(engine.findSkills('Kubernetes, k8s')[0]!.evidence.map((e) => e.text)).toEqual(['Kubernetes', 'k8s']);
  });

  it('respects word boundaries and prefers the longest form', () => {
    expect(names('JavaScript developer')).toEqual(['JavaScript']);
    expect(names('Microsoft SQL Server administration')).toEqual(['Microsoft SQL Server']);
  });

  it('matches one-letter and word-like names only in a list, in their exact case', () => {
    expect(names('Languages: C, R, Go')).toEqual(['C', 'Go', 'R']);
    expect(names('Go to market strategy for R&D in P&C insurance with grade C results')).toEqual([]);
    expect(names('Languages: c, r')).toEqual([]);
    expect(names('C++ and C# services')).toEqual(['C#', 'C++']);
  });

  it('takes English-word names (Swift, React) in exact case, not at the start of a sentence', () => {
    expect(names('Built iOS apps in Swift')).toContain('Swift');
    expect(names('Swift delivery of orders. We react to feedback')).toEqual([]);
  });

  it('never reads words inside dates as skills', () => {
    expect(names('Project X (Spring 2023)')).not.toContain('Spring');
  });

  it('is deterministic', () => {
    const text = 'Python, Django, PostgreSQL, Redis, Docker, AWS, k8s';
    expect(engine.findSkills(text)).toEqual(engine.findSkills(text));
  });
});
