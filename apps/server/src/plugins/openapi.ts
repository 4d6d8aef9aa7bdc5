import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../http/types.ts';

/** OpenAPI generated from the contracts' zod schemas; JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: App) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Career Prep API',
        version: '0.1.0',
        description: 'Every body is validated with the zod contracts in packages/contracts.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
