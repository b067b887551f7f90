import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Checklist, ReturnReview, TodoItem } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const REVIEW: ReturnReview = {
  id: 5,
  kind: 'form1040',
  status: 'Pending',
  version: 2,
  joint: false,
  groups: [],
  refund: '741.00',
  amount_owed: '0.00',
  changes: [],
  last_reviewed_at: null,
  errors: [],
  warnings: [],
  plausibility: [],
  signature: {
    signed: false,
    current: false,
    signed_on: null,
    primary_pin: null,
    spouse_pin: null,
    primary_identity: null,
    spouse_identity: null,
    preparer_ptin: null,
    filer_consent: false,
    joint: false,
  },
  declaration: 'Under penalties of perjury…',
  consent: 'I consent…',
};
const item = (key: string, label: string, screen: string, state: TodoItem['state']): TodoItem => ({
  key,
  label,
  screen,
  state,
  documents: state === 'Done' ? 1 : 0,
  from: 'answer',
  by_hand: false,
});
const CHECKLIST: Checklist = {
  tax_year: 2024,
  heading: 'What happened in 2024?',
  topics: [],
  answers: {},
  dismissed: [],
  done: [],
  todo: [
    item('job', 'A job (W-2)', 'w2', 'Done'),
    item('interest', 'Interest or dividends', '1099-int', 'Not started'),
  ],
  version: 2,
};

describe('the Review page', () => {
  it('marks the figures reviewed, so the changes count from now', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({
        status: 200,
        body: { id: 5, status: 'Pending', version: 2, tax_year: 2024 },
      }),
      'GET /api/form1040/5/review': () => ({ status: 200, body: REVIEW }),
      'GET /api/form1040/5/checklist': () => ({ status: 200, body: CHECKLIST }),
      'PUT /api/form1040/5/reviewed': () => ({
        status: 200,
        body: { message: 'Marked as reviewed.', last_reviewed_at: '2026-11-28T10:00:00.000Z' },
      }),
    });
    renderApp('/form1040/5/review');
    await userEvent.click(await screen.findByRole('button', { name: 'I’ve reviewed these figures' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/form1040/5/reviewed')).toBe(true));
  });

  it('lists the to-do items still open, each linking to its screen', async () => {
    mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({
        status: 200,
        body: { id: 5, status: 'Pending', version: 2, tax_year: 2024 },
      }),
      'GET /api/form1040/5/review': () => ({ status: 200, body: REVIEW }),
      'GET /api/form1040/5/checklist': () => ({ status: 200, body: CHECKLIST }),
    });
    renderApp('/form1040/5/review');
    const section = await screen.findByRole('region', { name: 'Still to do' });
    const link = await within(section).findByRole('link', { name: 'Interest or dividends' });
    expect(link).toHaveAttribute('href', '/form1040/5/1099-int');
    expect(within(section).queryByRole('link', { name: 'A job (W-2)' })).not.toBeInTheDocument();
  });

  it("starts each filer's prior-year AGI from the AGI carried from last year's joint return, editable", async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({
        status: 200,
        body: {
          id: 5,
          status: 'Pending',
          version: 2,
          tax_year: 2025,
          carried: {
            from_return_id: 4,
            from_year: 2024,
            values: [
              {
                path: 'filing.filing_status',
                label: 'Filing status',
                value: 'married filing jointly',
                source: '2024 return',
                screen: 'status',
              },
            ],
            flags: [],
            prior_year_agi: '197000.00',
          },
        },
      }),
      'GET /api/form1040/5/review': () => ({ status: 200, body: { ...REVIEW, joint: true } }),
      'GET /api/form1040/5/checklist': () => ({ status: 200, body: CHECKLIST }),
      'PUT /api/form1040/5/signature': () => ({ status: 200, body: { message: 'Return signed.' } }),
    });
    renderApp('/form1040/5/review');
    const yours = await screen.findByLabelText('Your AGI last year');
    const spouse = screen.getByLabelText("Your spouse's AGI last year");
    // Last year's line 11 (197,000.00) in whole dollars; a joint return's AGI is both spouses'.
    expect(yours).toHaveValue('197000');
    expect(spouse).toHaveValue('197000');
    expect(yours).toHaveAccessibleDescription(expect.stringContaining('Carried from your 2024 return'));
    await userEvent.clear(spouse);
    await userEvent.type(spouse, '196500');
    expect(spouse).toHaveAccessibleDescription(expect.stringContaining("from last year's return"));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I declare this under penalties of perjury.' }),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I consent to filing this return electronically.' }),
    );
    await userEvent.type(screen.getByLabelText('Your 5-digit PIN'), '12345');
    await userEvent.type(screen.getByLabelText("Your spouse's 5-digit PIN"), '54321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign the return' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/form1040/5/signature')?.body).toMatchObject({
        primary_prior_year_agi: '197000',
        spouse_prior_year_agi: '196500',
      }),
    );
  });
});
