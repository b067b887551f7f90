/**
 * The admin form pages (spec 002 "All forms"): one form of any user with its owner, return,
 * figures and fields, and the basic info of a return edited by staff. Same access rules as the
 * All forms list; every read of someone else's return goes through loadReturn, which audits it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ADMIN_BASIC_FIELDS,
  ADMIN_FORM_DETAIL_MSG,
  ADMIN_FORM_MSG,
  adminBasicInfoResult,
  adminBasicInfoSchema,
  adminFormDetail,
  adminFormParams,
  formScreen,
  formTitle,
  MAX_ID,
  MSG,
  registryKind,
  secretFields,
  type AdminFormDetail,
  type AdminFormField,
  type DocumentDef,
  yearText,
} from '@taxprep/contracts';
import { form1040s, returnItems, users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { maskSsn, maskTail } from '../lib/crypto';
import { audit, loadReturn, type LoadedReturn } from '../services/returns/access';
import { openItem } from '../services/returns/secrets';
import { ITEM_SECRETS, type ReturnData } from '../services/returns/sections';
import { expectedVersion, saveReturnData } from '../services/returns/store';
import { currentUser } from './session';
import { errorResponses } from './errors';

/** Approved preparers and administrators; filers get the spec's access message (as on All forms). */
const requireStaff: onRequestAsyncHookHandler = async (req) => {
  if (!req.user) throw unauthorized(MSG.pleaseLogIn);
  if (req.user.role !== 'agent' && req.user.role !== 'admin') throw forbidden(ADMIN_FORM_MSG.accessDenied);
  if (req.user.pendingApproval) throw forbidden(MSG.preparerPending);
};

/** Ids come as text so an out-of-range id is a plain 404, never a database error. */
function parseId(raw: string): number {
  const id = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound(ADMIN_FORM_DETAIL_MSG.notFound);
  return id;
}

// Names that hold identifiers or birth dates even where a kind forgot to mark them secret.
const SECRET_NAME = /ssn|itin|(^|_)tin($|_)|routing|account_number|(^|_)pin($|_)|dob|birth|id_number/;
const DATE_SECRET = /dob|birth/;

function masked(name: string, v: string): string {
  if (DATE_SECRET.test(name)) return '****-**-**';
  // A PIN's last digits are most of it: none is shown.
  if (/(^|_)pin($|_)/.test(name)) return '******';
  // A routing number has nine digits too, but is no SSN: only its tail is shown.
  if (/routing|(^|_)rtn$/.test(name)) return maskTail(v)!;
  return /^\d{9}$/.test(v) ? maskSsn(v)! : maskTail(v)!;
}

