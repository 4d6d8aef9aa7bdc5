import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

type Json = Record<string, unknown>;
const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const pathItemFields = new Set([...httpMethods, 'summary', 'description', 'servers', 'parameters', '$ref']);

/**
 * The structural rules of OpenAPI 3.0 that a generator can get wrong: operation and response shapes,
 * path templates backed by required path parameters, and every $ref and security scheme resolving.
 */
function openApiProblems(doc: Json): string[] {
  const problems: string[] = [];
  if (typeof doc.openapi !== 'string' || !/^3\.\d+\.\d+$/.test(doc.openapi))
    problems.push(`openapi version ${String(doc.openapi)}`);
  const info = doc.info as Json | undefined;
  if (typeof info?.title !== 'string' || typeof info?.version !== 'string')
    problems.push('info.title and info.version must be strings');
  const schemes = ((doc.components as Json | undefined)?.securitySchemes ?? {}) as Json;
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    if (!route.startsWith('/')) problems.push(`${route}: path must start with /`);
    for (const [field, value] of Object.entries(item)) {
      if (!pathItemFields.has(field)) problems.push(`${route}: unknown field ${field}`);
      if (!httpMethods.has(field)) continue;
      const op = value as Json;
      const where = `${field.toUpperCase()} ${route}`;
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>);
      if (responses.length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of responses) {
        if (!/^(default|[1-5](\d\d|XX))$/.test(status)) problems.push(`${where}: bad status ${status}`);
        if (typeof response.description !== 'string') problems.push(`${where} ${status}: description missing`);
      }
      const params = [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])];
      for (const name of route.match(/\{([^}]+)\}/g) ?? []) {
        const param = params.find((p) => p.in === 'path' && `{${String(p.name)}}` === name);
        if (!param || param.required !== true) problems.push(`${where}: ${name} has no required path parameter`);
      }
      for (const requirement of (op.security ?? []) as Json[]) {
        for (const scheme of Object.keys(requirement))
          if (!(scheme in schemes)) problems.push(`${where}: unknown security scheme ${scheme}`);
      }
    }
  }
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const target = value
          .replace(/^#\//, '')
          .split('/')
          .reduce<unknown>((at, part) => (at as Json | undefined)?.[part], doc);
        if (!value.startsWith('#/') || target === undefined) problems.push(`unresolved $ref ${value}`);
      } else visit(value);
    }
  };
  visit(doc);
  return problems;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { DEV_ROUTES: 'true' } });
});
afterAll(async () => ctx?.close());

describe('OpenAPI', () => {
  it('serves a valid OpenAPI 3 document at /api/docs/json that lists the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Json;
    expect(openApiProblems(doc)).toEqual([]);
    const paths = doc.paths as Record<string, Record<string, Json>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/me', '/api/auth/oauth/{provider}/start']),
    );
    // Hidden routes stay hidden.
    expect(Object.keys(paths)).not.toContain('/api/dev/outbox');

    const signupBody = (paths['/api/auth/signup']!.post!.requestBody as Json).content as Record<
      string,
      { schema: Json }
    >;
    expect(signupBody['application/json']!.schema.required).toEqual(['email', 'password', 'terms_accepted']);
    expect(paths['/api/me']!.get!.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(paths['/api/me']!.get!.responses as Json)).toEqual(expect.arrayContaining(['200', '401']));
  });

  it('catches a broken document (the checker itself can fail)', () => {
    expect(
      openApiProblems({ openapi: '2.0', info: {}, paths: { '/x/{id}': { get: { responses: {} } } } }),
    ).toHaveLength(4);
    expect(
      openApiProblems({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: {},
        x: { $ref: '#/components/schemas/Nope' },
      }),
    ).toEqual(['unresolved $ref #/components/schemas/Nope']);
  });

  it('serves the documentation UI as HTML at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger-ui/i);
  });
});
