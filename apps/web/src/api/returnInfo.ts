import type { CarriedReturnFacts } from '@taxprep/contracts';
import { useReturnPart } from './returns';

/** GET /api/form1040/{id}: basic info, filing status, the six flags and digital assets. */
export interface ReturnInfo {
  id: number;
  status: string;
  version: number;
  first_name: string | null;
  last_name: string | null;
  ssn: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  presidential_fund: boolean;
  filing_status: string | null;
  spouse_first_name: string | null;
  spouse_last_name: string | null;
  spouse_ssn: string | null;
  claimed_as_dependent: boolean;
  spouse_claimed_as_dependent: boolean;
  taxpayer_over_65: boolean;
  taxpayer_blind: boolean;
  spouse_over_65: boolean;
  spouse_blind: boolean;
  digital_assets: boolean | null;
  /** What the return took from last year's when started from it (issue 26), or null. */
  carried?: CarriedReturnFacts | null;
}

export function useReturnInfo(id: string) {
  return useReturnPart<ReturnInfo>(id, 'info', `/api/form1040/${id}`);
}
