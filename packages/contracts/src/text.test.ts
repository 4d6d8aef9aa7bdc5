import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';
import { hasUnsafeText } from './text.ts';

type Leaf = { path: string; schema: z.ZodType };

/** Every string a request schema accepts, found by walking the schema (objects, wrappers, pipes' inputs). */
function stringLeaves(schema: z.ZodType, path: string, out: Leaf[]): Leaf[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (child: unknown, at: string) => stringLeaves(child as z.ZodType, at, out);
  switch (def.type) {
    case 'string':
      out.push({ path, schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${path}.${key}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'pipe':
      walk(def.in, path);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((option, i) => walk(option, `${path}|${i}`));
      break;
    case 'record':
      walk(def.valueType, `${path}{}`);
      break;
    default:
      break;
  }
  return out;
}

const requestSchemas = Object.entries(contracts).filter(
  ([name, value]) =>
    /(Body|Query|Params|Fields)Schema$/.test(name) &&
    name !== 'ErrorBodySchema' &&
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value,
) as [string, z.ZodType][];
/** Pasted documents are cleaned by the server's normalizer instead (pastedDocumentText; docs/decisions/016). */
const pastedDocuments = [
  'UpdateCvTextBodySchema.cv_text',
  'UpdateJdTextBodySchema.jd_text',
  'ParseResumeBodySchema.text',
  'TailorBodySchema.jd_text',
  'BuilderScoresBodySchema.jd_text',
  'LiveStartBodySchema.cv_text',
  'LiveStartBodySchema.jd_text',
  'PreviewKitBodySchema.resume_text',
  'ApplyJobBodySchema.resume_text',
];
const leaves = requestSchemas
  .flatMap(([name, schema]) => stringLeaves(schema, name, []))
  .filter((l) => !pastedDocuments.includes(l.path));

describe('request strings refuse NUL and broken Unicode', () => {
  it('finds the request schemas and their string fields', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
    const paths = leaves.map((l) => l.path);
    // The fields an outside probe broke with a NUL byte (docs/decisions/016).
    for (const field of [
      'UpdateProfileBodySchema.other_job_category',
      'UpdateProfileBodySchema.career_context',
      'CreateCheckoutSessionBodySchema.referral_id',
    ]) {
      expect(paths).toContain(field);
    }
    expect(paths.some((p) => /\.action$/.test(p))).toBe(true);
    expect(paths.some((p) => /\.run_id$/.test(p))).toBe(true);
    expect(paths).toContain('UpdateCvTextBodySchema.wid');
  });

  it.each(leaves.map((l) => [l.path, l.schema] as const))('%s', (_path, schema) => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDBFFb']) {
      expect(schema.safeParse(bad).success).toBe(false);
    }
  });

  it('tells broken text from real text', () => {
    expect(hasUnsafeText('Zoë 😀 résumé – 北京')).toBe(false);
    expect(hasUnsafeText('😀'.slice(0, 1))).toBe(true);
  });
});
