import { Text } from '@mantine/core';
import { amountTier, formatUsd } from '@taxprep/contracts';
import { Pill } from './Pill';

// Red means money owed and only that; a refund is green; other amounts (income, tax) are neutral.
const TONE = {
  owed: { high: 'red', mid: 'red', low: 'red' },
  refund: { high: 'green', mid: 'green', low: 'green' },
  neutral: { high: 'violet', mid: 'blue', low: 'gray' },
} as const;

/**
 * An amount as USD in a pill; the spec's tiers (≥ 25,000, ≥ 5,000, > 0, zero) stay in data-tier,
 * the colour says what the amount is.
 */
export function AmountPill({
  value,
  kind = 'neutral',
}: {
  value: string | number | null | undefined;
  kind?: 'owed' | 'refund' | 'neutral';
}) {
  const tier = amountTier(value);
  const text = formatUsd(value);
  if (tier === 'zero')
    return (
      <Text span size="sm" c="dimmed" data-tier="zero">
        {text}
      </Text>
    );
  return (
    <Pill tone={TONE[kind][tier]} data-tier={tier} data-kind={kind}>
      {text}
    </Pill>
  );
}
