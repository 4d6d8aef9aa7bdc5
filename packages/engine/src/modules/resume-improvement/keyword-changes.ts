import type { Skill } from '../../bundle/bundle-types.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import type { SkillEvidence } from '../../skills/extract-skills.ts';
import { joinList, shorten, stripBullet } from '../shared/text-helpers.ts';
import type { Rewrite } from './rewrite-types.ts';
import { roleHeaderLines } from '../shared/role-header-lines.ts';

/** A skill the posting asks for (required or preferred), in the posting's own spelling. */
export interface PostingKeyword {
  readonly skill: Skill;
  readonly form: string;
}

export function postingKeywords(posting: ParsedPosting | null): PostingKeyword[] {
  if (!posting) return [];
  return posting.skills
    .filter((s) => s.importance !== 'mentioned')
    .map((s) => {
      // the posting's own spelling, unless the match spans punctuation ('Python (pandas' for pandas): then the skill's name
      const clean = s.evidence.map((e) => e.text).find((t) => /^[\w .+#/-]+$/.test(t));
      return { skill: s.skill, form: clean ?? s.skill.name };
    });
}

/** A named tool O*NET lists for some occupation ('PostgreSQL', 'Tableau'), not a field or concept ('Back end', 'computer science'). */
const isListedTool = (skill: Skill) =>
  skill.category === 'technology' && (skill.occupationCount > 0 || skill.isHot || skill.isInDemand);

/** The bullet of a role or project that shows a skill (never a header line, the summary or the skills list). */
function bulletEvidence(resume: ParsedResume, skillId: string): SkillEvidence | undefined {
  const headers = roleHeaderLines(resume);
  const bullets = new Set([...resume.roles.flatMap((r) => r.bulletLines)]);
  const evidence = resume.skills.find((m) => m.skill.id === skillId)?.evidence ?? [];
  return evidence.find(
    (e) => (e.section === 'experience' && bullets.has(e.line) && !headers.has(e.line)) || e.section === 'projects',
  );
}

/** The separator a skills line lists its items with (', ', ' | ', ' • ', '; '), or null when it is not a list. */
const listSeparator = (text: string) =>
  [', ', ' | ', ' • ', ' · ', '; '].find((s) => text.split(s).length >= 3) ?? null;

/**
 * Skills the posting asks for that the resume's bullets already show but its skills list does not name:
 * added to the list's last line, in the list's own style. Never written into a sentence, and never a
 * skill the bullets do not show.
 */
export function addToSkillsLine(
  resume: ParsedResume,
  keywords: readonly PostingKeyword[],
): { line: string; rewrite: Rewrite } | null {
  const section = resume.sections.find((s) => s.kind === 'skills');
  const line = section?.lines.filter((l) => l.text.trim().length > 0).at(-1);
  if (!section || !line) return null;
  const text = stripBullet(line.text).trimEnd();
  const separator = listSeparator(text);
  // 'Proven abilities in design, data modeling, and development' is a sentence with commas, not a list of skills
  if (
    !separator ||
    /^(?:proven|strong|excellent|extensive|solid|skilled|experienced|proficient|knowledge|abilities|ability)\b|\b(?:in|of|with)\b.*,/i.test(
      text.split(separator)[0] ?? '',
    )
  )
    return null;
  const listed = new Set(
    resume.skills.filter((m) => m.evidence.some((e) => e.section === 'skills')).map((m) => m.skill.id),
  );
  const shown = keywords
    .filter((k) => isListedTool(k.skill) && !listed.has(k.skill.id) && bulletEvidence(resume, k.skill.id))
    .slice(0, 5);
  if (shown.length === 0) return null;
  const where = bulletEvidence(resume, shown[0]!.skill.id)!;
  const names = shown.map((k) => k.form);
  return {
    line: text,
    rewrite: {
      text: `${text.replace(/[.;,|•·\s]+$/, '')}${separator}${names.join(separator)}`,
      reason: 'missing-keyword',
      rationale:
        `- Skills list: the posting asks for ${joinList(names)}, and your resume already shows ${names.length === 1 ? 'it' : 'them'} in your work ` +
        `(for example '${shorten(stripBullet(where.context), 70)}'), but your skills list does not name ${names.length === 1 ? 'it' : 'them'}. Recruiters and applicant tracking systems look there first.`,
      placeholders: [],
    },
  };
}