const humanize = (name: string) => {
  const s = name.replace(/_/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** One stored value as the page shows it: secrets masked, lists and nested records only counted. */
function field(name: string, label: string, raw: unknown, secret: boolean, money = false): AdminFormField {
  const hide = secret || SECRET_NAME.test(name);
  let value: string | null;
  if (raw === null || raw === undefined || raw === '') value = null;
  else if (Array.isArray(raw)) value = `${raw.length} ${raw.length === 1 ? 'entry' : 'entries'}`;
  else if (typeof raw === 'object') value = 'Shown on the form’s screen';
  else if (typeof raw === 'boolean') value = raw ? 'Yes' : 'No';
  else value = String(raw);
  const isScalar = value !== null && !Array.isArray(raw) && typeof raw !== 'object';
  return {
    name,
    label,
    value: hide && isScalar ? masked(name, value!) : value,
    masked: hide && isScalar,
    money,
  };
}

const HIDDEN_KEYS = new Set(['id', 'form1040_id', 'version']);

/** A document's fields by the registry's sections; keys the registry does not name come last. */
function documentSections(
  type: string,
  def: DocumentDef | undefined,
  data: Record<string, unknown>,
  year: number,
) {
  const secrets = new Set([...(def ? secretFields(def) : []), ...(ITEM_SECRETS[type] ?? [])]);
  const seen = new Set<string>(HIDDEN_KEYS);
  const sections: AdminFormDetail['sections'] = [];
  for (const s of def?.sections ?? []) {
    sections.push({
      legend: s.legend,
      fields: s.fields.map((f) => {
        seen.add(f.name);
        const money = f.kind === 'money' || f.kind === 'signedMoney';
        return field(f.name, yearText(f.label, year), data[f.name], secrets.has(f.name), money);
      }),
    });
  }
  if (def?.rows) {
    seen.add(def.rows.name);
    sections.push({
      legend: def.rows.legend,
      fields: [field(def.rows.name, def.rows.legend, data[def.rows.name] ?? [], false)],
    });
  }
  const rest = Object.keys(data).filter((k) => !seen.has(k));
  if (rest.length > 0)
    sections.push({
      legend: def ? 'Other stored values' : 'Fields',
      fields: rest.map((k) => field(k, humanize(k), data[k], secrets.has(k))),
    });
  return sections;
}

function documentFigures(def: DocumentDef | undefined, data: Record<string, unknown>) {
  return (def?.columns ?? [])
    .filter((c) => c.money)
    .map((c) => {
      const v = c.value ? c.value(data) : data[c.key];
      return { label: c.label, value: v === null || v === undefined || v === '' ? null : String(v) };
    });
}

function returnSections(d: ReturnData): AdminFormDetail['sections'] {
  const p = d.personal;
  const f = d.filing;
  const fl = d.flags;
  return [
    {
      legend: 'Basic info',
      fields: [
        field('first_name', 'First name', p?.first_name, false),
        field('last_name', 'Last name', p?.last_name, false),
        field('ssn', 'SSN', p?.ssn, true),
        field('address', 'Address', p?.address, false),
        field('city', 'City', p?.city, false),
        field('state', 'State', p?.state, false),
        field('zip_code', 'ZIP code', p?.zip_code, false),
        field('presidential_fund', 'Presidential Election Campaign Fund', p?.presidential_fund, false),
      ],
    },
    {
      legend: 'Filing status',
      fields: [
        field('filing_status', 'Filing status', f?.filing_status, false),
        field('spouse_first_name', 'Spouse first name', f?.spouse_first_name, false),
        field('spouse_last_name', 'Spouse last name', f?.spouse_last_name, false),
        field('spouse_ssn', 'Spouse SSN', f?.spouse_ssn, true),
      ],
    },
    {
      legend: 'Standard deduction and digital assets',
      fields: [
        field(
          'claimed_as_dependent',
          'Someone can claim the filer as a dependent',
          fl?.claimed_as_dependent,
          false,
        ),
        field('taxpayer_over_65', 'Filer born before January 2, 1960', fl?.taxpayer_over_65, false),
        field('taxpayer_blind', 'Filer is blind', fl?.taxpayer_blind, false),
        field('spouse_over_65', 'Spouse born before January 2, 1960', fl?.spouse_over_65, false),
        field('spouse_blind', 'Spouse is blind', fl?.spouse_blind, false),
        field('digital_assets', 'Digital assets', d.digital_assets, false),
      ],
    },
  ];
}

// The record's name, first present wins (as on the All forms list).
const NAME_FIELDS = [
  'employer_name',
  'business_name',
  'payer_name',
  'proprietor_name',
  'description',
  'first_name',
];
const nameOf = (data: Record<string, unknown>) => {
  for (const k of NAME_FIELDS) if (typeof data[k] === 'string' && data[k] !== '') return data[k] as string;
  return '';
};

async function ownerOf(app: FastifyInstance, userId: number) {
  const [u] = await app.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return u ?? { id: userId, username: '', email: '' };
}

const returnName = (ret: LoadedReturn) =>
  [ret.data.personal?.first_name, ret.data.personal?.last_name].filter(Boolean).join(' ');

async function returnDetail(app: FastifyInstance, ret: LoadedReturn): Promise<AdminFormDetail> {
  const docs = await app.db
    .select({ id: returnItems.id, kind: returnItems.kind, data: returnItems.data })
    .from(returnItems)
    .where(eq(returnItems.form1040Id, ret.id))
    .orderBy(asc(returnItems.kind), asc(returnItems.id))
    .limit(500);
  const p = ret.data.personal;
  return {
    type: 'form1040',
    id: ret.id,
    title: formTitle('form1040'),
    form1040_id: ret.id,
    status: ret.status,
    tax_year: ret.taxYear,
    return_name: returnName(ret),
    owner: await ownerOf(app, ret.userId),
    created_at: ret.createdAt.toISOString(),
    updated_at: ret.updatedAt.toISOString(),
    version: ret.version,
    screen: formScreen('form1040', ret.id, ret.id),
    figures: [
      { label: 'Adjusted gross income (line 11)', value: ret.agi },
      { label: 'Taxable income (line 15)', value: ret.taxableIncome },
      { label: 'Total tax (line 24)', value: ret.totalTax },
      { label: 'Total payments (line 33)', value: ret.totalPayments },
      { label: 'Refund', value: ret.refundAmount },
      { label: 'Amount owed (line 37)', value: ret.amountOwed },
    ],
    sections: returnSections(ret.data),
    documents: docs.map((d) => ({
      type: d.kind,
      id: d.id,
      title: formTitle(d.kind),
      name: nameOf(d.data as Record<string, unknown>),
    })),
    basic: {
      first_name: p?.first_name ?? '',
      last_name: p?.last_name ?? '',
      ssn_masked: maskSsn(p?.ssn),
      address: p?.address ?? '',
      city: p?.city ?? '',
      state: p?.state ?? '',
      zip_code: p?.zip_code ?? '',
    },
  };
}

export const adminFormDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/form/:type/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'One form of any user: owner, return, figures and labelled fields (secrets masked)',
        params: adminFormParams,
        response: { 200: adminFormDetail, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const { type } = req.params;
      const id = parseId(req.params.id);
      if (type === 'form1040') {
        const [exists] = await app.db
          .select({ id: form1040s.id })
          .from(form1040s)
          .where(eq(form1040s.id, id))
          .limit(1);
        if (!exists) throw notFound(ADMIN_FORM_DETAIL_MSG.notFound);
        return returnDetail(app, await loadReturn(app, actor, id));
      }
      const [item] = await app.db
        .select()
        .from(returnItems)
        .where(and(eq(returnItems.id, id), eq(returnItems.kind, type)))
        .limit(1);
      if (!item) throw notFound(ADMIN_FORM_DETAIL_MSG.notFound);
      const ret = await loadReturn(app, actor, item.form1040Id);
      const data = openItem(app.cipher, item.kind, item.data as Record<string, unknown>);
      const def = registryKind(type);
      return {
        type,
        id: item.id,
        title: formTitle(type),
        form1040_id: ret.id,
        status: ret.status,
        tax_year: ret.taxYear,
        return_name: returnName(ret),
        owner: await ownerOf(app, ret.userId),
        created_at: item.createdAt.toISOString(),
        updated_at: item.updatedAt.toISOString(),
        version: item.version,
        screen: formScreen(type, item.id, ret.id, data),
        figures: documentFigures(def, data),
        sections: documentSections(type, def, data, ret.taxYear),
        documents: [],
        basic: null,
      };
    },
  );

  app.patch(
    '/api/admin/form/form1040/:id/basic',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Edit a return's basic info (filer's name and home address); audited",
        params: z.object({ id: z.string() }),
        body: adminBasicInfoSchema,
        response: { 200: adminBasicInfoResult, ...errorResponses },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const id = parseId(req.params.id);
      const [exists] = await app.db
        .select({ id: form1040s.id })
        .from(form1040s)
        .where(eq(form1040s.id, id))
        .limit(1);
      if (!exists) throw notFound(ADMIN_FORM_DETAIL_MSG.notFound);
      const ret = await loadReturn(app, actor, id, 'update');
      const before = ret.data.personal;
      const { version: _v, ...fields } = req.body;
      // The SSN and the campaign-fund answer are not basic info here: they stay as the filer gave them.
      const personal = {
        ssn: before?.ssn ?? null,
        presidential_fund: before?.presidential_fund ?? false,
        ...fields,
      };
      const changed = ADMIN_BASIC_FIELDS.filter((k) => (before?.[k] ?? '') !== personal[k]);
      const r = await saveReturnData(
        app,
        actor,
        ret,
        { ...ret.data, personal },
        expectedVersion(req, req.body),
        'admin-basic',
      );
      // Field names only: the values are the filer's personal data.
      await audit(app, actor, 'form.edit', `form1040:${id}`, { user_id: ret.userId, fields: changed });
      return { message: ADMIN_FORM_DETAIL_MSG.saved, version: r.version };
    },
  );
};
