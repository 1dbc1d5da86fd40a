import { messageScroller, saveView } from './chat-helpers';
import { expect, test } from './fixtures';

// Issue 34, point 8: on a phone the cookie banner took about 130 px of the chat's reading area and
// the messages had 221 px of 844; now the banner is one row, a short line beside small buttons, the
// title shares its row with "Headache now", the days fold into one slim row, and the messages keep
// at least half of the screen with the banner up.
test('on a 390 x 844 phone the cookie banner is one compact row and the messages keep half the screen', async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText('One cookie, no tracking.')).toBeVisible();
  // The whole sentence stays for wider screens; a phone shows the short line only.
  await expect(banner.getByText(/^Cephalo stores only what it needs to work/)).toBeHidden();
  const decline = banner.getByRole('button', { name: 'Decline' });
  const accept = banner.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeVisible();

  // The prerendered page's banner is replaced by the app's when it starts: measure once the app's
  // own banner is drawn (the composer's usage line comes from the API, so the app is running).
  await expect(page.getByText(/^\d+ of \d+ questions used this month$/)).toBeVisible();
  // One row: the text and both buttons side by side, the banner no taller than a button row.
  const [bannerBox, declineBox, acceptBox] = await Promise.all([banner.boundingBox(), decline.boundingBox(), accept.boundingBox()]);
  expect(Math.abs((declineBox?.y ?? 0) - (acceptBox?.y ?? 1))).toBeLessThanOrEqual(1);
  expect(bannerBox?.height).toBeLessThanOrEqual(48);
  // Each button is a comfortable tap (WCAG 2.5.8 asks for 24 x 24 px).
  for (const box of [declineBox, acceptBox]) expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(32);

  const scroller = messageScroller(page);
  const readingArea = () => scroller.evaluate((element) => element.getBoundingClientRect().height);
  await expect(scroller).toBeVisible();
  const withBanner = await readingArea();
  await saveView(page, 'chat-cookie-banner-390x844');
  expect(withBanner).toBeGreaterThanOrEqual(844 / 2);

  await accept.click();
  await expect(banner).toBeHidden();
  const withoutBanner = await readingArea();
  expect(withoutBanner - withBanner).toBeLessThanOrEqual(60);
  test.info().annotations.push({ type: 'reading area', description: `${Math.round(withBanner)} px with the banner, ${Math.round(withoutBanner)} px after` });
});
