import './zod-without-eval.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

describe('zod without eval (the CSP forbids it)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the setting Zod reads', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('builds and runs object parsers without the Function constructor', () => {
    const constructed = vi.fn();
    // A Function that records being constructed, as the browser reports a blocked eval.
    vi.stubGlobal(
      'Function',
      new Proxy(globalThis.Function, {
        construct(target, args) {
          constructed(args);
          return Reflect.construct(target, args);
        },
      }),
    );
    const Reminder = z.object({ title: z.string(), dueInDays: z.number().int().min(0) });
    expect(Reminder.parse({ title: 'Follow up with the recruiter', dueInDays: 3 })).toEqual({
      title: 'Follow up with the recruiter',
      dueInDays: 3,
    });
    expect(Reminder.safeParse({ title: 'Thank-you note', dueInDays: -1 }).success).toBe(false);
    expect(constructed).not.toHaveBeenCalled();
  });
});
