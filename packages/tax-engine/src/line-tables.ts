/**
 * The California line tables, on their own entry point (`@taxprep/tax-engine/line-tables`): pure
 * data (key, FTB wording, record field, facsimile row) that the engine's explanations, the
 * facsimile and the screens all read. Contracts may import these values and nothing else of the
 * engine (decision 006); lint checks that the tables import no engine code.
 */
export { F540, F540NR, CaLineTable, type CaLine } from './california/lines';
export { F568_LINES, f568Label, f568Text, type F568Line } from './california/lines/f568-lines';
export {
  CA_DEFAULT_LINES,
  CA_LINE_GROUPS,
  CA_NR_PART_IV,
  CA_NR_TOTALS,
  scheduleCaLabel,
} from './california/lines/scheduleCA-lines';
