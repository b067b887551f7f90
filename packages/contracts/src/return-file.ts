/**
 * A whole return as one file (issue 26): every answer and document of one return, to move it
 * between installations or keep it. Versioned; a checksum over its content refuses a file changed
 * after export; secrets (SSNs, bank numbers, PINs, birth dates) only when the user asks.
 *
 * Format, version 1 (JSON):
 *   format           "taxprep-return"
 *   version          1
 *   exported_at      ISO time of the export
 *   tax_year         the return's tax year
 *   includes_secrets whether SSNs, birth dates, bank numbers and PINs are in the file
 *   return           { data }: the wizard's answers by step (form1040s.data), decrypted
 *   items            [{ id, kind, data }]: its documents (return_items), decrypted; `id` only
 *                    links a document to its parent in this file (a 1099-NEC to its Schedule C)
 *   checksum         SHA-256 (hex) of the canonical JSON of every other member (returnFileDigest)
 */
import { z } from 'zod';

export const RETURN_FILE_FORMAT = 'taxprep-return';
export const RETURN_FILE_VERSION = 1;
/** The most documents a file may hold (a return's Form 8949 rows are capped below this). */
export const RETURN_FILE_MAX_ITEMS = 12_000;
/**
 * The largest file accepted, in bytes: a return of 10,000 Form 8949 rows exports to about 2.5 MB;
 * past 4 MB the server refuses a body before reading it (413), as on every other route.
 */
export const RETURN_FILE_MAX_BYTES = 4 * 1024 * 1024;

export const RETURN_FILE_MSG = {
  notAFile: 'This is not a TaxPrep return file.',
  newer: (v: number) =>
    `This return file is version ${String(v)}, made by a newer TaxPrep: update TaxPrep to import it.`,
  older: (v: number) => `This return file is version ${String(v)}, which this TaxPrep can no longer read.`,
  tampered: 'This return file was changed after it was exported, so it cannot be imported.',
  unknownKind: (kind: string) => `This return file holds a document TaxPrep does not know (“${kind}”).`,
  badDocument: (kind: string, n: number, why: string) =>
    `Document ${String(n)} (${kind}) in this file: ${why}`,
  tooLarge: 'This return file is too large to import.',
  imported: 'Return imported as a new tax file.',
  secretsWarning:
    'The file will hold Social Security numbers, birth dates, bank account numbers and PINs in plain text. Keep it as safe as a paper return.',
} as const;

const plainObject = z.record(z.string().max(100), z.unknown(), { message: RETURN_FILE_MSG.notAFile });

/** The file's shape; the checksum, the version and each document's own rules are checked on import. */
export const returnFileSchema = z.object(
  {
    format: z.literal(RETURN_FILE_FORMAT, { message: RETURN_FILE_MSG.notAFile }),
    version: z.number({ message: RETURN_FILE_MSG.notAFile }).int({ message: RETURN_FILE_MSG.notAFile }),
    exported_at: z.string({ message: RETURN_FILE_MSG.notAFile }).max(40),
    tax_year: z.number({ message: RETURN_FILE_MSG.notAFile }).int({ message: RETURN_FILE_MSG.notAFile }),
    includes_secrets: z.boolean({ message: RETURN_FILE_MSG.notAFile }),
    return: z.object({ data: plainObject }, { message: RETURN_FILE_MSG.notAFile }),
    items: z
      .array(
        z.object(
          {
            id: z.number({ message: RETURN_FILE_MSG.notAFile }).int().positive(),
            kind: z.string({ message: RETURN_FILE_MSG.notAFile }).max(40),
            data: plainObject,
          },
          { message: RETURN_FILE_MSG.notAFile },
        ),
        { message: RETURN_FILE_MSG.notAFile },
      )
      .max(RETURN_FILE_MAX_ITEMS, { message: RETURN_FILE_MSG.tooLarge }),
    checksum: z
      .string({ message: RETURN_FILE_MSG.notAFile })
      .regex(/^[0-9a-f]{64}$/, RETURN_FILE_MSG.notAFile),
  },
  { message: RETURN_FILE_MSG.notAFile },
);
export type ReturnFile = z.infer<typeof returnFileSchema>;

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** The text the checksum is taken of: every member but the checksum itself. */
export function returnFileDigestText(file: Omit<ReturnFile, 'checksum'> & { checksum?: string }): string {
  const { checksum: _checksum, ...rest } = file;
  return canonicalJson(rest);
}

// ——— Starting a return from last year's (issue 26) ———

/** One value a new return took from last year's return, where it came from and where to change it. */
export const carriedValueSchema = z.object({
  path: z.string(),
  label: z.string(),
  value: z.string(),
  source: z.string(),
  /** The wizard screen (path under /form1040/{id}/) where it is entered. */
  screen: z.string(),
});
export const carriedReturnFactsSchema = z.object({
  from_return_id: z.number(),
  from_year: z.number(),
  values: z.array(carriedValueSchema),
  /** Dependents who may no longer qualify, and anything else to look at again. */
  flags: z.array(z.object({ message: z.string(), screen: z.string() })),
  prior_year_agi: z.string().optional(),
  state_refund: z.object({ itemized: z.boolean(), salt: z.string().nullable() }).optional(),
});
export type CarriedReturnFacts = z.infer<typeof carriedReturnFactsSchema>;

export const CARRY_MSG = {
  notLastYear: (year: number) =>
    `Start from the same filer's ${String(year - 1)} return: the return chosen is of another year or filer.`,
  started: (from: number) =>
    `New tax file created from your ${String(from)} return. Check each carried value.`,
} as const;
