/** Schedule B (2025): the 2024 fields, but line 7a's Yes/No boxes moved under TagcorrectingSubform. */
import { renamedMap } from '../rename';
import { scheduleBMap } from '../scheduleB';

const P = 'topmostSubform[0].Page1[0].';

export const scheduleBMap2025 = renamedMap(scheduleBMap, {
  [`${P}c1_1[0]`]: `${P}TagcorrectingSubform[0].c1_1[0]`,
  [`${P}c1_1[1]`]: `${P}TagcorrectingSubform[0].c1_1[1]`,
});
