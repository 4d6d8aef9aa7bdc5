import type { AudioFormat } from '@cp/contracts';

/** A speech-to-text service; answers null when it could not transcribe (the answer is then graded without it). */
export type Transcriber = {
  transcribe(audio: { bytes: Uint8Array; format: AudioFormat; filename: string }): Promise<string | null>;
};

const MIME: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
};

export type TranscriberConfig = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  log?: { warn(details: object, message: string): void };
};

/**
 * An OpenAI-compatible `POST {base}/audio/transcriptions` (OpenAI, or a self-hosted whisper server such as
 * speaches or LocalAI): multipart with file and model, `response_format=json`, answering `{ text }`.
 */
export function createOpenAiTranscriber(config: TranscriberConfig): Transcriber {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    async transcribe(audio) {
      const form = new FormData();
      form.append('file', new Blob([audio.bytes], { type: MIME[audio.format] }), `answer.${audio.format}`);
      form.append('model', config.model);
      form.append('response_format', 'json');
      try {
        const response = await fetch(url, {
          method: 'POST',
          body: form,
          headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          config.log?.warn({ status: response.status }, 'transcription service answered an error');
          return null;
        }
        const body = (await response.json()) as { text?: unknown };
        return typeof body.text === 'string' ? body.text.trim().slice(0, 20_000) : null;
      } catch (error) {
        config.log?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'transcription service unreachable',
        );
        return null;
      }
    },
  };
}
