import { z } from 'zod';
import { STATE_CODES } from './constants';
import { MSG } from './messages';
import { installProductMessages } from './zod-messages';

// Every schema below (and every schema built from these parts) speaks the product's words.
installProductMessages();

/**
 * A string refused at once when longer than `max`: the checks after it (patterns, trims, refines)
 * never see more, whatever was sent. Zod runs every check of a chain unless one aborts.
 */
export const boundedText = (max: number, message: string) =>
  z.string({ message }).max(max, { message, abort: true });

/** Optional text; `tooLong` is the spec's own message where it names one for the length limit. */
export const optText = (max = 200, tooLong = `At most ${max} characters`) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .pipe(z.string().max(max, tooLong).nullable());
export const required = (msg: string = MSG.required, max = 200) =>
  z.string({ message: msg }).trim().min(1, msg).max(max, `At most ${max} characters`);
export const digits = (n: number, msg: string) =>
  boundedText(n + 20, msg)
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${n}}$`), msg));
/** Optional digits: blank or null is null, otherwise exactly n digits. */
export const optDigits = (n: number, msg: string) =>
  z
    .union([boundedText(n + 20, msg), z.null()], { message: msg })
    .optional()
    .transform((v) => (v == null ? null : v.replace(/[\s-]/g, '')))
    .pipe(
      z.union([
        z.literal('').transform(() => null),
        z.string().regex(new RegExp(`^\\d{${n}}$`), msg),
        z.null(),
      ]),
    );
export const bool = z.boolean({ message: 'Must be true or false' });
export const optBool = bool.optional().default(false);
export const stateCode = (msg: string = MSG.state) => z.enum(STATE_CODES, { message: msg });
export const optState = (msg: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toUpperCase()))
    .pipe(stateCode(msg).nullable());
/** Optional version for optimistic concurrency; clients that send none are not checked. */
export const version = z.number().int().nonnegative().optional();
