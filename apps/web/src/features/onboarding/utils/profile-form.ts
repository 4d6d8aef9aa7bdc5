import { UpdateProfileBodySchema, type Profile, type UpdateProfileBody } from '@cp/contracts';
import type { z } from 'zod';

/** The onboarding form validates with the server's own schema (STYLE.md: a field changes once). */
export const profileFormSchema = UpdateProfileBodySchema;
export type ProfileFormValues = z.input<typeof UpdateProfileBodySchema>;

export const ONBOARDING_STEPS = 4;

/** Which fields each step owns, so 'Next' validates only what the user just answered. */
export const stepFields = {
  1: ['job_category', 'other_job_category'],
  2: ['seniority_level'],
  3: ['career_goals'],
  4: ['career_context'],
} as const satisfies Record<number, readonly (keyof ProfileFormValues)[]>;
export type OnboardingStep = keyof typeof stepFields;

export function toFormValues(profile: Profile | null): ProfileFormValues {
  return {
    job_category: profile?.job_category ?? null,
    other_job_category: profile?.other_job_category ?? '',
    seniority_level: profile?.seniority_level ?? null,
    career_goals: [...(profile?.career_goals ?? [])],
    career_context: profile?.career_context ?? '',
  };
}

/** What Finish sends: the free-text job field only with 'Other', blank texts as null. */
export function toProfileBody(values: UpdateProfileBody): UpdateProfileBody {
  const isOther = values.job_category === 'Other';
  return {
    job_category: values.job_category ?? null,
    other_job_category: isOther ? values.other_job_category?.trim() || null : null,
    seniority_level: values.seniority_level ?? null,
    career_goals: values.career_goals ?? [],
    career_context: values.career_context?.trim() || null,
  };
}
