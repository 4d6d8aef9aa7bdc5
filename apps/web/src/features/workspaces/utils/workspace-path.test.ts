import { describe, expect, it } from 'vitest';
import {
  clampModuleStep,
  insertWorkspacePath,
  isStaleWorkspaceId,
  isWorkspaceId,
  parseWorkspacePath,
  switchWorkspacePath,
} from './workspace-path.ts';

describe('isWorkspaceId (docs/decisions/038 section 2)', () => {
  it('accepts current ids and rejects short, reserved, old and malformed ones', () => {
    expect(isWorkspaceId('ws_AbC123xyz0987654')).toBe(true);
    expect(isWorkspaceId('abcdef')).toBe(true);
    expect(isWorkspaceId('abc12')).toBe(false);
    for (const word of ['documents', 'modules', 'settings', 'home']) expect(isWorkspaceId(word)).toBe(false);
    expect(isWorkspaceId('wid-123456')).toBe(false);
    expect(isStaleWorkspaceId('wid-123456')).toBe(true);
    expect(isWorkspaceId('ws_bad!id')).toBe(false);
    expect(isWorkspaceId(undefined)).toBe(false);
  });
});

describe('clampModuleStep', () => {
  it('clamps to 1..9 with 1 as the default', () => {
    expect(clampModuleStep('4')).toBe(4);
    expect(clampModuleStep('0')).toBe(1);
    expect(clampModuleStep('-3')).toBe(1);
    expect(clampModuleStep('12')).toBe(9);
    expect(clampModuleStep(undefined)).toBe(1);
    expect(clampModuleStep('abc')).toBe(1);
    expect(clampModuleStep('3abc')).toBe(3);
  });
});

describe('parseWorkspacePath', () => {
  it('reads the workspace and the step on screen', () => {
    expect(parseWorkspacePath('/app/w/ws_0123456789abcdef')).toEqual({ wid: 'ws_0123456789abcdef', step: null });
    expect(parseWorkspacePath('/app/w/ws_0123456789abcdef/home')).toEqual({ wid: 'ws_0123456789abcdef', step: null });
    expect(parseWorkspacePath('/app/w/ws_0123456789abcdef/documents/')).toEqual({
      wid: 'ws_0123456789abcdef',
      step: 0,
    });
    expect(parseWorkspacePath('/app/w/ws_0123456789abcdef/modules/7')).toEqual({ wid: 'ws_0123456789abcdef', step: 7 });
    expect(parseWorkspacePath('/app/w/ws_0123456789abcdef/agent')).toEqual({ wid: 'ws_0123456789abcdef', step: 10 });
    expect(parseWorkspacePath('/app/w/ws_0123456789abcdef/applications')).toEqual({
      wid: 'ws_0123456789abcdef',
      step: 11,
    });
  });

  it('finds no workspace in other paths or with an invalid id', () => {
    expect(parseWorkspacePath('/app/homepage')).toEqual({ wid: null, step: null });
    expect(parseWorkspacePath('/app/w/documents/modules/2')).toEqual({ wid: null, step: null });
    expect(parseWorkspacePath('/app/w/wid-123456/documents')).toEqual({ wid: null, step: null });
  });
});

describe('switchWorkspacePath', () => {
  it('keeps the module, documents, agent and applications views', () => {
    expect(switchWorkspacePath('/app/w/ws_A123456/modules/3', 'ws_B123456')).toBe('/app/w/ws_B123456/modules/3');
    expect(switchWorkspacePath('/app/w/ws_A123456/documents', 'ws_B123456')).toBe('/app/w/ws_B123456/documents');
    expect(switchWorkspacePath('/app/w/ws_A123456/agent/', 'ws_B123456')).toBe('/app/w/ws_B123456/agent');
  });

  it("goes to the other workspace's home from anywhere else", () => {
    expect(switchWorkspacePath('/app/w/ws_A123456', 'ws_B123456')).toBe('/app/w/ws_B123456');
    expect(switchWorkspacePath('/app/homepage', 'ws_B123456')).toBe('/app/w/ws_B123456');
    expect(switchWorkspacePath('/app/settings', 'ws_B123456')).toBe('/app/w/ws_B123456');
  });
});

describe('insertWorkspacePath', () => {
  it('puts the id into a path that lacks it', () => {
    expect(insertWorkspacePath('/app/documents', 'ws_B123456')).toBe('/app/w/ws_B123456/documents');
    expect(insertWorkspacePath('/app/modules/0', 'ws_B123456')).toBe('/app/w/ws_B123456/modules/0');
    expect(insertWorkspacePath('/app/home', 'ws_B123456')).toBe('/app/w/ws_B123456');
  });
});
