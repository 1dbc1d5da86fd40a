/** Where the weather is asked for: the browser's position, or the fixed fallback city. */
export type WeatherPlace = { kind: 'coordinates'; lat: number; lon: number } | { kind: 'city'; city: string };

/** Spec section 7: without a position the weather is New York's. */
export const FALLBACK_CITY = 'New York';
export const FALLBACK_PLACE: WeatherPlace = { kind: 'city', city: FALLBACK_CITY };

/**
 * How long the browser may take. The Geolocation API's own `timeout` starts only after the
 * permission prompt is answered, so an ignored prompt is also cut off by a timer of our own.
 */
export const GEOLOCATION_TIMEOUT_MS = 8000;
/** A position up to 10 minutes old is as good as the weather cache. */
const GEOLOCATION_MAXIMUM_AGE_MS = 10 * 60 * 1000;

/** 0.01° is about 1 km: enough for weather, and no more precise a location leaves the browser. */
const toHundredths = (value: number) => Math.round(value * 100) / 100 + 0; // + 0 turns -0 into 0

/** The query parameters of a place, for /api/weather/* (`lat`+`lon`, or `city`). */
export const placeSearchParams = (place: WeatherPlace): URLSearchParams =>
  place.kind === 'coordinates' ? new URLSearchParams({ lat: place.lat.toFixed(2), lon: place.lon.toFixed(2) }) : new URLSearchParams({ city: place.city });

/**
 * The browser's position (navigator.geolocation), or New York when geolocation is unsupported,
 * denied, fails or takes too long. Never rejects; the reason is only logged (spec section 8).
 */
export const locateBrowser = (timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<WeatherPlace> =>
  new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      console.warn(`Geolocation is not supported by this browser; showing the weather of ${FALLBACK_CITY}.`);
      resolve(FALLBACK_PLACE);
      return;
    }
    let isSettled = false;
    const settle = (place: WeatherPlace, reason?: string) => {
      if (isSettled) return;
      isSettled = true;
      window.clearTimeout(timer);
      if (reason) console.warn(`Geolocation failed (${reason}); showing the weather of ${FALLBACK_CITY}.`);
      resolve(place);
    };
    const timer = window.setTimeout(() => settle(FALLBACK_PLACE, 'no answer in time'), timeoutMs);
    try {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => settle({ kind: 'coordinates', lat: toHundredths(coords.latitude), lon: toHundredths(coords.longitude) }),
        (error) => settle(FALLBACK_PLACE, error.message || `code ${error.code}`),
        { timeout: timeoutMs, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS, enableHighAccuracy: false },
      );
    } catch (error) {
      settle(FALLBACK_PLACE, error instanceof Error ? error.message : 'unknown error');
    }
  });
