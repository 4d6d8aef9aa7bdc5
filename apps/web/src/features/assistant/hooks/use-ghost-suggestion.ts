import { useEffect, useState } from 'react';

/**
 * docs/product/3-agent-tracker-assistant.md section 9: the ghost types 24 ms per character, starts after 800 ms, and
 * the next prompt follows after 1500 ms.
 */
export const GHOST_CHAR_MS = 24;
export const GHOST_START_MS = 800;
export const GHOST_NEXT_MS = 1500;

/** The example that continues what the user typed (case-insensitive), or null. */
export function completionFor(value: string, examples: readonly string[]): string | null {
  if (!value.trim()) return null;
  const lower = value.toLowerCase();
  return examples.find((example) => example.length > value.length && example.toLowerCase().startsWith(lower)) ?? null;
}

/**
 * The ghost text behind the input. Empty input: the examples typed out one after another (shown
 * whole when motion is reduced). Typed text: the rest of the example it begins. `accept` is the
 * full text Tab or the right arrow puts in the input.
 */
export function useGhostSuggestion(
  value: string,
  examples: readonly string[],
  reducedMotion: boolean,
): { ghost: string; accept: string | null } {
  const [prompt, setPrompt] = useState(0);
  const [typed, setTyped] = useState(0);
  const idle = value.length === 0;

  useEffect(() => {
    if (!idle || reducedMotion) return undefined;
    const full = examples[prompt]!.length;
    const delay = typed === 0 ? GHOST_START_MS : typed < full ? GHOST_CHAR_MS : GHOST_NEXT_MS;
    const timer = window.setTimeout(() => {
      if (typed < full) setTyped((n) => n + 1);
      else {
        setTyped(0);
        setPrompt((p) => (p + 1) % examples.length);
      }
    }, delay);
    return () => window.clearTimeout(timer);
  }, [idle, reducedMotion, typed, prompt, examples]);

  if (idle) {
    const example = examples[prompt]!;
    return { ghost: reducedMotion ? example : example.slice(0, typed), accept: example };
  }
  const completion = completionFor(value, examples);
  return completion
    ? { ghost: value + completion.slice(value.length), accept: completion }
    : { ghost: '', accept: null };
}
