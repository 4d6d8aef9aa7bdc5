import type { EngineData } from '../../engine-data.ts';
import type { OccupationMatch } from '../../posting/normalize-title.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import {
  hasFigure,
  hasResultClause,
  isStatement,
  leadVerbKind,
  listBullets,
  type ResumeBullet,
} from '../shared/bullet-checks.ts';
import type { Figures } from '../shared/figures.ts';
import { inDemandTools } from '../shared/occupation-skills.ts';
import type { FactorMeasure } from '../shared/score-factors.ts';
import { joinList, shorten } from '../shared/text-helpers.ts';
import { AUDIT_TARGETS, EXPECTED_SECTIONS, type AuditFactorId } from './audit-factors.ts';

const APPLIED_SECTIONS = new Set(['experience', 'projects']);
const quote = (text: string) => `'${shorten(text, 70)}'`;
const roleName = (r: ParsedResume['roles'][number]) => r.title ?? r.employer ?? r.dates?.text ?? 'a role';

export interface AuditContext {
  readonly resume: ParsedResume;
  readonly bullets: readonly ResumeBullet[];
  readonly occupation: OccupationMatch | null;
  readonly data: EngineData;
  readonly figures: Figures;
}

export function auditContext(
  resume: ParsedResume,
  occupation: OccupationMatch | null,
  data: EngineData,
  figures: Figures,
): AuditContext {
  return { resume, bullets: listBullets(resume), occupation, data, figures };
}

function sections({ resume }: AuditContext): FactorMeasure {
  const kinds = new Set(resume.sections.map((s) => s.kind));
  const present = EXPECTED_SECTIONS.filter((k) => kinds.has(k));
  const missing = EXPECTED_SECTIONS.filter((k) => !kinds.has(k));
  // a summary and a skills list can be written from what the resume already shows; experience and education cannot
  const fixable = missing.filter(
    (k) => (k === 'summary' && resume.roles.length > 0) || (k === 'skills' && resume.skills.length > 0),
  );
  return {
    isApplicable: true,
    score: present.length / EXPECTED_SECTIONS.length,
    potential: (present.length + fixable.length) / EXPECTED_SECTIONS.length,
    matched: present,
    missing,
    detail:
      missing.length === 0
        ? 'Experience, education, skills and summary are all there'
        : `No ${joinList(missing)} section`,
  };
}

function contact({ resume }: AuditContext): FactorMeasure {
  const fields = [
    ['name', resume.contact.name],
    ['e-mail', resume.contact.email],
    ['phone', resume.contact.phone],
    ['location', resume.contact.location],
  ] as const;
  const matched = fields.filter(([, v]) => v).map(([k]) => k);
  const missing = fields.filter(([, v]) => !v).map(([k]) => k);
  return {
    isApplicable: true,
    score: matched.length / fields.length,
    potential: 1,
    matched,
    missing,
    detail:
      missing.length === 0 ? 'Name, e-mail, phone and location found' : `No ${joinList(missing)} found at the top`,
  };
}

function roles({ resume }: AuditContext): FactorMeasure {
  if (resume.roles.length === 0)
    return {
      isApplicable: true,
      score: 0,
      potential: 0,
      matched: [],
      missing: ['work experience'],
      detail: 'No roles with dates found',
    };
  const parts = resume.roles.map((r) => ({
    r,
    missing: [!r.title && 'title', !r.employer && 'employer', !r.dates && 'dates'].filter((x): x is string => !!x),
  }));
  const score = parts.reduce((sum, p) => sum + (3 - p.missing.length) / 3, 0) / parts.length;
  const complete = parts.filter((p) => p.missing.length === 0);
  return {
    isApplicable: true,
    score,
    potential: 1,
    matched: complete.map((p) => roleName(p.r)),
    missing: parts.filter((p) => p.missing.length > 0).map((p) => `${joinList(p.missing)} of ${roleName(p.r)}`),
    detail: `${complete.length} of ${resume.roles.length} roles name their title, employer and dates`,
  };
}

function outcomes({ bullets, resume, figures }: AuditContext): FactorMeasure {
  const statements = bullets.filter((b) => isStatement(b.text));
  if (statements.length === 0)
    return {
      isApplicable: true,
      score: 0,
      potential: resume.roles.length > 0 ? 1 : 0,
      matched: [],
      missing: ['bullets describing your work'],
      detail: 'No bullet points describe the work',
    };
  const withFigure = statements.filter((b) => hasFigure(b.text));
  const inWords = statements.filter((b) => !hasFigure(b.text) && hasResultClause(b.text));
  const share = (withFigure.length + inWords.length / 2) / statements.length;
  return {
    isApplicable: true,
    score: Math.min(1, share / AUDIT_TARGETS.outcomeShare),
    potential: 1,
    matched: withFigure.map((b) => quote(b.text)),
    missing: statements.filter((b) => !withFigure.includes(b)).map((b) => quote(b.text)),
    detail: `${figures.number(withFigure.length)} of ${figures.number(statements.length)} bullets state a result with a number${inWords.length > 0 ? `, ${figures.number(inWords.length)} more a result in words` : ''}`,
  };
}

