import { expect, saveScreen, test } from './fixtures';

test('a patient fills in MIDAS on the profile and sees the score, the grade and the history', async ({ page, loginAsNew }) => {
  test.slow();
  await loginAsNew('patient', { name: 'Mira', surname: 'Midas' });
  await page.goto('/profile');
  const midas = page.getByRole('region', { name: 'Headache disability (MIDAS)' });
  await expect(midas.getByText('MIDAS © Innovative Medical Research 1997', { exact: false })).toBeVisible();
  await midas.getByRole('button', { name: 'Fill in MIDAS' }).click();

  const form = midas.getByRole('form', { name: 'MIDAS questionnaire' });
  const answer = (start: string) => form.getByRole('textbox', { name: new RegExp(`^${start}`) });
  // Nothing answered: each scored question asks for a number (0 if none).
  await form.getByRole('button', { name: 'Calculate my score' }).click();
  await expect(answer('1. On how many days')).toHaveAccessibleDescription(/Enter a number of days \(0 if none\)/);
  await expect(answer('5. On how many days')).toHaveAccessibleDescription(/Enter a number of days \(0 if none\)/);
  // The 3-month recall caps an answer at 90 days: a larger number is brought down to 90.
  await answer('1. On how many days').fill('120');
  await answer('1. On how many days').blur();
  await expect(answer('1. On how many days')).toHaveValue('90 days');

  await answer('1. On how many days').fill('2');
  await answer('2. On how many days').fill('3');
  await answer('3. On how many days').fill('4');
  await answer('4. On how many days').fill('1');
  await answer('5. On how many days').fill('4');
  await answer('A. On how many days').fill('20');
  await answer('B. On a scale').fill('6');
  await saveScreen(page, 'outcomes-midas-form');
  await form.getByRole('button', { name: 'Calculate my score' }).click();

  // 2 + 3 + 4 + 1 + 4 = 14: grade III (11-20), moderate disability.
  await expect(midas.getByRole('status').getByText('Score 14: grade III, moderate disability.')).toBeVisible();
  const history = midas.getByRole('table', { name: 'Your earlier scores' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([/\d{1,2} \w+ \d{4}/, '14', 'III: moderate disability']);
  await saveScreen(page, 'outcomes-midas-score');
});
