/**
 * The California Review and signature (issue 24): every figure of the 540 (or 540NR) on one page,
 * the refund or amount owed, the readiness checks, changes since the filer signed, and the FTB
 * e-file signature (the same PINs and identity check as the federal one, FTB 8879's declaration).
 * POST /api/state/submit/{id} refuses an unsigned or stale California return (state.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  recordId,
  returnReviewSchema,
  SIGN_MSG,
  signatureSchema,
  signatureViewSchema,
} from '@taxprep/contracts';
import type { CaResult } from '@taxprep/tax-engine';
import { conflict } from '../../lib/errors';
import { computeCaFrom } from '../../services/california/compute';
import { caContext } from '../../services/california/load';
import { CA_KINDS } from '../../services/california/kinds';
import { preflight } from '../../services/california/readiness';
import { reviewChanges } from '../../services/returns/return-review';
import { signSection } from '../../services/returns/sign';
import { isJoint, signatureIsCurrent, signatureView } from '../../services/returns/signature';
import type { LoadedReturn } from '../../services/returns/access';
import type { ItemRow } from '../../services/returns/engine-input';
import { errorResponses } from '../errors';
import { returnOf } from '../return-scope';
import { currentUser } from '../session';

const tags = ['california'];
const returnId = z.object({ id: recordId('Form 1040 not found.') });

/** The forms of the California return, in the order they print, with their names. */
const FORMS: readonly (readonly [string, string])[] = [
  ['ca540nr', 'Form 540NR'],
  ['ca540', 'Form 540'],
  ['scheduleCA', 'Schedule CA'],
  ['ftb3514', 'FTB 3514 (California EITC)'],
  ['ftb3506', 'FTB 3506 (child and dependent care)'],
  ['scheduleP', 'Schedule P (AMT)'],
  ['f568', 'Form 568 (LLC)'],
];
const formOf = (key: string) => FORMS.find(([p]) => key.startsWith(`${p}.`) || key.startsWith(`${p}#`));
const labelOf = (key: string) => {
  const f = formOf(key);
  return f
    ? `${f[1].split(' (')[0]!} ${key
        .slice(f[0].length + 1)
        .replace(/^l/, 'line ')
        .replace(/\./g, ' ')}`
    : key;
};

/** Every non-zero line of the forms (worksheets left out), by key. */
export function caFigures(ca: CaResult): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of ca.lines.all()) if (formOf(l.key) && !l.value.isZero()) out[l.key] = l.value.toString();
  return out;
}

/** 409 unless the California return is signed as it is now. */
export function assertCaSigned(ret: LoadedReturn, items: ItemRow[]): void {
  const sig = ret.data.ca_signature;
  if (!sig) throw conflict(SIGN_MSG.caUnsigned);
  if (!signatureIsCurrent(sig, ret, items)) throw conflict(SIGN_MSG.caStale);
}

export const caReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/form1040/:id/ca/review',
    {
      config: { returnOf: { action: 'review' } },
      schema: {
        tags,
        summary:
          'The California Review: figures by form, refund or owed, readiness checks, changes since signing, the signature (PINs masked)',
        params: returnId,
        response: { 200: returnReviewSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      const figures = caFigures(ca);
      const groups = FORMS.map(([, title]) => ({
        title,
        lines: Object.entries(figures)
          .filter(([k]) => formOf(k)?.[1] === title)
          .map(([key, value]) => ({ key, label: labelOf(key), value })),
      })).filter((g) => g.lines.length > 0);
      const pf = preflight(ctx.ret, ctx.items);
      const sub = ctx.items.find((i) => i.kind === CA_KINDS.submission)?.data;
      return {
        id: ctx.ret.id,
        kind: ca.forms.includes('ca540nr') ? ('ca540nr' as const) : ('ca540' as const),
        status: typeof sub?.status === 'string' ? sub.status : 'Pending',
        version: ctx.ret.version,
        joint: isJoint(ctx.ret.data),
        groups,
        refund: ca.summary.refund.toString(),
        amount_owed: ca.summary.amountOwed.toString(),
        changes: reviewChanges(ctx.ret.data.ca_review_snapshot?.figures, figures).map((c) => ({
          ...c,
          label: labelOf(c.key),
        })),
        last_reviewed_at: ctx.ret.data.ca_review_snapshot?.at ?? null,
        errors: pf.missing.map((m) => ({ code: m.code, field: m.label, message: m.reason, step: null })),
        warnings: ca.warnings.map((message) => ({ message, step: null })),
        plausibility: [],
        signature: signatureView(ctx.ret.data.ca_signature, ctx.ret, ctx.items),
        declaration: SIGN_MSG.caDeclaration,
        consent: SIGN_MSG.caConsent,
      };
    },
  );

  app.put(
    '/api/form1040/:id/ca/signature',
    {
      config: { returnOf: { action: 'sign' } },
      schema: {
        tags,
        summary:
          "Sign the California return: FTB 8879's declaration, each filer's 5-digit PIN and prior-year AGI or PIN; any later change leaves it stale",
        params: returnId,
        body: signatureSchema,
        response: {
          200: z.object({ message: z.string(), signature: signatureViewSchema }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const ctx = await caContext(app, returnOf(req));
      const sub = ctx.items.find((i) => i.kind === CA_KINDS.submission)?.data;
      if (sub?.status === 'Accepted') throw conflict(MSG.acceptedReadOnly);
      const { ca } = computeCaFrom(ctx.ret, ctx.items);
      return signSection(app, currentUser(req), req.body, ctx.ret, ctx.items, 'ca_signature', caFigures(ca));
    },
  );
};
