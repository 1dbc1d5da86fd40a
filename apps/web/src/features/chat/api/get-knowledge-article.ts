import { queryOptions, useQuery } from '@tanstack/react-query';
import { KnowledgeArticleSchema, type KnowledgeArticle } from '@cephalo/shared/chat';
import { apiRequest } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/knowledge/{id}: the whole knowledge-base entry behind an answer's "Read more". */
export const getKnowledgeArticle = (id: string, signal?: AbortSignal): Promise<KnowledgeArticle> =>
  apiRequest(`/knowledge/${encodeURIComponent(id)}`, KnowledgeArticleSchema, signal ? { signal } : {});

/** The knowledge base changes only with a new server: an article read once is not asked for again. */
export const knowledgeArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatQueryKeys.knowledgeArticle(id),
    queryFn: ({ signal }) => getKnowledgeArticle(id, signal),
    staleTime: Infinity,
  });

/** The article of `id`; nothing is asked while `id` is null (no article chosen yet). */
export const useKnowledgeArticle = (id: string | null) => useQuery({ ...knowledgeArticleQueryOptions(id ?? ''), enabled: id !== null });
