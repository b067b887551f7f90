/**
 * Review and sign (issue 24): what the Review page shows, the filers' e-file signature, and the
 * Form 1040-X's own review, signature and simulated e-file. In the return scope (return-scope.ts).
 * The return's submission (files.ts) refuses a return whose signature is missing or stale.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  F1040X_MSG,
  MSG,
  recordId,
  returnReviewSchema,
  SIGN_MSG,
  signatureSchema,
  signatureViewSchema,
} from '@taxprep/contracts';
import { conflict, notFound } from '../lib/errors';
import { checkForEfile } from '../services/documents';
import { prepare } from '../services/documents/prepare';
import type { LoadedReturn } from '../services/returns/access';
import { computeAmendment } from '../services/returns/amendment';
import type { ItemRow } from '../services/returns/engine-input';
import { plausibilityWarnings, reviewChanges, reviewGroups } from '../services/returns/return-review';
import { reviewErrors, reviewWarnings } from '../services/returns/review';
import {
  figuresOf,
  isJoint,
  signatureIsCurrent,
  signatureView,
  type SignatureSection,
} from '../services/returns/signature';
import { AMENDMENT_KIND, loadItems, saveReturnData } from '../services/returns/store';
import { signSection } from '../services/returns/sign';
import { errorResponses } from './errors';
import { itemOf, returnOf, type ReturnOf } from './return-scope';
import { currentUser } from './session';

const tags = ['review and sign'];
const returnId = z.object({ id: recordId('Form 1040 not found.') });
const amendmentId = z.object({ id: recordId(F1040X_MSG.notFound) });
const amendment = (action: string): ReturnOf => ({
  item: AMENDMENT_KIND,
  missing: F1040X_MSG.notFound,
  action,
});
const signed = z.object({ message: z.string(), signature: signatureViewSchema });
const efileAnswer = z.object({
  status: z.enum(['Accepted', 'Rejected']),
  message: z.string(),
  errors: z.array(z.object({ code: z.string(), field: z.string(), message: z.string() })),
  submitted_at: z.string(),
});

/** The 1040-X's lines with readable labels ("Form 1040-X line 1 column C"). */
function amendmentFigures(x: ReturnType<typeof computeAmendment>) {
  const out: Record<string, string> = {};
  for (const l of x.lines.all()) if (!l.value.isZero()) out[l.key] = l.value.toString();
  return out;
}
const amendmentLabel = (key: string) =>
  key
    .replace(/^f1040x\.l/, 'Form 1040-X line ')
    .replace(/\.([abc])$/, (_, c: string) => ` column ${c.toUpperCase()}`);

