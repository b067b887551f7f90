import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authOk, mockApi, renderApp } from '../../../test/render';

const INFO = { id: 5, status: 'Pending', version: 1, filing_status: 'single' };
const RECORD = {
  id: 3,
  version: 2,
  form1040_id: 5,
  medical_expenses: '1000.00',
  gifts_by_cash: '250.00',
  other_taxes: '50.00',
  force_itemize: true,
};

describe('the Schedule A screen (the registry’s page)', () => {
  it('lists the records and updates one on its own path, keeping the spec-000 amounts it does not show', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'GET /api/form1040/5': () => ({ status: 200, body: INFO }),
      'GET /api/schedule_a/by-form/5': () => ({ status: 200, body: [RECORD] }),
      'PUT /api/schedule_a/3': (body) => ({
        status: 200,
        body: { ...(body as object), id: 3, version: 3, message: 'Schedule A updated.' },
      }),
    });
    renderApp('/form1040/5/schedule-a');
    const table = await screen.findByRole('table', { name: 'Schedule A records on this return' });
    const row = within(table).getByRole('row', { name: /Schedule A 1/ });
    expect(row).toHaveTextContent('$1,000.00');
    expect(row).toHaveTextContent('$250.00');
    expect(screen.queryByRole('textbox', { name: /spec 000/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const gifts = await screen.findByRole('textbox', { name: '11 Gifts by cash or check' });
    await userEvent.clear(gifts);
    await userEvent.type(gifts, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Update Schedule A' }));
    expect(await screen.findByText('Schedule A updated.')).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/schedule_a/3')!;
    expect(put.body).toMatchObject({
      form1040_id: 5,
      version: 2,
      gifts_by_cash: '300.00',
      medical_expenses: '1000.00',
      other_taxes: '50.00',
      force_itemize: true,
    });
    // Typing into a long form is slow on a loaded machine.
  }, 30_000);
});
