import type { BuilderState } from '@cp/contracts';
import type { TailorRewording } from '@cp/engine';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';

/**
 * The optional OpenAI-compatible model in 'Tailor with AI' (docs/decisions/034): it proposes rewordings
 * of the resume's bullets for the posting; the engine then checks each one against the resume (numbers
 * identical, claim check) and drops what fails. Configured by LLM_BASE_URL and LLM_MODEL, as the
 * text modules' model (docs/decisions/010).
 */
export type TailorModel = {
  reword(input: {
    postingText: string;
    doc: BuilderState['doc'];
  }): Promise<{ ok: true; rewordings: TailorRewording[] } | { ok: false }>;
};

/** The lines sent: a model reads at most this many bullets, each cut to this length. */
const MAX_LINES = 60;
const MAX_LINE = 400;
/** The posting as sent: long enough for any real posting's requirements. */
const MAX_POSTING = 12_000;

const instructions = [
  "You tailor resume lines to a job posting. You receive the posting and the resume's bullet lines, each with an id.",
  "Reword the lines that can speak more directly to what the posting asks for, using the posting's words for skills a line already names.",
  'Only reword. Never add an employer, a job title, a date, a degree, a number, a tool or a skill that the line does not state, and keep every number exactly as written.',
  'Return JSON: {"rewordings": [{"id": "<line id>", "text": "<the reworded line>"}]}; leave out lines that are fine as they are.',
].join(' ');

const AnswerSchema = z.object({ rewordings: z.array(z.object({ id: z.string(), text: z.string() })) });

/** The document's bullets with ids the answer refers to: 'e0.2' is the first role's third line, 'p1.0' the second project's first. */
export function modelLines(
  doc: BuilderState['doc'],
): Array<{ id: string; where: string; text: string; line: Omit<TailorRewording, 'text'> }> {
  const out: Array<{ id: string; where: string; text: string; line: Omit<TailorRewording, 'text'> }> = [];
  doc.experience.forEach((r, item) =>
    r.bullets.forEach((text, bullet) =>
      out.push({
        id: `e${item}.${bullet}`,
        where: [r.role, r.company].filter(Boolean).join(', '),
        text,
        line: { section: 'experience', item, bullet },
      }),
    ),
  );
  doc.projects.forEach((p, item) =>
    p.bullets.forEach((text, bullet) =>
      out.push({ id: `p${item}.${bullet}`, where: p.name, text, line: { section: 'projects', item, bullet } }),
    ),
  );
  return out.filter((l) => l.text.trim()).slice(0, MAX_LINES);
}

export function createOpenAiTailorModel(config: {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}): TailorModel {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey ?? 'unset',
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return {
    async reword({ postingText, doc }) {
      const lines = modelLines(doc);
      if (lines.length === 0) return { ok: true, rewordings: [] };
      const input = {
        job_posting: postingText.slice(0, MAX_POSTING),
        lines: lines.map((l) => ({ id: l.id, role: l.where, text: l.text.slice(0, MAX_LINE) })),
      };
      try {
        const completion = await client.chat.completions.parse({
          model: config.model,
          temperature: 0,
          messages: [
            { role: 'system', content: instructions },
            { role: 'user', content: JSON.stringify(input) },
          ],
          response_format: zodResponseFormat(AnswerSchema, 'tailor_rewordings'),
        });
        const parsed = AnswerSchema.safeParse(completion.choices[0]?.message.parsed);
        if (!parsed.success) return { ok: false };
        const byId = new Map(lines.map((l) => [l.id, l.line]));
        return {
          ok: true,
          rewordings: parsed.data.rewordings.flatMap((r) => {
            const line = byId.get(r.id);
            return line ? [{ ...line, text: r.text.slice(0, MAX_LINE) }] : [];
          }),
        };
      } catch {
        // no connection, a time-out, an HTTP error, an answer that is not the JSON asked for: the engine's proposals stand
        return { ok: false };
      }
    },
  };
}

/** What the run says about the model's part, or null when no model is configured (or the run is Generic Optimize). */
export function modelNote(
  asked: boolean,
  counts: { proposed: number; shown: number; dropped: number } | undefined,
): string | null {
  if (!asked) return null;
  if (!counts) return "The AI model did not answer (it failed or took too long), so these are the engine's proposals.";
  const dropped =
    counts.dropped === 0
      ? ''
      : ` ${counts.dropped === 1 ? 'One more' : `${counts.dropped} more`} stated something your resume does not show (a name, a figure or a date) and ${counts.dropped === 1 ? 'was' : 'were'} dropped.`;
  if (counts.shown > 0)
    return `The AI model reworded ${counts.shown === 1 ? 'one line' : `${counts.shown} lines`} for this posting; each was checked against your resume.${dropped}`;
  if (counts.proposed === 0) return "The AI model proposed no rewordings, so these are the engine's proposals.";
  return `The AI model's rewordings were all dropped: ${counts.dropped === 1 ? 'it' : 'each'} stated something your resume does not show. These are the engine's proposals.`;
}
