import type { Page, Response } from '@playwright/test';
import { INTERFACE_LANGUAGES } from '@cephalo/shared/interface-languages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, apiToken, createClinicAccount, expect, saveScreen, signInThroughApi, test } from './fixtures';
import { isoDay, saveEntryThroughApi } from './diary-helpers';
import { seedDiary } from './outcomes-helpers';

/**
 * Issue 36, point 5: every screen of the patient, the doctor and the clinic administrator walked
 * at 390 x 844 in Serbian (Cyrillic), Greek and Japanese, with no English word left on it and no
 * text running out of its box. Names, e-mails, numbers, the brand and what people typed are not
 * English text: the strings the page received from the API in its people's and clinics' own fields
 * are taken out before the words are read.
 */

const LANGUAGES = [
  { code: 'sr', patient: { name: 'Милица', surname: 'Јовић' }, doctor: { name: 'Марко', surname: 'Лекић' } },
  { code: 'el', patient: { name: 'Ελένη', surname: 'Παππά' }, doctor: { name: 'Νίκος', surname: 'Γιατράκης' } },
  { code: 'ja', patient: { name: '花子', surname: '山田' }, doctor: { name: '健', surname: '佐藤' } },
] as const;

/**
 * Names that every language writes in Latin letters: the product, the instruments and formats, and
 * the languages' own names in the language picker ("Deutsch", "Español").
 */
const NAMES = [
  ...INTERFACE_LANGUAGES.map(({ name }) => name),
  'Cephalo',
  'AI',
  'MIDAS',
  'FHIR',
  'HL7',
  'R4',
  'JSON',
  'CSV',
  'PDF',
  'ICHD',
  'Premium',
  'Innovative Medical Research',
  'Migraine Disability Assessment',
  'Stewart',
  'Lipton',
];

/**
 * Words a language writes in Latin letters by its own usage, not English left over: the keys of a
 * keyboard, and the Greek "email" and "cookie" and the Japanese "Cookie" of everyday screens.
 */
const LOANWORDS: Record<string, readonly string[]> = { sr: [], el: ['email', 'Email', 'cookie', 'cookies'], ja: ['Cookie'] };
const KEYBOARD_KEYS = ['Enter', 'Shift'];

/** Fields of the API's answers that hold what people typed or named: taken out of the page's text. */
const TYPED_FIELDS = new Set([
  'name',
  'surname',
  'email',
  'username',
  'phone_number',
  'bio',
  'actor_name',
  'patient_name',
  'doctor_name',
  'clinic_name',
  'website',
  'address',
  'zip',
  'city',
  'state',
  'country',
  'key_prefix',
  'medication_taken',
  'headache_pain_location',
  'headache_pain_description',
  'headache_duration',
  'notes',
]);

/** Collects the typed strings of every JSON answer of the API while the page is open. */
const collectTypedStrings = (page: Page): Set<string> => {
  const typed = new Set<string>();
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (TYPED_FIELDS.has(key) && value.trim() !== '') typed.add(value.trim());
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(walk, () => undefined);
  });
  return typed;
};

/** Waits until the screen's data has arrived: no request in flight, nothing busy, no skeleton left. */
const settle = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  // Parts drawn when they come near the window (the trends chart) are brought near, then the top again.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.locator('[aria-busy="true"], .mantine-Skeleton-root:visible, [role="status"] .mantine-Loader-root').count(), { timeout: 15_000 })
    .toBe(0);
  await page.waitForLoadState('networkidle');
};

/** The visible text and the names given to screen readers (aria-label, placeholder, title, alt). */
const readableText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .flatMap((element) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''));
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });

/** Latin words left once names, e-mails, addresses, typed data and numbers are taken out. */
const englishWords = (text: string, typed: ReadonlySet<string>, language: string): string[] => {
  let rest = text;
  // Longest first, so "Mila Jovanović" goes before "Mila".
  for (const known of [...typed].sort((a, b) => b.length - a.length)) rest = rest.split(known).join(' ');
  // Names in any letter case ("PREMIUM" on a badge), as whole words of any script ("Română").
  for (const name of [...NAMES].sort((a, b) => b.length - a.length)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  }
  rest = rest
    .replace(/[\w.+-]+@[\w.-]+\.\w+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // An erased patient's pseudonym keeps the start of their id.
    .replace(/\b[0-9a-f]{8}\b/g, ' ')
    // Roman numerals are numbers (the MIDAS grades I to IV).
    .replace(/\b[IVX]+\b/g, ' ')
    .replace(/\b[\w-]+\.(png|svg|csv|json|pdf)\b/gi, ' ');
  const allowed = new Set([...KEYBOARD_KEYS, ...(LOANWORDS[language] ?? [])]);
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])].filter((word) => !allowed.has(word));
};

