/**
 * OpenAI's realtime API, GA flow (docs/decisions/029): the server mints a short-lived client secret
 * per attempt (`POST {base}/realtime/client_secrets`), the browser posts its WebRTC offer to
 * `{base}/realtime/calls` with it, and the server ends the call at the session's length
 * (`POST {base}/realtime/calls/{call_id}/hangup`). The base URL is configurable (OPENAI_BASE_URL), so
 * tests point it at a loopback server speaking the same wire format.
 */
export type RealtimeSessionConfig = { instructions: string; language: string };
export type MintedSecret = { value: string; expiresAt: number | null };

export type RealtimeClient = {
  readonly model: string;
  readonly callsUrl: string;
  mintClientSecret(config: RealtimeSessionConfig): Promise<MintedSecret>;
  hangUp(callId: string): Promise<boolean>;
};

export type RealtimeClientConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  voice: string;
  timeoutMs: number;
  log?: { warn(details: object, message: string): void };
};

/** The secret lives a minute: enough to connect, useless later (a secret can open several calls until it expires). */
export const CLIENT_SECRET_TTL_SECONDS = 60;

export class RealtimeUnavailableError extends Error {}

export function createRealtimeClient(config: RealtimeClientConfig): RealtimeClient {
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' };
  return {
    model: config.model,
    callsUrl: `${base}/realtime/calls`,

    async mintClientSecret({ instructions, language }) {
      const body = {
        expires_after: { anchor: 'created_at', seconds: CLIENT_SECRET_TTL_SECONDS },
        session: {
          type: 'realtime',
          model: config.model,
          instructions,
          audio: {
            // candidates pause to think: the interviewer waits for a finished turn
            input: {
              transcription: { model: 'gpt-4o-mini-transcribe', language },
              turn_detection: { type: 'semantic_vad', eagerness: 'low' },
            },
            output: { voice: config.voice },
          },
        },
      };
      let response: Response;
      try {
        response = await fetch(`${base}/realtime/client_secrets`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        config.log?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'realtime client secret: service unreachable',
        );
        throw new RealtimeUnavailableError('unreachable');
      }
      if (!response.ok) {
        config.log?.warn({ status: response.status }, 'realtime client secret: the service answered an error');
        throw new RealtimeUnavailableError(`status ${response.status}`);
      }
      const answer = (await response.json().catch(() => null)) as {
        value?: unknown;
        expires_at?: unknown;
        client_secret?: { value?: unknown };
      } | null;
      // the GA answer is { value, expires_at, session }; the beta one nested it under client_secret
      const value =
        typeof answer?.value === 'string'
          ? answer.value
          : typeof answer?.client_secret?.value === 'string'
            ? answer.client_secret.value
            : null;
      if (!value) throw new RealtimeUnavailableError('no secret in the answer');
      return { value, expiresAt: typeof answer?.expires_at === 'number' ? answer.expires_at : null };
    },

    async hangUp(callId) {
      try {
        const response = await fetch(`${base}/realtime/calls/${encodeURIComponent(callId)}/hangup`, {
          method: 'POST',
          headers,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        // 404: the call had already ended
        return response.ok || response.status === 404;
      } catch (error) {
        config.log?.warn(
          { err: error instanceof Error ? error.message : String(error), callId },
          'realtime hangup: service unreachable',
        );
        return false;
      }
    },
  };
}
