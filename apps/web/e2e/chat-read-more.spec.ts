import { expect, test } from './fixtures';
import { askInChat, chatScreen, readMoreButton, saveShot } from './chat-helpers';

// A fresh Premium patient of its own; the article comes from the server's knowledge base.

const ARTICLE_TITLE = 'Vestibular migraine – dizziness and vertigo with migraine';

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px "Read more" opens the whole entry an answer stands on, and Close and Escape close it`, async ({ page, loginAsNew }) => {
    await page.setViewportSize({ width, height });
    await loginAsNew('patient', { agentId: 1 });
    await page.goto('/ai');
    const answer = await askInChat(page, 'What is vestibular migraine?');
    await expect(answer).toHaveAttribute('data-phase', 'complete');

    // One "Read more" under the answer, named after the entry for a screen reader.
    const readMore = readMoreButton(answer);
    await expect(readMore).toHaveCount(1);
    await expect(readMore).toHaveAccessibleName(`Read more: ${ARTICLE_TITLE}`);
    await expect(readMore).toHaveText('Read more');
    await readMore.scrollIntoViewIfNeeded();
    await saveShot(page, `read-more-button-${width}`);
    await readMore.click();

    const dialog = page.getByRole('dialog', { name: ARTICLE_TITLE });
    await expect(dialog).toBeVisible();
    // The whole entry, drawn from its Markdown: paragraphs, a bullet list with bold, its sources.
    await expect(dialog.getByText('one of the most common causes of recurrent spontaneous vertigo', { exact: false })).toBeVisible();
    const criteria = dialog.getByRole('list').first();
    await expect(criteria.getByRole('listitem')).toHaveCount(5);
    await expect(criteria.locator('strong').first()).toHaveText('at least five episodes');
    await expect(dialog.getByText('**')).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Sources' })).toBeVisible();
    const source = dialog.getByRole('link', { name: /ICHD-3 Appendix A1\.6\.6/ });
    await expect(source).toHaveAttribute('href', /^https:\/\/ichd-3\.org\//);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    // The keyboard stays in the dialog, which fits the width of a phone.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await saveShot(page, `read-more-${width}`);
    await source.scrollIntoViewIfNeeded();
    await saveShot(page, `read-more-sources-${width}`);

    // Close gives the keyboard back to "Read more".
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();

    // Opened again (no second request: the article is kept), Escape closes it.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/knowledge/')) requests.push(request.url());
    });
    await readMore.press('Enter');
    await expect(page.getByRole('dialog', { name: ARTICLE_TITLE })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(readMore).toBeFocused();
    expect(requests).toEqual([]);
    await expect(chatScreen(page).composer).toBeVisible();
  });
}
