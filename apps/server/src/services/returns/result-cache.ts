/**
 * A return's computed summary, kept per data_version (migration 0012: triggers move it on every write
 * to the return or its documents). The version makes a stored result correct in any server process:
 * a read gets the return's row, its current version and the stored result in one statement, and
 * only when nothing is stored for that version loads the answers and documents, computes and stores.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_ID, MSG } from '@taxprep/contracts';
import { preparedStatement } from '../../db/prepared';
import { notFound, unauthorized } from '../../lib/errors';
import {
  liveSessionSql,
  MAX_TOKEN_CHARS,
  sessionParams,
  sessionUserOf,
  type LiveSessionRow,
} from '../sessions';
import { recordRead } from '../read-audit';
import { isPreparerSql } from './access';
import type { ItemRow } from './engine-input';
import type { YearData } from './compute';
import { openItem, openReturnData } from './secrets';
import type { ReturnData } from './sections';

/** The newest results of this process, so a hit need not carry the JSON over the wire again. */
const MAX_ENTRIES = 1_000;
const MAX_CHARS = 16 * 1024 * 1024;

interface Entry {
  version: string;
  body: string;
}

/** Least recently used first: a Map keeps insertion order, and a hit re-inserts its key. */
class Lru {
  private readonly map = new Map<number, Entry>();
  private chars = 0;

  get(id: number): Entry | undefined {
    const e = this.map.get(id);
    if (e) {
      this.map.delete(id);
      this.map.set(id, e);
    }
    return e;
  }

  set(id: number, e: Entry): void {
    const old = this.map.get(id);
    if (old) {
      this.chars -= old.body.length;
      this.map.delete(id);
    }
    // One result larger than the whole budget is not kept: the database still has it.
    if (e.body.length > MAX_CHARS) return;
    this.map.set(id, e);
    this.chars += e.body.length;
    for (const [k, v] of this.map) {
      if (this.map.size <= MAX_ENTRIES && this.chars <= MAX_CHARS) break;
      this.map.delete(k);
      this.chars -= v.body.length;
    }
  }
}

/** The session's user, and the return's columns: null when there is none they may read. */
interface Row extends Omit<LiveSessionRow, 'id'> {
  actor_id: number;
  id: number | null;
  user_id: number;
  status: string;
  version: number;
  tax_year: number;
  data_version: string;
  result: string | null;
  data: ReturnData | null;
  items: { id: number; kind: string; version: number; data: Record<string, unknown> }[] | null;
}

export interface CachedResult {
  id: number;
  status: string;
  version: number;
  dataVersion: string;
  /** The result's JSON text, an object. */
  body: string;
  /** Where it came from: this process's memory, the database, or a computation. */
  source: 'memory' | 'database' | 'computed';
}

/**
 * The session's user ($2 the token's hash, $3 now, $4 the idle limit: sessions.ts), and the return
 * $5 if they may read it, with its version and the stored result when that version's is stored (and
 * unless the caller already holds it: $1), or else the answers and documents to compute it from. The
 * session is checked here rather than by a statement of its own: a filer's summary read is one round
 * trip, a preparer's two (the audit entry, written with those of other reads: read-audit.ts). No
 * row: no live session; a row without `id`: no such return, or not theirs.
 */
const readStatement = preparedStatement<Row>(
  'read_return_result',
  `with u as (${liveSessionSql('$2', '$3', '$4')}),
  r as (
    select f.id, f.user_id, f.status, f.version, f.tax_year, f.data_version::text as data_version,
      case when f.data_version is distinct from $1::bigint then c.result::text end as result,
      case when c.form1040_id is null and f.data_version is distinct from $1::bigint then f.data end as data,
      case when c.form1040_id is null and f.data_version is distinct from $1::bigint then
        (select coalesce(json_agg(json_build_object('id', i.id, 'kind', i.kind, 'version', i.version,
          'data', i.data) order by i.id), '[]'::json)
         from return_items i where i.form1040_id = f.id) end as items
    from u cross join form1040s f
    left join return_results c on c.form1040_id = f.id and c.data_version = f.data_version
    where f.id = $5::int and (f.user_id = u.id or ${isPreparerSql('u')})
  )
  select u.id as actor_id, u.username, u.email, u.role, u.pending_approval, u.last_seen_at, r.*
  from u left join r on true`,
);

