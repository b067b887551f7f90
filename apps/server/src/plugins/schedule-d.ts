/**
 * Schedule D (one record per return, spec 001) and the CSV import of Form 8949 rows from a
 * broker's 1099-B export: a preview first, and nothing saved from a file with errors.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentSchema,
  errorSchema,
  F8949_DUPLICATE_CHOICES,
  F8949_DUPLICATES_MSG,
  f8949DuplicateWarnings,
  findF8949Duplicates,
  form8949,
  recordId,
  scheduleD,
  scheduleDTotals,
  withoutF8949Duplicates,
} from '@taxprep/contracts';
import { badRequest } from '../lib/errors';
import { parseCsvOffThread } from '../services/documents/off-thread';
import type { LoadedReturn } from '../services/returns/access';
import {
  assertRoomFor,
  compute,
  createItem,
  createItems,
  expectedVersion,
  loadItems,
  updateItem,
} from '../services/returns/store';
import { returnOf } from './return-scope';
import { currentUser } from './session';

const formQuery = z.object({ form1040_id: recordId('Form 1040 ID not found in URL.') });
const FIELDS = scheduleD.sections.flatMap((s) => s.fields.map((f) => f.name));
const COMPUTED = ['st_1a_h', 'st_7', 'lt_8a_h', 'lt_15', 'p3_16', 'p3_18', 'p3_19', 'p3_21_allowed_loss'];
const scheduleDView = z.looseObject(
  Object.fromEntries(
    [...FIELDS, ...COMPUTED].map((k) => [
      k,
      z.union([z.string(), z.boolean(), z.number()]).nullable().optional(),
    ]),
  ),
);

/**
 * Schedule D's computed lines as the screen and the schedules list answer them; the engine's lines
 * include the Form 8949 rows and 1099-DIV capital gain distributions. Line 21 is a positive amount
 * (the form prints it in parentheses).
 */
export function scheduleDComputed(
  result: { lines: { has(k: string): boolean; get(k: string): { toString(): string } } },
  data: Record<string, unknown>,
) {
  const line = (k: string) =>
    result.lines.has(`scheduleD.${k}`) ? result.lines.get(`scheduleD.${k}`).toString() : null;
  const own = scheduleDTotals(data);
  return {
    // Lines 1a and 8a also total the box A/D rows without adjustments (no Form 8949 for them).
    st_1a_h: line('l1a') ?? own.st_1a_h,
    st_7: line('l7') ?? own.st_7,
    lt_8a_h: line('l8a') ?? own.lt_8a_h,
    lt_15: line('l15') ?? own.lt_15,
    p3_16: line('l16') ?? own.p3_16,
    p3_18: line('l18'),
    p3_19: line('l19'),
    p3_21_allowed_loss: line('l21') ? line('l21')!.replace('-', '') : own.p3_21_allowed_loss,
  };
}

/** The CSV's rows, their errors and duplicates: a preview (200), or what was saved (201; 200 when nothing was). */
const importAnswer = z.looseObject({
  message: z.string().optional(),
  rows: z.array(z.unknown()),
  errors: z.array(z.unknown()),
  duplicates: z.unknown(),
  warnings: z.array(z.string()),
  skipped: z.number().optional(),
});
/** A save refused for bad rows names them (`errors`) and saves none (`rows` empty). */
const importRefused = errorSchema.extend({
  errors: z.array(z.unknown()).optional(),
  rows: z.array(z.unknown()).optional(),
});

