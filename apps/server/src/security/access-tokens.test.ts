import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { createAccessTokens } from './access-tokens.ts';

const secret = 'a'.repeat(40);
const start = new Date('2026-01-01T12:00:00Z');
const claims = { userId: 'usr_abc', email: 'ada@example.com', version: 3 };

function tokensAt(now: Date, options: { secret?: string; ttlSeconds?: number } = {}) {
  return createAccessTokens({
    secret: options.secret ?? secret,
    ttlSeconds: options.ttlSeconds ?? 3600,
    now: () => now,
  });
}

async function verifyError(token: string, now = start) {
  try {
    await tokensAt(now).verify(token);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, detail: (error as AppError).message };
  }
  throw new Error('the token was accepted');
}

const invalid = { code: 'TOKEN_INVALID', detail: 'Token verification failed' };
const key = new TextEncoder().encode(secret);
const iat = Math.floor(start.getTime() / 1000);

describe('access tokens', () => {
  it('round-trips the claims within the lifetime', async () => {
    const token = await tokensAt(start).sign(claims);
    expect(await tokensAt(new Date(start.getTime() + 3599_000)).verify(token)).toEqual(claims);
  });

  it("answers 'Token expired' once the lifetime has passed", async () => {
    const token = await tokensAt(start, { ttlSeconds: 60 }).sign(claims);
    expect(await verifyError(token, new Date(start.getTime() + 61_000))).toEqual({
      code: 'TOKEN_EXPIRED',
      detail: 'Token expired',
    });
  });

  it("answers 'Token verification failed' for a tampered payload or signature", async () => {
    const token = await tokensAt(start).sign(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'usr_admin' }),
    ).toString('base64url');
    expect(await verifyError(`${header}.${forged}.${signature}`)).toEqual(invalid);
    expect(await verifyError(`${header}.${payload}.${signature.slice(0, -4)}AAAA`)).toEqual(invalid);
  });

  it("answers 'Token verification failed' for a token signed with another secret", async () => {
    const token = await tokensAt(start, { secret: 'b'.repeat(40) }).sign(claims);
    expect(await verifyError(token)).toEqual(invalid);
  });

  it("answers 'Token verification failed' for alg none and for another algorithm", async () => {
    const unsigned = new UnsecuredJWT({ email: claims.email })
      .setSubject(claims.userId)
      .setIssuer('career-prep')
      .setAudience('career-prep-api')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .encode();
    expect(await verifyError(unsigned)).toEqual(invalid);
    const hs512 = await new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.userId)
      .setIssuer('career-prep')
      .setAudience('career-prep-api')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(secret.repeat(2)));
    expect(await verifyError(hs512)).toEqual(invalid);
  });

  it("answers 'Token verification failed' for another issuer or audience, or missing claims", async () => {
    const sign = (build: (jwt: SignJWT) => SignJWT) =>
      build(
        new SignJWT({ email: claims.email })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.userId)
          .setIssuedAt(iat)
          .setExpirationTime(iat + 3600),
      ).sign(key);
    expect(await verifyError(await sign((j) => j.setIssuer('someone-else').setAudience('career-prep-api')))).toEqual(
      invalid,
    );
    expect(await verifyError(await sign((j) => j.setIssuer('career-prep').setAudience('another-api')))).toEqual(
      invalid,
    );
    const noEmail = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer('career-prep')
      .setAudience('career-prep-api')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
    expect(await verifyError(noEmail)).toEqual(invalid);
  });

  it("answers 'Token verification failed' for garbage", async () => {
    for (const token of ['', 'garbage', 'a.b.c', '...']) expect(await verifyError(token)).toEqual(invalid);
  });
});
