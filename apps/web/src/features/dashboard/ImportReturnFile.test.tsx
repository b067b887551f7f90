import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RETURN_FILE_MSG } from '@taxprep/contracts';
import { authOk, mockApi, renderApp } from '../../test/render';

const FILE = { format: 'taxprep-return', version: 1, tax_year: 2024, items: [] };

describe('importing a return file on the New Tax File screen', () => {
  it('sends the file as read and opens the new tax file', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'POST /api/form1040/import': () => ({
        status: 201,
        body: { id: 44, message: RETURN_FILE_MSG.imported },
      }),
    });
    const { router } = renderApp('/form1040/new');
    await screen.findByLabelText('Or import a return file');
    // Mantine's FileInput is a button over a hidden file input.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([JSON.stringify(FILE)], 'TaxReturn_2024_Doe_7.taxprep.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/form1040/44/basic'));
    expect(calls.find((c) => c.key === 'POST /api/form1040/import')?.body).toEqual(FILE);
  });

  it('says so when the file is not JSON, and shows the server’s refusal in its words', async () => {
    const calls = mockApi({
      'GET /api/auth/check': authOk(),
      'POST /api/form1040/import': () => ({ status: 400, body: { error: RETURN_FILE_MSG.tampered } }),
    });
    renderApp('/form1040/new');
    await screen.findByLabelText('Or import a return file');
    // Mantine's FileInput is a button over a hidden file input.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['not json'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByText(RETURN_FILE_MSG.notAFile)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/form1040/import')).toBe(false);
    await userEvent.upload(input, new File([JSON.stringify(FILE)], 'y.json', { type: 'application/json' }));
    expect(await screen.findByText(RETURN_FILE_MSG.tampered)).toBeInTheDocument();
  });
});
