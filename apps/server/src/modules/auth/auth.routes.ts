import {
  LoginBodySchema,
  LogoutBodySchema,
  MessageResponseSchema,
  OAuthCallbackQuerySchema,
  OAuthProviderSchema,
  OAuthStartQuerySchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  ProvidersResponseSchema,
  RefreshBodySchema,
  SessionSchema,
  SignupBodySchema,
  signupCheckEmailMessage,
  VerifyEmailBodySchema,
  VerifyEmailResponseSchema,
} from '@cp/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { currentUser, type Authenticate } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { App } from '../../http/types.ts';
import { providerLabel, type AuthService } from './auth.service.ts';
import { clearOAuthCookie, oauthCookie, readOAuthCookie } from './oauth-cookie.ts';

export function registerAuthRoutes(
  app: App,
  deps: {
    auth: AuthService;
    authenticate: Authenticate;
    authRateLimit: { max: number; timeWindow: string };
    secureCookies: boolean;
  },
) {
  const { auth } = deps;
  const limited = { rateLimit: deps.authRateLimit };
  const tags = ['auth'];

  app.post(
    '/api/auth/signup',
    {
      config: limited,
      schema: { tags, body: SignupBodySchema, response: { 202: MessageResponseSchema, ...errorResponses } },
    },
    async (req, reply) => {
      await auth.signup(req.body);
      return reply.status(202).send({ message: signupCheckEmailMessage });
    },
  );

  app.post(
    '/api/auth/login',
    { config: limited, schema: { tags, body: LoginBodySchema, response: { 200: SessionSchema, ...errorResponses } } },
    async (req) => {
      return auth.login(req.body, req.ip);
    },
  );

  app.post(
    '/api/auth/refresh',
    { config: limited, schema: { tags, body: RefreshBodySchema, response: { 200: SessionSchema, ...errorResponses } } },
    async (req) => {
      return auth.refresh(req.body.refresh_token);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, body: LogoutBodySchema, response: { 200: MessageResponseSchema, ...errorResponses } } },
    async (req) => {
      await auth.logout(req.body.refresh_token);
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: limited,
      schema: { tags, body: VerifyEmailBodySchema, response: { 200: VerifyEmailResponseSchema, ...errorResponses } },
    },
    async (req) => {
      const { session, passwordRequired } = await auth.verifyEmail(req.body);
      if (passwordRequired)
        return {
          message: 'Enter your password to confirm your e-mail on this device.',
          session: null,
          password_required: true,
        };
      return { message: 'Email verified.', session, password_required: false };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: limited,
      preHandler: deps.authenticate,
      schema: { tags, security: [{ bearer: [] }], response: { 200: MessageResponseSchema, ...errorResponses } },
    },
    async (req) => {
      const outcome = await auth.resendVerification(currentUser(req).userId);
      return {
        message: outcome === 'sent' ? 'Verification email sent! Check your inbox.' : 'Your email is already verified.',
      };
    },
  );

  app.post(
    '/api/auth/password-reset/request',
    {
      config: limited,
      schema: {
        tags,
        body: PasswordResetRequestBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      await auth.requestPasswordReset(req.body.email);
      return { message: 'Password reset email sent! Check your inbox.' };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: limited,
      schema: {
        tags,
        body: PasswordResetConfirmBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      await auth.confirmPasswordReset(req.body);
      return { message: 'Your password has been reset. Log in with your new password.' };
    },
  );

  app.get('/api/auth/providers', { schema: { tags, response: { 200: ProvidersResponseSchema } } }, async () =>
    auth.configuredProviders(),
  );

  const providerParams = z.object({ provider: OAuthProviderSchema });

  app.get(
    '/api/auth/oauth/:provider/start',
    { config: limited, schema: { tags, params: providerParams, querystring: OAuthStartQuerySchema } },
    async (req, reply) => {
      const { url, browserNonce } = await auth.startOAuth(req.params.provider, {
        returnTo: req.query.return_to,
        clientState: req.query.client_state,
      });
      return reply.header('set-cookie', oauthCookie(browserNonce, deps.secureCookies)).redirect(url, 302);
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    { config: limited, schema: { tags, params: providerParams, querystring: OAuthCallbackQuerySchema } },
    async (req, reply) => {
      // The browser arrives here from the provider: answer with a redirect into the SPA, never JSON.
      try {
        // The provider's own error text is not shown: anyone can put words in it with a crafted link.
        if (req.query.error)
          throw new AppError(
            'PROVIDER_ERROR',
            `Sign-in with ${providerLabel(req.params.provider)} was cancelled or failed. Please try again.`,
            { provider_error: req.query.error },
          );
        const url = new URL(req.url, 'http://callback.local');
        reply.header('set-cookie', clearOAuthCookie(deps.secureCookies));
        const { session, returnTo, clientState } = await auth.finishOAuth(
          req.params.provider,
          url,
          readOAuthCookie(req.headers.cookie),
        );
        const fragment = new URLSearchParams({
          id_token: session.id_token,
          refresh_token: session.refresh_token,
          user_id: session.user_id,
          email: session.email,
          expires_in: String(session.expires_in),
          client_state: clientState,
          ...(returnTo ? { return_to: returnTo } : {}),
        });
        // Tokens travel in the fragment: never sent to a server, never in access logs.
        return reply.redirect(`/auth/callback#${fragment.toString()}`, 302);
      } catch (error) {
        const message = error instanceof AppError ? error.message : 'OAuth login failed';
        req.log.warn({ err: error }, 'OpenID Connect sign-in failed');
        return reply.redirect(`/auth?tab=login&oauth_error=${encodeURIComponent(message)}`, 302);
      }
    },
  );
}
