import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequestSchema,
  DetailResponseSchema,
  ForgotPasswordRequestSchema,
  ResendVerificationRequestSchema,
  ResetPasswordEmailRequestSchema,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '@cephalo/shared/account-email';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import type { AccountMailRequest } from '../../domain/account-email/account-mail-request';
import { requestPasswordReset } from '../../domain/account-email/request-password-reset';
import { afterAnswer } from '../after-answer';
import { changePassword } from '../../domain/account-email/change-password';
import { resetPasswordWithToken } from '../../domain/account-email/reset-password-with-token';
import { unsubscribe } from '../../domain/account-email/unsubscribe';
import { resendVerificationEmail } from '../../domain/account-email/resend-verification-email';
import { verifyEmail } from '../../domain/account-email/verify-email';
import { sessionOf } from '../../plugins/auth';
import { namedLanguage } from '../../i18n/request-language';

const responses = { 200: DetailResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema };

/** The flows of the account e-mails: verification, forgotten password, password change, unsubscribe. */
export const accountEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailLimit = { rateLimit: { max: app.config.MAIL_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const tokenLimit = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/verify-email',
    {
      config: tokenLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Verify an e-mail address with the mailed token (410 for an expired link, 400 for an unknown one)',
        body: VerifyEmailRequestSchema,
        response: { ...responses, 200: VerifyEmailResponseSchema, 410: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { isAlreadyVerified } = await verifyEmail({ db: app.db, token: request.body.verify_token });
      return isAlreadyVerified
        ? { detail: 'Your e-mail address is already verified. You can log in.', already_verified: true }
        : { detail: 'Your e-mail address is verified. You can log in now.', already_verified: false };
    },
  );

  /**
   * A link mailed to an address. The look-up and the mail happen after the answer, which is the
   * same for every address, so neither its words nor its time tell whether the address has an account.
   */
  const mailLinkRoute = (
    path: string,
    {
      summary,
      body,
      send,
      failureMessage,
      detail,
    }: {
      summary: string;
      // Both mails take an address and, optionally, the language to write in: { email, interface_language }.
      body: typeof ForgotPasswordRequestSchema;
      send: (mail: AccountMailRequest) => Promise<void>;
      failureMessage: string;
      detail: string;
    },
  ): void => {
    app.post(path, { config: mailLimit, schema: { tags: ['accounts'], summary, body, response: responses } }, async (request, reply) => {
      afterAnswer(
        reply,
        () =>
          send({
            db: app.db,
            mailer: app.mailer,
            email: request.body.email,
            publicUrl: app.config.PUBLIC_URL,
            log: request.log,
            // Named by the body or by the screen's Accept-Language; a request with neither takes the account's own.
            language: namedLanguage(request, request.body.interface_language),
          }),
        failureMessage,
      );
      return { detail };
    });
  };

  mailLinkRoute('/resend-verification', {
    summary: 'Mail a new verification link (always 200 for a well-formed address)',
    body: ResendVerificationRequestSchema,
    send: resendVerificationEmail,
    failureMessage: 'verification mail failed',
    detail: 'If this address has an account that is not verified yet, a new verification link is on its way.',
  });

  mailLinkRoute('/forgot-password', {
    summary: 'Mail a password-reset link (always 200 for a well-formed address)',
    body: ForgotPasswordRequestSchema,
    send: requestPasswordReset,
    failureMessage: 'password reset mail failed',
    detail: 'If this address has an account, a reset e-mail is on its way.',
  });

  app.post(
    '/reset-password-email',
    {
      config: tokenLimit,
      schema: { tags: ['accounts'], summary: 'Set a new password with the mailed reset token', body: ResetPasswordEmailRequestSchema, response: responses },
    },
    async (request) => {
      const { userId } = await resetPasswordWithToken({
        db: app.db,
        token: request.body.reset_token,
        newPassword: request.body.new_password,
        minLength: app.config.PASSWORD_MIN_LENGTH,
      });
      // A new password ends every session: at once on this instance, within SESSION_RECHECK_SECONDS on the others.
      app.sessions.forgetUser(userId);
      return { detail: 'Password reset successfully' };
    },
  );

  app.post(
    '/reset-password',
    {
      config: tokenLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Change your password (form-encoded); ends every session',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ChangePasswordRequestSchema,
        response: { 200: DetailResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      await changePassword({
        db: app.db,
        userId: sessionOf(request).id,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        minLength: app.config.PASSWORD_MIN_LENGTH,
      });
      app.sessions.forgetUser(sessionOf(request).id);
      return { detail: 'Password reset successfully' };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: tokenLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Stop reminder e-mails with the mailed token (the link may be used again)',
        body: UnsubscribeRequestSchema,
        response: { ...responses, 200: UnsubscribeResponseSchema },
      },
    },
    async (request) => {
      const { isAlreadyUnsubscribed } = await unsubscribe({ db: app.db, token: request.body.unsubscribe_token });
      return isAlreadyUnsubscribed
        ? { detail: 'This address is already unsubscribed. You get no reminder e-mails.', already_unsubscribed: true }
        : { detail: 'You have successfully been unsubscribed', already_unsubscribed: false };
    },
  );
};
