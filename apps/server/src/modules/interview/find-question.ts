import { InterviewQuestionsSchema } from '@cp/contracts';

export type AskedQuestion = { question: string; guidelines: string[]; basis: string | null; category: string | null };

const key = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The picked question in the workspace's Interview Questions, with its guidelines and basis; the text alone when it is not there. */
export function findQuestion(storedQuestions: unknown, question: string): AskedQuestion {
  const parsed = InterviewQuestionsSchema.safeParse(storedQuestions);
  if (parsed.success) {
    for (const [category, list] of Object.entries(parsed.data)) {
      const found = list.find((q) => key(q.question) === key(question));
      if (found) {
        const guidelines = Array.isArray(found.guidelines)
          ? found.guidelines
          : found.guidelines
              .split('\n')
              .map((g) => g.trim())
              .filter(Boolean);
        return { question: found.question, guidelines, basis: found.basis || null, category };
      }
    }
  }
  return { question: question.trim(), guidelines: [], basis: null, category: null };
}
