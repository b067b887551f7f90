import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, mockApi } from '../../../test/render';
import { CsvImport } from './CsvImport';

const ROW = {
  box: 'A',
  description: '100 sh XYZ',
  date_acquired: '2024-01-10',
  date_sold: '2024-06-10',
  proceeds: '5000.00',
  cost: '4000.00',
  adjustment_code: null,
  adjustment: null,
};
const NEW = { ...ROW, description: 'New Co', proceeds: '10.00', cost: '5.00' };

// jsdom's File has no text(); the browser's reads the file the same way.
beforeAll(() => {
  if (!File.prototype.text)
    File.prototype.text = function (this: File) {
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(this);
      });
    };
});

// Issue 22, item 13: a broker file imported again is reported before saving, row by row, and the
// filer skips the duplicates or saves them all.
describe('the CSV import', () => {
  it('marks rows already on the return and skips them on request', async () => {
    const calls = mockApi({
      'POST /api/form1040/5/f8949/import': (body) =>
        (body as { save: boolean }).save
          ? { status: 201, body: { message: '1 Form 8949 row imported. 1 duplicate row was skipped.' } }
          : {
              status: 200,
              body: {
                rows: [ROW, NEW],
                errors: [],
                duplicates: { on_return: [0], in_file: [] },
                warnings: ['1 row is already on this return (same box, description, dates and amounts).'],
              },
            },
    });
    const { container } = renderWithProviders(<CsvImport id="5" />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['a,b'], 'again.csv', { type: 'text/csv' }));

    expect(await screen.findByText('1 duplicate row in the file')).toBeInTheDocument();
    expect(
      screen.getByText('1 row is already on this return (same box, description, dates and amounts).'),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: /Rows read from the file/ });
    expect(within(preview).getByRole('row', { name: /100 sh XYZ/ })).toHaveTextContent(
      'Already on this return',
    );
    expect(within(preview).getByRole('row', { name: /New Co/ })).not.toHaveTextContent(
      'Already on this return',
    );
    expect(screen.getByRole('button', { name: 'Save all 2 rows' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Skip 1 duplicate' }));
    expect(
      await screen.findByText('1 Form 8949 row imported. 1 duplicate row was skipped.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/form1040/5/f8949/import').map((c) => c.body)).toEqual([
        { csv: 'a,b', save: false },
        { csv: 'a,b', save: true, duplicates: 'skip' },
      ]),
    );
  });

  it('keeps the one save button of a file without duplicates', async () => {
    mockApi({
      'POST /api/form1040/5/f8949/import': () => ({
        status: 200,
        body: { rows: [ROW], errors: [], duplicates: { on_return: [], in_file: [] }, warnings: [] },
      }),
    });
    const { container } = renderWithProviders(<CsvImport id="5" />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['a,b'], 'new.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('button', { name: 'Save 1 row' })).toBeEnabled();
    expect(screen.queryByText(/duplicate/i)).not.toBeInTheDocument();
  });
});
