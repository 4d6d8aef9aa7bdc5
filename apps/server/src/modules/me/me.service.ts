import type { MeResponse, Profile, UpdateProfileBody } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { PlanRepository } from '../plans/plan.repository.ts';
import type { MeRepository } from './me.repository.ts';

const emptyProfile: Profile = {
  job_category: null, other_job_category: null, seniority_level: null, career_goals: [], career_context: null, onboarding_completed: false,
};

export function createMeService(deps: { repo: MeRepository; plans: PlanRepository }) {
  async function getMe(userId: string): Promise<MeResponse> {
    const user = await deps.repo.findUser(userId);
    // A valid token for an account that no longer exists is treated as a bad token.
    if (!user) throw new AppError('TOKEN_INVALID', 'Token verification failed');
    const profile = (await deps.repo.findProfile(userId)) ?? emptyProfile;
    const subscription = await deps.plans.getSubscription(userId);
    return {
      user: { user_id: user.id, email: user.email, name: user.name, email_verified: user.email_verified, created_at: user.created_at.toISOString() },
      profile,
      // Trials land with the billing issue; the package and status come from the subscriptions table.
      subscription: { package: subscription.package, plan: subscription.package, status: subscription.status, trial_enabled: false, trial_used: false },
    };
  }
  return {
    getMe,
    async updateProfile(userId: string, body: UpdateProfileBody): Promise<MeResponse> {
      if (body.job_category !== undefined && body.job_category !== 'Other') body = { ...body, other_job_category: null };
      await deps.repo.updateProfile(userId, body);
      return getMe(userId);
    },
  };
}
export type MeService = ReturnType<typeof createMeService>;
