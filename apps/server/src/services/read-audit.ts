/**
 * The audit entries of reads and list views, written together: every request still waits until its
 * own entry is stored before it answers, but the entries of requests that arrive while an insert is
 * under way go into the next insert together, as PostgreSQL's group commit does for commits. Fifty
 * preparers reading at once cost a few inserts instead of fifty. A read is recorded without waiting
 * for the disk flush (synchronous_commit off for this statement): it cannot be torn or reordered,
 * only the last fraction of a second of such entries could be lost if the machine itself crashed.
 */
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';

export interface ReadEntry {
  actorId: number;
  action: string;
  target: string;
  /** JSON text, or null. */
  detail: string | null;
}

/** An insert's parameters stay well within what one statement carries. */
const MAX_BATCH = 500;

const insertEntries = preparedStatement(
  'record_reads',
  `insert into audit_log (actor_id, action, target, detail)
   select e.actor_id, e.action, e.target, e.detail
   from unnest($1::int[], $2::text[], $3::text[], $4::jsonb[]) with ordinality as e(actor_id, action, target, detail, n),
     (select set_config('synchronous_commit', 'off', true)) relaxed
   order by e.n`,
);

interface Waiting {
  entry: ReadEntry;
  resolve(): void;
  reject(err: unknown): void;
}

class ReadAuditWriter {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  record(entry: ReadEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ entry, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  /** One insert at a time: the first entry is written at once, later ones as the previous insert ends. */
  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) await this.write(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      await this.insert(batch);
      for (const w of batch) w.resolve();
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // One entry that cannot be stored (its actor deleted meanwhile) must not fail the others.
      for (const w of batch) await this.write([w]);
    }
  }

  private insert(batch: Waiting[]) {
    return insertEntries(this.db, [
      batch.map((w) => w.entry.actorId),
      batch.map((w) => w.entry.action),
      batch.map((w) => w.entry.target),
      batch.map((w) => w.entry.detail),
    ]);
  }
}

const writers = new WeakMap<Db, ReadAuditWriter>();

/** Stores one read's audit entry, with those of other reads of the moment; resolves once it is stored. */
export function recordRead(db: Db, entry: ReadEntry): Promise<void> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new ReadAuditWriter(db)));
  return writer.record(entry);
}
