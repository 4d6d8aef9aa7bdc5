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

type UserRow = { id: string; email: string; name: string | null; email_verified: boolean; created_at: Date };

export function createMeRepository(db: Queryable) {
  return {
    /** The user and their profile (null before onboarding) in one round trip: GET /api/me is the app's hottest read. */
    async findUserWithProfile(userId: string): Promise<{ user: UserRow; profile: ProfileRow | null } | null> {
      const { rows } = await db.query<
        UserRow & { has_profile: boolean } & { [K in keyof ProfileRow]: ProfileRow[K] | null }
      >(
        `SELECT u.id, u.email, u.name, u.email_verified, u.created_at, p.user_id IS NOT NULL AS has_profile,
                p.job_category, p.other_job_category, p.seniority_level, p.career_goals, p.career_context, p.onboarding_completed
           FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = $1`,
        [userId],
      );
      const row = rows[0];
      if (!row) return null;
      const user = {
        id: row.id,
        email: row.email,
        name: row.name,
        email_verified: row.email_verified,
        created_at: row.created_at,
      };
      if (!row.has_profile) return { user, profile: null };
      const profile: ProfileRow = {
        job_category: row.job_category,
        other_job_category: row.other_job_category,
        seniority_level: row.seniority_level,
        career_goals: row.career_goals ?? [],
        career_context: row.career_context,
        onboarding_completed: row.onboarding_completed ?? false,
      };
      return { user, profile };
    },
    /** Writes only the fields present in the body; saving the profile completes onboarding. */
    async updateProfile(userId: string, body: UpdateProfileBody) {
      const columns = [
        'job_category',
        'other_job_category',
        'seniority_level',
        'career_goals',
        'career_context',
      ] as const;
      const present = columns.filter((c) => body[c] !== undefined);
      const sets = present.map((c, i) => `${c} = $${i + 2}`);
      await db.query(`INSERT INTO user_profiles (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
      await db.query(
        `UPDATE user_profiles SET ${[...sets, 'onboarding_completed = true', 'updated_at = now()'].join(', ')} WHERE user_id = $1`,
        [userId, ...present.map((c) => body[c] ?? null)],
      );
    },
  };
}
export type MeRepository = ReturnType<typeof createMeRepository>;
