import { describe, expect, it } from 'vitest';
import { titleTokens } from './title-words.ts';

describe('titleTokens', () => {
  it('drops level words, or keeps them when asked', () => {
    expect(titleTokens('Sr. Systems Admin (Remote)')).toEqual(['system', 'administrator']);
    expect(titleTokens('Chief Police Officer')).toEqual(['police', 'officer']);
    expect(titleTokens('Chief Police Officer', { keepLevel: true })).toEqual(['chief', 'police', 'officer']);
  });

  it('keeps a level word that names the job: a junior high is a school, full stack is not full time', () => {
    expect(titleTokens('Junior High School Teacher')).toEqual(['junior', 'high', 'school', 'teacher']);
    expect(titleTokens('Jr. High Teacher')).toEqual(['junior', 'high', 'teacher']);
    expect(titleTokens('Junior Teacher')).toEqual(['teacher']);
    expect(titleTokens('Full Stack Engineer')).toEqual(['full', 'stack', 'engineer']);
    expect(titleTokens('Fullstack Developer - Full Time')).toEqual(['full', 'stack', 'developer']);
  });

  it("drops 'All Other' always: a catch-all occupation is its kind of work", () => {
    expect(titleTokens('Designers, All Other')).toEqual(['designer']);
    expect(titleTokens('Designers, All Other', { keepLevel: true })).toEqual(['designer']);
  });
});
