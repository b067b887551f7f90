/**
 * "Start from my last year's return" (issue 26): a new return of year Y made from the filer's
 * return of Y − 1. Names, numbers, address, filing status and dependents carry; employers, payers
 * and businesses come as documents without amounts, ready to fill; the carryovers last year's
 * return computed (capital losses, passive losses) are entered where this year's forms take them.
 * Every carried value is listed in `data.carried` with its source, so the screens can show it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldsOf, REGISTRY, type CarriedReturnFacts } from '@taxprep/contracts';
import type { Result } from '@taxprep/tax-engine';
import { preparerProfiles, users } from '../../db/schema';
import { CA_KINDS } from '../california/kinds';
import type { LoadedReturn } from './access';
import { compute } from './compute';
import type { NewReturnSpec } from './return-file';
import type { ReturnData } from './sections';
import { loadItems } from './store';

type Obj = Record<string, unknown>;
type Item = NewReturnSpec['items'][number];

/** Documents whose payer or employer usually sends one again: carried without amounts. */
const AGAIN = new Set([
  'w2',
  'form1099',
  'form1099_nec',
  'form1099_misc',
  'form1099_g',
  'form1099_r',
  'form1099_int',
  'form1099_div',
  'form1099_ssa',
  'form1095_a',
  'schedule_c',
]);
/** Field kinds that name who a document is from or for (not what it reports). */
const WHO = new Set(['text', 'digits', 'state', 'select', 'cityStateZip', 'phone']);

const money = (r: Result, key: string) => r.lines.get(key);
const positive = (r: Result, key: string) => {
  const m = money(r, key);
  return m.isPositive() ? m.toString() : null;
};

/** The document without its amounts: the fields that say who it is from and for, and its owner. */
function whoOnly(kind: string, data: Obj): Obj {
  const def = REGISTRY.find((d) => d.kind === kind);
  if (!def) return {};
  const keep = new Set(
    fieldsOf(def)
      .filter((f) => WHO.has(f.kind))
      .map((f) => f.name),
  );
  if (def.parent) keep.add(def.parent.field);
  return Object.fromEntries(Object.entries(data).filter(([k]) => keep.has(k)));
}

/** Fields that name whom a document is from, in the order tried. */
const FROM = ['employer_name', 'payer_name', 'business_name', 'issuer_name', 'proprietor_name'];

/** The screen (under /form1040/{id}/) where documents of `kind` are entered. */
function screenOf(kind: string): string {
  const def = REGISTRY.find((d) => d.kind === kind);
  if (!def) return 'income';
  if (/^[a-z0-9-]+$/.test(def.route)) return def.route;
  const parent = def.parent && REGISTRY.find((d) => d.kind === def.parent!.kind);
  return parent && /^[a-z0-9-]+$/.test(parent.route) ? parent.route : 'income';
}

/**
 * A carried document in words: whom it is from, and that it waits for this year's amounts. The
 * `values` list is stored as it is (not encrypted), so it names no full SSN or account number.
 */
function documentWords(kind: string, data: Obj): { label: string; value: string } {
  const def = REGISTRY.find((d) => d.kind === kind);
  const short = def?.short ?? kind;
  const who = FROM.map((k) => data[k]).find((v) => typeof v === 'string' && v.trim() !== '');
  return {
    label: `${short} ${who ? `from ${String(who)}` : ''}`.trim(),
    value: `An empty ${short} to fill with this year’s amounts`,
  };
}

const lastFour = (ssn: unknown) =>
  typeof ssn === 'string' && ssn.length >= 4 ? `***-**-${ssn.slice(-4)}` : '—';

/** Age at the end of `year` of someone born on `dob` (YYYY-MM-DD). */
const ageAtEnd = (dob: unknown, year: number) =>
  typeof dob === 'string' && /^\d{4}-/.test(dob) ? year - Number(dob.slice(0, 4)) : null;

/** The age at the end of the new year, not the date of birth: `values` is stored unencrypted. */
function ageWords(dob: unknown, year: number): string {
  const age = ageAtEnd(dob, year);
  return age === null ? 'date of birth not entered' : `${String(age)} at the end of ${String(year)}`;
}

