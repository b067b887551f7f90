import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutYouStep } from './about-you';
import { computedSteps } from './computed';
import { householdSteps } from './household';
import { incomeSteps } from './income';
import { refundSteps } from './refund';

/** Every step of the Form 1040 wizard. */
export const wizardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(householdSteps);
  await app.register(aboutYouStep);
  await app.register(incomeSteps);
  await app.register(computedSteps);
  await app.register(refundSteps);
};
