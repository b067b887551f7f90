import { Text } from '@mantine/core';
import { amountTier, formatUsd } from '@taxprep/contracts';
import { Pill } from './Pill';

const TIER_TONE = { high: 'red', mid: 'violet', low: 'blue' } as const;

/** An amount as USD in a pill whose colour follows the spec's tiers (≥ 25,000, ≥ 5,000, > 0, zero). */
export function AmountPill({ value }: { value: string | number | null | undefined }) {
  const tier = amountTier(value);
  const text = formatUsd(value);
  if (tier === 'zero')
    return (
      <Text span size="sm" c="dimmed" data-tier="zero">
        {text}
      </Text>
    );
  return (
    <Pill tone={TIER_TONE[tier]} data-tier={tier}>
      {text}
    </Pill>
  );
}
