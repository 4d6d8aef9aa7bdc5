import { describe, expect, it } from 'vitest';
import { hashToken, newId, newSecretToken, randomBase62 } from './random.ts';

describe('random ids and tokens', () => {
  it('makes workspace ids as docs/decisions/038 section 2 says: ws_ and 16 base62 characters', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = newId('ws');
      expect(id).toMatch(/^ws_[A-Za-z0-9]{16}$/);
      // A path segment is an id when it matches this and does not start with wid-.
      expect(id).toMatch(/^[A-Za-z0-9_-]{6,}$/);
    }
  });

  it('makes base62 strings of exactly the asked length', () => {
    for (const length of [0, 1, 8, 16, 61, 200])
      expect(randomBase62(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
    expect(newId('usr', 24)).toMatch(/^usr_[A-Za-z0-9]{24}$/);
  });

  it('uses the whole alphabet, about evenly, and never repeats an id', () => {
    const sample = randomBase62(62 * 2000);
    const counts = new Map<string, number>();
    for (const char of sample) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 2000 expected per character (sd about 44); bounds at 5 sd. A biased mapping (byte % 62 without
    // rejection) would give 8 characters about 2420.
    for (const count of counts.values()) expect(count).toBeGreaterThan(1780);
    for (const count of counts.values()) expect(count).toBeLessThan(2220);
    const ids = new Set(Array.from({ length: 5000 }, () => newId('ws')));
    expect(ids.size).toBe(5000);
  });

  it('makes 256-bit URL-safe secret tokens and stores only their SHA-256', () => {
    const token = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(newSecretToken()));
  });
});
