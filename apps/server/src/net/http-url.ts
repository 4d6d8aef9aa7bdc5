import { AppError } from '../http/app-error.ts';

export const invalidUrlMessage = 'Enter a valid http(s) link to a job posting.';

/** Only http(s) links without credentials; anything else is refused before any network use. */
export function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('VALIDATION_ERROR', invalidUrlMessage);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    throw new AppError('VALIDATION_ERROR', invalidUrlMessage);
  if (url.username || url.password)
    throw new AppError('VALIDATION_ERROR', 'Links with a user name or password cannot be fetched.');
  url.hash = '';
  return url;
}
