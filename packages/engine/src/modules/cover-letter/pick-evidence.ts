import type { FitResult } from '../../fit/fit-types.ts';
import type { FitEvidence } from '../../fit/requirement-match.ts';
import type { Requirement } from '../../posting/extract-requirements.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { hasFigure, listBullets } from '../shared/bullet-checks.ts';
import { describeRole, findRole, isRoleLikeProject, type LetterRole } from './letter-roles.ts';
import { joinContinuation, sayLineAsClause, wholeSentences } from './letter-sentence.ts';
import { lineShowsRequirement } from './line-shows-requirement.ts';
import { roleHeaderLines } from '../shared/role-header-lines.ts';

const MAX_EVIDENCE = 3;
const MIN_EVIDENCE = 2;
const MAX_PER_ROLE = 2;

export interface Evidence {
  readonly requirement: string;
  readonly line: FitEvidence;
  /** The resume's sentence as written (a wrapped line joined to its continuation, one sentence only). */
  readonly sentence: string;
  /** The sentence as a first-person clause without its subject ('led a team of five ...'); null when it does not open with an action. */
  readonly clause: string | null;
  /** The role as the letter may describe it; null for a project or a line outside any role. */
  readonly role: LetterRole | null;
  /** Where the role stands in the resume (0: the most recent); null for a project or a line outside any role. */
  readonly roleIndex: number | null;
  readonly section: 'experience' | 'projects';
}

export interface PickOptions {
  /** The letter states lines in the first person (English): only lines that open with an action can be used. */
  readonly needsClause: boolean;
  /** The posting's requirements by id: a line is paired with one only when it shows it (line-shows-requirement.ts). */
  readonly requirements?: ReadonlyMap<string, Requirement>;
}

function toEvidence(
  resume: ParsedResume,
  requirement: string,
  line: FitEvidence,
  options: PickOptions,
): Evidence | null {
  if (line.section !== 'experience' && line.section !== 'projects') return null;
  const sentences = wholeSentences(line.line >= 0 ? joinContinuation(resume, line.line, line.text) : line.text);
  if (sentences.length === 0) return null;
  // a line of a role is that role's work, whichever section it was read in (paid work is never 'my own projects'),
  // and so is a line of a 'project' that is a job the reading put among projects
  const owner = resume.roles.find((r) => r.bulletLines.includes(line.line) || r.bullets.includes(line.text.trim()));
  const project = owner
    ? null
    : resume.projects.find((x) => x.lines.includes(line.line) || x.bullets.includes(line.text.trim()));
  const section = owner || (project && isRoleLikeProject(project.name, project.dates)) ? 'experience' : line.section;
  const found = owner ?? (section === 'experience' ? findRole(resume, line.role) : null);
  const role = found ? describeRole(found) : null;
  // the first sentence the letter can use: in English, the first that opens with an action
  const tense = role?.isCurrent ? 'present' : 'past';
  const said = sentences.map((sentence) => ({ sentence, clause: sayLineAsClause(sentence, tense) }));
  const pick = options.needsClause ? said.find((x) => x.clause) : said[0];
  const roleIndex = found ? resume.roles.indexOf(found) : null;
  return pick ? { requirement, line, sentence: pick.sentence, clause: pick.clause, role, roleIndex, section } : null;
}

/**
 * The resume lines that answer the posting's top requirements (must-haves first, then by how well
 * they match), each a whole sentence, at most two from one role; when fewer than two match, the
 * most recent roles' own lines (those with figures first) still show the work.
 */
export function pickEvidence(fit: FitResult, resume: ParsedResume, options: PickOptions): Evidence[] {
  const headers = roleHeaderLines(resume);
  const out: Evidence[] = [];
  const canAdd = (e: Evidence) =>
    !out.some((o) => o.line.line === e.line.line || o.sentence === e.sentence) &&
    out.filter((o) => JSON.stringify(o.line.role) === JSON.stringify(e.line.role)).length < MAX_PER_ROLE;
  const ranked = [...fit.requirements]
    .filter((m) => m.status !== 'missing')
    .sort((a, b) =>
      a.requirement.kind === b.requirement.kind ? b.score - a.score : a.requirement.kind === 'must' ? -1 : 1,
    );
  for (const m of ranked) {
    if (out.length >= MAX_EVIDENCE) break;
    const requirement = options.requirements?.get(m.requirement.id);
    for (const line of m.evidence) {
      if (headers.has(line.line) || (requirement && !lineShowsRequirement(requirement, line.text))) continue;
      const e = toEvidence(resume, m.requirement.label, line, options);
      if (e && canAdd(e)) {
        out.push(e);
        break;
      }
    }
  }
  if (out.length >= MIN_EVIDENCE) return out;
  const bullets = listBullets(resume).filter((b) => b.role && b.section === 'experience');
  for (const b of [...bullets.filter((x) => hasFigure(x.text)), ...bullets.filter((x) => !hasFigure(x.text))]) {
    if (out.length >= MIN_EVIDENCE) break;
    const role = b.role!;
    const line = role.bulletLines.find((l) => resume.lines[l]?.includes(b.text.slice(0, 40))) ?? -1;
    const e = toEvidence(
      resume,
      'your recent work',
      {
        section: 'experience',
        line,
        text: b.text,
        role: { title: role.title, employer: role.employer, dates: role.dates?.text ?? null },
      },
      options,
    );
    if (e && canAdd(e)) out.push(e);
  }
  return out;
}
