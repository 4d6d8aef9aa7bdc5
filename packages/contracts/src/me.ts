import { z } from 'zod';
import { text } from './text.ts';
import { SubscriptionSchema, type Subscription } from './billing.ts';

/** Onboarding options, exactly as docs/product/1-platform.md section 5. */
export const jobCategories = [
  'Software Engineering',
  'Marketing',
  'Finance',
  'Healthcare',
  'Data Science',
  'Education',
  'Sales',
  'Design',
  'Other',
] as const;
export const seniorityLevels = [
  'Entry-Level (0–2 years)',
  'Mid-Level (2–5 years)',
  'Senior (5–10 years)',
  'Lead/Manager (10+ years)',
  'Executive',
] as const;
export const careerGoals = [
  'Career Advancement',
  'Career Change',
  'Skill Development',
  'Job Security',
  'Entrepreneurship',
  'Work-Life Balance',
] as const;
export const CAREER_CONTEXT_MAX = 200;
export const careerContextTooLongMessage = 'Maximum 200 characters';

export const ProfileSchema = z.object({
  job_category: z.enum(jobCategories).nullable(),
  other_job_category: text().max(100).nullable(),
  seniority_level: z.enum(seniorityLevels).nullable(),
  career_goals: z.array(z.enum(careerGoals)),
  career_context: text().max(CAREER_CONTEXT_MAX, { error: careerContextTooLongMessage }).nullable(),
  onboarding_completed: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileBodySchema = z
  .object({
    job_category: z.enum(jobCategories, { error: 'Choose a job field from the list.' }).nullable().optional(),
    other_job_category: text().trim().max(100, { error: 'Maximum 100 characters' }).nullable().optional(),
    seniority_level: z
      .enum(seniorityLevels, { error: 'Choose an experience level from the list.' })
      .nullable()
      .optional(),
    career_goals: z
      .array(z.enum(careerGoals, { error: 'Choose goals from the list.' }))
      .max(careerGoals.length)
      .optional(),
    career_context: text().max(CAREER_CONTEXT_MAX, { error: careerContextTooLongMessage }).nullable().optional(),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

// The plan packages moved to plans.ts (the one plan table); re-exported for existing importers.
export { planPackages, PlanPackageSchema, type PlanPackage } from './plans.ts';

/** The subscription as GET /api/me reports it: the full subscription of billing.ts. */
export const SubscriptionSummarySchema = SubscriptionSchema;
export type SubscriptionSummary = Subscription;

export const UserSchema = z.object({
  user_id: text(),
  email: text(),
  name: text().nullable(),
  email_verified: z.boolean(),
  created_at: text(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({
  user: UserSchema,
  profile: ProfileSchema,
  subscription: SubscriptionSummarySchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;
