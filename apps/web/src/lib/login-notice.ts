/**
 * A message for the next login screen that must survive the session ending on the way there
 * (after an erasure the API answers 401 and the app navigates to /login again, remounting the
 * screen): kept in this tab's sessionStorage until the next sign-in.
 */
const KEY = 'cephalo.loginNotice';
export type LoginNotice = 'account-erased';

export const leaveLoginNotice = (notice: LoginNotice): void => window.sessionStorage.setItem(KEY, notice);

/** None where there is no tab (the build draws the login screen into its page: first-paint-render.tsx). */
export const readLoginNotice = (): LoginNotice | null =>
  typeof window !== 'undefined' && window.sessionStorage.getItem(KEY) === 'account-erased' ? 'account-erased' : null;

export const clearLoginNotice = (): void => window.sessionStorage.removeItem(KEY);
