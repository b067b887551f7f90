import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { FilingStatusForm, type FilingStatusData } from './FilingStatusPage';

const married: FilingStatusData = {
  filing_status: 'married filing jointly',
  spouse_first_name: 'Sam',
  spouse_last_name: 'Doe',
  spouse_ssn: '987654321',
  version: 3,
};

describe('filing status spouse section', () => {
  it('shows the spouse on file read-only with a masked SSN; Edit opens the form, Cancel closes it', async () => {
    mockApi({});
    renderWithProviders(<FilingStatusForm id="7" data={married} refetch={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Spouse on file' });
    expect(table).toHaveTextContent('***-**-4321');
    expect(screen.queryByRole('textbox', { name: /spouse first name/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /spouse first name/i })).toHaveValue('Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('table', { name: 'Spouse on file' })).toBeInTheDocument();
  });

  it('Delete removes the spouse and opens an empty form', async () => {
    const calls = mockApi({
      'DELETE /api/form1040/7/spouse': () => ({
        status: 200,
        body: { message: 'Spouse info deleted.', version: 4 },
      }),
    });
    renderWithProviders(<FilingStatusForm id="7" data={married} refetch={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Spouse info deleted.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /spouse first name/i })).toHaveValue('');
    expect(calls.some((c) => c.key === 'DELETE /api/form1040/7/spouse')).toBe(true);
  });

  it('shows the entry form when no spouse is on file, and hides it for single', async () => {
    mockApi({});
    renderWithProviders(
      <FilingStatusForm
        id="7"
        data={{ ...married, spouse_first_name: null, spouse_ssn: null }}
        refetch={vi.fn()}
      />,
    );
    expect(await screen.findByRole('textbox', { name: /spouse first name/i })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Single' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /spouse first name/i })).not.toBeInTheDocument(),
    );
  });

  it('shows one banner for missing spouse fields, and it goes once the fields are filled', async () => {
    mockApi({});
    const empty: FilingStatusData = {
      filing_status: 'married filing jointly',
      spouse_first_name: null,
      spouse_last_name: null,
      spouse_ssn: null,
      version: 1,
    };
    renderWithProviders(<FilingStatusForm id="7" data={empty} refetch={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /save/i }));
    expect(await screen.findAllByText('Please fix the spouse fields highlighted below.')).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: /spouse first name/i }), 'Sam');
    await waitFor(() =>
      expect(screen.queryByText('Please fix the spouse fields highlighted below.')).not.toBeInTheDocument(),
    );
  });
});
