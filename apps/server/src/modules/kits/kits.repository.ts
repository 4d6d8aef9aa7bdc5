import type { Queryable } from '../../db/database.ts';
import type { KitFile } from './kit-files.ts';

/** What a preview stores: the engine's drafts with their evidence, as the screen shows them. */
export type KitPreview = {
  cover_letter: string;
  resume_content: string;
  letter_sentences: unknown[];
  tailored_resume_sections: unknown[];
  flags: unknown[];
  signature: string;
  /** The engine's fit of the resume to the job (0-100), carried to the dashboard's draft; absent on kits made before it was kept. */
  fit_score?: number;
  /** The tailored resume as the builder's document, printed as is when the user keeps resume_content (docs/decisions/033); absent on older kits. */
  resume_document?: unknown;
  not_shown?: string[];
  refused_changes?: number;
};
export type KitFinal = KitPreview & { email_body: string; subject: string; summary: string };

export type KitRow = {
  id: string;
  user_id: string;
  workspace_id: string;
  job_id: string;
  job: {
    id: string;
    title: string;
    company: string;
    location: string;
    apply_url: string | null;
    contact_email: string | null;
    is_demo: boolean;
  };
  resume_text: string;
  preview_id: string;
  preview: KitPreview;
  generated_at: Date;
  credit_run_id: string | null;
  status: 'preview' | 'kit_ready';
  final: KitFinal | null;
  template: string | null;
  finalized_at: Date | null;
  application_id: string | null;
  engine_version: string;
  created_at: Date;
  updated_at: Date;
  application_status: string | null;
};
export type KitFileMeta = Omit<KitFile, 'content'> & { bytes: number };
export type KitSendRow = {
  id: string;
  kit_id: string;
  method: 'email' | 'link';
  destination: string;
  reply_to: string | null;
  subject: string | null;
  delivery: 'sent' | 'logged' | 'failed' | 'opened';
  created_at: Date;
  files: Array<{ filename: string; bytes: number; sha256: string }>;
};

const KIT_COLUMNS = `id, user_id, workspace_id, job_id, job, resume_text, preview_id, preview, generated_at, credit_run_id, status, final, template,
  finalized_at, application_id, engine_version, created_at, updated_at,
  (SELECT a.status FROM applications a WHERE a.id = kits.application_id) AS application_status`;

