import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import english from './catalogues/en.json';
import { findUntranslatedText } from './untranslated-text';

/**
 * Issue 36, point 5: a screen shows no text that is not in the catalogue. Every component and
 * module under src/features, src/app and src/components is read with the TypeScript compiler, and
 * an English literal in JSX text or in a prop people read fails this test with its file and line.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.resolve(here, '..');
const rules = { keys: new Set(Object.keys(english)) };

/**
 * English that stays in the code on purpose, each with why. Keep it short: a new screen text
 * belongs in the catalogue.
 */
const ALLOWED: Record<string, readonly string[]> = {
  // The specification's event title; the screens word events from their kind (event-titles.ts).
  'features/diary/calendar-events.ts': ['Diary added'],
  // zod messages built from a field's label: shown through field-message.ts like the shared schemas'.
  'features/diary/diary-form-values.ts': ['${label} is a required field', 'text'],
  // The locked entries' tooltips: side-navigation.tsx shows nav.comingSoon and nav.contact instead.
  'features/navigation/nav-items.ts': ['Coming soon', 'Contact ${contactEmail}'],
  // zod messages of the MIDAS and treatment forms (validation.<English> where the catalogue has them).
  'features/outcomes/midas-form-values.ts': ['Enter a number of days (0 if none)'],
  // A placeholder's example web address, not words.
  'features/clinic/components/edit-clinic-modal.tsx': ['clinic.example'],
  // The first paint's slot marker, replaced before anyone sees it.
  'app/chat-first-paint-slots.ts': ['[[title]]'],
  // A class name passed as a prop named like text.
  '*': ['sr-only'],
};

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('the screens show only catalogue texts', () => {
  it('finds English in JSX text, in shown literals and in props people read', () => {
    const sample = `
      export const Card = ({ name }) => (
        <Stack aria-label="Loading your patients" title={t('patients.title')}>
          Check diary
          {isOpen ? 'Hide' : t('common.close')}
          <Button label={\`Doctor of \${name}\`} submitLabel="Save" className="ok" />
          <Text>{t('nav.Patients')} · {name}</Text>
        </Stack>
      );
      const ORDERS = [{ value: 'name', label: 'Name' }, { value: 'x', label: 'nav.Patients' }];
      console.warn('Cannot get patients');`;
    expect(findUntranslatedText('sample.tsx', sample, rules).map(({ text }) => text)).toEqual([
      'Loading your patients',
      'Check diary',
      'Hide',
      'Doctor of ${name}',
      'Save',
      'Name',
    ]);
  });

  it('lets names and catalogue keys pass: the brand, MIDAS, FHIR, a key, a declared source', () => {
    const sample = `<><PageTitle title={\`\${page} · Cephalo\`} /><Text>MIDAS</Text><Input label="nav.Doctors" /><Item label="Patients" /></>`;
    expect(findUntranslatedText('sample.tsx', sample, rules)).toEqual([]);
  });

  it.each(['features', 'app', 'components'])('src/%s has no English text outside the catalogue', (folder) => {
    const offending = sourceFiles(path.join(webSource, folder)).flatMap((file) => {
      const relative = path.relative(webSource, file).split(path.sep).join('/');
      const allowed = new Set([...(ALLOWED[relative] ?? []), ...(ALLOWED['*'] ?? [])]);
      return findUntranslatedText(file, fs.readFileSync(file, 'utf8'), rules)
        .filter(({ text }) => !allowed.has(text))
        .map(({ line, text }) => `${relative}:${line}: ${text}`);
    });
    expect(offending).toEqual([]);
  });
});
