import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { InterfaceLanguageChoiceSchema } from '@cephalo/shared/me';
import { setInterfaceLanguage } from '../../domain/accounts/set-interface-language';
import { sessionOf } from '../../plugins/auth';

/**
 * The interface language picked in the web app, for what the server writes for the signed-in
 * person (issue 36, decision 030). Patients and doctors save it with their profile too; the clinic
 * administrator, who has none, saves it here.
 */
export const interfaceLanguageRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/me/interface-language',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Choose the language of your e-mails, messages and reports (the interface language picked in the app)',
        body: InterfaceLanguageChoiceSchema,
        response: { 200: InterfaceLanguageChoiceSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      await setInterfaceLanguage({ db: app.db, userId: sessionOf(request).id, language: request.body.interface_language });
      return request.body;
    },
  );
};
