import { stepInfo, type Step } from '../../../lib/steps.ts';

const reservedWords = new Set(['documents', 'modules', 'settings', 'home']);

/** DECISIONS.md 6: letters, digits, '_' or '-', longer than 5, not reserved, not the old 'wid-' form. */
export function isWorkspaceId(segment: string | undefined): segment is string {
  return typeof segment === 'string' && /^[A-Za-z0-9_-]{6,}$/.test(segment) && !reservedWords.has(segment) && !segment.startsWith('wid-');
}

export type WorkspaceView = { kind: 'home' } | { kind: 'documents' } | { kind: 'step'; step: Step };

/**
 * What the part after /app/w/{wid}/ asks for (spec 1 section 2, Routes): '' or 'home', 'documents',
 * 'modules/{n}' (n clamped to 1..9, default 1), 'agent', 'applications'. Anything else is null.
 */
export function parseWorkspaceView(rest: string): WorkspaceView | null {
  const path = rest.replace(/\/+$/, '');
  if (path === '' || path === 'home') return { kind: 'home' };
  if (path === 'documents') return { kind: 'documents' };
  if (path === 'agent') return { kind: 'step', step: 10 };
  if (path === 'applications') return { kind: 'step', step: 11 };
  const module = /^modules(?:\/([^/]*))?$/.exec(path);
  if (module) {
    const n = Number.parseInt(module[1] ?? '', 10);
    const step = Number.isNaN(n) ? 1 : Math.min(9, Math.max(1, n));
    return { kind: 'step', step: step as Step };
  }
  return null;
}

export function workspaceViewTitle(view: WorkspaceView): string {
  if (view.kind === 'home') return 'Workspace home';
  if (view.kind === 'documents') return 'My Documents';
  return stepInfo[view.step].name;
}