/** A dependent who may no longer qualify this year: flagged (not dropped), with the rule in words. */
function dependentFlag(d: Obj, year: number): string | null {
  const age = ageAtEnd(d.date_of_birth, year);
  const name = [d.first_name, d.last_name].filter((x) => typeof x === 'string').join(' ') || 'A dependent';
  if (age === null) return null;
  if (age === 17)
    return `${name} turns 17 in ${year}: no longer under 17 for the child tax credit (the $500 credit for other dependents may apply).`;
  if (age === 19 && d.student !== true && d.permanently_disabled !== true)
    return `${name} is 19 at the end of ${year}: a qualifying child must be under 19, or under 24 and a full-time student, or permanently disabled.`;
  if (age === 24 && d.permanently_disabled !== true)
    return `${name} is 24 at the end of ${year}: too old to be a qualifying child unless permanently disabled (a qualifying relative may still be claimed).`;
  return null;
}

/** Each rental's loss not allowed last year (Form 8582), by property label. */
function unallowedByProperty(r: Result, properties: Obj[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of properties) {
    const label = String(p.label ?? '');
    const net = money(r, `scheduleE.l21.${label}`);
    const prior = typeof p.prior_year_unallowed_loss === 'string' ? Number(p.prior_year_unallowed_loss) : 0;
    const loss = (net.isNegative() ? -Number(net.toString()) : 0) + prior;
    const allowed = -Number(money(r, `scheduleE.l22.${label}`).toString());
    const left = Math.round((loss - Math.max(0, allowed)) * 100) / 100;
    if (left > 0) out.set(label, left.toFixed(2));
  }
  return out;
}

