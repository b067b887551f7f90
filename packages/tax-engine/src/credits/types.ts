import type { Money } from '../money';

/**
 * Filing status as the credit modules see it. Kept local to the credits so they do not
 * depend on the engine's types.ts; the 1040 wiring maps its own status onto this one.
 */
export type CreditFilingStatus = 'single' | 'mfj' | 'mfs' | 'hoh' | 'qss';

/**
 * The tax a nonrefundable credit may offset, as each form's Credit Limit Worksheet builds it:
 * the tax (Form 1040 line 18) less the nonrefundable credits that are taken before this one.
 */
export interface CreditTaxLimitInput {
  /** Form 1040 line 18 (tax plus Schedule 2 line 3). */
  tax: Money;
  /**
   * The credits the form's Credit Limit Worksheet subtracts from line 18 (taken before this
   * credit): see each input's doc for which Schedule 3 lines that is.
   */
  creditsReducingLimit: Money;
}
