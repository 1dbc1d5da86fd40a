/** Minimum lengths of the specification (section 9); a deployment may raise the server's. */
export const USERNAME_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const REGISTER_KEY_MAX_LENGTH = 200;
