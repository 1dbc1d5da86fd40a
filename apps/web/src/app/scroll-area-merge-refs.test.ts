import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scrollAreaMergeRefs } from '../../build/scroll-area-merge-refs';

// The file the build changes, as the installed Mantine ships it.
const mantineRoot = path.dirname(createRequire(import.meta.url).resolve('@mantine/core'));
const SCROLL_AREA = path.join(mantineRoot, '..', 'esm', 'components', 'ScrollArea', 'ScrollArea.mjs');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = scrollAreaMergeRefs().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('the build gives ScrollArea Mantine merged refs instead of floating-ui (route budgets)', () => {
  it('replaces the import in the installed ScrollArea, so floating-ui is not in its chunk', () => {
    const source = fs.readFileSync(SCROLL_AREA, 'utf8');
    const result = transform.call(context, source, SCROLL_AREA);
    expect(result?.code).not.toContain('@floating-ui/react');
    expect(result?.code).toContain('useMergedRef } from "@mantine/hooks"');
    expect(result?.code).toContain('useMergeRefs([');
  });

  it('leaves every other module alone', () => {
    expect(
      transform.call(context, 'import { useMergeRefs } from "@floating-ui/react";', '/x/node_modules/@mantine/core/esm/components/Popover/Popover.mjs'),
    ).toBeNull();
  });

  it('fails the build when Mantine changes the import it replaces', () => {
    expect(() => transform.call(context, 'export const ScrollArea = 1;', SCROLL_AREA)).toThrow(/no longer imports useMergeRefs/);
  });
});
