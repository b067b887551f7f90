/**
 * A kind's record checked against its return before it is saved: a form of another tax year or
 * one that cannot be true is refused (400 naming the box), one merely unusual is saved and its
 * warnings go back in the answer.
 */
import { z } from 'zod';
import { checkDocument, type DocumentDef } from '@taxprep/contracts';
import { federalParams, TAX_YEARS } from '@taxprep/tax-engine';
import { HttpError } from '../../lib/errors';
import type { LoadedReturn } from './access';

/** The year's federal figures include `law` (a year the engine has not is refused before this). */
function yearHas(year: number, law: 'schedule1A'): boolean {
  return TAX_YEARS.includes(year) && federalParams(year)[law] !== undefined;
}

/** The answer of a save: its message, and what was unusual about the record when anything was. */
export const savedAnswer = z.object({
  message: z.string(),
  warnings: z.array(z.string()).optional(),
});

export function checkedData(
  def: DocumentDef,
  ret: Pick<LoadedReturn, 'taxYear'>,
  data: Record<string, unknown>,
): { data: Record<string, unknown>; warnings?: string[] } {
  const r = checkDocument(def, data, { year: ret.taxYear, has: (law) => yearHas(ret.taxYear, law) });
  if (r.refusals.length > 0) throw new HttpError(400, r.refusals[0]!.message, { issues: r.refusals });
  return r.warnings.length > 0
    ? { data: r.data, warnings: r.warnings.map((w) => w.message) }
    : { data: r.data };
}
