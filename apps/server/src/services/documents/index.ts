export type { ReturnMeta } from './meta';
export type { EngineResult } from './engine';
export { renderReturnPdf, fillReturnForms, printableForms } from './pdf';
export { renderReturnXml } from './xml';
export { checkForEfile, validSsn, validEin, validRouting, type EfileResult, type EfileError } from './efile';
