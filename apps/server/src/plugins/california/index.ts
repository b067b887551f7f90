import type { FastifyPluginAsync } from 'fastify';
import { TAX_YEAR_MSG } from '@taxprep/contracts';
import { hasCaParams } from '@taxprep/tax-engine';
import { HttpError } from '../../lib/errors';
import { returnScopeChecked } from '../return-scope';
import { ca540Routes } from './ca540';
import { ca540nrRoutes } from './ca540nr';
import { caFileRoutes } from './ca-files';
import { form568Routes } from './form568';
import { requiredInfoRoutes } from './required-info';
import { scheduleCaRoutes } from './schedule-ca';
import { stateSubmitRoutes } from './state';
import { caReviewRoutes } from './ca-review';

/** The California returns (spec 002): Form 540, 540NR, required information, Schedule CA, Form 568. */
export const californiaRoutes: FastifyPluginAsync = returnScopeChecked(
  // A year without FTB figures is refused by name, never computed with another year's.
  (ret) => {
    if (!hasCaParams(ret.taxYear)) throw new HttpError(409, TAX_YEAR_MSG.noCalifornia(ret.taxYear));
  },
  ca540Routes,
  requiredInfoRoutes,
  ca540nrRoutes,
  stateSubmitRoutes,
  caReviewRoutes,
  scheduleCaRoutes,
  form568Routes,
  caFileRoutes,
);
