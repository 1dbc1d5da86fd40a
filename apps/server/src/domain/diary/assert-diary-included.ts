import type { SessionUser } from '../accounts/get-session-user';
import { ForbiddenError } from '../../errors/http-errors';

/**
 * Diary, calendar and forecast need a plan that includes them (not Free or Basic): 403 otherwise.
 * The plan comes with the session (read with it, see cache/session-cache.ts), so the gate costs no query.
 */
export function assertDiaryIncluded({ session, supportEmail }: { session: SessionUser; supportEmail: string }) {
  if (!session.includesDiary) {
    throw new ForbiddenError(
      `The diary, calendar and forecast are not part of the ${session.planName} plan. Contact ${session.clinicEmail ?? supportEmail} to upgrade.`,
    );
  }
}
