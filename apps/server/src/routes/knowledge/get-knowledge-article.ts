import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KnowledgeArticleParamsSchema, KnowledgeArticleSchema } from '@cephalo/shared/chat';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { NotFoundError } from '../../errors/http-errors';

/**
 * GET /knowledge/{id}: a whole knowledge-base entry, behind an answer's "Read more" (decisions:
 * Assistant). The knowledge base is public information, so reading it leaves no access-trail row.
 */
export const getKnowledgeArticleRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/knowledge/:id',
    {
      schema: {
        tags: ['chat'],
        summary: 'A whole knowledge-base entry',
        params: KnowledgeArticleParamsSchema,
        response: { 200: KnowledgeArticleSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const entry = app.assistant.index.get(request.params.id);
      if (!entry) throw new NotFoundError('There is no knowledge-base entry with this id.');
      return { id: entry.id, title: entry.title, body: entry.body, sources: entry.sources };
    },
  );
};
