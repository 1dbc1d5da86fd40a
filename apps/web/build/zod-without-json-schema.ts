import type { Plugin } from 'vite';

/** zod's schemas (`import { z } from 'zod'`), as its package ships them (zod/v4/classic/schemas.js). */
const CLASSIC_SCHEMAS_MODULE = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const PROCESSORS_IMPORT = 'import * as processors from "../core/json-schema-processors.js";';
const TO_JSON_SCHEMA_IMPORT = 'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";';
/** Each schema's JSON Schema step, e.g. `processors.stringProcessor(inst, ctx, json, params)`. */
const PROCESSOR_CALL = /processors\.\w+Processor\(inst, ctx, json, params\)/g;
/** The one other use: the checks behind `minLength`, `maxValue`, `isInt` and the like, which stay. */
const AGGREGATE_CHECKS_CALL = /processors\.aggregateChecks\(/g;

const WITHOUT_JSON_SCHEMA = `import { aggregateChecks } from "../core/json-schema-processors.js";
const noJsonSchema = () => { throw new Error("zod's JSON Schema is left out of the web build (apps/web/build/zod-without-json-schema.ts)"); };
const processors = { aggregateChecks };
const createStandardJSONSchemaMethod = () => noJsonSchema;
const createToJSONSchemaMethod = () => noJsonSchema;`;

/**
 * Route budgets (issue 14: at most 250 kB of gzipped JavaScript a route): since zod 4.2 every schema
 * carries its JSON Schema conversion (`toJSONSchema()`, `~standard.jsonSchema`), so the whole
 * JSON Schema generator, about 4.8 kB gzipped, came with the contracts to every screen that parses
 * an answer; the app never converts a schema in the browser. The build leaves the generator out:
 * those two calls throw there, and validation and the schemas' checks (`minLength`, `maxValue`, ...)
 * are zod's own. It fails when zod changes the imports or uses the generator anywhere else, so an
 * upgrade cannot break it unnoticed. The server and the tests keep all of zod.
 */
export function zodWithoutJsonSchema(): Plugin {
  let isReplaced = false;
  return {
    name: 'cephalo-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CLASSIC_SCHEMAS_MODULE.test(id.split('?')[0] ?? id)) return null;
      if (!code.includes(PROCESSORS_IMPORT) || !code.includes(TO_JSON_SCHEMA_IMPORT))
        this.error(`${id} no longer imports the JSON Schema generator as build/zod-without-json-schema.ts expects: update it`);
      const body = code.replace(PROCESSORS_IMPORT, '').replace(TO_JSON_SCHEMA_IMPORT, '').replace(PROCESSOR_CALL, 'noJsonSchema()');
      if (/\bprocessors\./.test(body.replace(AGGREGATE_CHECKS_CALL, '')))
        this.error(`${id} uses the JSON Schema generator where build/zod-without-json-schema.ts does not expect it: update it`);
      isReplaced = true;
      return { code: `${WITHOUT_JSON_SCHEMA}\n${body}`, map: null };
    },
    buildEnd(error) {
      if (!error && !isReplaced) this.error('zod/v4/classic/schemas.js was not in the build: update build/zod-without-json-schema.ts for this zod version');
    },
  };
}
