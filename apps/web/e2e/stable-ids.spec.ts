import { expect, test } from './fixtures';
import { chatScreen } from './chat-helpers';

declare global {
  interface Window {
    changedIds?: string[];
  }
}

// Issue 14 (Total Blocking Time): Mantine's useId drew each navigation link, input and frame part
// with one id and replaced it right after, which made React draw the whole screen a second time,
// synchronously, in the task of its first commit. The build keeps React's ids
// (build/mantine-stable-ids.ts): an element keeps the id it was drawn with.
test('the chat screen keeps the ids its elements were drawn with', async ({ page, loginAsNew }) => {
  await page.addInitScript(() => {
    const changed: string[] = [];
    window.changedIds = changed;
    new MutationObserver((records) => {
      for (const record of records) {
        const now = (record.target as Element).id;
        if (record.oldValue && record.oldValue !== now) changed.push(`${record.oldValue} -> ${now}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['id'], attributeOldValue: true });
  });
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  await expect(chatScreen(page).composer).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Mantine's ids: the message box, its label and the frame's parts.
  expect(await page.locator('[id^="mantine-"]').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.changedIds)).toEqual([]);
});
