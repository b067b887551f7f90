import type { DocumentDef } from './define';
import { form1099Div } from './kinds/f1099div';
import { form1099G } from './kinds/f1099g';
import { form1099Int } from './kinds/f1099int';
import { form1099Misc } from './kinds/f1099misc';
import { form1099Nec } from './kinds/f1099nec';
import { form1099R } from './kinds/f1099r';
import { ssa1099 } from './kinds/ssa1099';
import { scheduleC } from './kinds/scheduleC';
import { form8949 } from './kinds/f8949';
import { form1099Simple, w2 } from './kinds/w2';
import { dependent } from './kinds/dependent';
import { scheduleA } from './kinds/scheduleA';
import { form1095A } from './kinds/f1095a';
import { hsa } from './kinds/hsa';
import { premiumTaxCredit } from './kinds/premiumTaxCredit';
import { scheduleD } from './kinds/scheduleD';
import { vehicleLoan } from './kinds/vehicleLoan';
export { scheduleD };
export { scheduleDTotals, SCHEDULE_D_MSG } from './kinds/scheduleD';

export * from './define';
export * from './schema';
export * from './checks';
export * from './values';
export { duplicateDocumentMessage, duplicateFields, findDuplicateDocument } from './duplicates';
export {
  amountOf,
  AT_LEAST_ONE,
  cents,
  CSZ_MSG,
  OWNER_MSG,
  ownerMismatchMessage,
  sum as sumAmounts,
} from './parts';
export { EXCEPTION_CODES, F1099R_MSG } from './kinds/f1099r';
export { form1099Div, form1099G, form1099Int, form1099Misc, form1099Nec, form1099R, ssa1099 };
export { form1095A, hsa, premiumTaxCredit };
export { F1095A_MSG, f1095aTotal, MONTHS } from './kinds/f1095a';
export { HSA_MSG, hsaCoverageByMonth } from './kinds/hsa';
export { povertyLineRegion } from './kinds/premiumTaxCredit';
export { vehicleLoan, VEHICLE_LOAN_MSG, VIN_PATTERN } from './kinds/vehicleLoan';
export { BOX12_MSG, W2_BOX12_CODES, usesCodeG } from './box12';
export { nested1099Int, INT_BOXES } from './kinds/f1099int';
export { NEC_MSG } from './kinds/f1099nec';
export { MISC_MSG } from './kinds/f1099misc';
export { ssaNet } from './kinds/ssa1099';
export { scheduleC, SCHEDULE_C_EXPENSES, SCHEDULE_C_MSG, splitCityStateZip } from './kinds/scheduleC';

/** Every information return entered as a list of records, in the chooser's order. */
export const DOCUMENT_KINDS: readonly DocumentDef[] = [
  form1099Nec,
  form1099Misc,
  form1099G,
  form1099R,
  form1099Int,
  form1099Div,
  ssa1099,
  form1095A,
  hsa,
  vehicleLoan,
  // One record per return (the 1095-A screen's household section), merged for the engine.
  premiumTaxCredit,
];

export const documentKind = (kind: string): DocumentDef | undefined =>
  DOCUMENT_KINDS.find((d) => d.kind === kind);

/**
 * Every kind whose records feed the engine: as a list (W-2s, the information returns, Schedule C …)
 * or, with `engineMerge`, merged into one input (Schedule A, Schedule D).
 */
export const ENGINE_KINDS: readonly DocumentDef[] = [
  dependent,
  w2,
  form1099Simple,
  ...DOCUMENT_KINDS,
  scheduleC,
  form8949,
  scheduleA,
  scheduleD,
];
/** Kinds whose routes the server's factory makes (the 1099 simple form's span returns: its own plugin). */
export const ROUTED_KINDS: readonly DocumentDef[] = [dependent, w2, ...DOCUMENT_KINDS, form8949, scheduleA];
export { dependent, form8949, form1099Simple, scheduleA, w2 };

/**
 * Every kind the registry defines: the one list from which the sidebar, the chooser, the wizard's
 * routes, All forms' types and amounts, the e-file checks and the engine input are derived.
 */
export const REGISTRY: readonly DocumentDef[] = ENGINE_KINDS;
export const registryKind = (type: string): DocumentDef | undefined => REGISTRY.find((d) => d.kind === type);
export { claimSentence, dependentView } from './kinds/dependent';
export { mergeScheduleA, SCHEDULE_A_LEGACY } from './kinds/scheduleA';
