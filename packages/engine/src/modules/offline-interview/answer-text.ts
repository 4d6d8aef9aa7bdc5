import { stem } from '../../text/stem.ts';
import { STOPWORDS } from '../../text/stopwords.ts';

/** An answer read into words and sentences, with the signals that say whether it is an answer at all. */
export interface AnswerText {
  readonly text: string;
  /** Lower-case words, in order. */
  readonly words: readonly string[];
  readonly sentences: readonly string[];
  /** Stems of the words that carry meaning (no function words). */
  readonly content: readonly string[];
}

const WORD = /[\p{L}\p{N}]+(?:['\u2019.][\p{L}\p{N}]+)*[+#]*/gu;

export function readAnswer(text: string): AnswerText {
  const clean = text.replace(/\s+/g, ' ').trim();
  // possessives are the word ('patient's' is about a patient)
  const words = (clean.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/\u2019/g, "'").replace(/'s$/, ''));
  const sentences = clean
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  const content = words.filter((w) => w.length > 1 && !STOPWORDS.has(w) && !/^\d+$/.test(w)).map(stem);
  return { text: clean, words, sentences, content };
}

/** Content stems of any text (a question, a guideline, a resume line), for overlap. */
export const contentStems = (text: string): string[] => [...new Set(readAnswer(text).content)];

const VOWEL = /[aeiouyà-ÿ]/;

/** A word no language spells: no vowel in a long word, five consonants in a row, or one letter repeated. */
function isUnwordlike(word: string): boolean {
  if (/\d/.test(word) || !/^[a-zà-ÿ']+$/.test(word)) return false;
  if (word.length >= 4 && !VOWEL.test(word)) return true;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(word)) return true;
  if (/(.)\1{2,}/.test(word)) return true;
  return word.length > 18;
}

/** Keyboard mashing or random letters: most words unspellable, or almost no function words in a long text. */
export function isGibberish(answer: AnswerText): boolean {
  const letters = answer.words.filter((w) => /^[a-zà-ÿ']+$/.test(w));
  if (letters.length === 0) return answer.words.length > 0;
  const odd = letters.filter(isUnwordlike).length / letters.length;
  const functionShare = letters.filter((w) => STOPWORDS.has(w)).length / letters.length;
  return (
    odd >= 0.4 ||
    (letters.length >= 6 && functionShare < 0.08 && odd >= 0.15) ||
    (letters.length >= 12 && functionShare < 0.04)
  );
}

/** The same sentence said again and again, or a few words looped: most of the answer adds nothing. */
export function isRepeated(answer: AnswerText): boolean {
  const keys = answer.sentences.map((s) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim(),
  );
  const distinct = new Set(keys);
  if (keys.length >= 3 && distinct.size / keys.length <= 0.5) return true;
  const grams = new Map<string, number>();
  for (let i = 0; i + 4 <= answer.words.length; i++) {
    const key = answer.words.slice(i, i + 4).join(' ');
    grams.set(key, (grams.get(key) ?? 0) + 1);
  }
  const total = Math.max(0, answer.words.length - 3);
  if (total >= 16 && grams.size / total <= 0.4) return true;
  return answer.content.length >= 12 && new Set(answer.content).size / answer.content.length < 0.3;
}

/** The question read back: nearly every meaningful word of the answer is the question's own. */
export function isCopiedQuestion(answer: AnswerText, question: string): boolean {
  const asked = new Set(contentStems(question));
  if (asked.size === 0 || answer.content.length === 0) return false;
  const own = answer.content.filter((w) => !asked.has(w));
  return own.length <= Math.max(3, Math.round(answer.content.length * 0.2));
}

/** Words spoken at a steady interview pace (words per minute), for the 'about N seconds' estimates. */
export const SPEAKING_WPM = 140;

/** Words every question uses that say nothing about what it asks. */
export const GENERIC_QUESTION_WORDS: ReadonlySet<string> = new Set(
  `tell time role ask asks asked resume walk piece work worked best show shows example experience posting requires require would like interview
  question answer year years part exactly know wrote describe give talk hands-on much many went typical week proudest anyway ready why
  handle first month months plan get make sure go about job pick say yourself`
    .split(/\s+/)
    .map(stem),
);

/** Words of working life: an answer with several of them is about work, even when it never repeats the question's words. */
const WORK_WORDS =
  /\b(?:work\w*|job|role|team\w*|colleague\w*|manager\w*|client\w*|customer\w*|patient\w*|project\w*|report\w*|deadline\w*|compan\w+|employer|office|shift\w*|course\w*|training|stud\w+|universit\w+|school|internship|stakeholder\w*|meeting\w*|product\w*|service\w*|code|coding|data|system\w*|process\w*|budget\w*|sales|users?|releas\w+|deploy\w*|launch\w*|analy\w+|design\w*|engineer\w*|develop\w*|manag\w+|led|built|plan\w*|goal\w*|task\w*|responsib\w+|deliver\w*|schedul\w*|cluster\w*|nurs\w+|doctor\w*|order\w*|supplier\w*|vendor\w*)\b/gi;

export const workWordCount = (answer: AnswerText): number => (answer.text.match(WORK_WORDS) ?? []).length;
