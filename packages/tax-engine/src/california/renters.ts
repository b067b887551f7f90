/**
 * Nonrefundable renter's credit (Form 540 line 46; 540NR line 61), by the 2024 Nonrefundable
 * Renter's Credit Qualification Record: a California resident who paid rent for at least half of
 * 2024 on a California principal residence not exempt from property tax, did not get the
 * homeowner's property tax exemption, is not claimed as someone else's dependent, and whose
 * California AGI (line 17) is not over the limit: $60 single or MFS, $120 MFJ, HOH, QSS.
 */
import { fmt } from '../context';
import { Money } from '../money';
import type { CaCtx } from './context';

export interface RenterCredit {
  agiLimit: Money;
  eligible: boolean;
  credit: Money;
  /** Why not eligible (for the explanation). */
  reason: string;
}

/** The credit for a full-year resident whose California AGI is `caAgi`. */
export function renterCredit(cx: CaCtx, caAgi: Money): RenterCredit {
  const r = cx.params.renters;
  const agiLimit = Money.dollars(r.agiLimit[cx.status]);
  const q = cx.input.requiredInfo ?? {};
  const reasons: string[] = [];
  if (q.housing !== 'rent') reasons.push('did not rent the California principal residence');
  if (q.housing === 'rent' && q.renter_paid_half_2024 !== true)
    reasons.push(`did not pay rent for at least half of ${cx.params.taxYear}`);
  if (q.renter_property_tax_exempt_2024 === true)
    reasons.push('the rented property was exempt from property tax');
  if (q.homeowner_exemption_2024 === true) reasons.push("received the homeowner's property tax exemption");
  if (cx.input.federal.claimed_as_dependent) reasons.push("can be claimed as someone else's dependent");
  if (caAgi.gt(agiLimit)) reasons.push(`California AGI ${fmt(caAgi)} is over ${fmt(agiLimit)}`);
  const eligible = reasons.length === 0;
  return {
    agiLimit,
    eligible,
    credit: eligible ? Money.dollars(r.credit[cx.status]) : Money.ZERO,
    reason: reasons.join('; '),
  };
}
