import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Zod from 'zod';
import { zodWithoutJsonSchema } from '../../build/zod-without-json-schema';

// The file the build changes, as the installed zod ships it.
const zodRoot = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const CLASSIC_SCHEMAS = path.join(zodRoot, 'v4', 'classic', 'schemas.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = zodWithoutJsonSchema().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe("the build leaves zod's JSON Schema generator out (route budgets)", () => {
  const source = fs.readFileSync(CLASSIC_SCHEMAS, 'utf8');

  it('keeps only the checks of the generator module and imports nothing else of it', () => {
    const code = transform.call(context, source, CLASSIC_SCHEMAS)?.code ?? '';
    expect(code).toContain('import { aggregateChecks } from "../core/json-schema-processors.js";');
    expect(code).not.toContain('import * as processors');
    expect(code).not.toContain('to-json-schema.js');
    expect(code).not.toMatch(/processors\.\w+Processor\(/);
    expect(code).toContain('processors.aggregateChecks(inst)');
  });

  it('validates as before, with the checks that stay, and refuses only the JSON Schema', async () => {
    const classicUrl = pathToFileURL(`${path.dirname(CLASSIC_SCHEMAS)}/`).href;
    // The changed module in a folder of its own, its relative imports pointed at the installed zod.
    const code = (transform.call(context, source, CLASSIC_SCHEMAS)?.code ?? '').replace(
      /from "(\.\.?\/[^"]+)"/g,
      (_, relative: string) => `from "${new URL(relative, classicUrl).href}"`,
    );
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zod-without-json-schema-'));
    const changed = path.join(folder, 'schemas.js');
    fs.writeFileSync(changed, code);
    try {
      const z = (await import(changed)) as typeof Zod;
      const name = z.string().min(2).max(20);
      expect(name.safeParse('Ana').success).toBe(true);
      expect(name.safeParse('A').success).toBe(false);
      expect([name.minLength, name.maxLength]).toEqual([2, 20]);
      expect(z.object({ hours: z.number().int().min(0).max(24) }).parse({ hours: 7 })).toEqual({ hours: 7 });
      expect(() => name.toJSONSchema()).toThrow(/left out of the web build/);
    } finally {
      fs.rmSync(folder, { recursive: true });
    }
  });

  it('leaves every other module alone', () => {
    const mini = path.join(zodRoot, 'v4', 'mini', 'schemas.js');
    expect(transform.call(context, 'import * as processors from "../core/json-schema-processors.js";', mini)).toBeNull();
  });

  it('fails the build when zod changes the imports or uses the generator elsewhere', () => {
    expect(() => transform.call(context, 'export const ZodType = 1;', CLASSIC_SCHEMAS)).toThrow(/no longer imports/);
    const elsewhere = `${source}\nexport const eager = processors.stringProcessor;`;
    expect(() => transform.call(context, elsewhere, CLASSIC_SCHEMAS)).toThrow(/where build\/zod-without-json-schema.ts does not expect it/);
  });
});
