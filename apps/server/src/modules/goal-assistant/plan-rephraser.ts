import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';

/** One text of Ask UC's plan the model may reword, named by where it sits ('acknowledgment', 'step.2.why'). */
export type PlanText = { id: string; text: string };

/**
 * An OpenAI-compatible model that rewords the plan's texts in the user's words (docs/decisions/035).
 * Answers the reworded texts, or null when the model gave nothing usable (an error, a time-out, an
 * answer not in the schema): the caller then keeps the engine's texts.
 */
export type PlanRephraser = {
  rephrase(input: { question: string; texts: readonly PlanText[] }): Promise<PlanText[] | null>;
};

export type OpenAiPlanRephraserConfig = {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
};

const RephrasedSchema = z.object({ texts: z.array(z.object({ id: z.string(), text: z.string() })) });

const instructions = [
  "You reword the texts of a job seeker's plan so they answer the goal in the person's own words.",
  'Return every text under its id, as JSON matching the schema. Keep each text about as long as it is and keep its meaning.',
  'Never add employers, job titles, degrees, dates, numbers, skills, tools, links or steps that are not in the texts or the goal.',
].join(' ');

export function createOpenAiPlanRephraser(config: OpenAiPlanRephraserConfig): PlanRephraser {
  const client = new OpenAI({
    baseURL: config.baseURL,
    apiKey: config.apiKey ?? 'unset',
    timeout: config.timeoutMs ?? 25_000,
    maxRetries: 0,
  });
  return {
    async rephrase(input) {
      try {
        const completion = await client.chat.completions.parse({
          model: config.model,
          temperature: 0,
          messages: [
            { role: 'system', content: instructions },
            { role: 'user', content: JSON.stringify({ goal: input.question, texts: input.texts }) },
          ],
          response_format: zodResponseFormat(RephrasedSchema, 'ask_uc_plan'),
        });
        const checked = RephrasedSchema.safeParse(completion.choices[0]?.message.parsed);
        return checked.success ? checked.data.texts : null;
      } catch {
        // A transport or HTTP error, a time-out, invalid JSON or a refusal: the engine's texts stand.
        return null;
      }
    },
  };
}
