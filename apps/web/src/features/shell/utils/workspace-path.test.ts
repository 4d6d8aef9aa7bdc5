import { describe, expect, it } from 'vitest';
import { isWorkspaceId, parseWorkspaceView } from './workspace-path.ts';

describe('isWorkspaceId', () => {
  it('accepts current ids and rejects short, reserved and old ones', () => {
    expect(isWorkspaceId('ws_AbC123xyz0987654')).toBe(true);
    expect(isWorkspaceId('abc12')).toBe(false);
    expect(isWorkspaceId('documents')).toBe(false);
    expect(isWorkspaceId('wid-123456')).toBe(false);
    expect(isWorkspaceId('ws_bad!id')).toBe(false);
  });
});

describe('parseWorkspaceView', () => {
  it('reads the known sub-paths', () => {
    expect(parseWorkspaceView('')).toEqual({ kind: 'home' });
    expect(parseWorkspaceView('home/')).toEqual({ kind: 'home' });
    expect(parseWorkspaceView('documents')).toEqual({ kind: 'documents' });
    expect(parseWorkspaceView('agent')).toEqual({ kind: 'step', step: 10 });
    expect(parseWorkspaceView('applications')).toEqual({ kind: 'step', step: 11 });
  });
  it('clamps module numbers to 1..9 with 1 as default', () => {
    expect(parseWorkspaceView('modules/4')).toEqual({ kind: 'step', step: 4 });
    expect(parseWorkspaceView('modules/42')).toEqual({ kind: 'step', step: 9 });
    expect(parseWorkspaceView('modules/0')).toEqual({ kind: 'step', step: 1 });
    expect(parseWorkspaceView('modules')).toEqual({ kind: 'step', step: 1 });
  });
  it('rejects anything else', () => {
    expect(parseWorkspaceView('billing')).toBeNull();
    expect(parseWorkspaceView('modules/3/extra')).toBeNull();
  });
});
