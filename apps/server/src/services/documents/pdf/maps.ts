/**
 * Field maps by the folder of PDFs they are written against (tax-years.ts names each year's
 * folder): a year's forms are only ever filled with that year's maps, and a form a year has no map
 * for is left out of its PDF (named on a note page), never filled on another year's form.
 */
import type { FormMap } from './types';
import { f1040Map } from './f1040';
import { schedule1Map } from './schedule1';
import { schedule2Map } from './schedule2';
import { schedule3Map } from './schedule3';
import { scheduleAMap } from './scheduleA';
import { scheduleBMap } from './scheduleB';
import { scheduleCMap } from './scheduleC';
import { scheduleDMap } from './scheduleD';
import { scheduleEMap } from './scheduleE';
import { scheduleSEMap } from './scheduleSE';
import { schedule8812Map } from './schedule8812';
import { f8949Map } from './f8949';
import { f8959Map } from './f8959';
import { f8960Map } from './f8960';
import { f6251Map } from './f6251';
import { f8995Map } from './f8995';
import { f8863Map } from './f8863';
import { f2441Map } from './f2441';
import { scheduleRMap } from './scheduleR';
import { f8880Map } from './f8880';
import { f8889Map } from './f8889';
import { f8962Map } from './f8962';
import { f1040Map2025 } from './y2025/f1040';
import { schedule1AMap2025 } from './y2025/schedule1A';
import { scheduleBMap2025 } from './y2025/scheduleB';
import { schedule2Map2025 } from './y2025/schedule2';
import { schedule3Map2025 } from './y2025/schedule3';
import { scheduleAMap2025 } from './y2025/scheduleA';
import { f8995Map2025 } from './y2025/f8995';
import { schedule8812Map2025 } from './y2025/schedule8812';
import { schedule1Map2025 } from './y2025/schedule1';
import { f6251Map2025 } from './y2025/f6251';
import { scheduleCMap2025 } from './y2025/scheduleC';
import { scheduleDMap2025 } from './y2025/scheduleD';
import { f8949Map2025 } from './y2025/f8949';
import { f2441Map2025 } from './y2025/f2441';

export type FormMaps = ReadonlyArray<readonly [string, FormMap]>;

/** Engine form name → field map, in the IRS attachment order of the merged file. */
const IRS_2024: FormMaps = [
  ['f1040', f1040Map],
  ['schedule1', schedule1Map],
  ['schedule2', schedule2Map],
  ['schedule3', schedule3Map],
  ['scheduleA', scheduleAMap],
  ['scheduleB', scheduleBMap],
  ['scheduleC', scheduleCMap],
  ['scheduleD', scheduleDMap],
  ['scheduleE', scheduleEMap],
  ['scheduleR', scheduleRMap],
  ['scheduleSE', scheduleSEMap],
  ['schedule8812', schedule8812Map],
  ['f8949', f8949Map],
  ['f8959', f8959Map],
  ['f8960', f8960Map],
  ['f6251', f6251Map],
  ['f8995', f8995Map],
  ['f8863', f8863Map],
  ['f8889', f8889Map],
  ['f8880', f8880Map],
  ['f2441', f2441Map],
  ['f8962', f8962Map],
];

/**
 * The 2025 PDFs of Schedules E, R and SE and Forms 8959, 8960, 8889 and 8962 have the 2024 field
 * names, types, on-values and line meanings (only the year in the descriptions differs; see
 * shared/forms/irs-2025/README.md and assets/irs-2025/README.md), so their 2024 maps serve
 * unchanged. Form 8863 has no 2025 PDF here: a return needing it gets the note page.
 */
const IRS_2025: FormMaps = [
  ['f1040', f1040Map2025],
  ['schedule1', schedule1Map2025],
  ['schedule1A', schedule1AMap2025],
  ['schedule2', schedule2Map2025],
  ['schedule3', schedule3Map2025],
  ['scheduleA', scheduleAMap2025],
  ['scheduleB', scheduleBMap2025],
  ['scheduleC', scheduleCMap2025],
  ['scheduleD', scheduleDMap2025],
  ['scheduleE', scheduleEMap],
  ['scheduleR', scheduleRMap],
  ['scheduleSE', scheduleSEMap],
  ['schedule8812', schedule8812Map2025],
  ['f8949', f8949Map2025],
  ['f8959', f8959Map],
  ['f8960', f8960Map],
  ['f6251', f6251Map2025],
  ['f8889', f8889Map],
  ['f8995', f8995Map2025],
  // Page 1 kept its fields; the 2025 PDF adds an instructions page (credit limit worksheet).
  ['f8880', { ...f8880Map, formPages: 1 }],
  ['f2441', f2441Map2025],
  ['f8962', f8962Map],
];

const BY_ASSETS: Readonly<Record<string, FormMaps>> = {
  'assets/irs-2024': IRS_2024,
  'assets/irs-2025': IRS_2025,
};

/** The maps written against `pdfAssets`; none for a folder without maps. */
export function formMapsFor(pdfAssets: string): FormMaps {
  return Object.prototype.hasOwnProperty.call(BY_ASSETS, pdfAssets) ? (BY_ASSETS[pdfAssets] ?? []) : [];
}

/** Forms some year prints: a return needing one its own year has no map for gets a note page. */
export function anyYearForms(): ReadonlySet<string> {
  return new Set(Object.values(BY_ASSETS).flatMap((m) => m.map(([f]) => f)));
}
