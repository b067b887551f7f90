/** The return (ownership checked), its items and its California records, for one request. */
import type { FastifyInstance } from 'fastify';
import { normalizeFilingStatus, type CaFilingStatus, type FilingStatusLabel } from '@taxprep/contracts';
import type { SessionUser } from '../sessions';
import { loadReturn, type LoadedReturn } from '../returns/access';
import type { ItemRow } from '../returns/engine-input';
import { loadItems } from '../returns/store';
import { CA_KINDS } from './compute';
import { readStored, type StoredScheduleCa } from './schedule-ca';

export interface CaContext {
  ret: LoadedReturn;
  items: ItemRow[];
  /** The first record of a kind (the 540, the required information, the 540NR are one per return). */
  first(kind: string): ItemRow | undefined;
  all(kind: string): ItemRow[];
}

export async function loadCa(
  app: FastifyInstance,
  actor: SessionUser,
  id: number,
  action = 'read',
): Promise<CaContext> {
  return caContext(app, await loadReturn(app, actor, id, action));
}

/** The California records of a return whose access is already checked (plugins/return-scope.ts). */
export async function caContext(app: FastifyInstance, ret: LoadedReturn): Promise<CaContext> {
  const items = await loadItems(app, ret.id);
  return {
    ret,
    items,
    first: (kind) => items.find((i) => i.kind === kind),
    all: (kind) => items.filter((i) => i.kind === kind),
  };
}

const FEDERAL_STATUS: Record<FilingStatusLabel, CaFilingStatus> = {
  single: 'S',
  'married filing jointly': 'MFJ',
  'married filing separately': 'MFS',
  'head of household': 'HOH',
  'qualifying widow(er)': 'QSS',
};

/** The California code of a federal filing status (any spelling the API accepts), or null. */
export function federalCaStatus(federal: unknown): CaFilingStatus | null {
  const label = normalizeFilingStatus(federal);
  return label ? FEDERAL_STATUS[label] : null;
}

/** The California status of the 540, else the federal one (single when neither is known). */
export function caFilingStatus(ctx: CaContext): CaFilingStatus {
  const s = ctx.first(CA_KINDS.ca540)?.data.filing_status;
  if (s === 'S' || s === 'MFJ' || s === 'MFS' || s === 'HOH' || s === 'QSS') return s;
  return federalCaStatus(ctx.ret.data.filing?.filing_status) ?? 'S';
}

/**
 * A stored Schedule CA as answered: its filing status is the return's (the 540's, else the federal
 * one), never the one stored at creation (the screen creates the record with "S").
 */
export function scheduleCaOf(ctx: CaContext, data: Record<string, unknown>): StoredScheduleCa {
  return { ...readStored(data), filing_status: caFilingStatus(ctx) };
}
