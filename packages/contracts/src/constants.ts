import { z } from 'zod';

/** 50 states, DC, the five inhabited territories and the three military "states": 59 codes. */
export const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'AA',
  'AE',
  'AP',
] as const;
export type StateCode = (typeof STATE_CODES)[number];

export const ROLES = ['user', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Individual Filer',
  agent: 'Tax Preparer',
  admin: 'Administrator',
};

export const LIMITS = {
  usernameMin: 3,
  loginPasswordMin: 6,
  registerPasswordMin: 8,
  resetPasswordMin: 6,
  verificationCodeDigits: 7,
  resendWaitSeconds: 60,
  ptinDigits: 8,
  einDigits: 9,
  ssnDigits: 9,
  zipDigits: 5,
  phoneMin: 7,
  phoneMax: 20,
  designeePhoneDigits: 10,
  designeePinDigits: 5,
  routingDigits: 9,
  accountMin: 4,
  accountMax: 17,
  adjustmentDescriptionMax: 500,
  necStateNumberMax: 30,
} as const;

/** The tax year every return is prepared for. */
export const TAX_YEAR = 2024;

export const LAYOUT = { sidebarWidth: 250, topBarHeight: 56, desktopBreakpoint: 992 } as const;

/** Record ids are PostgreSQL `integer`s: a larger id cannot exist, so it is refused before the database. */
export const MAX_ID = 2_147_483_647;

/** A record id in a path, query or body: a whole number from 1 to MAX_ID. */
export function recordId(message = 'Not found.') {
  return z.coerce.number({ message }).int(message).positive(message).max(MAX_ID, message);
}

/**
 * The most Form 8949 rows one return holds (single adds and CSV imports together). A broker's
 * thousands of box A/D sales go on Schedule D line 1a/8a as totals; past this, the sales are better
 * entered as those totals (Schedule D screen) than row by row.
 */
export const F8949_MAX_ROWS_PER_RETURN = 10_000;

/** Why a Form 8949 row or file was refused: it would take the return past the cap. */
export function f8949TooManyRows(existing: number, adding: number): string {
  const max = F8949_MAX_ROWS_PER_RETURN.toLocaleString('en-US');
  const has = existing.toLocaleString('en-US');
  const room = Math.max(0, F8949_MAX_ROWS_PER_RETURN - existing).toLocaleString('en-US');
  return adding === 1
    ? `This return already has ${has} Form 8949 rows, the most one return can hold. Enter further sales as totals on Schedule D (line 1a or 8a for sales with basis reported and no adjustments).`
    : `This file has ${adding.toLocaleString('en-US')} rows and the return already has ${has}: a return holds at most ${max} Form 8949 rows (room for ${room} more). Enter further sales as totals on Schedule D (line 1a or 8a for sales with basis reported and no adjustments).`;
}