function actionVerbs({ bullets, figures }: AuditContext): FactorMeasure {
  const statements = bullets.filter((b) => isStatement(b.text));
  if (statements.length === 0)
    return { isApplicable: false, score: 0, potential: 0, matched: [], missing: [], detail: 'No bullets to judge' };
  const kinds = statements.map((b) => ({ b, kind: leadVerbKind(b.text) }));
  const strong = kinds.filter((k) => k.kind === 'strong');
  return {
    isApplicable: true,
    score: Math.min(1, strong.length / statements.length / AUDIT_TARGETS.actionShare),
    potential: 1,
    matched: strong.map((k) => quote(k.b.text)),
    missing: kinds
      .filter((k) => k.kind !== 'strong')
      .map(
        (k) =>
          `${quote(k.b.text)} (${k.kind === 'passive' ? 'passive voice' : k.kind === 'weak' ? 'weak opening' : 'no action verb'})`,
      ),
    detail: `${figures.number(strong.length)} of ${figures.number(statements.length)} bullets open with an action verb`,
  };
}

/** Vocabulary skills (tools and knowledge) the resume lists in its skills section. */
export function listedSkillMentions(resume: ParsedResume) {
  return resume.skills.filter((m) => m.skill.category !== 'soft' && m.evidence.some((e) => e.section === 'skills'));
}

export const isShownInUse = (mention: ParsedResume['skills'][number]) =>
  mention.evidence.some((e) => APPLIED_SECTIONS.has(e.section));

function skillsEvidence({ resume, figures }: AuditContext): FactorMeasure {
  const listed = listedSkillMentions(resume);
  if (listed.length === 0)
    return {
      isApplicable: false,
      score: 0,
      potential: 0,
      matched: [],
      missing: [],
      detail: 'No skills section to compare with the roles',
    };
  const shown = listed.filter(isShownInUse);
  const score = shown.length / listed.length;
  return {
    isApplicable: true,
    score,
    // where a listed skill was used is the candidate's own fact, like a result: stating it is a wording fix
    potential: 1,
    matched: shown.map((m) => m.skill.name),
    missing: listed.filter((m) => !shown.includes(m)).map((m) => m.skill.name),
    detail: `${figures.number(shown.length)} of ${figures.number(listed.length)} listed skills also appear in a role or project`,
  };
}

function marketSkills({ resume, occupation, data, figures }: AuditContext): FactorMeasure {
  const title = occupation ? (data.occupationByCode.get(occupation.code)?.title ?? occupation.matchedTitle) : null;
  const tools = occupation ? inDemandTools(occupation.code, data) : [];
  if (!occupation || tools.length === 0) {
    return {
      isApplicable: false,
      score: 0,
      potential: 0,
      matched: [],
      missing: [],
      detail: occupation
        ? `O*NET lists too few in-demand tools for ${title} to judge by`
        : 'No occupation matched, so no market to compare with',
    };
  }
  const have = new Set(resume.skills.map((m) => m.skill.id));
  const matched = tools.filter((t) => have.has(t.skill.id));
  const target = Math.min(tools.length, AUDIT_TARGETS.marketTools);
  const score = Math.min(1, matched.length / target);
  return {
    isApplicable: true,
    score,
    potential: score,
    matched: matched.map((t) => t.skill.name),
    missing: tools
      .filter((t) => !have.has(t.skill.id))
      .slice(0, 8)
      .map((t) => t.skill.name),
    detail: `Shows ${figures.number(matched.length)} of the ${figures.number(tools.length)} tools O*NET lists as in demand for ${title}; showing ${figures.number(target)} of them earns full marks`,
  };
}

function length({ resume, bullets, figures }: AuditContext): FactorMeasure {
  if (resume.roles.length === 0)
    return { isApplicable: false, score: 0, potential: 0, matched: [], missing: [], detail: 'No roles to judge' };
  const { bulletsPerRole, bulletWords } = AUDIT_TARGETS;
  const roleChecks = resume.roles.map((r, i) => {
    const n = bullets.filter((b) => b.roleIndex === i).length;
    return { r, n, ok: n >= bulletsPerRole.min && n <= bulletsPerRole.max };
  });
  const wordChecks = bullets
    .map((b) => ({ b, words: b.text.split(/\s+/).length }))
    .map((w) => ({ ...w, ok: w.words >= bulletWords.min && w.words <= bulletWords.max }));
  const score =
    0.5 * (roleChecks.filter((c) => c.ok).length / roleChecks.length) +
    0.5 * (wordChecks.length > 0 ? wordChecks.filter((c) => c.ok).length / wordChecks.length : 0);
  return {
    isApplicable: true,
    score,
    potential: 1,
    matched: roleChecks.filter((c) => c.ok).map((c) => roleName(c.r)),
    missing: [
      ...roleChecks
        .filter((c) => !c.ok)
        .map((c) => `${roleName(c.r)}: ${figures.number(c.n)} ${c.n === 1 ? 'bullet' : 'bullets'}`),
      ...wordChecks.filter((c) => !c.ok).map((c) => `${quote(c.b.text)}: ${figures.number(c.words)} words`),
    ],
    detail: `${figures.number(roleChecks.filter((c) => c.ok).length)} of ${figures.number(roleChecks.length)} roles have ${figures.number(bulletsPerRole.min)}-${figures.number(bulletsPerRole.max)} bullets; ${figures.number(wordChecks.filter((c) => c.ok).length)} of ${figures.number(wordChecks.length)} bullets are ${figures.number(bulletWords.min)}-${figures.number(bulletWords.max)} words`,
  };
}

/** measureResume: every audit factor measured on the resume, with what matched and what did not. */
export function measureResume(context: AuditContext): Record<AuditFactorId, FactorMeasure> {
  return {
    sections: sections(context),
    contact: contact(context),
    roles: roles(context),
    outcomes: outcomes(context),
    'action-verbs': actionVerbs(context),
    'skills-evidence': skillsEvidence(context),
    'market-skills': marketSkills(context),
    length: length(context),
  };
}
