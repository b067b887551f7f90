import { describe, expect, it } from 'vitest';
import { REFUND_MSG } from '@taxprep/contracts';
import { refundRequested, validateRefund, type RefundValues } from './validate';

const base: RefundValues = {
  refund_applied_to_estimated_tax: '',
  refund_routing_number: '',
  refund_account_number: '',
  refund_account_type: 'Checking',
  form_8888_attached: false,
};
const errorsOf = (v: Partial<RefundValues>, overpaid = '1000.00') => {
  const r = validateRefund({ ...base, ...v }, overpaid);
  return r.ok ? {} : r.errors;
};

describe('refund validation', () => {
  it('requires routing and account numbers when something is refunded', () => {
    expect(errorsOf({})).toEqual({
      refund_routing_number: REFUND_MSG.routingRequired,
      refund_account_number: REFUND_MSG.accountRequired,
    });
  });
  it('checks the ABA checksum and the account length', () => {
    expect(errorsOf({ refund_routing_number: '123456789', refund_account_number: '123' })).toEqual({
      refund_routing_number: REFUND_MSG.routing,
      refund_account_number: REFUND_MSG.account,
    });
    // 011000015: 0*3+1*7+1*1 + 0+0+0 + 0+1*7+5*1 = 20, a multiple of 10.
    expect(
      validateRefund(
        { ...base, refund_routing_number: '011000015', refund_account_number: '12345678' },
        '1000',
      ).ok,
    ).toBe(true);
  });
  it('does not let more go to 2025 than was overpaid, and makes bank details optional when nothing is refunded', () => {
    expect(errorsOf({ refund_applied_to_estimated_tax: '1000.01' })).toMatchObject({
      refund_applied_to_estimated_tax: REFUND_MSG.exceeds,
    });
    expect(validateRefund({ ...base, refund_applied_to_estimated_tax: '1000.00' }, '1000.00').ok).toBe(true);
    expect(refundRequested('1000.00', '250.25')).toBe(749.75);
    expect(refundRequested('100', '500')).toBe(0);
  });
});
