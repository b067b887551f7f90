/**
 * Who a new return is for, and for which year: the rules a return started from scratch and one
 * imported from a file share (POST /api/form1040, POST /api/form1040/import).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TAX_YEAR_MSG } from '@taxprep/contracts';
import { TAX_YEARS } from '@taxprep/tax-engine';
import { form1040s, preparerProfiles, users } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import type { SessionUser } from '../sessions';
import { isPreparer } from './access';

export const ONE_PER_YEAR = 'You have already filed your tax for this year.';
const NEED_PROFILE = 'Set up your preparer profile before preparing returns.';

/** The tax years a user already has a return for (an individual has one per year). */
export async function yearsWithReturn(app: FastifyInstance, userId: number): Promise<Set<number>> {
  const r = await app.db
    .selectDistinct({ year: form1040s.taxYear })
    .from(form1040s)
    .where(eq(form1040s.userId, userId));
  return new Set(r.map((x) => x.year));
}

/**
 * The filer of a new return of `year` started by `u`: themselves, or (for a preparer with a
 * profile) the active user `filerId`. Refuses a year without figures, and an individual's second
 * return of a year, whoever starts it.
 */
export async function filerOfNewReturn(
  app: FastifyInstance,
  u: SessionUser,
  filerId: number | undefined,
  year: number,
): Promise<number> {
  let id = u.id;
  let role: string = u.role;
  if (isPreparer(u)) {
    const p = await app.db.select().from(preparerProfiles).where(eq(preparerProfiles.userId, u.id)).limit(1);
    if (p.length === 0) throw forbidden(NEED_PROFILE);
    if (filerId) {
      const [filer] = await app.db.select().from(users).where(eq(users.id, filerId)).limit(1);
      if (!filer || !filer.active) throw notFound('Filer not found.');
      id = filer.id;
      role = filer.role;
    }
  } else if (filerId && filerId !== u.id) {
    throw forbidden('Only preparers can start a return for someone else.');
  }
  if (!TAX_YEARS.includes(year)) throw new HttpError(400, TAX_YEAR_MSG.unsupported(year, TAX_YEARS));
  if (role === 'user' && (await yearsWithReturn(app, id)).has(year)) throw new HttpError(409, ONE_PER_YEAR);
  return id;
}
