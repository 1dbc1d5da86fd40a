import crypto from 'node:crypto';

/** Only this hash of a mailed token is stored. */
export const hashEmailToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
