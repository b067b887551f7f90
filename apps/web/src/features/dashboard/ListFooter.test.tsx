import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../test/render';
import type { DashboardResponse, ReturnListItem } from '../../api/returnList';

const row = (id: number): ReturnListItem => ({
  id,
  user_id: id,
  prepared_by: null,
  username: `filer${id}`,
  first_name: 'Pat',
  last_name: 'Lee',
  filing_status: 'single',
  status: 'Pending',
  tax_year: 2024,
  created_at: '2025-02-01T10:00:00.000Z',
  submitted_at: null,
  taxable_income: '37400.00',
  total_tax: '4259.00',
  total_payments: '5000.00',
  refund_amount: '741.00',
  amount_owed: '0.00',
  refundOrOwed: '741.00',
  // What the server sends beside them (spec 002's names for line 24 and line 34), none amended.
  federal_tax_owed: '4259.00',
  refund: '741.00',
  amended: null,
});

describe('list footer past the count cap', { timeout: 15_000 }, () => {
  it('says "10,000+" and still offers the next page', async () => {
    const urls: string[] = [];
    const pageAsked = () => Number(new URL(urls.at(-1)!, 'http://x').searchParams.get('page'));
    mockApi({
      'GET /api/auth/check': authOk({ id: 9, username: 'pat', role: 'admin' }),
      'GET /api/me': () => ({
        status: 200,
        body: { id: 9, username: 'pat', role: 'admin', email: 'p@x.io', has_preparer_profile: true },
      }),
      'GET /api/dashboard': () => {
        const page = pageAsked();
        const body: DashboardResponse = {
          username: 'pat',
          role: 'admin',
          can_create: true,
          // The server counted to 10,000 and says there are more.
          total: 10_000,
          total_capped: true,
          page,
          page_size: 10,
          form1040_list: Array.from({ length: 10 }, (_, i) => row((page - 1) * 10 + i + 1)),
        };
        return { status: 200, body };
      },
    });
    const inner = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      return inner(input, init);
    }) as typeof fetch;
    renderApp('/dashboard');
    expect(await screen.findByText('Showing 1–10 of 10,000+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1000' }));
    expect(await screen.findByText('Showing 9991–10000 of 10,000+')).toBeInTheDocument();
    // Page 1,001 lies past the counted 10,000 returns and can still be asked for.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 10001–10010 of 10,000+')).toBeInTheDocument();
    expect(pageAsked()).toBe(1001);
  });
});
