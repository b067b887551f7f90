/**
 * The Form 540 field table: which inputs each collapsible section shows, and one renderer for
 * all of them. Derived lines are read-only (the server recomputes them on every read).
 */
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { STATE_SEARCH } from '../../ui/stateSelect';
import {
  CA540_BOOL_FIELDS,
  CA540_DERIVED_FIELDS,
  CA540_MONEY_FIELDS,
  CA540_SECRET_FIELDS,
  CA_FILING_STATUSES,
  CA_FILING_STATUS_LABELS,
  formatUsd,
  STATE_CODES,
} from '@taxprep/contracts';
import { F540 } from '@taxprep/tax-engine';
import { MoneyInput } from '../../ui/MoneyInput';
import { moneyText, onlyDigits } from '../../ui/money';

export type Ca540Values = Record<string, string | boolean>;
type Rec = Record<string, unknown>;

const MONEY = new Set<string>(CA540_MONEY_FIELDS);
const BOOL = new Set<string>(CA540_BOOL_FIELDS);
const SECRET = new Set<string>(CA540_SECRET_FIELDS);
const DERIVED = new Set<string>(CA540_DERIVED_FIELDS);
/** Digit-only inputs and their lengths (SSN/ITIN 9, routing 9, account 17). */
const DIGITS: Record<string, number> = {
  ssn_itin: 9,
  spouse_ssn_itin: 9,
  dd1_routing: 9,
  dd2_routing: 9,
  dd1_account: 17,
  dd2_account: 17,
};

export type FieldDef = [key: string, label: string];

/** Form 540 lines as fields: the record field and the label of the engine's line table (F540). */
const lines = (...ns: number[]): FieldDef[] =>
  ns.map((n) => {
    const l = F540.line(n);
    if (!l.field) throw new Error(`Form 540 line ${n} has no record field`);
    return [l.field, F540.screen(n)];
  });

export const SECTIONS: { id: string; title: string; fields: FieldDef[] }[] = [
  {
    id: 'identity',
    title: 'Identity',
    fields: [
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
      ['suffix', 'Suffix'],
      ['ssn_itin', 'SSN or ITIN'],
      ['dob', 'Date of birth'],
      ['spouse_first_name', 'Spouse/RDP first name'],
      ['spouse_last_name', 'Spouse/RDP last name'],
      ['spouse_suffix', 'Spouse/RDP suffix'],
      ['spouse_ssn_itin', 'Spouse/RDP SSN or ITIN'],
      ['spouse_dob', 'Spouse/RDP date of birth'],
    ],
  },
  {
    id: 'filing',
    title: 'Filing Information',
    fields: [
      ['filing_status', 'Filing status'],
      ['amended_return', 'This is an amended return'],
      ['fy_month_end', 'Fiscal year end month'],
      ['fy_year', 'Fiscal year end year'],
    ],
  },
  {
    id: 'mailing',
    title: 'Mailing Address',
    fields: [
      ['street', 'Street address'],
      ['apt_ste', 'Apt./Ste. no.'],
      ['pmb', 'PMB/private mailbox'],
      ['city', 'City'],
      ['state', 'State'],
      ['zip_code', 'ZIP code'],
      ['foreign_country', 'Foreign country name'],
      ['foreign_province', 'Foreign province/state/county'],
      ['foreign_postal_code', 'Foreign postal code'],
      ['county_at_filing', 'County at time of filing'],
      ['physical_addr_same_as_mailing', 'Principal/physical address is the same as mailing'],
    ],
  },
  {
    id: 'physical',
    title: 'Principal/Physical Address',
    fields: [
      ['phys_street', 'Physical street address'],
      ['phys_apt_ste', 'Physical apt./ste. no.'],
      ['phys_city', 'Physical city'],
      ['phys_state', 'Physical state'],
      ['phys_zip_code', 'Physical ZIP code'],
    ],
  },
  {
    id: 'income',
    title: 'Income, Adjustments and Tax (key lines)',
    fields: [
      ...lines(12, 13, 14, 15, 16, 17, 18, 19, 31, 32, 33, 34, 35, 40, 46, 47, 48, 61, 62, 63, 64),
      ...lines(71, 72, 73, 75, 76, 77, 78, 91),
      ['use_tax_no_owed', 'No use tax is owed'],
      ['use_tax_paid_to_cdtfa', 'Use tax paid to CDTFA'],
      ['full_year_health_coverage', 'Full-year health care coverage'],
      ...lines(92),
    ],
  },
  {
    id: 'overpaid',
    title: 'Overpaid Tax / Amount Due',
    fields: lines(93, 94, 95, 96, 97, 98, 99, 100, 110, 111, 112, 113, 114, 115),
  },
  {
    id: 'deposit',
    title: 'Direct Deposit',
    fields: [
      ['dd1_amount', '116 First account: amount'],
      ['dd1_routing', 'First account: routing number'],
      ['dd1_account', 'First account: account number'],
      ['dd1_type', 'First account: type'],
      ['dd2_amount', '117 Second account: amount'],
      ['dd2_routing', 'Second account: routing number'],
      ['dd2_account', 'Second account: account number'],
      ['dd2_type', 'Second account: type'],
    ],
  },
  {
    id: 'contact',
    title: 'Voter / Third-Party / Preparer',
    fields: [
      ['voter_info_optin', 'Send me voter registration information'],
      ['email', 'Email'],
      ['third_party_designee_name', 'Third-party designee name'],
      ['third_party_designee_phone', 'Third-party designee phone'],
      ['preparer_name', 'Paid preparer name'],
      ['preparer_firm', 'Firm name'],
      ['preparer_fein', 'Firm FEIN'],
      ['preparer_ptin', 'Preparer PTIN'],
      ['preparer_phone', 'Preparer phone'],
    ],
  },
];

