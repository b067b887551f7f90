/** Bulk seed of the list benchmarks: users, returns and documents inserted with SQL. */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import type { FieldCipher } from '../src/lib/crypto';
import { hashPassword } from '../src/lib/passwords';
import { LAST_NAMES, PASSWORD, sealedAnswersWithPayments } from './sample';

const PENDING_PREPARERS = 20;

/** Users, returns (one realistic encrypted answer set reused) and documents of five kinds. */
export async function seedLists(
  database: Database,
  cipher: FieldCipher,
  size: { users: number; returns: number; docs: number },
): Promise<number> {
  const { users: USERS, returns: RETURNS, docs: DOCS } = size;
  const db = database.db;
  const hash = await hashPassword(PASSWORD);
  const filers = USERS - 1 - PENDING_PREPARERS;
  // In a fresh database the filers get ids 1…filers, in order, which the returns below rely on.
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, role, created_at)
    SELECT 'filer' || g, 'filer' || g || '@example.com', ${hash}, 'user', now() - (g || ' minutes')::interval
    FROM generate_series(1, ${filers}) g`);
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, role, pending_approval)
    SELECT 'waiting' || g, 'waiting' || g || '@example.com', ${hash}, 'agent', true
    FROM generate_series(1, ${PENDING_PREPARERS}) g`);
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, role)
    VALUES ('benchadmin', 'benchadmin@example.com', ${hash}, 'admin')`);
  const data = sealedAnswersWithPayments(cipher);
  const lastNames = sql.raw(`(ARRAY[${LAST_NAMES.map((n) => `'${n}'`).join(',')}])`);
  await db.execute(sql`
    INSERT INTO form1040s (user_id, tax_year, status, first_name, last_name, filing_status, agi,
      taxable_income, total_tax, total_payments, refund_amount, amount_owed, data, search_text,
      submitted_at, created_at)
    SELECT 1 + (g - 1) % ${filers}, 2024, (ARRAY['Pending','Accepted','Rejected'])[1 + g % 3],
      'Pat' || (g % 997), ${lastNames}[1 + g % 10], 'married filing jointly',
      60000 + g % 50000, 30000 + g % 50000, 3000 + g % 5000, 5000,
      greatest(0, 2000 - g % 5000), greatest(0, g % 5000 - 2000), ${JSON.stringify(data)}::jsonb,
      lower('pat' || (g % 997) || ' ' || ${lastNames}[1 + g % 10] || ' filer' || (1 + (g - 1) % ${filers})),
      CASE WHEN g % 3 = 0 THEN NULL ELSE now() - (g || ' seconds')::interval END,
      now() - (g || ' minutes')::interval
    FROM generate_series(1, ${RETURNS}) g`);
  await db.execute(sql`
    INSERT INTO return_items (form1040_id, kind, data, created_at)
    SELECT r.id, (ARRAY['w2','form1099_int','form1099_nec','dependent','form1099_div'])[1 + g % 5],
      CASE g % 5
        WHEN 0 THEN jsonb_build_object('employer_name', 'Employer ' || g % 500, 'wages', (20000 + g % 80000) || '.00')
        WHEN 1 THEN jsonb_build_object('payer_name', 'Bank ' || g % 300, 'box1_interest_income', (g % 3000) || '.00')
        WHEN 2 THEN jsonb_build_object('payer_name', 'Client ' || g % 700, 'box1_nonemployee_comp', (g % 40000) || '.00')
        WHEN 3 THEN jsonb_build_object('first_name', 'Kid' || g % 97, 'last_name', 'Lee', 'relationship', 'son')
        ELSE jsonb_build_object('payer_name', 'Fund ' || g % 200, 'box1a_ordinary_dividends', (g % 5000) || '.00')
      END,
      r.created_at + interval '1 minute'
    FROM generate_series(1, ${DOCS}) g JOIN form1040s r ON r.id = 1 + (g - 1) % ${RETURNS}`);
  // What autovacuum would have done on a long-running PostgreSQL. PGlite runs no autovacuum: without
  // a VACUUM its visibility map stays empty, so no count can be answered from an index alone.
  await db.execute(sql`VACUUM ANALYZE`);
  const r = (await db.execute(sql`select count(*)::int as n from form_list`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(r.rows[0]!.n);
}
