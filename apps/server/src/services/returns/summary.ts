/** The computed return's summary, as GET /api/form1040/:id/summary answers it (plugins/return-summary.ts). */
import { summaryOffThread } from '../documents/off-thread';
import { compute, type YearData } from './compute';
import type { ItemRow } from './engine-input';
import { reviewWarnings } from './review';
import { totals } from './views';

/**
 * The summary without the row's own id, status and version (those are read with every request):
 * what return_results keeps per data_version. Figures, line keys, formulas and warnings only.
 */
export function summaryResult(ret: YearData, items: ItemRow[]) {
  const { data } = ret;
  const result = compute(ret, items);
  const overrides = data.overrides ?? {};
  const lines = result.lines
    .all()
    .filter((l) => !l.value.isZero())
    .map((l) => ({
      key: l.key,
      value: l.value.toString(),
      formula: l.formula,
      inputs: l.inputs,
      override: overrides[l.key]
        ? {
            reason: overrides[l.key]!.reason,
            computed: result.lines.computedValue(l.key)?.toString() ?? null,
          }
        : null,
    }));
  return {
    filing_status: data.filing?.filing_status ?? null,
    ...totals(result),
    forms: result.forms,
    // Each attached form and why: the line that carries its figure to another form.
    attachments: result.attachments(),
    lines,
    overrides: Object.entries(overrides).map(([key, o]) => ({
      key,
      value: o.value,
      reason: o.reason,
      computed: result.lines.computedValue(key)?.toString() ?? null,
    })),
    warnings: [...reviewWarnings(data, items).map((w) => w.message), ...result.warnings],
  };
}

/**
 * Past this many documents (thousands of Form 8949 rows) the summary is computed and serialised on the
 * worker thread: for 5,000 rows the engine and its 770 KB of JSON held the server's thread 134 ms.
 */
export const SUMMARY_OFF_THREAD_ITEMS = 1000;

/** The summary's JSON text: on the worker thread for a return with many documents. */
export function buildSummary(ret: YearData, items: ItemRow[]): string | Promise<string> {
  return items.length > SUMMARY_OFF_THREAD_ITEMS
    ? summaryOffThread(ret, items)
    : JSON.stringify(summaryResult(ret, items));
}