/** The preparer's name as the dashboard shows it: username, and the firm when there is one. */
async function preparerName(app: FastifyInstance, id: number): Promise<string> {
  const [row] = await app.db
    .select({ username: users.username, firm: preparerProfiles.firmName })
    .from(users)
    .leftJoin(preparerProfiles, eq(preparerProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return `Preparer #${String(id)}`;
  return row.firm ? `${row.username} (${row.firm})` : row.username;
}

/**
 * The new return's answers and documents from `prev` (decrypted), for tax year `year`, started by
 * `actorId` (the filer by default). Only `prev`'s computed figures and entered facts are read;
 * nothing of `prev` changes. Last year's preparer carries when the filer starts the return (or
 * that preparer does); a preparer who starts it for the filer prepares it.
 */
export async function carryForward(
  app: FastifyInstance,
  prev: LoadedReturn,
  year: number,
  actorId: number = prev.userId,
) {
  const prevItems = await loadItems(app, prev.id);
  const r = compute(prev, prevItems);
  const from = prev.taxYear;
  const facts: CarriedReturnFacts = { from_return_id: prev.id, from_year: from, values: [], flags: [] };
  const carried = (path: string, label: string, value: string, source: string, screen: string) =>
    facts.values.push({ path, label, value, source, screen });
  const items: Item[] = [];
  let nextId = 1;
  const add = (kind: string, data: Obj, oldId?: number) => {
    const id = oldId ?? 1_000_000_000 + nextId++;
    items.push({ id, kind, data });
  };

  const d = prev.data;
  const data: ReturnData & Obj = {};
  if (d.personal) data.personal = { ...d.personal };
  if (d.filing) data.filing = { ...d.filing };
  const id = d.identity ?? {};
  data.identity = { dob: id.dob ?? null, spouse_dob: id.spouse_dob ?? null };
  if (d.person_facts) data.person_facts = d.person_facts;
  if (d.personal) {
    const p = d.personal;
    carried('personal', 'Name', `${p.first_name} ${p.last_name}`, `${from} return`, 'basic');
    carried('personal.ssn', 'SSN', lastFour(p.ssn), `${from} return`, 'basic');
    const place = [p.city, [p.state, p.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    carried(
      'personal.address',
      'Address',
      [p.address, place].filter(Boolean).join(', '),
      `${from} return`,
      'basic',
    );
  }
  if (d.filing) {
    carried('filing.filing_status', 'Filing status', d.filing.filing_status, `${from} return`, 'status');
    if (d.filing.spouse_first_name || d.filing.spouse_ssn)
      carried(
        'filing.spouse',
        'Spouse',
        `${[d.filing.spouse_first_name, d.filing.spouse_last_name].filter(Boolean).join(' ')}, SSN ${lastFour(d.filing.spouse_ssn)}`,
        `${from} return`,
        'status',
      );
  }
  const preparedBy = actorId === prev.userId ? prev.preparedBy : actorId;
  if (preparedBy !== null && preparedBy === prev.preparedBy)
    carried('prepared_by', 'Paid preparer', await preparerName(app, preparedBy), `${from} return`, 'basic');

  for (const it of prevItems) {
    if (it.kind === 'dependent') {
      // The credit claims follow this year's facts, not last year's choice.
      const {
        qualifies_for_child_tax_credit: _c,
        qualifies_for_other_credit: _o,
        date_of_death: _d,
        ...dep
      } = it.data;
      if (typeof it.data.date_of_death === 'string') continue;
      add('dependent', dep, it.id);
      carried(
        `dependents.${String(it.id)}`,
        'Dependent',
        `${[dep.first_name, dep.last_name].filter(Boolean).join(' ')} (${String(dep.relationship ?? '—')}), ${ageWords(dep.date_of_birth, year)}, SSN ${lastFour(dep.ssn)}`,
        `${from} return`,
        'dependents',
      );
      const flag = dependentFlag(dep, year);
      if (flag) facts.flags.push({ message: flag, screen: 'dependents' });
    } else if (AGAIN.has(it.kind)) {
      const doc = whoOnly(it.kind, it.data);
      add(it.kind, doc, it.id);
      const words = documentWords(it.kind, doc);
      carried(`${it.kind}.${String(it.id)}`, words.label, words.value, `${from} return`, screenOf(it.kind));
    } else if (it.kind === 'schedule_e') {
      const props = Array.isArray(it.data.properties) ? (it.data.properties as Obj[]) : [];
      const left = unallowedByProperty(r, props);
      const keep = ['label', 'address', 'city_state_zip', 'property_type', 'qjv', 'no_active_participation'];
      add('schedule_e', {
        properties: props.map((p) => ({
          ...Object.fromEntries(keep.map((k) => [k, p[k] ?? null])),
          prior_year_unallowed_loss: left.get(String(p.label)) ?? null,
        })),
        partnerships: [],
        estates_trusts: [],
        remics: [],
      });
      for (const [label, v] of left)
        carried(
          `schedule_e.properties.${label}.prior_year_unallowed_loss`,
          `Prior years’ unallowed loss of rental ${label} (Form 8582)`,
          v,
          `${from} Form 8582: the loss of rental ${label} not allowed in ${from}`,
          'schedule-e',
        );
    } else if (it.kind === CA_KINDS.requiredInfo) {
      add(it.kind, { ...it.data });
      carried(
        'ca_required_info',
        'California housing and renter answers',
        String(it.data.housing ?? '—'),
        `${from} FTB required information`,
        'ca/required-info',
      );
    } else if (it.kind === CA_KINDS.form568) {
      const llc = ['llc_name', 'sos_file_number', 'fein', 'address', 'city', 'state', 'zip'];
      add(it.kind, { ...Object.fromEntries(llc.map((k) => [k, it.data[k] ?? null])), tax_year: year });
      carried(
        'ca_form568',
        'California LLC (Form 568)',
        String(it.data.llc_name ?? '—'),
        `${from} Form 568`,
        'ca/568',
      );
    }
  }

  const st = positive(r, 'capitalLossCarryoverWks.l8');
  const lt = positive(r, 'capitalLossCarryoverWks.l13');
  if (st || lt) {
    add('schedule_d', { st_6_loss_carry: st, lt_14_loss_carry: lt });
    if (st)
      carried(
        'schedule_d.st_6_loss_carry',
        'Short-term capital loss carryover (Schedule D line 6)',
        st,
        `${from} Capital Loss Carryover Worksheet, line 8`,
        'schedule-d',
      );
    if (lt)
      carried(
        'schedule_d.lt_14_loss_carry',
        'Long-term capital loss carryover (Schedule D line 14)',
        lt,
        `${from} Capital Loss Carryover Worksheet, line 13`,
        'schedule-d',
      );
  }

  const agi = r.summary.agi.toString();
  facts.prior_year_agi = agi;
  carried(
    'prior_year_agi',
    'Prior-year AGI for the e-file signature',
    agi,
    `${from} Form 1040, line 11`,
    'review',
  );
  const itemized =
    money(r, 'scheduleA.l17').isPositive() && money(r, 'f1040.l12').eq(money(r, 'scheduleA.l17'));
  facts.state_refund = { itemized, salt: itemized ? money(r, 'scheduleA.l5e').toString() : null };
  carried(
    'state_refund',
    `Taxability of a ${from} state or local tax refund (Form 1099-G box 2)`,
    itemized
      ? `Itemized in ${from}: state and local taxes deducted ${money(r, 'scheduleA.l5e').toString()}`
      : `Standard deduction in ${from}: a refund of ${from} state income tax is not taxable`,
    `${from} Form 1040, line 12`,
    '1099-g',
  );
  data.carried = facts;
  return { data, items, preparedBy };
}
