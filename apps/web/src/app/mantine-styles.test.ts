import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const stylesFolder = path.dirname(require.resolve('@mantine/core/styles.css'));
const componentStyles = path.join(stylesFolder, 'styles');
const allStyles = fs.readFileSync(path.join(stylesFolder, 'styles.css'), 'utf8');
const sourceFolder = path.resolve(import.meta.dirname, '..');

/** The files mantine-styles.ts imports, in its order. */
const importedFiles = [
  ...fs.readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8').matchAll(/^import '@mantine\/core\/styles\/([\w-]+\.css)';$/gm),
].map((match) => match[1] ?? '');

/** Every name the app imports from @mantine/core. */
const importedComponents = (): Set<string> => {
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const [, list = ''] of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
          for (const name of list.split(',')) {
            const cleaned = name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]
              ?.trim();
            if (cleaned) names.add(cleaned);
          }
        }
      }
    }
  };
  visit(sourceFolder);
  return names;
};

describe("the app's share of Mantine's styles", () => {
  it('starts with the baseline, the default CSS variables and the global styles', () => {
    expect(importedFiles.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
  });

  it("keeps styles.css's order, so a component's rules come after those of the parts it builds on", () => {
    const positions = importedFiles.map((file) => allStyles.indexOf(fs.readFileSync(path.join(componentStyles, file), 'utf8').trim().slice(0, 300)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('has the file of every Mantine component the app imports', () => {
    const missing = [...importedComponents()].filter(
      (name) => fs.existsSync(path.join(componentStyles, `${name}.css`)) && !importedFiles.includes(`${name}.css`),
    );
    expect(missing, 'add these to apps/web/src/app/mantine-styles.ts').toEqual([]);
  });
});
