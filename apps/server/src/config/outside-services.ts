// The outside services a deployment may configure, each optional (the product works without any):
// OpenID Connect sign-in, an OpenAI-compatible text model (the text modules, 'Tailor with AI', Ask UC),
// speech-to-text for the Offline Interview, and OpenAI's realtime API for the Live Interview.
// Tests pass their own stand-ins through AppDeps.
import type { Env } from '../config/env.ts';
import { createOpenAiProvider, type LlmProvider } from '../modules/analysis/llm-provider.ts';
import { createOidcProvider, type OidcProvider } from '../modules/auth/oidc-providers.ts';
import { createOpenAiPlanRephraser } from '../modules/goal-assistant/plan-rephraser.ts';
import { createOpenAiTranscriber, type Transcriber } from '../modules/interview/transcriber.ts';
import { createRealtimeClient, type RealtimeClient } from '../modules/live-interview/realtime-client.ts';
import { createOpenAiTailorModel } from '../modules/resume-builder/tailor-model.ts';

type Log = { warn(details: object, message: string): void };
/** Stand-ins a test passes instead (undefined: configure from the environment; null: none). */
type Overrides = { llm?: LlmProvider | null; transcriber?: Transcriber | null; realtime?: RealtimeClient | null };

export function createOutsideServices(env: Env, deps: Overrides, log: Log) {
  const oidcProviders: Partial<Record<'google' | 'microsoft', OidcProvider>> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    oidcProviders.google = createOidcProvider(
      'google',
      { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET },
      { allowInsecure: env.OIDC_ALLOW_INSECURE },
    );
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    oidcProviders.microsoft = createOidcProvider(
      'microsoft',
      { issuer: env.MICROSOFT_ISSUER, clientId: env.MICROSOFT_CLIENT_ID, clientSecret: env.MICROSOFT_CLIENT_SECRET },
      { allowInsecure: env.OIDC_ALLOW_INSECURE },
    );
  }
  const llm =
    deps.llm !== undefined
      ? deps.llm
      : env.LLM_BASE_URL && env.LLM_MODEL
        ? createOpenAiProvider({
            baseURL: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          })
        : null;
  const transcriber =
    deps.transcriber !== undefined
      ? deps.transcriber
      : env.TRANSCRIBE_BASE_URL
        ? createOpenAiTranscriber({
            baseUrl: env.TRANSCRIBE_BASE_URL,
            apiKey: env.TRANSCRIBE_API_KEY,
            model: env.TRANSCRIBE_MODEL,
            timeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
            log,
          })
        : null;
  const realtime =
    deps.realtime !== undefined
      ? deps.realtime
      : env.OPENAI_API_KEY
        ? createRealtimeClient({
            baseUrl: env.OPENAI_BASE_URL,
            apiKey: env.OPENAI_API_KEY,
            model: env.OPENAI_REALTIME_MODEL,
            voice: env.OPENAI_REALTIME_VOICE,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
            log,
          })
        : null;
  // 'Tailor with AI' asks the same optional model as the text modules, when LLM_BASE_URL is set (docs/decisions/034)
  const tailorModel =
    env.LLM_BASE_URL && env.LLM_MODEL
      ? createOpenAiTailorModel({
          baseURL: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        })
      : null;
  // With an LLM configured, Ask UC's texts are reworded by it and claim-checked (docs/decisions/035).
  const rephraser =
    env.LLM_BASE_URL && env.LLM_MODEL
      ? createOpenAiPlanRephraser({
          baseURL: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        })
      : null;
  return { oidcProviders, llm, transcriber, realtime, tailorModel, rephraser };
}
