import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createTestClinic } from './builders';
import { startWeatherDouble, type WeatherDouble } from './doubles/weather-double';
import { setupTestApp } from './test-app';

/**
 * Property-based fuzzing of every API route: generated bad bodies, queries and path values, sent
 * by every kind of caller, must never produce a 5xx. A few runs per route here (seconds); a long
 * run with `npm run fuzz:api` (FUZZ_RUNS=400 there).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// The weather service is up (a test double on localhost): a 502 would then be the server's fault, not the provider's.
let weather: WeatherDouble;
beforeAll(async () => {
  weather = await startWeatherDouble();
});
afterAll(async () => {
  await weather.close();
});
const t = setupTestApp(() => ({ ASSISTANT_STREAM_DELAY_MS: '0', OPEN_METEO_BASE_URL: weather.baseUrl }));

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', '\u0000', '..', '%00', '%', '-1', '1e308', 'NaN', 'null', '[]', '{}', '9'.repeat(400), 'a'.repeat(5000), '2026-02-30', '00000000-0000-0000-0000-000000000000', '<script>x</script>', "' or 1=1 --"),
);
const withNul = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const value = fc.oneof(
  { arbitrary: withNul, weight: 3 },
  { arbitrary: nasty, weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  { arbitrary: fc.oneof(fc.array(nasty, { maxLength: 3 }), fc.dictionary(nasty, nasty, { maxKeys: 3 })), weight: 1 },
);
// Field names the routes read, so generated bodies reach validation of real fields, not only unknown ones.
const FIELDS = ['message', 'ai_assistant_id', 'input_date', 'sleep_hours', 'stress_level', 'headache', 'notes', 'bio', 'name', 'phone_number', 'chat_answer_language', 'plan', 'doctor_id', 'email', 'username', 'password', 'register_key', 'role', 'verify_token', 'reset_token', 'new_password', 'current_password', 'token', 'uses', 'expires_days', 'weather', 'city'];
const body = fc.oneof({ arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: 1, maxKeys: 6 }), weight: 6 }, { arbitrary: fc.jsonValue(), weight: 1 }, { arbitrary: nasty, weight: 1 });
const query = fc.dictionary(fc.oneof(fc.constantFrom('date', 'lat', 'lon', 'city', 'audio_label', 'from', 'to'), nasty), nasty, { maxKeys: 3 });
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  { arbitrary: fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=zz', 'text/plain', undefined), weight: 2 },
);
type Caller = 'anonymous' | 'patient' | 'doctor' | 'admin';
const caller = fc.oneof(
  { arbitrary: fc.constant<Caller>('patient'), weight: 3 },
  { arbitrary: fc.constantFrom<Caller>('doctor', 'admin'), weight: 3 },
  { arbitrary: fc.constant<Caller>('anonymous'), weight: 1 },
);

describe('fuzzing every route', () => {
  it(`answers generated bad input with a 4xx, never a 5xx (${RUNS} runs a route)`, { timeout: 600_000 }, async () => {
    const { admin, doctor, patients } = await createTestClinic(t.db, { withDoctor: true, patients: 1 });
    const tokens: Record<Caller, string | undefined> = { anonymous: undefined, patient: await bearerFor(t.app, patients[0]!.email), doctor: await bearerFor(t.app, doctor!.email), admin: await bearerFor(t.app, admin.email) };
    const routes = t.app.routeList
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD')
      // Logout and erasure would end the callers' sessions: they are fuzzed last.
      .sort((a, b) => Number(/logout|^\/api\/profile$/.test(a.url) && a.method !== 'GET') - Number(/logout|^\/api\/profile$/.test(b.url) && b.method !== 'GET'));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(caller, fc.array(nasty, { minLength: 3, maxLength: 3 }), query, body, contentType, async (who, params, search, payload, type) => {
          let index = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[index++] ?? 'x'));
          const queryString = new URLSearchParams(Object.entries(search).map(([key, item]): [string, string] => [key, String(item)])).toString();
          const headers: Record<string, string> = {};
          const token = tokens[who];
          if (token) headers.authorization = token;
          if (type) headers['content-type'] = type;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${path}${queryString ? `?${queryString}` : ''}`,
            headers,
            ...(route.method === 'GET' || route.method === 'DELETE' && payload === null ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
          });
          if (response.statusCode >= 500) failures.push(`${route.method} ${path} as ${who} (${type}): ${response.statusCode} ${response.body.slice(0, 200)}`);
          return response.statusCode < 500;
        }),
        { numRuns: RUNS, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
