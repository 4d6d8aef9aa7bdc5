import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth.service.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/app', '/app'],
    ['/app/', '/app/'],
    ['/app/w/ws_abc123/agent', '/app/w/ws_abc123/agent'],
    ['/app/w/ws_abc/documents?tab=cv#top', '/app/w/ws_abc/documents?tab=cv#top'],
    ['/app?x=https://evil.example', '/app?x=https://evil.example'],
    ['/app/./w/../homepage', '/app/homepage'],
  ])('keeps the /app path %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['/'],
    ['app/homepage'],
    ['/apple'],
    ['/application/x'],
    ['/auth/callback'],
    ['https://evil.example/app'],
    ['//evil.example/app'],
    ['/\\evil.example'],
    ['/app\\..\\..\\evil'],
    ['/app/../evil'],
    ['/app/%2e%2e/evil'],
    ['/app/%2E%2E/%2e%2e/evil'],
    ['/app/..'],
    ['/app\t/x'],
    ['/app\n//evil.example'],
    ['/app\u0000'],
    [`/app/${'a'.repeat(600)}`],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
