import { describe, expect, it } from 'vitest';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { ResumeBullet } from '../shared/bullet-checks.ts';
import { behavioralQuestions } from './resume-questions.ts';

const bullet = (text: string): ResumeBullet => ({ text, section: 'experience', role: null, roleIndex: 0 });

describe('behavioralQuestions', () => {
  it('suggests a different story for each question when the resume has one', () => {
    const posting = { responsibilities: ['Mentor and coach junior staff', 'Handle customer complaints with care'] } as unknown as ParsedPosting;
    const bullets = [bullet('Coached junior staff while resolving customer complaints'), bullet('Answered customer calls about late deliveries')];
    const stories = behavioralQuestions([], posting, bullets).map((q) => q.guidelines.at(-1));
    expect(stories).toEqual(["A story your resume already has: 'Coached junior staff while resolving customer complaints'.", "A story your resume already has: 'Answered customer calls about late deliveries'."]);
  });
});