/** The record as input values: amounts with 2 decimals, secrets blank (the masked text is a hint). */
export function toValues(rec: Rec | null): Ca540Values {
  const out: Ca540Values = {};
  for (const s of SECTIONS)
    for (const [k] of s.fields) {
      const v = rec?.[k];
      if (BOOL.has(k)) out[k] = v === true;
      else if (SECRET.has(k)) out[k] = '';
      else if (MONEY.has(k)) out[k] = moneyText(v as string | null);
      else out[k] = v == null ? '' : String(v);
    }
  out.filing_status = String(rec?.filing_status ?? 'S');
  if (rec?.physical_addr_same_as_mailing == null) out.physical_addr_same_as_mailing = true;
  if (!out.state) out.state = 'CA';
  if (!out.dd1_type) out.dd1_type = 'Checking';
  if (!out.dd2_type) out.dd2_type = 'Checking';
  return out;
}

/** One changed field as POST /ca/540 expects it: blanks as null, booleans as they are. */
export function toBody(values: Ca540Values, keys: Iterable<string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const k of keys) {
    if (DERIVED.has(k)) continue;
    const v = values[k];
    body[k] = typeof v === 'boolean' ? v : v === '' ? null : v;
  }
  return body;
}

const SPOUSE = /^spouse_/;
export const showsSpouse = (status: string) => status === 'MFJ' || status === 'MFS';
export const isSpouseField = (k: string) => SPOUSE.test(k);

interface FieldProps {
  name: string;
  label: string;
  values: Ca540Values;
  record: Rec | null;
  onChange: (k: string, v: string | boolean) => void;
  disabled?: boolean;
}

function Field({ name, label, values, record, onChange, disabled }: FieldProps) {
  const v = values[name];
  if (DERIVED.has(name))
    return <TextInput label={label} value={formatUsd(record?.[name] as string)} readOnly variant="filled" />;
  if (BOOL.has(name))
    return (
      <Checkbox
        mt="lg"
        label={label}
        checked={v === true}
        disabled={disabled}
        onChange={(e) => onChange(name, e.currentTarget.checked)}
      />
    );
  if (MONEY.has(name))
    return (
      <MoneyInput
        label={label}
        value={String(v ?? '')}
        disabled={disabled}
        onChange={(x) => onChange(name, x)}
      />
    );
  if (name === 'filing_status')
    return (
      <Select
        label={label}
        data={CA_FILING_STATUSES.map((s) => ({ value: s, label: CA_FILING_STATUS_LABELS[s] }))}
        value={String(v)}
        allowDeselect={false}
        disabled={disabled}
        onChange={(x) => x && onChange(name, x)}
      />
    );
  if (name === 'state' || name === 'phys_state')
    return (
      <Select
        label={label}
        data={[...STATE_CODES]}
        value={String(v) || null}
        {...STATE_SEARCH}
        clearable
        disabled={disabled}
        onChange={(x) => onChange(name, x ?? '')}
      />
    );
  if (name === 'dd1_type' || name === 'dd2_type')
    return (
      <Select
        label={label}
        data={['Checking', 'Savings']}
        value={String(v)}
        allowDeselect={false}
        disabled={disabled}
        onChange={(x) => x && onChange(name, x)}
      />
    );
  const saved = SECRET.has(name) ? (record?.[name] as string | null | undefined) : null;
  return (
    <TextInput
      label={label}
      value={String(v ?? '')}
      disabled={disabled}
      autoComplete="off"
      inputMode={DIGITS[name] ? 'numeric' : undefined}
      placeholder={saved ?? (name.endsWith('dob') ? 'YYYY-MM-DD' : undefined)}
      description={saved ? `Saved: ${saved}. Type to replace it.` : undefined}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        onChange(name, DIGITS[name] ? onlyDigits(raw, DIGITS[name]) : raw);
      }}
    />
  );
}

/** A section's inputs in a responsive grid. */
export function FieldGrid({ fields, ...rest }: { fields: FieldDef[] } & Omit<FieldProps, 'name' | 'label'>) {
  const spouse = showsSpouse(String(rest.values.filing_status));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {fields
        .filter(([k]) => spouse || !isSpouseField(k))
        .map(([k, label]) => (
          <Field key={k} name={k} label={label} {...rest} />
        ))}
    </SimpleGrid>
  );
}
