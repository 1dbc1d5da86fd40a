import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** A small real PNG (a green-to-blue gradient), made here so the test needs no fixture file. */
export const makePng = (size = 64): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(40, 120 + Math.round((x / size) * 100), 80 + Math.round((y / size) * 150));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Picks a file through the page's own file chooser, as a person would after clicking the button. */
export const chooseFile = async (page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> => {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
};

/** Chooses an option of a Mantine Select by the field's label. */
export const chooseOption = async (page: Page, field: Locator, option: string): Promise<void> => {
  // A native select (the triage list's filters, a row's doctor or plan): the browser's own picker.
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    await expectChosen(field, option);
    return;
  }
  await field.click();
  // The combobox's own list: the native selects of a page behind a dialog have options too.
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
};

/** The option a native select shows as chosen. */
export const expectChosen = async (field: Locator, option: string): Promise<void> => {
  await expect(field.locator('option:checked')).toHaveText(option);
};

/** No sideways scrolling: the page is no wider than the window. */
export const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
};
