import { ErrorBodySchema } from '@cp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobPageServer, type JobPageServer } from '../../../test/job-pages.ts';
import { bearer, createTestApp, signUp, type TestContext } from '../../../test/test-app.ts';
import { defaultWorkspace } from '../../../test/workspace-helpers.ts';

// The probe's links: IPv6 spellings of loopback and the cloud metadata address (docs/decisions/019).
let pages: JobPageServer;
let ctx: TestContext;
beforeAll(async () => {
  pages = await startJobPageServer();
  ctx = await createTestApp();
});
afterAll(async () => {
  await Promise.all([ctx?.close(), pages?.close()]);
});

describe('job-link import and IPv6 forms that embed an IPv4 address', () => {
  it('refuses them as private addresses and never connects', async () => {
    const user = await signUp(ctx.app);
    const wid = await defaultWorkspace(ctx.app, user.id_token);
    const port = new URL(pages.origin).port;
    pages.hits.clear();
    for (const host of [
      '[::127.0.0.1]',
      '[::7f00:1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:7f00:1]',
      '[::169.254.169.254]',
      '[::ffff:a9fe:a9fe]',
    ]) {
      const url = `http://${host}:${port}/json-ld`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/modules/scrape-job-description',
        headers: bearer(user.id_token),
        payload: { wid, url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).detail, url).toBe(
        'This link points to a private or local network address, which cannot be fetched.',
      );
    }
    expect(pages.hits.size).toBe(0);
  });
});
