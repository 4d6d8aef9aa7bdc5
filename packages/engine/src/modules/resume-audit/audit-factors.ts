/**
 * The resume score as data: each factor's weight (points out of 100 when every factor applies) and
 * the targets that turn a measurement into 0-100. The potential score counts only fixes that need no
 * new fact: wording, results the candidate knows, dates and contact details they have; never skills,
 * roles or degrees they would have to acquire.
 */
import type { FactorDefinition } from '../shared/score-factors.ts';

export const AUDIT_FACTOR_IDS = [
  'sections',
  'contact',
  'roles',
  'outcomes',
  'action-verbs',
  'skills-evidence',
  'market-skills',
  'length',
] as const;
export type AuditFactorId = (typeof AUDIT_FACTOR_IDS)[number];

export const AUDIT_FACTORS: ReadonlyArray<FactorDefinition<AuditFactorId> & { readonly description: string }> = [
  {
    id: 'sections',
    label: 'Sections',
    weight: 10,
    description: 'Experience, education, skills and a summary, each under its own heading',
  },
  { id: 'contact', label: 'Contact details', weight: 5, description: 'Name, e-mail, phone and location at the top' },
  {
    id: 'roles',
    label: 'Roles with title, employer and dates',
    weight: 15,
    description: 'Every role names its title, its employer and its dates',
  },
  {
    id: 'outcomes',
    label: 'Results and numbers',
    weight: 20,
    description: 'Share of bullets that state a result, ideally with a number',
  },
  {
    id: 'action-verbs',
    label: 'Action verbs',
    weight: 15,
    description: "Share of bullets that open with what you did ('Led', 'Built'), not a duty or the passive voice",
  },
  {
    id: 'skills-evidence',
    label: 'Skills shown in roles',
    weight: 15,
    description: 'Share of the listed skills that a role or project also shows in use',
  },
  {
    id: 'market-skills',
    label: 'Tools the occupation asks for',
    weight: 10,
    description: "Share of the O*NET 'in demand' tools of the matched occupation that the resume shows",
  },
  {
    id: 'length',
    label: 'Length and bullet size',
    weight: 10,
    description: 'Two to six bullets a role, six to 35 words a bullet',
  },
];

export const AUDIT_TARGETS = {
  /** Share of bullets with a figure at which the outcomes factor is full; a result in words counts half. */
  outcomeShare: 0.5,
  /** Share of bullets opening with an action verb at which the factor is full. */
  actionShare: 0.8,
  bulletsPerRole: { min: 2, max: 6 },
  bulletWords: { min: 6, max: 35 },
  /** Number of in-demand tools that makes the market factor full (or all of them, if fewer). */
  marketTools: 12,
} as const;

export const EXPECTED_SECTIONS = ['experience', 'education', 'skills', 'summary'] as const;
