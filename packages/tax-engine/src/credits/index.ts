/**
 * Credit modules for the 2024 Form 1040. Each is a pure function of an explicit input and the
 * year's parameter set (`FederalParams`, from `ctx.params`) that writes its lines into a `Lines`
 * sheet and returns the amounts the 1040 needs.
 *
 * Order the 1040 must call them in (each credit's limit subtracts the ones before it, as the
 * 2024 Credit Limit Worksheets list them):
 *   1. form2441PartIII  (dependent care benefits → 1040 line 1e, before AGI is known)
 *   2. form2441         (→ Schedule 3 line 2; limit: line 18 less Schedule 3 line 1)
 *   3. scheduleR        (→ Schedule 3 line 6d; limit: less Schedule 3 lines 1, 2 and 6l)
 *   4. form8863         (→ Schedule 3 line 3, refundable AOTC → 1040 line 29; less lines 1, 2, 6d, 6l)
 *   5. form8880         (→ Schedule 3 line 4; less lines 1, 2, 3, 6d, 6l)
 *   6. earnedIncomeCredit (→ 1040 line 27; no tax limit)
 *   7. schedule8812     (CTC/ODC → 1040 line 19, ACTC → line 28; less lines 1, 2, 3, 4, 5b, 6d…;
 *                        Part II-B needs the EIC)
 */
export type { CreditFilingStatus, CreditTaxLimitInput } from './types';
export { schedule8812 } from './f8812';
export type { Schedule8812Input, Schedule8812Dependent, Schedule8812Result } from './f8812';
export { earnedIncomeCredit, eicTableAmount, eicTable } from './eitc';
export type { EicInput, EicChild, EicResult, EicIneligibility, EicColumn, EicTable } from './eitc';
export { form8863 } from './f8863';
export type { Form8863Input, Form8863Student, Form8863Result } from './f8863';
export { form2441, form2441PartIII, form2441Percentage } from './f2441';
export type {
  Form2441Input,
  Form2441QualifyingPerson,
  Form2441Result,
  Form2441BenefitsInput,
  Form2441BenefitsResult,
} from './f2441';
export { scheduleR, scheduleRBox } from './scheduleR';
export type { ScheduleRInput, ScheduleRPerson, ScheduleRResult, ScheduleRBox } from './scheduleR';
export { form8880, form8880Rate } from './f8880';
export type { Form8880Input, Form8880Person, Form8880Result, Form8880Ineligibility } from './f8880';
export { validForEic, validForCtc, hasTinForOdc, dependentTin, tinLabel } from './tin';
