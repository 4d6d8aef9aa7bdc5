import type { Page } from '@playwright/test';

/**
 * Speech recognition that hears a fixed sentence: real recognition cannot run here (Chromium's needs
 * Google's service), so the journeys that answer aloud install this before the page loads.
 */
export async function scriptSpeechRecognition(page: Page, heard: string, delayMs: number): Promise<void> {
  await page.addInitScript(
    ({ heard, delayMs }) => {
      class ScriptedRecognition {
        continuous = false;
        interimResults = false;
        lang = 'en-US';
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(
            () =>
              this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: heard }], { isFinal: true })] }),
            delayMs,
          );
        }
        stop() {
          setTimeout(() => this.onend?.(), 0);
        }
      }
      Object.assign(window, { SpeechRecognition: ScriptedRecognition, webkitSpeechRecognition: ScriptedRecognition });
    },
    { heard, delayMs },
  );
}
