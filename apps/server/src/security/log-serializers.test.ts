import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../../test/test-database';
import { serializeError } from './log-serializers';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database.close());

describe('what an error puts in the log', () => {
  it('never the values of a failed query (diary text, hashes, tokens travel as parameters)', async () => {
    const secret = 'my migraine diary: secret-note-4711 $argon2id$v=19$m=19456';
    const error = await database.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain('secret-note-4711'); // the raw error does hold it...
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('secret-note-4711'); // ...the log does not
    expect(logged).not.toContain('argon2id');
    expect(logged).toMatch(/values withheld/);
    expect(serializeError(error)).toMatchObject({ code: '22P02' });
  });

  it('keeps an ordinary error readable', () => {
    expect(serializeError(new TypeError('cannot read x'))).toMatchObject({ type: 'TypeError', message: 'cannot read x' });
  });
});
