import {
  ChangeSubscriptionBodySchema,
  ChangeSubscriptionResponseSchema,
  CheckSubscriptionBodySchema,
  CheckSubscriptionResponseSchema,
  CreateCheckoutSessionBodySchema,
  CreateCheckoutSessionResponseSchema,
  CreatePortalSessionResponseSchema,
  SubscriptionMessageResponseSchema,
  TestCheckoutOutcomeSchema,
  TestCheckoutParamsSchema,
  TestCheckoutSessionSchema,
  TestPortalResponseSchema,
} from '@cp/contracts';
import { assertSameUser, currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import type { BillingService } from './billing.service.ts';

/**
 * /api/payments/*: the spec's calls (docs/product/1-platform.md section 7) and the test mode's checkout and portal
 * pages.
 */
export function registerBillingRoutes(app: App, deps: { billing: BillingService; authenticate: Authenticate }) {
  const { billing } = deps;
  const common = { preHandler: deps.authenticate };
  const tags = ['payments'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/payments/create-checkout-session',
    {
      ...common,
      schema: {
        tags,
        security,
        body: CreateCheckoutSessionBodySchema,
        response: { 200: CreateCheckoutSessionResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { userId } = currentUser(req);
      assertSameUser(userId, req.body.user_id);
      return billing.createCheckoutSession(userId, req.body);
    },
  );

  app.post(
    '/api/payments/create-portal-session',
    { ...common, schema: { tags, security, response: { 200: CreatePortalSessionResponseSchema, ...errorResponses } } },
    async (req) => {
      return billing.createPortalSession(currentUser(req).userId);
    },
  );

  app.post(
    '/api/payments/cancel-subscription',
    { ...common, schema: { tags, security, response: { 200: SubscriptionMessageResponseSchema, ...errorResponses } } },
    async (req) => {
      return billing.cancelSubscription(currentUser(req).userId);
    },
  );

  app.post(
    '/api/payments/undo-cancel-subscription',
    { ...common, schema: { tags, security, response: { 200: SubscriptionMessageResponseSchema, ...errorResponses } } },
    async (req) => {
      return billing.undoCancelSubscription(currentUser(req).userId);
    },
  );

  app.post(
    '/api/payments/change-subscription',
    {
      ...common,
      schema: {
        tags,
        security,
        body: ChangeSubscriptionBodySchema,
        response: { 200: ChangeSubscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      return billing.changeSubscription(currentUser(req).userId, req.body);
    },
  );

  app.post(
    '/api/payments/check-subscription',
    {
      ...common,
      schema: {
        tags,
        security,
        body: CheckSubscriptionBodySchema,
        response: { 200: CheckSubscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { userId } = currentUser(req);
      assertSameUser(userId, req.body?.user_id);
      return billing.checkSubscription(userId);
    },
  );

  const params = TestCheckoutParamsSchema;
  app.get(
    '/api/payments/test-checkout/:session_id',
    { ...common, schema: { tags, security, params, response: { 200: TestCheckoutSessionSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return billing.getTestCheckout(currentUser(req).userId, req.params.session_id);
    },
  );

  app.post(
    '/api/payments/test-checkout/:session_id/complete',
    { ...common, schema: { tags, security, params, response: { 200: TestCheckoutOutcomeSchema, ...errorResponses } } },
    async (req) => {
      return billing.completeTestCheckout(currentUser(req).userId, req.params.session_id);
    },
  );

  app.post(
    '/api/payments/test-checkout/:session_id/cancel',
    { ...common, schema: { tags, security, params, response: { 200: TestCheckoutOutcomeSchema, ...errorResponses } } },
    async (req) => {
      return billing.cancelTestCheckout(currentUser(req).userId, req.params.session_id);
    },
  );

  app.get(
    '/api/payments/test-portal',
    { ...common, schema: { tags, security, response: { 200: TestPortalResponseSchema, ...errorResponses } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return billing.getTestPortal(currentUser(req).userId);
    },
  );
}
