import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';

describe('runExclusively', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'runs a task in one process at a time on PostgreSQL: another connection skips it while it runs',
    async () => {
      const first = await openTestDatabase();
      // Each call takes a connection of its own from the pool, as another instance would have one.
      const second = first;
      try {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const running = first.runExclusively(42, () => held);
        // Until the first task ends, the lock is taken.
        await expect.poll(async () => second.runExclusively(42, async () => undefined), { timeout: 5000 }).toBe(false);
        expect(await second.runExclusively(43, async () => undefined)).toBe(true);
        release();
        expect(await running).toBe(true);
        expect(await second.runExclusively(42, async () => undefined)).toBe(true);
      } finally {
        await first.close();
      }
    },
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('always runs on the embedded database (one process holds its folder)', async () => {
    const database = await openTestDatabase();
    try {
      let ran = 0;
      expect(await database.runExclusively(42, async () => void (ran += 1))).toBe(true);
      expect(await database.runExclusively(42, async () => void (ran += 1))).toBe(true);
      expect(ran).toBe(2);
    } finally {
      await database.close();
    }
  });
});
