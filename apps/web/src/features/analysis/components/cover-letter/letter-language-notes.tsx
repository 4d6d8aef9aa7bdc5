import { letterLanguages } from '../../utils/letter-languages.ts';

/** A language's English name: the letter languages' own labels first, then the browser's ('sv' -> 'Swedish'). */
function languageName(code: string): string {
  const own = letterLanguages.find((l) => l.code === code)?.label;
  if (own) return own;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const NOTE = 'mt-2 rounded-[var(--radius-control)] bg-warning-soft px-3 py-2 text-sm text-amber-900';

/** The letter's language; the engine answers 'en (why)' when it could not write the one asked for: say so in words. */
export function LanguageNote({ language }: { language: string }) {
  const match = /^([a-z]{2,3})(?:-\w+)?(?: \((.+)\))?$/.exec(language);
  if (!match) return null;
  const label = letterLanguages.find((l) => l.code === match[1])?.label ?? match[1];
  if (!match[2]) return <p className="mt-1 text-sm text-ink-muted">Written in {label}.</p>;
  return (
    <p role="note" className={NOTE}>
      Written in {label}: {match[2]}.
    </p>
  );
}

/**
 * A posting written in another language than the letter (docs/decisions/046): said above the letter, with what the
 * user can do, so that an English letter is not sent to a German-speaking employer unawares.
 */
export function PostingLanguageNote({
  postingLanguage,
  letterLanguage,
}: {
  postingLanguage: string | null | undefined;
  letterLanguage: string;
}) {
  const letterCode = /^[a-z]{2,3}/.exec(letterLanguage)?.[0] ?? 'en';
  if (!postingLanguage || postingLanguage === letterCode) return null;
  const posting = languageName(postingLanguage);
  // the Letter language picker offers it: the user can ask for a letter in the posting's language
  const canWrite = letterLanguages.some((l) => l.code === postingLanguage);
  return (
    <p role="note" className={NOTE}>
      This posting is written in {posting}; the letter is in {languageName(letterCode)}.{' '}
      {canWrite
        ? `If the employer expects a letter in ${posting}, choose ${posting} under Letter language and run it again.`
        : `If the employer expects a letter in ${posting}, have this one translated before you send it.`}
    </p>
  );
}
