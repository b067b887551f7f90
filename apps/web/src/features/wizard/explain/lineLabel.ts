/**
 * A line key in the form's words: the engine's one mapping (names.ts), so the screen never shows an
 * internal key ("ssBenefitsWks.l1" is "Social Security Benefits Worksheet, line 1").
 */
export { formTitle as formLabel, lineName as lineLabel } from '@taxprep/tax-engine';
