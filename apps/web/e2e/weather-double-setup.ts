import http from 'node:http';
import { startWeatherDouble, type WeatherDoubleConditions, type WeatherDoubleMode } from '../../server/test/doubles/weather-double';

/**
 * Global setup of the browser journeys: starts the weather TEST DOUBLE, so the Cephalo server
 * under test never calls the real weather service (no internet here, and answers must be known).
 *
 * The double is the server's own (apps/server/test/doubles/weather-double.ts: Open-Meteo's real
 * answer format, modes normal/unavailable/slow/garbage/wrong-shape). It listens on a random port;
 * this file puts a small front on the fixed port E2E_WEATHER_PORT (the server's
 * OPEN_METEO_BASE_URL in playwright.config.ts) that passes every request on to the double and
 * adds the control endpoint the tests use (they run in other processes than this one):
 *
 *   POST /__control {"mode": "unavailable"}                   switch the mode
 *   POST /__control {"conditions": {"weatherCode": 63}}       change today's weather (Open-Meteo WMO code, °C, %, hPa)
 *   POST /__control {"reset": true}                           normal answers and default conditions again
 *   GET  /__control                                           mode, conditions and the requests received
 */
export const WEATHER_DOUBLE_CONTROL_PATH = '/__control';

type ControlConditions = Partial<Omit<WeatherDoubleConditions, 'pressureTrend'>>;
const MODES: readonly WeatherDoubleMode[] = ['normal', 'unavailable', 'slow', 'garbage', 'wrong-shape'];
const CONDITION_FIELDS = ['temperature', 'humidity', 'pressure', 'weatherCode', 'main', 'description'] as const;

const readJson = async (request: http.IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const value: unknown = text === '' ? {} : JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected a JSON object');
  return value as Record<string, unknown>;
};

export default async function weatherDoubleSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_WEATHER_PORT ?? 2626);
  const double = await startWeatherDouble();
  const upstream = new URL(double.baseUrl);

  const describe = () => {
    const { pressureTrend: _trend, ...conditions } = double.conditions;
    return {
      mode: double.mode,
      conditions,
      requests: double.requests.map((request) => ({ path: request.path, query: Object.fromEntries(request.query) })),
    };
  };

  const control = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (request.method === 'GET') return send(200, describe());
    if (request.method !== 'POST') return send(405, { error: 'GET or POST' });
    try {
      const body = await readJson(request);
      if (body.reset === true) double.reset();
      if (body.mode !== undefined) {
        if (!MODES.includes(body.mode as WeatherDoubleMode)) return send(400, { error: `mode must be one of ${MODES.join(', ')}` });
        double.mode = body.mode as WeatherDoubleMode;
      }
      if (body.conditions !== undefined) {
        const changes = body.conditions as Record<string, unknown>;
        const picked: ControlConditions = Object.fromEntries(CONDITION_FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]]));
        double.conditions = { ...double.conditions, ...picked };
      }
      return send(200, describe());
    } catch (error) {
      return send(400, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const front = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://front');
    if (url.pathname === WEATHER_DOUBLE_CONTROL_PATH) {
      void control(request, response);
      return;
    }
    // Everything else goes to the double unchanged, including its silence in the "slow" mode.
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // The server under test gave up (its timeout): stop waiting for the double too.
    response.on('close', () => forwarded.destroy());
    request.pipe(forwarded);
  });

  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve());
  });

  return async () => {
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await double.close();
  };
}
