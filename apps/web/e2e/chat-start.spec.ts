import { expect, test } from './fixtures';
import { chatScreen } from './chat-helpers';

/**
 * Issue 14 (Total Blocking Time on a phone): what used to make the chat's start long on a slow
 * CPU. The first Intl object of a page starts the browser's internationalisation library (about
 * 100-190 ms of one task at Lighthouse's 4x slowdown), and Mantine's autosize measured the page
 * (a forced style and layout) at each of the screen's renders while its data arrived.
 */
test("a returning patient's chat starts without Intl and without measuring its input", async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { agentId: 1 });
  // The first start reads the time zone with Intl and keeps it (lib/browser-time-zone.ts).
  await page.goto('/ai');
  // The greeting is in the prerendered page; the month's usage comes from the API, so the app has
  // started and asked with the time zone (which it then keeps) once it shows.
  await expect(page.getByText(/^\d+ of \d+ questions used this month$/)).toBeVisible();

  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { cephaloStartUses: started });
    for (const name of ['DateTimeFormat', 'Collator', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter'] as const) {
      const original = Intl[name] as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(Intl, name, {
        configurable: true,
        value: new Proxy(original, {
          apply: (target, self, args: unknown[]) => (started.push(`Intl.${name}`), Reflect.apply(target, self, args)),
          construct: (target, args: unknown[]) => (started.push(`new Intl.${name}`), Reflect.construct(target, args) as object),
        }),
      });
    }
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
      started.push('localeCompare');
      return compare.apply(this, args);
    };
    const computedStyle = window.getComputedStyle;
    window.getComputedStyle = (element, pseudo) => {
      if (element instanceof HTMLTextAreaElement) started.push('getComputedStyle of a text input');
      return computedStyle.call(window, element, pseudo);
    };
  });
  await page.reload();
  const screen = chatScreen(page);
  await expect(page.getByText('How are you feeling today?', { exact: false })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ questions used this month$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cephaloStartUses: string[] }).cephaloStartUses)).toEqual([]);

  // The stylesheet sizes the input: two lines empty, growing with the draft up to eight, then it scrolls.
  const height = async () => (await screen.composer.boundingBox())?.height ?? 0;
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');
  const empty = await height();
  await screen.composer.fill(lines(4));
  const four = await height();
  await screen.composer.fill(lines(8));
  const eight = await height();
  await screen.composer.fill(lines(12));
  expect(empty).toBeGreaterThan(40);
  expect(four).toBeGreaterThan(empty + 30);
  expect(eight).toBeGreaterThan(four + 60);
  expect(await height()).toBeCloseTo(eight, 0);
  expect(await screen.composer.evaluate((input) => input.scrollHeight > input.clientHeight)).toBe(true);
  await screen.composer.fill('');
  expect(await height()).toBeCloseTo(empty, 0);
});
