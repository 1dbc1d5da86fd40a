import path from 'node:path';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The control endpoint of the weather TEST DOUBLE (e2e/weather-double-setup.ts). The double is
 * shared by every journey of the run, so a journey that changes it resets it afterwards.
 */
const CONTROL_URL = `http://127.0.0.1:${process.env.E2E_WEATHER_PORT ?? 2626}/__control`;

export interface DoubleConditions {
  temperature?: number;
  humidity?: number;
  pressure?: number;
  /** Open-Meteo's WMO weather code: 0 Clear, 2 Partly cloudy, 61 Light rain, 63 Rain, 73 Snow. */
  weatherCode?: number;
}

interface DoubleState {
  mode: string;
  requests: { path: string; query: Record<string, string> }[];
}

const control = async (request: APIRequestContext, body: Record<string, unknown>): Promise<DoubleState> => {
  const response = await request.post(CONTROL_URL, { data: body });
  expect(response.status(), 'weather TEST DOUBLE control').toBe(200);
  return (await response.json()) as DoubleState;
};

export const weatherDouble = {
  setMode: (request: APIRequestContext, mode: 'normal' | 'unavailable' | 'garbage' | 'wrong-shape') => control(request, { mode }),
  setConditions: (request: APIRequestContext, conditions: DoubleConditions) => control(request, { conditions }),
  reset: (request: APIRequestContext) => control(request, { reset: true }),
  /** The requests the double has received since its last reset. */
  requests: async (request: APIRequestContext) => {
    const response = await request.get(CONTROL_URL);
    return ((await response.json()) as DoubleState).requests;
  },
};

/** The double's answers with its default conditions (21.4 °C, 55 %, 1013 hPa, WMO code 2). */
export const DEFAULT_WEATHER = { temperature: 21.4, humidity: 55, pressure: 1013, condition: 'Partly cloudy' } as const;

/** Belgrade, as Playwright's fake position; the server names the nearest city. */
export const BELGRADE = { latitude: 44.8, longitude: 20.46 } as const;

/** Lets the page read a fixed position, as a browser whose user allowed it. */
export const allowPosition = async (context: BrowserContext, position: { latitude: number; longitude: number } = BELGRADE) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(position);
};

/** The weather pill of the side navigation and its parts. */
export const weatherPill = (page: Page) => {
  const pill = page.getByRole('region', { name: 'Current weather' });
  return {
    pill,
    city: pill.getByTestId('weather-city'),
    temperature: pill.getByTestId('weather-temperature'),
    condition: pill.getByTestId('weather-condition'),
    icon: (name: string): Locator => pill.getByRole('img', { name, exact: true }),
    adviceButton: pill.getByRole('button', { name: /^Weather advice/ }),
  };
};

/** The weather of the chat's home area. */
export const homeWeather = (page: Page) => {
  const panel = page.getByRole('region', { name: 'Weather and headache advice' });
  return {
    panel,
    city: panel.getByTestId('weather-city'),
    temperature: panel.getByTestId('weather-temperature'),
    condition: panel.getByTestId('weather-condition'),
    advice: panel.getByRole('list', { name: 'Weather advice' }).getByRole('listitem'),
  };
};

/** Forgets the browser's 10-minute weather caches, so the next page load asks again. */
export const forgetCachedWeather = (page: Page): Promise<void> =>
  page.evaluate(() => {
    window.localStorage.removeItem('weather_cache');
    window.localStorage.removeItem('five_day_weather_cache');
  });

export const readJsonStorage = async <T>(page: Page, key: string): Promise<T | null> => {
  const raw = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  return raw === null ? null : (JSON.parse(raw) as T);
};

/** A screenshot of one element (the pill), into .tmp/screens like the page screenshots. */
export const saveElementScreen = async (element: Locator, name: string): Promise<void> => {
  await element.screenshot({ path: path.resolve(import.meta.dirname, '../../../.tmp/screens', `${name}.png`), animations: 'disabled' });
};
