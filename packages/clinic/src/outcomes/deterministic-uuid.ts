import { createHash } from 'node:crypto';

/**
 * A name-based UUID in the RFC 9562 version 5 layout (SHA-1, version and variant bits set; the
 * parts are hashed without a namespace UUID), so the same record gives the same FHIR id and
 * `urn:uuid:` in every export.
 */
export function deterministicUuid(...parts: string[]): string {
  const bytes = createHash('sha1').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