export const scheduleDRoutes: FastifyPluginAsyncZod = async (app) => {
  async function read(ret: LoadedReturn) {
    const items = await loadItems(app, ret.id);
    const sd = items.find((i) => i.kind === scheduleD.kind);
    const result = compute(ret, items);
    const data = sd?.data ?? {};
    const computed = scheduleDComputed(result, data);
    // The spec's read shape: blanks as empty text.
    const blanks = Object.fromEntries(FIELDS.map((k) => [k, data[k] ?? '']));
    return {
      ret,
      sd,
      body: {
        exists: !!sd,
        schedule_d: {
          form1040_id: ret.id,
          id: sd?.id ?? null,
          version: sd?.version ?? null,
          ...blanks,
          ...computed,
        },
      },
    };
  }

  app.get(
    '/api/schedule_d',
    {
      config: { returnOf: { query: 'form1040_id' } },
      schema: {
        tags: ['schedules'],
        summary: 'The Schedule D of a return with its computed lines',
        querystring: formQuery,
        response: { 200: z.object({ exists: z.boolean(), schedule_d: scheduleDView }) },
      },
    },
    async (req) => (await read(returnOf(req))).body,
  );
  const body = z.preprocess(
    // The screen sends its computed lines too; the server computes its own.
    (v) =>
      v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).filter(([k]) => !COMPUTED.includes(k)))
        : v,
    documentSchema(scheduleD).and(z.object({ form1040_id: recordId('Form 1040 ID not found in URL.') })),
  );
  app.post(
    '/api/schedule_d',
    {
      // Audited as a read, as it always was.
      config: { returnOf: { body: 'form1040_id' } },
      schema: {
        tags: ['schedules'],
        summary: 'Create or update the Schedule D of a return',
        body,
        response: { 200: z.object({ message: z.string(), exists: z.boolean(), schedule_d: scheduleDView }) },
      },
    },
    async (req) => {
      const b = req.body as Record<string, unknown> & { form1040_id: number; version?: number };
      const { ret, sd } = await read(returnOf(req));
      const { form1040_id: _f, version: _v, ...data } = b;
      if (sd) await updateItem(app, currentUser(req), ret, sd, data, expectedVersion(req, b));
      else await createItem(app, currentUser(req), ret, scheduleD.kind, data);
      return { message: scheduleD.messages.updated, ...(await read(ret)).body };
    },
  );

  app.post(
    '/api/form1040/:id/f8949/import',
    {
      bodyLimit: 3 * 1024 * 1024,
      config: {
        maxTextLength: 3 * 1024 * 1024,
        returnOf: { action: (req) => ((req.body as { save?: boolean }).save ? 'update' : 'read') },
      },
      schema: {
        tags: ['documents'],
        summary:
          'Read Form 8949 rows from a broker CSV: preview (save false) or save all (nothing saved when a row is bad). ' +
          'Both answer `duplicates`: the rows (by index) already on the return or repeated in the file, with ' +
          '`warnings`; duplicates "skip" leaves them out of the save, "keep" (the default) saves them.',
        params: z.object({ id: recordId() }),
        body: z.object({
          csv: z
            .string({ message: 'Choose a CSV file.' })
            .max(2_500_000, 'The file is too large (at most 2.5 MB).'),
          save: z.boolean().optional().default(false),
          duplicates: z
            .enum(F8949_DUPLICATE_CHOICES, { message: F8949_DUPLICATES_MSG.keepOrSkip })
            .optional(),
        }),
        response: { 200: importAnswer, 201: importAnswer, 400: importRefused },
      },
    },
    async (req, reply) => {
      const ret = returnOf(req);
      const { rows, errors } = await parseCsvOffThread(req.body.csv, ret.taxYear);
      // Said at the preview already: the file would take the return past its Form 8949 rows.
      await assertRoomFor(app, ret, form8949.kind, rows.length);
      const onReturn = rows.length ? await loadItems(app, ret.id, form8949.kind) : [];
      const duplicates = findF8949Duplicates(
        rows,
        onReturn.map((i) => i.data),
      );
      const warnings = f8949DuplicateWarnings(duplicates);
      if (!req.body.save) return { rows, errors, duplicates, warnings };
      if (errors.length)
        return reply
          .code(400)
          .send({ error: 'Nothing was saved: fix the rows below and upload again.', errors, rows: [] });
      if (rows.length === 0) throw badRequest('The file has no rows.');
      const skip = req.body.duplicates === 'skip';
      const kept = skip ? withoutF8949Duplicates(rows, duplicates) : rows;
      const skipped = rows.length - kept.length;
      const count = kept.length
        ? await createItems(
            app,
            currentUser(req),
            ret,
            form8949.kind,
            kept.map(({ version: _v, form1040_id: _f, ...r }) => r),
          )
        : 0;
      const message = [
        `${count} Form 8949 row${count === 1 ? '' : 's'} imported.`,
        ...(skipped ? [F8949_DUPLICATES_MSG.skipped(skipped)] : warnings),
      ].join(' ');
      return reply
        .code(count ? 201 : 200)
        .send({ message, rows: kept, errors: [], duplicates, warnings: skip ? [] : warnings, skipped });
    },
  );
};
