import type { Queryable } from '../../db/database.ts';

export type DevJob = {
  title: string;
  company: string;
  location: string;
  description: string;
  applyUrl?: string | null;
  contactEmail?: string | null;
  skills?: string[];
};

/**
 * Development and tests only: puts one open job into the index on the 'dev' board, as a board would
 * (an employer's contact e-mail or apply link the demo catalogue never has). Returns the job's id.
 */
export function createDevJobsRepository(db: Queryable) {
  return {
    async insert(job: DevJob, now: Date): Promise<string> {
      await db.query(
        `INSERT INTO job_boards (id, source, name, is_demo) VALUES ('dev', 'dev', 'Development jobs', false) ON CONFLICT (id) DO NOTHING`,
      );
      const sourceId = `${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const id = `dev:${sourceId}`;
      const skills = job.skills ?? [];
      await db.query(
        `INSERT INTO jobs (id, board_id, source, source_id, is_demo, title, company, location, work_mode, employment_type, description, skills, skills_text,
           apply_url, contact_email, posted_at, fetched_at, dedupe_key)
         VALUES ($1, 'dev', 'dev', $2, false, $3, $4, $5, 'onsite', 'FULLTIME', $6, $7, $8, $9, $10, $11, $11, $1)`,
        [
          id,
          sourceId,
          job.title,
          job.company,
          job.location,
          job.description,
          skills,
          skills.join(' , '),
          job.applyUrl ?? null,
          job.contactEmail ?? null,
          now,
        ],
      );
      return id;
    },
    /** Removes the 'dev' board and every job on it. */
    async clear(): Promise<void> {
      await db.query(`DELETE FROM job_boards WHERE id = 'dev'`);
    },
  };
}
export type DevJobsRepository = ReturnType<typeof createDevJobsRepository>;
