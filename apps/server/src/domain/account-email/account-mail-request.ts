import type { FastifyBaseLogger } from 'fastify';
import type { InterfaceLanguageCode } from '@cephalo/shared/interface-languages';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';

/** A mail asked for by address (a reset or a new verification link), which the caller answers the same whether or not it is sent. */
export interface AccountMailRequest {
  db: Database;
  mailer: Mailer;
  email: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The language the request named (decision 030); without it, the account's own. */
  language?: InterfaceLanguageCode | undefined;
}
