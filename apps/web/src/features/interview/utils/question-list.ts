import { InterviewQuestionsSchema } from '@cp/contracts';

export type PickableQuestion = { category: string; question: string; guidelines: string[]; basis: string };

/** The workspace's Interview Questions (module 5's stored result) as groups for the picker; empty when there are none or they are invalid. */
export function questionGroups(stored: unknown): Array<{ category: string; questions: PickableQuestion[] }> {
  const parsed = InterviewQuestionsSchema.safeParse(stored);
  if (!parsed.success) return [];
  return Object.entries(parsed.data).map(([category, list]) => ({
    category,
    questions: list.map((q) => ({
      category,
      question: q.question,
      guidelines: (Array.isArray(q.guidelines) ? q.guidelines : q.guidelines.split('\n'))
        .map((g) => g.replace(/^-\s*/, '').trim())
        .filter(Boolean),
      basis: q.basis,
    })),
  }));
}
