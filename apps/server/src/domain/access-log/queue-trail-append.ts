import type { Database } from '../../db/database';
import { chainOf } from './access-row-hash';
import type { AccessTrail } from './access-trail';
import { noteRecorded } from './recorded-acts';
import type { ChainAnchor } from './extend-chain';
import { writeToChain, type TrailAppend } from './write-to-chain';

/**
 * At most this many rows in one transaction (they travel as one JSON parameter, write-to-chain.ts);
 * an append larger than that still goes whole, alone.
 */
const MAX_ROWS_PER_TRANSACTION = 1000;

interface QueuedAppend extends TrailAppend {
  resolve(isWritten: boolean): void;
  reject(error: unknown): void;
  /** Its group's transaction failed: it goes in a transaction of its own, so that it fails alone if its row cannot be written. */
  isAlone?: boolean;
}

/** The appends of one chain waiting for this instance's next transaction on it. */
interface ChainQueue {
  waiting: QueuedAppend[];
  /** A transaction on the chain has started and not yet taken its group: what arrives meanwhile goes in it. */
  hasTaker: boolean;
  /** A transaction has taken its group and is writing it: the next one starts once it has only its COMMIT left. */
  isWritingRows: boolean;
  /** The chain's end as this instance's last committed group left it (extendChain checks it is still so). */
  knownEnd?: ChainAnchor | undefined;
}

/** Per instance (its trail object) and database: the queue of each chain. */
const queuesOf = new WeakMap<AccessTrail, WeakMap<Database, Map<string, ChainQueue>>>();

interface Chain {
  db: Database;
  trail: AccessTrail;
  clinicId: string | null;
  queue: ChainQueue;
}

/**
 * Group commit of the trail (issue 35, point 7; decision 028): the appends of one clinic's chain
 * that arrive while this instance is writing to it wait, and are then written together, in order,
 * in one transaction under one acquisition of the chain's lock. Each caller's promise settles
 * when the transaction that holds its rows has committed (or failed): a request answers only once
 * its row is in the database, so a process that dies loses no row it answered for. Other
 * instances still take the same advisory lock, so the chain stays one line across them.
 * Answers whether the append's rows were written (false: left out by its window).
 */
export function queueTrailAppend({
  db,
  trail,
  clinicId,
  append,
}: {
  db: Database;
  trail: AccessTrail;
  clinicId: string | null;
  append: TrailAppend;
}): Promise<boolean> {
  const queue = queueOf(db, trail, chainOf(clinicId));
  return new Promise<boolean>((resolve, reject) => {
    queue.waiting.push({ ...append, resolve, reject });
    startTaker({ db, trail, clinicId, queue });
  });
}

function queueOf(db: Database, trail: AccessTrail, chain: string): ChainQueue {
  let ofTrail = queuesOf.get(trail);
  if (!ofTrail) queuesOf.set(trail, (ofTrail = new WeakMap()));
  let ofDatabase = ofTrail.get(db);
  if (!ofDatabase) ofTrail.set(db, (ofDatabase = new Map()));
  let queue = ofDatabase.get(chain);
  if (!queue) ofDatabase.set(chain, (queue = { waiting: [], hasTaker: false, isWritingRows: false }));
  return queue;
}

/**
 * Starts the chain's next transaction, unless one has started that has not yet taken its group,
 * or one is writing its group. It starts while the one before it commits, and waits for the
 * chain's lock in the database: between two groups there is then only the lock's answer, not a
 * connection, a BEGIN and the lock's request (on PostgreSQL each is a round trip that waits for
 * the event loop of a busy server), and a chain holds a second connection of the pool only while
 * a COMMIT is under way. It takes its group once it holds the lock, so the groups keep their order.
 * It starts a turn of the event loop later (setImmediate, not a microtask): on PGlite a query
 * never yields to the event loop, so a transaction begun in this tick would run to its COMMIT
 * before any other request got as far as its append, and every group would hold one row.
 */
function startTaker(chain: Chain) {
  const { queue } = chain;
  if (queue.hasTaker || queue.isWritingRows || queue.waiting.length === 0) return;
  queue.hasTaker = true;
  setImmediate(() => void writeGroup(chain));
}

function takeGroup(waiting: QueuedAppend[]): QueuedAppend[] {
  if (waiting[0]?.isAlone) return waiting.splice(0, 1);
  let count = 0;
  let rows = 0;
  for (const append of waiting) {
    if (append.isAlone || (count > 0 && rows + append.rows.length > MAX_ROWS_PER_TRANSACTION)) break;
    rows += append.rows.length;
    count += 1;
  }
  return waiting.splice(0, count);
}

/**
 * One transaction: takes the appends that have arrived once it holds the chain's lock (those that
 * came while it waited for a connection, for the lock or, on PGlite, for the one connection the
 * other requests' queries were using), writes them and settles their callers.
 */
async function writeGroup(chain: Chain) {
  const { db, trail, clinicId, queue } = chain;
  let group: QueuedAppend[] | undefined;
  const take = () => {
    group = takeGroup(queue.waiting);
    queue.hasTaker = false;
    queue.isWritingRows = true;
    return group;
  };
  let isRequeued = false;
  try {
    const { isWritten, at } = await db.transaction((tx) =>
      writeToChain({ tx, key: trail.key, clinicId, takeAppends: take, knownEnd: () => queue.knownEnd }).then(
        (written) => {
          // Known before the COMMIT is sent, so the next transaction, which takes the lock only once
          // this one has ended, finds it; if this one rolls back instead, the database says the
          // anchor is not this, and the next one reads it.
          if (written.end) queue.knownEnd = written.end;
          // Only the COMMIT is left: what arrived meanwhile, or did not fit, goes in the next transaction, which starts now.
          queue.isWritingRows = false;
          startTaker(chain);
          return written;
        },
        (error: unknown) => {
          // None of the group's rows will be written. Its appends go first in the queue again, each
          // to be tried in a transaction of its own (only one that cannot be written fails its
          // request), and they are back before the rollback lets the next transaction take the lock.
          if (group && group.length > 1) {
            queue.waiting.unshift(...group.map((append) => ({ ...append, isAlone: true })));
            isRequeued = true;
          }
          queue.isWritingRows = false;
          throw error;
        },
      ),
    );
    group?.forEach((append, index) => {
      const isAppended = isWritten[index] ?? false;
      // Committed: an act written in its window need not be asked of the database again (recorded-acts.ts).
      if (isAppended && append.unlessRecordedWithinMs !== undefined)
        for (const { actorId, patientId, action } of append.rows) if (patientId !== null) noteRecorded({ trail, db, act: { actorId, patientId, action }, at });
      append.resolve(isAppended);
    });
  } catch (error) {
    queue.knownEnd = undefined;
    if (isRequeued) return startTaker(chain);
    if (group) {
      // A group of one (or one append tried alone) failed, or the COMMIT did (the outcome is
      // unknown; a retry may write a row twice: a duplicate over a loss).
      if (group.length === 1) group[0]!.reject(error);
      else queue.waiting.unshift(...group.map((append) => ({ ...append, isAlone: true })));
      return startTaker(chain);
    }
    // Failed before it took a group (no connection, no transaction): each append waiting gets a
    // transaction of its own, and one already tried alone fails with the database if it is down.
    queue.hasTaker = false;
    const [first] = queue.waiting;
    if (first?.isAlone) queue.waiting.shift()!.reject(error);
    else for (const append of queue.waiting) append.isAlone = true;
    startTaker(chain);
  }
}
