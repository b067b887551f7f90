import type { z } from 'zod';
import type { identitySchema } from '@taxprep/contracts';

export type IdentityOut = z.output<typeof identitySchema>;
export interface IdentityValues {
  dob: string;
  id_type: string | null;
  id_number: string;
  id_state: string;
  id_issue_date: string;
  id_expiration_date: string;
  id_no_expire: boolean;
  ip_pin: string;
  spouse_dob: string;
  spouse_id_type: string | null;
  spouse_id_number: string;
  spouse_id_state: string;
  spouse_id_issue_date: string;
  spouse_id_expiration_date: string;
  spouse_id_no_expire: boolean;
  spouse_ip_pin: string;
  date_of_death: string;
  spouse_date_of_death: string;
}
export type IdentityData = Partial<Record<keyof IdentityValues, string | boolean | null>> & {
  filing_status: string | null;
  version: number;
};

export function toIdentityValues(d: IdentityData): IdentityValues {
  const s = (k: keyof IdentityValues) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  return {
    dob: s('dob'),
    // No choice is null: the schema accepts null, not an empty text.
    id_type: s('id_type') || null,
    id_number: s('id_number'),
    id_state: s('id_state'),
    id_issue_date: s('id_issue_date'),
    id_expiration_date: s('id_expiration_date'),
    id_no_expire: d.id_no_expire === true,
    ip_pin: s('ip_pin'),
    spouse_dob: s('spouse_dob'),
    spouse_id_type: s('spouse_id_type') || null,
    spouse_id_number: s('spouse_id_number'),
    spouse_id_state: s('spouse_id_state'),
    spouse_id_issue_date: s('spouse_id_issue_date'),
    spouse_id_expiration_date: s('spouse_id_expiration_date'),
    spouse_id_no_expire: d.spouse_id_no_expire === true,
    spouse_ip_pin: s('spouse_ip_pin'),
    date_of_death: s('date_of_death'),
    spouse_date_of_death: s('spouse_date_of_death'),
  };
}
