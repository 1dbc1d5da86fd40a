import crypto from 'node:crypto';

/** 20 random bytes (160 bits) in an alphabet that survives copying from an e-mail or a screen. */
export const newRegistrationKeyText = (): string => `CPH-${crypto.randomBytes(20).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * Keys carry enough entropy that a fast hash is safe; it lets a key be found by its hash.
 * Keys are compared without regard to surrounding white space.
 */
export const hashRegistrationKey = (keyText: string): string => crypto.createHash('sha256').update(keyText.trim()).digest('hex');

export const registrationKeyPrefix = (keyText: string): string => keyText.trim().slice(0, 8);
