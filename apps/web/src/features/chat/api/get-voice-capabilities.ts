import { queryOptions, useQuery } from '@tanstack/react-query';
import { VoiceCapabilitiesSchema, type VoiceCapabilities } from '@cephalo/shared/voice';
import { apiRequest } from '../../../lib/api-client';
import { chatQueryKeys } from './chat-query-keys';

/** GET /api/voice/capabilities: whether this server can recognise speech and speak answers. */
export const getVoiceCapabilities = (signal?: AbortSignal): Promise<VoiceCapabilities> =>
  apiRequest('/voice/capabilities', VoiceCapabilitiesSchema, signal ? { signal } : {});

/** Asked once per session: the server finds its speech engines when it starts, so the answer stays. */
export const voiceCapabilitiesQueryOptions = () =>
  queryOptions({ queryKey: chatQueryKeys.voiceCapabilities(), queryFn: ({ signal }) => getVoiceCapabilities(signal), staleTime: Infinity });

/**
 * What the chat may offer: until the server has answered (or if it could not), voice is offered
 * as before, and a failure still ends in "Please retry"; only a server that says it has no
 * engine turns the control off.
 */
export const useVoiceCapabilities = (): VoiceCapabilities => {
  const { data } = useQuery(voiceCapabilitiesQueryOptions());
  return data ?? { recognition: true, synthesis: true, missing_packages: [] };
};
