import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellScrollClassNames } from '../../build/app-shell-scroll-class-names';

// The files the build changes, as the installed Mantine ships them.
const require = createRequire(import.meta.url);
const mantineRoot = path.dirname(require.resolve('@mantine/core'));
const section = (name: string) => path.join(mantineRoot, '..', 'esm', 'components', 'AppShell', `AppShell${name}`, `AppShell${name}.mjs`);
const SECTIONS = ['Header', 'Footer', 'Aside'].map(section);

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = appShellScrollClassNames().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("the build gives AppShell's sections the scrollbar class name without react-remove-scroll (route budgets)", () => {
  it.each(SECTIONS)('replaces the import in the installed %s', (file) => {
    const result = transform.call(context, fs.readFileSync(file, 'utf8'), file);
    expect(result?.code).not.toContain('"react-remove-scroll"');
    expect(result?.code).toContain('from "react-remove-scroll-bar/constants"');
    expect(result?.code).toContain('RemoveScroll.classNames.zeroRight');
  });

  it('takes the class name react-remove-scroll itself gives, from where Mantine resolves it', async () => {
    const mantineRequire = createRequire(SECTIONS[0]!);
    const constants = (await import(mantineRequire.resolve('react-remove-scroll-bar/constants'))) as { zeroRightClassName: string };
    const { RemoveScroll } = (await import(mantineRequire.resolve('react-remove-scroll'))) as { RemoveScroll: { classNames: { zeroRight: string } } };
    expect(constants.zeroRightClassName).toBe(RemoveScroll.classNames.zeroRight);
  });

  it('leaves every other module alone', () => {
    const modalBase = path.join(mantineRoot, '..', 'esm', 'components', 'ModalBase', 'ModalBase.mjs');
    expect(transform.call(context, fs.readFileSync(modalBase, 'utf8'), modalBase)).toBeNull();
  });

  it('fails the build when Mantine changes the import or uses more of RemoveScroll', () => {
    expect(() => transform.call(context, 'export const AppShellHeader = 1;', SECTIONS[0]!)).toThrow(/no longer uses RemoveScroll/);
    const moreUse = 'import { RemoveScroll } from "react-remove-scroll";\nRemoveScroll.classNames.zeroRight;\n<RemoveScroll />;';
    expect(() => transform.call(context, moreUse, SECTIONS[0]!)).toThrow(/no longer uses RemoveScroll/);
  });
});
