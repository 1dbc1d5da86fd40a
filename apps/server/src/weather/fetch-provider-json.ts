import { WeatherProviderError } from './weather-provider';

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

/**
 * GET a weather provider's JSON. Network failures and the timeout (the caller's signal, made with
 * AbortSignal.timeout, also covers reading the body) become WeatherProviderError with a reason
 * for the log. The reason never holds the URL, which may carry an API key.
 */
export async function fetchProviderJson(url: URL, signal: AbortSignal): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw new WeatherProviderError('did not answer in time');
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new WeatherProviderError(`could not be reached (${typeof cause === 'string' ? cause : (error as Error).name})`);
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: undefined };
  }
}

/** The body of a successful answer, or a WeatherProviderError saying what was wrong. */
export function okBody(answer: ProviderAnswer): unknown {
  if (answer.status < 200 || answer.status >= 300) throw new WeatherProviderError(`answered with status ${answer.status}`);
  if (answer.body === undefined) throw new WeatherProviderError('answered with a body that is not JSON');
  return answer.body;
}
