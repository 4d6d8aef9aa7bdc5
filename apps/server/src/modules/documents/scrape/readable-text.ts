import { Readability } from '@mozilla/readability';
import { nodeToText, htmlToText } from '../html-to-text.ts';

type PageDocument = { body: unknown; title?: string };

/** The page's main text with Mozilla Readability (the reader-view algorithm), else the whole body's text. */
export function extractReadableText(document: PageDocument): { title?: string; text: string } {
  let article: { title?: string | null; content?: string | null } | null = null;
  try {
    article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
      charThreshold: 200,
    }).parse();
  } catch {
    article = null;
  }
  const title = article?.title?.trim() || document.title?.trim() || undefined;
  const text = article?.content ? htmlToText(article.content) : nodeToText(document.body);
  return { ...(title ? { title } : {}), text };
}
