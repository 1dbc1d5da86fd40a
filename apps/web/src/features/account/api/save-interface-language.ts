import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InterfaceLanguageChoiceSchema, type InterfaceLanguageChoice } from '@cephalo/shared/me';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/me/interface-language: the language the server writes this person's e-mails and reports in (decision 030). */
export const saveInterfaceLanguage = (choice: InterfaceLanguageChoice): Promise<InterfaceLanguageChoice> =>
  apiRequest('/me/interface-language', InterfaceLanguageChoiceSchema, { method: 'PUT', body: { json: choice } });

/** Saved: GET /api/me names the new language. */
export const useSaveInterfaceLanguage = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveInterfaceLanguage, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['me'] }) });
};
