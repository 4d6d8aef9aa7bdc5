import type { EngineData } from '../../engine-data.ts';
import type { ClaimFlag } from '../module-types.ts';
import type { ClaimFacts } from './claim-facts.ts';
import { checkClaims, type ClaimCheckOptions, type ClaimKind } from './find-unsupported-claims.ts';

const MESSAGES: Readonly<Record<ClaimKind, string>> = {
  employer: 'names an employer the resume does not contain',
  title: 'names a job title the resume does not contain',
  degree: 'names a degree the resume does not contain',
  date: 'states a date the resume does not contain',
  number: 'states a number the resume does not contain',
  skill: 'names a skill the resume does not show',
  name: 'names something the resume does not contain',
};

/** The flags of some generated fields: every unsupported claim, with the field it is in and a message for the user. */
export function flagClaims(
  fields: ReadonlyArray<{ readonly field: string; readonly text: string }>,
  facts: ClaimFacts,
  data: EngineData,
  options: Pick<ClaimCheckOptions, 'checkSkills' | 'formulaTexts'> = {},
): ClaimFlag[] {
  return fields.flatMap(({ field, text }) =>
    checkClaims(text, facts, data, options).map((c) => ({
      kind: c.kind,
      text: c.text,
      field,
      message: `'${c.text}' ${MESSAGES[c.kind]}: check it before you use this text`,
    })),
  );
}
