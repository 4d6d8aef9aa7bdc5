import type { MeResponse, Profile, Subscription, UpdateProfileBody } from '@cp/contracts';
import { AppError } from '../../http/app-error.ts';
import type { MeRepository } from './me.repository.ts';

const emptyProfile: Profile = {
  job_category: null,
  other_job_category: null,
  seniority_level: null,
  career_goals: [],
  career_context: null,
  onboarding_completed: false,
};

export function createMeService(deps: {
  repo: MeRepository;
  subscriptions: { getSubscription(userId: string): Promise<Subscription> };
}) {
  async function getMe(userId: string): Promise<MeResponse> {
    // Both reads at once: the user with the profile, and the subscription as billing holds it.
    const [found, subscription] = await Promise.all([
      deps.repo.findUserWithProfile(userId),
      deps.subscriptions.getSubscription(userId),
    ]);
    // A valid token for an account that no longer exists is treated as a bad token.
    if (!found) throw new AppError('TOKEN_INVALID', 'Token verification failed');
    const { user, profile } = found;
    return {
      user: {
        user_id: user.id,
        email: user.email,
        name: user.name,
        email_verified: user.email_verified,
        created_at: user.created_at.toISOString(),
      },
      profile: profile ?? emptyProfile,
      subscription,
    };
  }
  return {
    getMe,
    async updateProfile(userId: string, body: UpdateProfileBody): Promise<MeResponse> {
      if (body.job_category !== undefined && body.job_category !== 'Other')
        body = { ...body, other_job_category: null };
      await deps.repo.updateProfile(userId, body);
      return getMe(userId);
    },
  };
}
export type MeService = ReturnType<typeof createMeService>;
