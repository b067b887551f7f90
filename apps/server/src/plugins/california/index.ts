import type { FastifyPluginAsync } from 'fastify';
import { ca540Routes } from './ca540';
import { ca540nrRoutes } from './ca540nr';
import { caFileRoutes } from './ca-files';
import { form568Routes } from './form568';
import { requiredInfoRoutes } from './required-info';
import { scheduleCaRoutes } from './schedule-ca';
import { stateSubmitRoutes } from './state';

/** The California returns (spec 002): Form 540, 540NR, required information, Schedule CA, Form 568. */
export const californiaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ca540Routes);
  await app.register(requiredInfoRoutes);
  await app.register(ca540nrRoutes);
  await app.register(stateSubmitRoutes);
  await app.register(scheduleCaRoutes);
  await app.register(form568Routes);
  await app.register(caFileRoutes);
};
