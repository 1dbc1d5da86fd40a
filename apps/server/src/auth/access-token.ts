import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { RoleSchema } from '@cephalo/shared/roles';

const ALGORITHM = 'HS256';
const ISSUER = 'cephalo';
const AUDIENCE = 'cephalo-api';

const AccessClaimsSchema = z.object({
  sub: z.string().uuid(),
  role: RoleSchema,
  tv: z.number().int(),
  purpose: z.literal('access'),
  /** The token's own id: logout revokes it by this id. */
  jti: z.uuid(),
  /**
   * The session the token belongs to: the first token's id, kept by every renewal, so a logout
   * with any of them ends them all. Tokens signed before sessions were renewed have none: their
   * session is the token itself.
   */
  sid: z.uuid().optional(),
  /** "Keep me signed in on this device": the longer lifetime, renewed as it is used. */
  rem: z.literal(true).optional(),
  /** Issue time (seconds since 1970): with `exp`, when a remembered session is due for renewal. */
  iat: z.number().int(),
  /** Expiry (seconds since 1970): a token without one is refused. */
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

export interface SessionToSign {
  sub: string;
  role: AccessClaims['role'];
  tv: number;
  /** A remembered session's lifetime (`REMEMBERED_SESSION_DAYS`) instead of `ACCESS_TOKEN_TTL_MINUTES`. */
  isRemembered?: boolean;
  /** The session a renewed token continues; a new session (a login) gets a new id. */
  sessionId?: string;
}

export interface AccessTokenSigner {
  sign(session: SessionToSign): Promise<string>;
  /** Returns null for a missing, expired, tampered, wrong-purpose or `alg: none` token. */
  verify(token: string): Promise<AccessClaims | null>;
  /** Whether a token of these claims is due for renewal now (isDueForRenewal on the signer's clock). */
  isDueForRenewal(claims: Pick<AccessClaims, 'rem' | 'iat' | 'exp'>): boolean;
}

export interface AccessTokenLifetimes {
  ttlMinutes: number;
  rememberedDays: number;
}

/** The session a token belongs to (its own id for a token signed before sessions were renewed). */
export const sessionIdOf = (claims: Pick<AccessClaims, 'jti' | 'sid'>): string => claims.sid ?? claims.jti;

/**
 * A remembered token is renewed once less than half of its lifetime is left: a patient who opens
 * the app at least every two weeks (with the default 30 days) stays signed in, and an unused
 * device signs itself out when the token expires.
 */
export const isDueForRenewal = (claims: Pick<AccessClaims, 'rem' | 'iat' | 'exp'>, nowSeconds: number): boolean =>
  claims.rem === true && nowSeconds >= claims.iat + (claims.exp - claims.iat) / 2;

export function createAccessTokenSigner(secret: string, { ttlMinutes, rememberedDays }: AccessTokenLifetimes, now: () => number = Date.now): AccessTokenSigner {
  // A KeyObject made once: given bytes, jose would build one on every signature check.
  const key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: ({ sub, role, tv, isRemembered = false, sessionId }) => {
      const issuedAt = Math.floor(now() / 1000);
      const lifetimeSeconds = isRemembered ? rememberedDays * 24 * 60 * 60 : ttlMinutes * 60;
      const tokenId = crypto.randomUUID();
      return new SignJWT({ role, tv, purpose: 'access', sid: sessionId ?? tokenId, ...(isRemembered ? { rem: true } : {}) })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(tokenId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key);
    },
    isDueForRenewal: (claims) => isDueForRenewal(claims, now() / 1000),
    async verify(token) {
      try {
        // Pinning the algorithm list is what refuses `alg: none` and algorithm swaps.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'jti'],
          currentDate: new Date(now()),
        });
        const claims = AccessClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
