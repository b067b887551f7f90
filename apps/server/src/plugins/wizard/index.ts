import { returnScope } from '../return-scope';
import { aboutYouStep } from './about-you';
import { checklistStep } from './checklist';
import { computedSteps } from './computed';
import { householdSteps } from './household';
import { incomeSteps } from './income';
import { refundSteps } from './refund';
import { f2441Step } from './f2441';

/** Every step of the Form 1040 wizard. */
export const wizardRoutes = returnScope(
  householdSteps,
  aboutYouStep,
  checklistStep,
  incomeSteps,
  computedSteps,
  refundSteps,
  f2441Step,
);
