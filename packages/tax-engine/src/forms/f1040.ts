/**
 * Form 1040 (2024) — the whole return, line by line, in the order the lines depend on each other.
 * Each part of the form has its own module (income, adjustments and AGI, deductions, tax,
 * credits, payments); each schedule and form module writes its own lines; this module wires them.
 */
import type { Ctx } from '../context';
import { adjustedGrossIncome } from './f1040Adjustments';
import { credits } from './f1040Credits';
import { deductions } from './f1040Deductions';
import { dependentCare, earnings, income } from './f1040Income';
import { payments } from './f1040Payments';
import { otherTaxes, tax } from './f1040Tax';
import { seFormName } from './scheduleSE';

export function computeForm1040(ctx: Ctx): void {
  ctx.need('f1040');
  const e = earnings(ctx); // Schedule C and Schedule SE (needed for earned income and Schedule 1)
  const care = dependentCare(ctx, e); // Form 2441 Part III (line 1e)
  const inc = income(ctx, e, care.partIII); // lines 1a-5b, 7; Schedule 1 Part I
  const agi = adjustedGrossIncome(ctx, e, inc); // lines 6a-11
  const ded = deductions(ctx, e, inc, agi); // lines 12-15
  const t = tax(ctx, inc, agi, ded); // lines 16-18
  const cr = credits(ctx, e, care, inc, agi, t); // lines 19-22 (and the EIC)
  const other = otherTaxes(ctx, e, inc, agi, ded, cr.l22); // lines 23-24
  payments(ctx, {
    l24: other.l24,
    withholding8959: other.f8959.withholding,
    eic: cr.eic,
    actc: cr.actc,
    ctcClaimed: cr.ctcClaimed,
    aotcRefundable: cr.aotcRefundable,
    excessSs: cr.excessSs,
    netPtc: t.ptc ? t.ptc.netPtc : undefined,
  });
}

export { seFormName };
