import { analysisResultSchemas, InterviewQuestionSchema, type AnalysisResult } from '@cp/contracts';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';

/**
 * The modules whose result is generated text; an LLM may write them. Scores (1-3) stay the engine's (docs/decisions/038
 * section 8).
 */
export const LLM_MODULE_KEYS = ['Module 4', 'Module 5', 'Module 9'] as const;
export type LlmModuleKey = (typeof LLM_MODULE_KEYS)[number];
export const isLlmModule = (key: string): key is LlmModuleKey => (LLM_MODULE_KEYS as readonly string[]).includes(key);

export type LlmRequest<K extends LlmModuleKey> = {
  key: K;
  resumeText: string;
  postingText: string | null;
  language: string | null;
  /** The engine's result: the evidence and the shape the LLM writes from. */
  draft: AnalysisResult<K>;
};

/**
 * A result checked against the module's contract schema, or why there is none: 'invalid' when the
 * model answered but not to the schema (twice), 'unavailable' when it could not be reached or refused
 * the request (network, time-out, HTTP error) on every attempt.
 */
export type LlmOutcome<K extends LlmModuleKey> =
  { ok: true; result: AnalysisResult<K> } | { ok: false; reason: 'invalid' | 'unavailable' };
export type LlmProvider = {
  generate<K extends LlmModuleKey>(request: LlmRequest<K>): Promise<LlmOutcome<K>>;
};

export type OpenAiProviderConfig = { baseURL: string; apiKey: string | undefined; model: string; timeoutMs?: number };

/** Attempts per run: the first answer, and one retry when it is not valid against the schema. */
const ATTEMPTS = 2;

const instructions = [
  'You are a careful career coach. You receive a resume, a job posting and a draft result computed from them.',
  'Improve the wording of the draft and return it as JSON matching the given schema exactly.',
  'Never invent employers, job titles, dates, degrees, numbers or skills that the resume does not contain.',
  'Where a fact is missing, leave a bracketed placeholder such as [add the result] instead of guessing.',
].join(' ');

/**
 * Strict structured output has no open maps, so Interview Questions (category -> questions) travels
 * as a list of categories and is turned back into the map; the others travel as their contract shape.
 */
const QuestionCategoriesSchema = z.object({
  categories: z.array(z.object({ category: z.string(), questions: z.array(InterviewQuestionSchema) })),
});
function wireFormat(key: LlmModuleKey): {
  schema: z.ZodType;
  draft(result: unknown): unknown;
  result(wire: unknown): unknown;
} {
  if (key !== 'Module 5') return { schema: analysisResultSchemas[key], draft: (r) => r, result: (w) => w };
  return {
    schema: QuestionCategoriesSchema,
    draft: (r) => ({
      categories: Object.entries(r as Record<string, unknown>).map(([category, questions]) => ({
        category,
        questions,
      })),
    }),
    result: (w) =>
      Object.fromEntries(
        (w as z.infer<typeof QuestionCategoriesSchema>).categories.map((c) => [c.category, c.questions]),
      ),
  };
}

/** Any OpenAI-compatible endpoint, with structured output validated by the contract's zod schema. */
export function createOpenAiProvider(config: OpenAiProviderConfig): LlmProvider {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey ?? 'unset',
    timeout: config.timeoutMs ?? 25_000,
    maxRetries: 0,
  });
  return {
    async generate(request) {
      const schema = analysisResultSchemas[request.key];
      const wire = wireFormat(request.key);
      const input = {
        language: request.language ?? 'en',
        resume: request.resumeText,
        job_posting: request.postingText ?? '',
        draft: wire.draft(request.draft),
      };
      let answered = false;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        try {
          const completion = await client.chat.completions.parse({
            model: config.model,
            temperature: 0,
            messages: [
              { role: 'system', content: instructions },
              { role: 'user', content: JSON.stringify(input) },
            ],
            response_format: zodResponseFormat(wire.schema, `module_${request.key.slice('Module '.length)}`),
          });
          answered = true;
          const parsed = completion.choices[0]?.message.parsed;
          const checked = schema.safeParse(parsed === null || parsed === undefined ? parsed : wire.result(parsed));
          if (checked.success) return { ok: true, result: checked.data as AnalysisResult<typeof request.key> };
        } catch (error) {
          // Invalid JSON, a schema mismatch or a refusal is an answer; a transport or HTTP error is not.
          if (!isUnreachable(error)) answered = true;
        }
      }
      return { ok: false, reason: answered ? 'invalid' : 'unavailable' };
    },
  };
}

/** The endpoint gave no answer to judge: no connection, a time-out, or an HTTP error status. */
function isUnreachable(error: unknown): boolean {
  return error instanceof OpenAI.APIConnectionError || error instanceof OpenAI.APIError;
}
