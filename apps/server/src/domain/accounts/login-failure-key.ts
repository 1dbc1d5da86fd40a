/** The key a failure is counted under: the account, or the typed login when no account has it. */
export const loginFailureKey = (userId: string | undefined, login: string): string => userId ?? `login:${login}`;
