import type { ParsedPosting } from '../../posting/parse-posting.ts';

/**
 * The posting's own words a module may quote or name: its text, and its items as the parser read them
 * (a run-together line cut apart: 'State of TexasDiploma' gives 'State of Texas'; entities decoded:
 * 'R&C Guidelines'), so a question that names a posting term is never flagged as an invention.
 */
export function postingSources(
  posting: Pick<ParsedPosting, 'text' | 'requirements' | 'responsibilities' | 'duties' | 'title' | 'company'>,
): string[] {
  return [
    posting.text,
    posting.title ?? '',
    posting.company ?? '',
    ...posting.requirements.flatMap((r) => [r.text, r.label]),
    ...posting.responsibilities,
    ...posting.duties.flatMap((d) => [d.text, d.label]),
  ];
}
