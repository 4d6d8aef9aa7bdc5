// The Fastify instance every request goes through, before any feature: logging with secrets redacted,
// the body limit, proxy trust, request ids, zod validation, the one error body, security headers
// (helmet's CSP), rate limits and the OpenAPI document. buildApp (app.ts) wires the features onto it.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../config/env.ts';
import { registerOpenApi } from '../plugins/openapi.ts';
import { registerRateLimit } from '../plugins/rate-limit.ts';
import { registerErrorHandling, sendFrameworkError } from './error-handler.ts';
import type { App } from './types.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A hop count trusts that many proxies nearest to us; fastify's types take that only as a function. */
function fastifyTrustProxy(value: Env['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function createHttpServer(
  env: Env,
  onRoute?: (route: { method: string | string[]; url: string }) => void,
): Promise<App> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization', '*.password', '*.refresh_token', '*.id_token'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Errors raised before routing (a malformed URL, an over-long path parameter) get the one error body too.
    frameworkErrors: (error, request, reply) => void sendFrameworkError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) {
    const observe = onRoute;
    app.addHook('onRoute', (route) => observe({ method: route.method, url: route.url }));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Styles only: the toasts (sonner) and the dialogs' scroll lock (react-remove-scroll) add <style>
        // elements at run time, and a static index.html has no per-request nonce to give them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No 'unsafe-eval' and no inline script: the web app runs Zod jitless so it never tries to eval
        // (apps/web/src/lib/zod-without-eval.ts); a blocked attempt would still be reported as an issue.
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  await registerRateLimit(app, env);
  await registerOpenApi(app);
  return app;
}
