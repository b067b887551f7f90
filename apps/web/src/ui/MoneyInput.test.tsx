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
