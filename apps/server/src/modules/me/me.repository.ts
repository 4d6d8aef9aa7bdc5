import type { Profile, UpdateProfileBody } from '@cp/contracts';
import type { Queryable } from '../../db/database.ts';

type ProfileRow = {
  job_category: Profile['job_category'];
  other_job_category: string | null;
  seniority_level: Profile['seniority_level'];
  career_goals: Profile['career_goals'];
  career_context: string | null;
  onboarding_completed: boolean;
};

export function createMeRepository(db: Queryable) {
  return {
    async findUser(userId: string) {
      const { rows } = await db.query<{ id: string; email: string; name: string | null; email_verified: boolean; created_at: Date }>(
        'SELECT id, email, name, email_verified, created_at FROM users WHERE id = $1',
        [userId],
      );
      return rows[0] ?? null;
    },
    async findProfile(userId: string): Promise<ProfileRow | null> {
      const { rows } = await db.query<ProfileRow>(
        `SELECT job_category, other_job_category, seniority_level, career_goals, career_context, onboarding_completed
           FROM user_profiles WHERE user_id = $1`,
        [userId],
      );
      return rows[0] ?? null;
    },
    /** Writes only the fields present in the body; saving the profile completes onboarding. */
    async updateProfile(userId: string, body: UpdateProfileBody) {
      const columns = ['job_category', 'other_job_category', 'seniority_level', 'career_goals', 'career_context'] as const;
      const present = columns.filter((c) => body[c] !== undefined);
      const sets = present.map((c, i) => `${c} = $${i + 2}`);
      await db.query(
        `INSERT INTO user_profiles (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
        [userId],
      );
      await db.query(
        `UPDATE user_profiles SET ${[...sets, 'onboarding_completed = true', 'updated_at = now()'].join(', ')} WHERE user_id = $1`,
        [userId, ...present.map((c) => body[c] ?? null)],
      );
    },
  };
}
export type MeRepository = ReturnType<typeof createMeRepository>;
