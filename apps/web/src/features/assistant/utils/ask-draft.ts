import { GoalAssistantResponseSchema, type GoalAssistantResponse } from '@cp/contracts';
import { storageKeys } from '../../../lib/storage-keys.ts';

export type AskDraft = { question: string; answer: GoalAssistantResponse | null };

const key = (wid: string) => `${storageKeys.askUcDraftPrefix}${wid}`;

/** The workspace's saved question and answer; an unreadable or malformed entry reads as empty. */
export function readAskDraft(wid: string): AskDraft {
  try {
    const raw = JSON.parse(localStorage.getItem(key(wid)) ?? 'null') as { question?: unknown; answer?: unknown } | null;
    const question = typeof raw?.question === 'string' ? raw.question : '';
    const answer = GoalAssistantResponseSchema.safeParse(raw?.answer);
    return { question, answer: answer.success ? answer.data : null };
  } catch {
    return { question: '', answer: null };
  }
}

export function writeAskDraft(wid: string, draft: AskDraft): void {
  try {
    localStorage.setItem(key(wid), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the draft lives for this visit only.
  }
}

export function clearAskDraft(wid: string): void {
  try {
    localStorage.removeItem(key(wid));
  } catch {
    // Nothing stored to clear.
  }
}
