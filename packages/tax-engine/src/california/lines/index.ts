/** The California line tables (one per form) and the table of a form the 540 and 540NR share code for. */
import { F540 } from './f540-lines';
import { F540NR } from './f540nr-lines';
import type { CaLineTable } from './table';

export { F540, F540_LINES } from './f540-lines';
export { F540NR, F540NR_LINES } from './f540nr-lines';
export { CaLineTable, type CaLine } from './table';

/** The line table of `form` ('ca540' or 'ca540nr'), for the lines both forms share. */
export const tableOf = (form: string): CaLineTable => (form === 'ca540nr' ? F540NR : F540);