export function createKitsRepository(db: Queryable) {
  return {
    async workspaceResume(userId: string, wid: string): Promise<{ cv_text: string | null } | null> {
      const { rows } = await db.query<{ cv_text: string | null }>(
        'SELECT cv_text FROM workspaces WHERE user_id = $1 AND id = $2',
        [userId, wid],
      );
      return rows[0] ?? null;
    },

    async userEmail(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      return rows[0]?.email ?? null;
    },

    /** Serialises kit work on one user, workspace and job for the rest of the transaction. */
    async lockJob(userId: string, wid: string, jobId: string): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 14))', [`kit:${userId}:${wid}:${jobId}`]);
    },

    async findByJob(userId: string, wid: string, jobId: string): Promise<KitRow | null> {
      const { rows } = await db.query<KitRow>(
        `SELECT ${KIT_COLUMNS} FROM kits WHERE user_id = $1 AND workspace_id = $2 AND job_id = $3`,
        [userId, wid, jobId],
      );
      return rows[0] ?? null;
    },

    async findByPreview(userId: string, wid: string, previewId: string): Promise<KitRow | null> {
      const { rows } = await db.query<KitRow>(
        `SELECT ${KIT_COLUMNS} FROM kits WHERE user_id = $1 AND workspace_id = $2 AND preview_id = $3`,
        [userId, wid, previewId],
      );
      return rows[0] ?? null;
    },

    async findById(userId: string, kitId: string): Promise<KitRow | null> {
      const { rows } = await db.query<KitRow>(`SELECT ${KIT_COLUMNS} FROM kits WHERE user_id = $1 AND id = $2`, [
        userId,
        kitId,
      ]);
      return rows[0] ?? null;
    },

    /** A new preview for the job replaces the one before (the kit's finalized state and files go with it; sends stay). */
    async savePreview(
      row: Pick<
        KitRow,
        | 'id'
        | 'user_id'
        | 'workspace_id'
        | 'job_id'
        | 'job'
        | 'resume_text'
        | 'preview_id'
        | 'preview'
        | 'generated_at'
        | 'credit_run_id'
        | 'engine_version'
      >,
    ): Promise<KitRow> {
      const { rows } = await db.query<KitRow>(
        `INSERT INTO kits (id, user_id, workspace_id, job_id, job, resume_text, preview_id, preview, generated_at, credit_run_id, status, engine_version, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb, $9, $10, 'preview', $11, $9, $9)
         ON CONFLICT (user_id, workspace_id, job_id) DO UPDATE SET job = EXCLUDED.job, resume_text = EXCLUDED.resume_text, preview_id = EXCLUDED.preview_id,
           preview = EXCLUDED.preview, generated_at = EXCLUDED.generated_at, credit_run_id = EXCLUDED.credit_run_id, status = 'preview', final = NULL,
           finalized_at = NULL, engine_version = EXCLUDED.engine_version, updated_at = EXCLUDED.generated_at
         RETURNING ${KIT_COLUMNS}`,
        [
          row.id,
          row.user_id,
          row.workspace_id,
          row.job_id,
          JSON.stringify(row.job),
          row.resume_text,
          row.preview_id,
          JSON.stringify(row.preview),
          row.generated_at,
          row.credit_run_id,
          row.engine_version,
        ],
      );
      await db.query('DELETE FROM kit_files WHERE kit_id = $1', [rows[0]!.id]);
      return rows[0]!;
    },

    async saveFinal(
      kitId: string,
      final: KitFinal,
      template: string,
      at: Date,
      files: readonly KitFile[],
    ): Promise<KitRow> {
      const { rows } = await db.query<KitRow>(
        `UPDATE kits SET status = 'kit_ready', final = $2::jsonb, template = $3, finalized_at = $4, updated_at = $4 WHERE id = $1 RETURNING ${KIT_COLUMNS}`,
        [kitId, JSON.stringify(final), template, at],
      );
      const kit = rows[0]!;
      await db.query('DELETE FROM kit_files WHERE kit_id = $1', [kitId]);
      for (const f of files) {
        await db.query(
          'INSERT INTO kit_files (kit_id, user_id, name, format, filename, mime, content, sha256, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          [kitId, kit.user_id, f.name, f.format, f.filename, f.mime, Buffer.from(f.content), f.sha256, at],
        );
      }
      return kit;
    },

    async setApplication(kitId: string, applicationId: string): Promise<void> {
      await db.query('UPDATE kits SET application_id = $2 WHERE id = $1', [kitId, applicationId]);
    },

    async listFiles(kitId: string): Promise<KitFileMeta[]> {
      const { rows } = await db.query<KitFileMeta>(
        'SELECT name, format, filename, mime, sha256, length(content)::int AS bytes FROM kit_files WHERE kit_id = $1 ORDER BY name DESC, format DESC',
        [kitId],
      );
      return rows;
    },

    async readFiles(kitId: string): Promise<KitFile[]> {
      const { rows } = await db.query<Omit<KitFile, 'content'> & { content: Buffer }>(
        'SELECT name, format, filename, mime, sha256, content FROM kit_files WHERE kit_id = $1 ORDER BY name DESC, format DESC',
        [kitId],
      );
      return rows.map((r) => ({ ...r, content: new Uint8Array(r.content) }));
    },

    async insertSend(send: {
      id: string;
      kit: KitRow;
      method: 'email' | 'link';
      destination: string;
      replyTo: string | null;
      subject: string | null;
      body: string | null;
      outboxId: number | null;
      delivery: KitSendRow['delivery'];
      at: Date;
      files: readonly Pick<KitFile, 'filename' | 'mime' | 'content' | 'sha256'>[];
    }): Promise<void> {
      const { kit } = send;
      await db.query(
        `INSERT INTO kit_sends (id, kit_id, user_id, workspace_id, job_id, application_id, method, destination, reply_to, subject, body_text, outbox_id, delivery, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          send.id,
          kit.id,
          kit.user_id,
          kit.workspace_id,
          kit.job_id,
          kit.application_id,
          send.method,
          send.destination,
          send.replyTo,
          send.subject,
          send.body,
          send.outboxId,
          send.delivery,
          send.at,
        ],
      );
      for (const f of send.files) {
        await db.query(
          'INSERT INTO kit_send_files (send_id, user_id, filename, mime, content, sha256) VALUES ($1, $2, $3, $4, $5, $6)',
          [send.id, kit.user_id, f.filename, f.mime, Buffer.from(f.content), f.sha256],
        );
      }
    },

    async listSends(kitId: string): Promise<KitSendRow[]> {
      const { rows } = await db.query<KitSendRow>(
        `SELECT s.id, s.kit_id, s.method, s.destination, s.reply_to, s.subject, s.delivery, s.created_at,
                coalesce(json_agg(json_build_object('filename', f.filename, 'bytes', length(f.content), 'sha256', f.sha256) ORDER BY f.filename)
                  FILTER (WHERE f.send_id IS NOT NULL), '[]') AS files
           FROM kit_sends s LEFT JOIN kit_send_files f ON f.send_id = s.id WHERE s.kit_id = $1 GROUP BY s.id ORDER BY s.seq`,
        [kitId],
      );
      return rows;
    },
  };
}
export type KitsRepository = ReturnType<typeof createKitsRepository>;
