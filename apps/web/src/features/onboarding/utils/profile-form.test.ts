import { describe, expect, it } from 'vitest';
import { toFormValues, toProfileBody } from './profile-form.ts';

describe('profile form values', () => {
  it('starts empty for a new profile', () => {
    expect(toFormValues(null)).toEqual({
      job_category: null,
      other_job_category: '',
      seniority_level: null,
      career_goals: [],
      career_context: '',
    });
  });

  it("sends the free-text field only with 'Other' and blank texts as null", () => {
    expect(
      toProfileBody({
        job_category: 'Finance',
        other_job_category: 'Leftover',
        seniority_level: 'Executive',
        career_goals: [],
        career_context: '   ',
      }),
    ).toEqual({
      job_category: 'Finance',
      other_job_category: null,
      seniority_level: 'Executive',
      career_goals: [],
      career_context: null,
    });
    expect(
      toProfileBody({ job_category: 'Other', other_job_category: ' Logistics ', career_context: ' Planning ' }),
    ).toMatchObject({ other_job_category: 'Logistics', career_context: 'Planning', seniority_level: null });
  });
});
