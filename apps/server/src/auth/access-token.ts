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
  /** Expiry (seconds since 1970): a token without one is refused. */
  exp: z.number().int(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

export interface AccessTokenSigner {
  sign(claims: Omit<AccessClaims, 'purpose' | 'jti' | 'exp'>): Promise<string>;
  /** Returns null for a missing, expired, tampered, wrong-purpose or `alg: none` token. */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokenSigner(secret: string, ttlMinutes: number): AccessTokenSigner {
  // A KeyObject made once: given bytes, jose would build one on every signature check.
  const key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, tv: claims.tv, purpose: 'access' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlMinutes}m`)
        .sign(key),
    async verify(token) {
      try {
        // Pinning the algorithm list is what refuses `alg: none` and algorithm swaps.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'iat', 'jti'] });
        const claims = AccessClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
