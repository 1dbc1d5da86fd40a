import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentHeaders = async (options: Parameters<typeof apiFetch>[1] = {}): Promise<Record<string, string>> => {
  const fetchDouble = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchDouble);
  await apiFetch('/diaries', options);
  return fetchDouble.mock.calls[0]?.[1].headers as Record<string, string>;
};

describe('the API client', () => {
  it("sends the browser time zone with every request, so the server dates on the person's clock", async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((await sentHeaders())['x-time-zone']).toBe(zone);
    expect((await sentHeaders({ method: 'POST', body: { json: {} } }))['x-time-zone']).toBe(zone);
  });

  it('names the interface language in Accept-Language, so the server words its messages in it (decision 030)', async () => {
    // The language store sets <html lang> to the language shown (language-store.ts).
    vi.stubGlobal('document', { documentElement: { lang: 'sr' } });
    expect((await sentHeaders())['Accept-Language']).toBe('sr');
  });

  it('lets a caller ask for another answer type', async () => {
    expect((await sentHeaders({ headers: { Accept: 'text/plain' } })).Accept).toBe('text/plain');
  });
});
