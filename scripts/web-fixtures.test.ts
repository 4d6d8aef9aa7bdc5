// The web tests render real engine outputs kept as data; this fails when the engine has moved on
// (run `npm run build:web-fixtures`, then check what the web tests pin).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webAdviceFixture, webFixturePath, webFixtureTexts } from './build-web-fixtures.ts';

describe('the web tests engine fixtures', () => {
  it.each(webFixtureTexts())('$key is what the engine answers now', ({ key, text }) => {
    expect(readFileSync(webFixturePath(key), 'utf8')).toBe(text);
  });
  it('the advice sent with them is what the engine answers now', () => {
    const { path, text } = webAdviceFixture();
    expect(readFileSync(path, 'utf8')).toBe(text);
  });
});
