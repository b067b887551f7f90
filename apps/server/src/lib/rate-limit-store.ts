/**
 * A store for @fastify/rate-limit that counts in the database (table rate_limits, migration 0012), so
 * several server processes on one PostgreSQL share each limit: ten calls through one process and ten
 * through another are twenty. One statement per counted request.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Expired counters are removed at most this often per process and database; a live window is never touched. */
const SWEEP_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

export class DbRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
    private readonly continueExceeding: boolean,
  ) {}

  /**
   * Counts one request under `key` and answers the count of its window and the time left in ms.
   * A new window starts when the last one is over; with continueExceeding every refused request
   * starts it again, as the plugin's own stores do.
   */
  async hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    const k = this.prefix + key;
    const window = sql`make_interval(secs => ${windowMs}::double precision / 1000)`;
    const r = (await this.db.execute(sql`
      insert into rate_limits as l (key, hits, expires_at) values (${k}, 1, now() + ${window})
      on conflict (key) do update set
        hits = case when l.expires_at <= now() then 1 else l.hits + 1 end,
        expires_at = case
          when l.expires_at <= now() then excluded.expires_at
          when ${this.continueExceeding}::boolean and l.hits + 1 > ${max}::int then excluded.expires_at
          else l.expires_at end
      returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`)) as unknown as {
      rows: { hits: number; ttl: number }[];
    };
    const row = r.rows[0]!;
    this.sweep();
    return { current: Number(row.hits), ttl: Number(row.ttl) };
  }

  private sweep() {
    const now = Date.now();
    if (now - (lastSweep.get(this.db) ?? 0) < SWEEP_MS) return;
    lastSweep.set(this.db, now);
    this.db
      .execute(sql`delete from rate_limits where expires_at < now() - interval '1 minute'`)
      .catch((err: unknown) =>
        process.emitWarning(`Removing expired rate-limit counters failed: ${(err as Error).message}`),
      );
  }
}

/** The constructor @fastify/rate-limit's `store` option takes, bound to the app's database. */
export function dbRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  function make(prefix: string, o: StoreOptions): FastifyRateLimitStore {
    if (o.exponentialBackoff) throw new Error('The database rate-limit store has no exponential backoff.');
    const store = new DbRateLimitStore(db, prefix, o.continueExceeding ?? false);
    const self = {
      incr(key: string, cb: Callback, timeWindow?: number, max?: number) {
        store.hit(key, timeWindow ?? 60_000, max ?? 1000).then(
          (res) => cb(null, res),
          (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
        );
      },
      // Each route counts apart, as with the plugin's own stores: its method and URL lead the key.
      child(routeOptions: unknown) {
        const ro = routeOptions as StoreOptions;
        const method = [ro.routeInfo?.method ?? ''].flat().join(',');
        return make(`${method}${ro.routeInfo?.url ?? ''}-`, ro);
      },
    };
    return self as FastifyRateLimitStore;
  }
  return class {
    constructor(options: object) {
      return make('', options as StoreOptions);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
