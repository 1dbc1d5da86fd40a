import { INTERFACE_LANGUAGES } from '@cephalo/shared/interface-languages';
import { expect, test } from './fixtures';

/** The app's files a page names for its loader (app/load-after-first-paint.ts): the entry and its preloads. */
const filesNamedBy = (html: string): string[] => {
  const loader = /data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (!loader) throw new Error('the page has no app loader');
  return [loader[1]!, ...loader[2]!.split(' ').filter(Boolean)];
};

// Issue 14: main.tsx evaluates the start-up code step by step (dynamic imports), which must not
// become a chain of downloads on a phone: the page names every file the start needs, so all are
// asked for at once and no step waits for its code. The interface's texts are the exception: their
// file is the language chosen on the device (decision 029), asked for as the start begins.
/** The page's own script, not the app's: its loader (the colour scheme's is inline in <head>, issue 34). */
const isPageScript = (file: string) => file.includes('load-after-first-paint');
const isCatalogue = (file: string) => INTERFACE_LANGUAGES.some(({ code }) => file.startsWith(`/assets/${code}-`));
test('the login page names every script the app runs at start, so none is fetched late', async ({ page, request }) => {
  const named = filesNamedBy(await (await request.get('/login')).text());
  const fetched: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.resourceType() === 'script' && url.pathname.startsWith('/assets/')) fetched.push(url.pathname);
  });
  await page.goto('/login');
  await expect(page.getByLabel('Email or Username')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.length).toBeGreaterThan(5);
  // The loader script and the app's files; nothing else before the form is used.
  expect(fetched.filter((file) => !isPageScript(file) && !isCatalogue(file)).filter((file) => !named.includes(file))).toEqual([]);
});
