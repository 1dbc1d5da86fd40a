import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessLogAnchors } from '../db/schema';
import { isAnchorGenuine } from '../domain/access-log/access-row-hash';
import { createAccessTrail, type AccessTrail } from '../domain/access-log/access-trail';
import { upgradeUnkeyedTrail } from '../domain/access-log/upgrade-unkeyed-trail';

declare module 'fastify' {
  interface FastifyInstance {
    /** The access trail's key and what this instance has checked of it (domain/access-log/access-trail.ts). */
    accessTrail: AccessTrail;
  }
}

/**
 * The access trail's key, made from `secret` (ACCESS_TRAIL_SECRET, else the token signing key).
 * At start the rows of the old unkeyed trail are sealed with it (once), and a trail sealed with
 * another key (JWT_SECRET changed without ACCESS_TRAIL_SECRET) is named in the log: every
 * clinic's trail would otherwise just read as tampered with.
 */
export const accessTrailPlugin = fp(async (app: FastifyInstance, options: { secret: string }) => {
  const trail = createAccessTrail(options.secret);
  const upgrade = await upgradeUnkeyedTrail({ db: app.db, trail });
  if (upgrade.sealedRows > 0)
    app.log.info({ rows: upgrade.sealedRows }, 'the rows of the old unkeyed access trail are now sealed with the key, clinic by clinic');
  if (upgrade.brokenChains.length > 0)
    app.log.warn({ chains: upgrade.brokenChains }, 'the old access trail was already broken in these clinics: their trail is reported as tampered with');
  const [anchor] = await app.db.select().from(accessLogAnchors).limit(1);
  if (anchor && !isAnchorGenuine(trail.key, anchor)) {
    app.log.error(
      'The access trail was sealed with another key: every clinic will see it as tampered with. Set ACCESS_TRAIL_SECRET to the JWT_SECRET (or the content of DATA_DIR/secrets/jwt-signing.key) the trail was written with.',
    );
  }
  app.decorate('accessTrail', trail);
});
