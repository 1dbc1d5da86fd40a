import type { Page } from '@playwright/test';

const APP_SCRIPTS = /\/assets\/.*\.js$/;

/**
 * Serves the page and its two small scripts (the loader and the chat's words) and nothing of the
 * app: the page's first paint, drawn at build time, stays on screen to be looked at.
 */
export const holdTheAppBack = async (page: Page): Promise<void> => {
  await page.route(APP_SCRIPTS, (route) =>
    /\/(chat-first-paint|load-after-first-paint)-\w+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
};

/** Lets the app's code through again (the next load starts the app). */
export const letTheAppRun = (page: Page): Promise<void> => page.unroute(APP_SCRIPTS);
