/**
 * A registry record's view and the checks around it, for the routes the registry makes
 * (document-kinds.ts) and those written by hand (a Schedule C's own, a 1099-MISC's reassignment).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { nested1099Int, ownerMismatchMessage, type DocumentDef } from '@taxprep/contracts';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { loadReturn, type LoadedReturn } from '../services/returns/access';
import { dependentRecordView } from '../services/returns/dependent-claim';
import { findItem } from '../services/returns/store';
import { openItem } from '../services/returns/secrets';
import type { ItemRow } from '../services/returns/engine-input';
import { itemOf, returnOf } from './return-scope';
import { currentUser } from './session';

export type Body = Record<string, unknown> & { version?: number; form1040_id?: number };

/** A record as the API returns it; a 1099-INT also in the spec's nested read shape. */
export function recordView(
  def: DocumentDef,
  i: Pick<ItemRow, 'id' | 'version' | 'data'>,
  form1040Id: number,
) {
  const data = def.kind === 'dependent' ? dependentRecordView(i.data) : def.view ? def.view(i.data) : i.data;
  const flat = { id: i.id, form1040_id: form1040Id, version: i.version, ...data };
  return def.kind === 'form1099_int' ? { ...flat, ...nested1099Int(flat) } : flat;
}

export function dataOf(def: DocumentDef, body: Body): Record<string, unknown> {
  const { version: _v, form1040_id: _f, ...rest } = body;
  if (def.parent && !rest[def.parent.field]) rest[def.parent.field] = null;
  return rest;
}

/** The parent record (a Schedule C) named in the body, checked against the caller: 404 if none, 403 if not theirs. */
export async function parentReturn(app: FastifyInstance, req: FastifyRequest, def: DocumentDef, body: Body) {
  const p = def.parent!;
  const pid = body[p.field];
  if (pid === null || pid === undefined) return null;
  const row = await findItem(app, p.kind, Number(pid));
  if (!row) throw notFound(p.missing);
  let ret: LoadedReturn;
  try {
    ret = await loadReturn(app, currentUser(req), row.form1040Id, 'update');
  } catch {
    // Writing to someone else's Schedule C is refused (spec 001); reading one is a 404 of the return scope.
    throw forbidden(p.forbidden);
  }
  // On a joint return a document and the business it belongs to are the same person's: the
  // engine puts a linked 1099 on its Schedule C, so a different owner would be silently ignored.
  const parentOwner = (row.data as Record<string, unknown>).owner === 'spouse' ? 'spouse' : 'taxpayer';
  const owner = body.owner === 'spouse' ? 'spouse' : 'taxpayer';
  if (ret.data.filing?.filing_status === 'married filing jointly' && owner !== parentOwner)
    throw badRequest(ownerMismatchMessage(def.short, owner, parentOwner));
  return ret;
}

/** The record the return scope found for this request, opened, with its return. */
export function openedRecord(app: FastifyInstance, req: FastifyRequest) {
  const row = itemOf(req);
  const data = openItem(app.cipher, row.kind, row.data as Record<string, unknown>);
  return { ret: returnOf(req), item: { id: row.id, kind: row.kind, version: row.version, data } };
}

export const prefillView = z.object({
  default_recipient: z.record(z.string(), z.string()).nullable(),
  payer: z.record(z.string(), z.string()).nullable(),
});

/**
 * What a new 1099-R or 1099-INT can start from: the return's filer as the recipient (name, SSN,
 * address) and the payer of the latest record of the kind; null when there is neither.
 */
export function prefillOf(ret: LoadedReturn, items: Record<string, unknown>[]) {
  const p = ret.data.personal;
  const csz = p?.city && p.state && p.zip_code ? `${p.city}, ${p.state} ${p.zip_code}` : null;
  const recipient = p?.first_name
    ? Object.fromEntries(
        Object.entries({
          recipient_name: [p.first_name, p.last_name].filter(Boolean).join(' '),
          recipient_tin: p.ssn,
          recipient_address: p.address,
          recipient_street: p.address,
          recipient_city_state_zip: csz,
        }).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
      )
    : null;
  const last = items.at(-1);
  const payer = last
    ? Object.fromEntries(
        Object.entries(last).filter(
          (e): e is [string, string] => e[0].startsWith('payer_') && typeof e[1] === 'string' && e[1] !== '',
        ),
      )
    : null;
  return recipient || payer ? { default_recipient: recipient, payer } : null;
}
