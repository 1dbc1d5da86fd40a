import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n/request-language';
import { translateDetail } from '../i18n/translate-detail';

/**
 * Every `detail` a screen shows, in the reader's language (decision 030): the answer's `detail`,
 * an error's or a success's, is written by the domain in English and put into the request's language
 * here, on its way out. The web app names its interface language in Accept-Language. A field's
 * messages (`errors`) stay English: the web app words them from its own catalogue.
 */
export const detailLanguagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || !('detail' in payload) || typeof payload.detail !== 'string') return payload;
    const language = requestLanguage(request);
    if (language === 'en') return payload;
    const detail = translateDetail(payload.detail, language);
    if (detail === payload.detail) return payload;
    reply.header('content-language', language);
    return { ...payload, detail };
  });
});