/** Text elements whose words run out of their box (not a scroller, not a deliberate ellipsis, not visually hidden). */
const overflowingText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const isScroller = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (!ownText || element.clientWidth <= 1 || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      // A deliberate ellipsis cuts what people typed (a long medicine, a city); a badge's words are the catalogue's and must fit.
      const isBadge = element.closest('.mantine-Badge-root') !== null;
      if (!isBadge && (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none')) continue;
      if (style.position === 'absolute') continue;
      if (isScroller(element) || element.closest('[data-overflow-allowed]')) continue;
      let scroller: Element | null = element.parentElement;
      while (scroller && !isScroller(scroller)) scroller = scroller.parentElement;
      if (scroller && scroller !== document.documentElement && scroller !== document.body) continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 60)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page: ${document.documentElement.scrollWidth}px wide in ${window.innerWidth}px`);
    return found;
  });

const checkScreen = async (page: Page, typed: ReadonlySet<string>, language: string, name: string): Promise<void> => {
  await settle(page);
  await saveScreen(page, name);
  expect(englishWords(await readableText(page), typed, language), `English words on ${name}`).toEqual([]);
  expect(await overflowingText(page), `text out of its box on ${name}`).toEqual([]);
};

/** Chooses the language on this device before the app starts, as the login screen's picker leaves it. */
const chooseLanguage = (page: Page, code: string) => page.evaluate((language) => window.localStorage.setItem('interface_language', language), code);

for (const language of LANGUAGES) {
  test.describe(`the screens in ${language.code} at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the public screens', async ({ page }) => {
      const typed = collectTypedStrings(page);
      await page.goto('/api/health');
      await chooseLanguage(page, language.code);
      for (const path of ['/login', '/register/USER', '/forgot-password']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await checkScreen(page, typed, language.code, `walk-${language.code}${path.replaceAll('/', '-')}`);
      }
    });

    test("the patient's screens", async ({ page }) => {
      test.slow();
      const typed = collectTypedStrings(page);
      const patient = await createClinicAccount(page.request, 'patient', { ...language.patient, doctorEmail: DEMO_ACCOUNTS.doctor.email });
      const token = await apiToken(page.request, patient.username, patient.password);
      await seedDiary(page.request, token, { days: 40, migraineEvery: 4 });
      await saveEntryThroughApi(page.request, token, { input_date: isoDay(0), headache: 'yes', headache_intensity: 5, sleep_hours: 7, stress_level: 4 });
      await signInThroughApi(page, patient.username, patient.password, { agentId: 1 });
      await chooseLanguage(page, language.code);
      for (const path of ['/home', '/ai', '/diary', '/diary-history', '/profile']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await checkScreen(page, typed, language.code, `walk-${language.code}-patient${path.replaceAll('/', '-')}`);
      }
    });

    test("the doctor's screens", async ({ page }) => {
      test.slow();
      const typed = collectTypedStrings(page);
      const doctor = await createClinicAccount(page.request, 'doctor', language.doctor);
      const patient = await createClinicAccount(page.request, 'patient', { ...language.patient, doctorEmail: doctor.email });
      // Enough diary for every part of the patient's page: trends, a response, the reasons for attention.
      await seedDiary(page.request, await apiToken(page.request, patient.username, patient.password), { days: 45, migraineEvery: 2 });
      await signInThroughApi(page, doctor.username, doctor.password, { agentId: 1 });
      await chooseLanguage(page, language.code);
      for (const path of ['/ai', '/patients', `/patients/${patient.id}`, '/doctors']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await checkScreen(page, typed, language.code, `walk-${language.code}-doctor${path.replaceAll('/', '-').replace(patient.id, 'one')}`);
      }
    });

    test("the clinic administrator's screens", async ({ page }) => {
      test.slow();
      const typed = collectTypedStrings(page);
      await signInThroughApi(page, DEMO_ACCOUNTS.admin.username, DEMO_PASSWORD);
      await chooseLanguage(page, language.code);
      for (const path of ['/clinic', '/clinic-patients', '/clinic-doctors']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await checkScreen(page, typed, language.code, `walk-${language.code}-admin${path.replaceAll('/', '-')}`);
      }
    });
  });
}
