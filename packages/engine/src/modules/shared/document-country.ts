import { countryOf } from '../../lookups/country-of.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';

/** A country the parser declared on the document (ISO alpha-2), where it carries one. */
const declaredCountry = (doc: object): string | null | undefined =>
  (doc as { readonly country?: string | null }).country;

/** Currencies that name one country: pay stated in them places the job there. */
const CURRENCY_COUNTRIES: Readonly<Record<string, string>> = {
  USD: 'US',
  GBP: 'GB',
  CAD: 'CA',
  AUD: 'AU',
  INR: 'IN',
  PLN: 'PL',
  TRY: 'TR',
  MYR: 'MY',
  SEK: 'SE',
  NZD: 'NZ',
};

/** The resume's country: the one its parser read, else the one its contact location (or else its contact lines) names; null when unknown. */
export function resumeCountry(resume: ParsedResume): string | null {
  const contactLines = resume.sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines.map((l) => l.text));
  return declaredCountry(resume) ?? countryOf(resume.contact.location) ?? countryOf(contactLines.join('\n'));
}

/** The job's country: the one its parser read, else its location's, else the one its stated pay's currency names. */
export function postingCountry(posting: ParsedPosting): string | null {
  return (
    declaredCountry(posting) ??
    countryOf(posting.location.text) ??
    (posting.salary ? (CURRENCY_COUNTRIES[posting.salary.currency] ?? null) : null)
  );
}
