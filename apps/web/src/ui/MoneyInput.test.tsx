import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { formatMoney, sanitizeMoney } from './money';
import { MoneyInput } from './MoneyInput';

describe('money text', () => {
  it('keeps digits and one dot with at most two decimals', () => {
    expect(sanitizeMoney('1a2,3.4.56')).toBe('123.45');
    expect(sanitizeMoney('$-7')).toBe('7');
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('007.5')).toBe('7.50');
    expect(formatMoney('.')).toBe('');
    expect(formatMoney('')).toBe('');
  });
});

function Harness() {
  const [v, setV] = useState('');
  return <MoneyInput label="Wages" value={v} onChange={setV} />;
}

describe('MoneyInput', () => {
  it('drops other characters while typing and shows 2 decimals on blur', async () => {
    renderWithProviders(<Harness />);
    const box = await screen.findByRole('textbox', { name: 'Wages' });
    await userEvent.type(box, '12a34.567');
    expect(box).toHaveValue('1234.56');
    await userEvent.clear(box);
    await userEvent.type(box, '5.5');
    await userEvent.tab();
    expect(box).toHaveValue('5.50');
  });
});

function SignedHarness({ hint }: { hint?: string }) {
  const [v, setV] = useState('');
  return <MoneyInput label="Capital gain" value={v} onChange={setV} negativeHint={hint} />;
}

describe('MoneyInput and a minus sign', () => {
  it('keeps "-3000" as typed and says it must be 0 or more, instead of turning it into 3000', async () => {
    expect(sanitizeMoney('-3000')).toBe('-3000');
    expect(formatMoney('-3000')).toBe('-3000.00');
    renderWithProviders(<SignedHarness />);
    const box = await screen.findByRole('textbox', { name: 'Capital gain' });
    await userEvent.type(box, '-3000');
    await userEvent.tab();
    expect(box).toHaveValue('-3000.00');
    expect(screen.getByText('Must be 0 or more')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '3000');
    expect(screen.queryByText('Must be 0 or more')).not.toBeInTheDocument();
  });

  it('tells where a loss belongs when the field says so', async () => {
    renderWithProviders(<SignedHarness hint="A capital loss is entered on Schedule D" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Capital gain' }), '-5');
    expect(
      screen.getByText('Must be 0 or more. A capital loss is entered on Schedule D'),
    ).toBeInTheDocument();
  });
});