/** The result's JSON text (a promise when it is computed on the worker thread). */
export type BuildResult = (ret: YearData, items: ItemRow[]) => string | Promise<string>;

export interface ResultCache {
  /** The result of return `id` for the session of `token`: 401 without a live session, 404 if not theirs. */
  get(token: string | null, id: number): Promise<CachedResult>;
}

/**
 * The cache of one kind of result (`build` computes it from the decrypted answers and documents).
 * Access is checked as loadReturn does: the owner, or an approved preparer or administrator (whose
 * read of someone else's return is audited before it is answered); anyone else gets 404.
 */
export function createResultCache(app: FastifyInstance, build: BuildResult): ResultCache {
  const lru = new Lru();
  // A stored result is only as new as the engine that computed it, and a new engine arrives with a
  // restart: results of an earlier start are dropped, so an upgrade never serves old figures.
  app.addHook('onReady', async () => {
    await app.db.execute(sql`delete from return_results`);
  });
  // Fifty requests for one return that just changed compute it once.
  const pending = new Map<string, Promise<string>>();

  async function read(token: string, id: number, known: string | null) {
    const p = sessionParams(token);
    const [row] = await readStatement(app.db, [known, p.tokenHash, p.nowIso, p.idleSinceIso, id]);
    if (!row) throw unauthorized(MSG.pleaseLogIn);
    // Last use written as the session lookup of other requests does (at most once a minute).
    await sessionUserOf(app.db, { ...row, id: row.actor_id }, p);
    return row;
  }

  async function computeAndStore(row: Row): Promise<string> {
    const data = openReturnData(app.cipher, row.data ?? {});
    const items: ItemRow[] = (row.items ?? []).map((i) => ({
      id: i.id,
      kind: i.kind,
      version: i.version,
      data: openItem(app.cipher, i.kind, i.data),
    }));
    const body = await build({ data, taxYear: row.tax_year }, items);
    try {
      // A newer version already stored by another request stays.
      await app.db.execute(sql`
        insert into return_results (form1040_id, data_version, result, computed_at)
        values (${row.id}, ${row.data_version}::bigint, ${body}::jsonb, now())
        on conflict (form1040_id) do update set data_version = excluded.data_version,
          result = excluded.result, computed_at = excluded.computed_at
        where return_results.data_version < excluded.data_version`);
    } catch (err) {
      // The return was deleted meanwhile (foreign key): the answer stands, nothing is kept.
      if (
        (err as { code?: string; cause?: { code?: string } }).code !== '23503' &&
        (err as { cause?: { code?: string } }).cause?.code !== '23503'
      )
        throw err;
    }
    return body;
  }

  return {
    async get(token, id) {
      // As the session plugin: an absent or overlong token is no session.
      if (!token || token.length > MAX_TOKEN_CHARS) throw unauthorized(MSG.pleaseLogIn);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw notFound('Form 1040 not found.');
      const mine = lru.get(id);
      const found = await read(token, id, mine?.version ?? null);
      if (found.id === null) throw notFound('Form 1040 not found.');
      const row = { ...found, id: found.id };
      if (row.user_id !== row.actor_id)
        await recordRead(app.db, {
          actorId: row.actor_id,
          action: 'form1040.read',
          target: `form1040:${row.id}`,
          detail: null,
        });
      const head = { id: row.id, status: row.status, version: row.version, dataVersion: row.data_version };
      if (mine && mine.version === row.data_version) return { ...head, body: mine.body, source: 'memory' };
      if (row.result !== null) {
        lru.set(id, { version: row.data_version, body: row.result });
        return { ...head, body: row.result, source: 'database' };
      }
      const key = `${id}:${row.data_version}`;
      let job = pending.get(key);
      if (!job) {
        job = computeAndStore(row).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      const body = await job;
      lru.set(id, { version: row.data_version, body });
      return { ...head, body, source: 'computed' };
    },
  };
}
