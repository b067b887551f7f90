import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'agent', 'admin'] }).notNull(),
    active: boolean('active').notNull().default(true),
    /** A self-registered Tax Preparer waits for an administrator's approval before seeing others' data. */
    pendingApproval: boolean('pending_approval').notNull().default(false),
    /** Wrong passwords in the current 15-minute window, whatever the address they came from. */
    failedLogins: integer('failed_logins').notNull().default(0),
    failedLoginsSince: timestamp('failed_logins_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames and emails are unique regardless of case, so "Alice" cannot shadow "alice".
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    // The dashboard's sort by username (migration 0011).
    index('users_username').on(t.username),
  ],
);

export const preparerProfiles = pgTable('preparer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ptin: text('ptin').notNull(),
  selfEmployed: boolean('self_employed').notNull().default(false),
  firmName: text('firm_name'),
  firmAddress: text('firm_address'),
  firmEin: text('firm_ein'),
  phone: text('phone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'agent'] }).notNull(),
    /** The agent's preparer fields, applied when the code is verified. */
    profile: jsonb('profile'),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pending_email_lower').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a leaked table does not leak usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request on this session: it ends after 30 idle minutes as well as at `expiresAt`. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_actor').on(t.actorId)],
);

/**
 * Totals of a return: inputs are limited to 15 integer digits, but a sum of many such amounts
 * (and whole-dollar rounding) can exceed any fixed precision, so these columns are unbounded.
 */
const money = (name: string) => numeric(name).notNull().default('0');

/** One Form 1040: list columns kept up to date from the engine on every save, the wizard's answers in `data`. */
export const form1040s = pgTable(
  'form1040s',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preparedBy: integer('prepared_by').references(() => users.id, { onDelete: 'set null' }),
    taxYear: integer('tax_year').notNull().default(2024),
    status: text('status', { enum: ['Pending', 'Accepted', 'Rejected'] })
      .notNull()
      .default('Pending'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    filingStatus: text('filing_status'),
    /** Lower-case "first last username" for the dashboard search (trigram-indexed). */
    searchText: text('search_text').notNull().default(''),
    agi: money('agi'),
    taxableIncome: money('taxable_income'),
    totalTax: money('total_tax'),
    totalPayments: money('total_payments'),
    refundAmount: money('refund_amount'),
    amountOwed: money('amount_owed'),
    /** The wizard's answers by step; sensitive values inside are encrypted. */
    data: jsonb('data').notNull().default({}),
    version: integer('version').notNull().default(0),
    /**
     * Moves on every write to the return or any of its documents (triggers of migration 0012): the
     * key of its cached summary in return_results. `version` is the optimistic lock of the answers only.
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form1040s_user').on(t.userId, t.taxYear),
    index('form1040s_created').on(t.createdAt),
    index('form1040s_status').on(t.status, t.createdAt),
    // The dashboard's sortable columns, ties broken by id in the sort's direction (migration 0011).
    index('form1040s_refund').on(t.refundAmount, t.id),
    index('form1040s_owed').on(t.amountOwed, t.id),
    index('form1040s_taxable').on(t.taxableIncome, t.id),
    index('form1040s_total_tax').on(t.totalTax, t.id),
    index('form1040s_last_name').on(t.lastName, t.id),
    index('form1040s_submitted').on(t.submittedAt, t.id),
    index('form1040s_first_name').on(t.firstName, t.id),
    index('form1040s_filing_status').on(t.filingStatus, t.id),
    index('form1040s_status_id').on(t.status, t.id),
  ],
);

/** Documents and schedule records of a return (dependents, W-2s, Schedule A, 1099s …), one row each. */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    form1040Id: integer('form1040_id')
      .notNull()
      .references(() => form1040s.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull().default({}),
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_items_form').on(t.form1040Id, t.kind)],
);

/**
 * All forms' list (GET /api/admin/forms): one row per return and per document, kept exact by the
 * triggers of migration 0011 on form1040s, return_items and users. Never written by the app. Its
 * sort and search indexes live in that migration.
 */
export const formList = pgTable(
  'form_list',
  {
    /** 'form1040' or the document's kind. */
    type: text('type').notNull(),
    id: integer('id').notNull(),
    form1040Id: integer('form1040_id')
      .notNull()
      .references(() => form1040s.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    amount: numeric('amount'),
    tax: numeric('tax'),
    status: text('status', { enum: ['Pending', 'Accepted', 'Rejected'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    search: text('search').generatedAlwaysAs(sql`lower("username") || E'\\n' || lower("name")`),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] })],
);

/**
 * A return's computed summary for one data_version (migration 0012), so a read that finds the
 * current version skips loading, decrypting and computing. No secrets: figures, formulas, warnings.
 */
export const returnResults = pgTable('return_results', {
  form1040Id: integer('form1040_id')
    .primaryKey()
    .references(() => form1040s.id, { onDelete: 'cascade' }),
  dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
  result: jsonb('result').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stamp per list, moved by every change that can change its totals (migration 0013, db/capped-count.ts). */
export const listStamps = pgTable('list_stamps', {
  list: text('list').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
});

/** Rate-limit counters shared by every server process (lib/rate-limit-store.ts); UNLOGGED in migration 0012. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    form1040Id: integer('form1040_id')
      .notNull()
      .references(() => form1040s.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Accepted', 'Rejected'] }).notNull(),
    message: text('message').notNull(),
    errors: jsonb('errors').notNull().default([]),
    /**
     * An accepted return's figures at that moment (the Form 1040-X lines it maps to): column A of a
     * later amended return. Null for rejections and for submissions made before this was kept.
     */
    figures: jsonb('figures'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('submissions_form').on(t.form1040Id)],
);

/**
 * The tax bracket calculator's table (spec 002 "Tax bracket"), edited by administrators and
 * preparers. It feeds the calculator only: returns are computed from the engine's official figures.
 * Seeded by migration 0008 with the 2024 rate schedules of Rev. Proc. 2023-34.
 */
export const taxBrackets = pgTable(
  'tax_brackets',
  {
    id: serial('id').primaryKey(),
    taxYear: integer('tax_year').notNull(),
    filingStatus: text('filing_status', {
      enum: ['single', 'married_joint', 'married_separate', 'head_of_household', 'surviving_spouse'],
    }).notNull(),
    incomeMin: numeric('income_min').notNull(),
    /** Null: no upper bound (the top bracket). */
    incomeMax: numeric('income_max'),
    /** A fraction, "0.22" for 22%. */
    rate: numeric('rate').notNull(),
    /** Tax on income_min, so the bracket's tax is base_tax + rate × (income − income_min). */
    baseTax: numeric('base_tax').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One bracket per start: the calculator's lookup by year, status and income is never ambiguous at an edge.
  (t) => [uniqueIndex('tax_brackets_start').on(t.taxYear, t.filingStatus, t.incomeMin)],
);
