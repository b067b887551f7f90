/**
 * All forms' amount of a document (SQL `form_list_doc_amount`, which migration 0011's triggers call
 * on every write) is derived from the document registry: the first present of the kinds'
 * `listAmount` fields. Migration 0011 created it with the fields of its day; each start re-creates
 * it from the registry when they differ and brings the stored amounts up to date, so a new kind's
 * amount needs no migration.
 */
import { sql, type SQL } from 'drizzle-orm';
import { REGISTRY } from '@taxprep/contracts';

/** What the sync needs of a database (either driver's drizzle). */
interface Executes {
  execute(query: SQL): Promise<unknown>;
}

/**
 * The fields migration 0011 matched, in its order: a record holding several (a 1099-G with an
 * `amount` besides its box 1) keeps the amount it had. Frozen history, not a list to maintain.
 */
const FIELDS_OF_0011 = [
  'wages',
  'box1_nonemployee_comp',
  'box1_gross_dist',
  'box1_interest_income',
  'box1a_ordinary_dividends',
  'unemployment_comp',
  'box3_benefits_paid',
  'box1_rents',
  'proceeds',
  'amount',
];

/**
 * The registry's amount fields, each once: those migration 0011 matched in its order, then those
 * of kinds defined since, in the registry's order.
 */
export const LIST_AMOUNT_FIELDS: readonly string[] = (() => {
  const registry = new Set(REGISTRY.flatMap((d) => (d.listAmount ? [d.listAmount] : [])));
  return [
    ...FIELDS_OF_0011.filter((f) => registry.has(f)),
    ...[...registry].filter((f) => !FIELDS_OF_0011.includes(f)),
  ];
})();

/**
 * The function's body. Only a plain decimal counts as an amount, so a stray value can never break
 * the numeric sort. The fields are matched whatever the record's kind: a Schedule C's `wages`
 * (an expense line) shows as its amount, as it did when the list was one query.
 */
export function listAmountBody(fields: readonly string[] = LIST_AMOUNT_FIELDS): string {
  for (const f of fields) if (!/^[a-z0-9_]+$/.test(f)) throw new Error(`Not a field name: ${f}`);
  const values = fields.map((f) => `nullif(d->>'${f}', '')`).join(', ');
  return `
  SELECT v::numeric FROM (SELECT coalesce(${values}) AS v) a
  WHERE v ~ '^-?[0-9]+(\\.[0-9]+)?$'
`;
}

/** Re-creates the function when the registry's fields changed, and recomputes the amounts it gives. */
export async function syncListAmount(db: Executes): Promise<void> {
  const body = listAmountBody();
  const found = (await db.execute(
    sql`select prosrc from pg_proc where proname = 'form_list_doc_amount'`,
  )) as unknown as { rows: { prosrc: string }[] };
  if (found.rows[0]?.prosrc === body) return;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION "form_list_doc_amount"(d jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE
AS $$${body}$$`),
  );
  // Only the rows whose amount the new fields change are written.
  await db.execute(sql`
    UPDATE form_list f SET amount = form_list_doc_amount(i.data)
    FROM return_items i
    WHERE f.type = i.kind AND f.id = i.id AND f.amount IS DISTINCT FROM form_list_doc_amount(i.data)`);
}
