import { isDiaryLockedPlan } from '@cephalo/shared/plans';
import { useAuth } from '../../../lib/auth-storage';
import { useCurrentUserValue } from '../../../lib/current-user';

/**
 * Whether the plan leaves out the diary, calendar and forecast: from the plan stored at login, or
 * from GET /api/me once it answers. The server refuses anyway (403); callers treat that the same.
 */
export const useIsDiaryLocked = (): boolean => {
  const { plan } = useAuth();
  const isLockedByServer = useCurrentUserValue((me) => me?.includes_diary === false);
  return isDiaryLockedPlan(plan) || isLockedByServer;
};
