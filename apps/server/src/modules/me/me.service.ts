import type { MeResponse, Profile, Subscription, UpdateProfileBody } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { MeRepository } from './me.repository.ts';

const emptyProfile: Profile = {
  job_category: null, other_job_category: null, seniority_level: null, career_goals: [], career_context: null, onboarding_completed: false,
};

export function createMeService(deps: { repo: MeRepository; subscriptions: { getSubscription(userId: string): Promise<Subscription> } }) {
  async function getMe(userId: string): Promise<MeResponse> {
    const user = await deps.repo.findUser(userId);
    // A valid token for an account that no longer exists is treated as a bad token.
    if (!user) throw new AppError('TOKEN_INVALID', 'Token verification failed');
    const profile = (await deps.repo.findProfile(userId)) ?? emptyProfile;
    return {
      user: { user_id: user.id, email: user.email, name: user.name, email_verified: user.email_verified, created_at: user.created_at.toISOString() },
      profile,
      // The subscription as billing holds it (spec 1 section 3).
      subscription: await deps.subscriptions.getSubscription(userId),
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