export const signatureRoutes: FastifyPluginAsyncZod = async (app) => {
  async function amendmentOf(req: FastifyRequest) {
    const ret = returnOf(req);
    const items = await loadItems(app, ret.id);
    const item = items.find((i) => i.id === itemOf(req).id);
    if (!item) throw notFound(F1040X_MSG.notFound);
    return { ret, items, item };
  }

  const sign = (
    req: FastifyRequest,
    body: z.infer<typeof signatureSchema>,
    ret: LoadedReturn,
    items: ItemRow[],
    section: SignatureSection,
    figures: Record<string, string>,
  ) => signSection(app, currentUser(req), body, ret, items, section, figures);

  app.get(
    '/api/form1040/:id/review',
    {
      config: { returnOf: { action: 'review' } },
      schema: {
        tags,
        summary:
          'Everything the Review page shows: the figures grouped as the form, refund or owed, changes since the last signature, e-file checks, warnings, the signature (PINs masked)',
        params: returnId,
        response: { 200: returnReviewSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      const { input, result, meta, items } = await prepare(app, ret);
      const check = checkForEfile(input, result, meta);
      const figures = figuresOf(result);
      return {
        id: ret.id,
        kind: 'form1040' as const,
        status: ret.status,
        version: ret.version,
        joint: isJoint(ret.data),
        groups: reviewGroups(figures),
        refund: result.summary.refund.toString(),
        amount_owed: result.summary.amountOwed.toString(),
        changes: reviewChanges(ret.data.review_snapshot?.figures, figures),
        last_reviewed_at: ret.data.review_snapshot?.at ?? null,
        errors: reviewErrors(check.errors),
        warnings: [
          ...reviewWarnings(ret.data, items),
          ...result.warnings.map((message) => ({ message, step: null })),
        ],
        plausibility: plausibilityWarnings(result),
        signature: signatureView(ret.data.signature, ret, items),
        declaration: SIGN_MSG.declaration,
        consent: SIGN_MSG.consent,
      };
    },
  );

  app.get(
    '/api/form1040/:id/signature',
    {
      config: { returnOf: { action: 'read' } },
      schema: {
        tags,
        summary: "The return's signature: whether it is signed and still current; PINs only masked",
        params: returnId,
        response: { 200: signatureViewSchema, ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      return signatureView(ret.data.signature, ret, await loadItems(app, ret.id));
    },
  );

  app.put(
    '/api/form1040/:id/signature',
    {
      config: { returnOf: { action: 'sign' } },
      schema: {
        tags,
        summary:
          "Sign the return: the perjury declaration, each filer's 5-digit Self-Select PIN and prior-year AGI or PIN; a preparer signs with the PTIN and the filer's consent. Any later change leaves it stale",
        params: returnId,
        body: signatureSchema,
        response: { 200: signed, ...errorResponses },
      },
    },
    async (req) => {
      const ret = returnOf(req);
      if (ret.status === 'Accepted') throw conflict(MSG.acceptedReadOnly);
      const { result, items } = await prepare(app, ret);
      return sign(req, req.body, ret, items, 'signature', figuresOf(result));
    },
  );

  app.get(
    '/api/form1040x/:id/review',
    {
      config: { returnOf: amendment('review') },
      schema: {
        tags,
        summary: "The Form 1040-X's Review: its lines, the refund or amount owed, checks and the signature",
        params: amendmentId,
        response: { 200: returnReviewSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { ret, items, item } = await amendmentOf(req);
      const { input, result, meta } = await prepare(app, ret);
      const x = computeAmendment(item.data, result);
      const figures = amendmentFigures(x);
      const check = amendmentCheck(input, result, meta, item);
      const groups = [
        {
          title: 'Form 1040-X',
          lines: Object.entries(figures).map(([key, value]) => ({ key, label: amendmentLabel(key), value })),
        },
      ].filter((g) => g.lines.length > 0);
      return {
        id: item.id,
        kind: 'form1040x' as const,
        status: ret.data.amendment_efile?.item_id === item.id ? ret.data.amendment_efile.status : 'Pending',
        version: item.version,
        joint: isJoint(ret.data),
        groups,
        refund: x.lines.get('f1040x.l22').toString(),
        amount_owed: x.lines.get('f1040x.l20').toString(),
        changes: reviewChanges(ret.data.amendment_snapshot?.figures, figures).map((c) => ({
          ...c,
          label: amendmentLabel(c.key),
        })),
        last_reviewed_at: ret.data.amendment_snapshot?.at ?? null,
        errors: reviewErrors(check.errors).map((e) =>
          e.field === 'explanation' ? { ...e, step: '1040x' } : e,
        ),
        warnings: result.warnings.map((message) => ({ message, step: null })),
        plausibility: plausibilityWarnings(result),
        signature: signatureView(ret.data.amendment_signature, ret, items),
        declaration: SIGN_MSG.declaration,
        consent: SIGN_MSG.consent,
      };
    },
  );

  app.put(
    '/api/form1040x/:id/signature',
    {
      config: { returnOf: amendment('sign') },
      schema: {
        tags,
        summary: 'Sign the Form 1040-X, with the same rules as the return',
        params: amendmentId,
        body: signatureSchema,
        response: { 200: signed, ...errorResponses },
      },
    },
    async (req) => {
      const { ret, items, item } = await amendmentOf(req);
      if (ret.data.amendment_efile?.item_id === item.id && ret.data.amendment_efile.status === 'Accepted')
        throw conflict(SIGN_MSG.amendmentAccepted);
      const { result } = await prepare(app, ret);
      return sign(
        req,
        req.body,
        ret,
        items,
        'amendment_signature',
        amendmentFigures(computeAmendment(item.data, result)),
      );
    },
  );

  app.post(
    '/api/form1040x/:id/submit',
    {
      config: { returnOf: amendment('submit') },
      schema: {
        tags,
        summary:
          'Submit the signed Form 1040-X (simulated e-file): runs the checks and records Accepted or Rejected',
        params: amendmentId,
        response: { 200: efileAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { ret, items, item } = await amendmentOf(req);
      const done = ret.data.amendment_efile;
      if (done?.item_id === item.id && done.status === 'Accepted') throw conflict(SIGN_MSG.amendmentAccepted);
      const sig = ret.data.amendment_signature;
      if (!sig) throw conflict(SIGN_MSG.amendmentUnsigned);
      if (!signatureIsCurrent(sig, ret, items)) throw conflict(SIGN_MSG.amendmentStale);
      const { input, result, meta } = await prepare(app, ret);
      const check = amendmentCheck(input, result, meta, item);
      const submitted_at = new Date().toISOString();
      const efile = {
        item_id: item.id,
        status: check.status,
        message: check.message,
        errors: check.errors,
        submitted_at,
      };
      await saveReturnData(
        app,
        currentUser(req),
        ret,
        { ...ret.data, amendment_efile: efile },
        undefined,
        'submit',
      );
      return { status: check.status, message: check.message, errors: check.errors, submitted_at };
    },
  );
};

/** The return's e-file checks, and the 1040-X's own: Part II says why the return is amended. */
function amendmentCheck(
  input: Parameters<typeof checkForEfile>[0],
  result: Parameters<typeof checkForEfile>[1],
  meta: Parameters<typeof checkForEfile>[2],
  item: ItemRow,
) {
  const check = checkForEfile(input, result, meta);
  const errors = [...check.errors];
  if (typeof item.data.explanation !== 'string' || item.data.explanation.trim() === '')
    errors.push({
      code: 'F1040X-EXPL',
      field: 'explanation',
      message: 'Explain the changes in Part II of the Form 1040-X.',
    });
  const accepted = errors.length === 0;
  return {
    status: accepted ? ('Accepted' as const) : ('Rejected' as const),
    message: accepted
      ? 'Your amended return was accepted by the IRS (simulated).'
      : 'Your amended return was rejected (simulated). Fix the errors and submit again.',
    errors,
  };
}
