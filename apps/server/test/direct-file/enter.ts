/**
 * Enters an IRS Direct File scenario through this product's API, as a filer would through the
 * screens: the personal steps, the dependents, every information return, the care expenses, the
 * adjustments, the credit facts and the payments. A refused call is kept with the server's message
 * (`refused`), so a fact the product cannot take shows up by name.
 */
import { adjustments, care, combatPay, payments, premiumTaxCredit } from './enter-credits';
import {
  hsa,
  interest,
  marketplace,
  misc,
  retirement,
  socialSecurity,
  unemployment,
  wages,
} from './enter-documents';
import { dependents, household } from './enter-household';
import { ScenarioEntry } from './scenario';

const STEPS = [
  household,
  dependents,
  wages,
  interest,
  unemployment,
  misc,
  socialSecurity,
  retirement,
  hsa,
  marketplace,
  care,
  adjustments,
  combatPay,
  premiumTaxCredit,
  payments,
];

export async function enterScenario(...args: ConstructorParameters<typeof ScenarioEntry>) {
  const entry = new ScenarioEntry(...args);
  for (const step of STEPS) await step(entry);
  return entry;
}
