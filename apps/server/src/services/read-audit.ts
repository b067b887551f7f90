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
   where e.action <> all($5::text[]) or not exists (
     select 1 from audit_log a
     where a.actor_id = e.actor_id and a.action = e.action and a.target = e.target
       and a.created_at > now() - make_interval(secs => $6::int / 1000.0))
   order by e.n`,
);

interface Waiting {
  entry: ReadEntry;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * One page of the app reads a return through several calls at once (the return, its summary, the
 * sidebar's documents, the California status, the step's own answers...). Reads of one return by
 * one person within VIEW_MS are one view, recorded by one entry: the first call's. The later calls
 * wait until that entry is stored, so no answer goes out before the view is on record.
 */
export const VIEW_MS = 10_000;
const ONCE_PER_VIEW = new Set(['form1040.read']);
/** Past this many remembered views, those whose window is over are forgotten. */
const VIEWS_KEPT = 10_000;

class ReadAuditWriter {
  private queue: Waiting[] = [];
  private writing = false;
  /** Open views by actor, action and target: when each began and its entry's write. */
  private views = new Map<string, { at: number; stored: Promise<void> }>();

  constructor(private readonly db: Db) {}

  record(entry: ReadEntry): Promise<void> {
    if (!ONCE_PER_VIEW.has(entry.action)) return this.enqueue(entry);
    const key = `${entry.actorId}|${entry.action}|${entry.target}`;
    const now = Date.now();
    const open = this.views.get(key);
    if (open && now - open.at < VIEW_MS) return open.stored;
    const stored = this.enqueue(entry);
    // Re-inserted so the map stays in the order views began, oldest first.
    this.views.delete(key);
    this.views.set(key, { at: now, stored });
    // An entry that could not be stored opens no view: the next read tries again.
    stored.catch(() => {
      if (this.views.get(key)?.stored === stored) this.views.delete(key);
    });
    if (this.views.size > VIEWS_KEPT) this.forgetBefore(now - VIEW_MS);
    return stored;
  }

  private forgetBefore(time: number) {
    for (const [key, v] of this.views) {
      if (v.at >= time) break;
      this.views.delete(key);
    }
  }

  private enqueue(entry: ReadEntry): Promise<void> {
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
      // The view another server process has just recorded (audit_actor_created finds it).
      [...ONCE_PER_VIEW],
      VIEW_MS,
    ]);
  }
}

const writers = new WeakMap<Db, ReadAuditWriter>();

/**
 * Stores one read's audit entry, with those of other reads of the moment; resolves once it is stored
 * (for a return's read within the view of an earlier one, once that view's entry is stored).
 */
export function recordRead(db: Db, entry: ReadEntry): Promise<void> {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new ReadAuditWriter(db)));
  return writer.record(entry);
}
