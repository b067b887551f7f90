import { Checkbox, Fieldset, Stack } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { ELIGIBILITY_WHY } from '@taxprep/contracts';
import { useYearText } from '../../../shared/useReturnYear';

interface SeparateValues {
  mfs_separated_spouse_rule: boolean;
  mfs_lived_apart_all_year: boolean;
  spouse_itemizes: boolean;
  spouse_nra: boolean;
}

/** Married filing separately: where the spouses lived, which several credits and limits depend on. */
export function SeparateFacts<T extends SeparateValues>({ register }: { register: UseFormRegister<T> }) {
  const yt = useYearText();
  const reg = register as unknown as UseFormRegister<SeparateValues>;
  return (
    <Fieldset legend="Living apart from your spouse">
      <Stack gap="sm">
        <Checkbox
          label={yt(
            'You did not live with your spouse during the last 6 months of {year}, or you were legally separated (written agreement or decree of separate maintenance) and not living together at the end of {year}',
          )}
          description={yt(ELIGIBILITY_WHY.separated)}
          {...reg('mfs_separated_spouse_rule')}
        />
        <Checkbox
          label={yt('You lived apart from your spouse for all of {year}')}
          description={yt(ELIGIBILITY_WHY.livedApart)}
          {...reg('mfs_lived_apart_all_year')}
        />
        <Checkbox
          label="Your spouse itemizes deductions on their separate return"
          description={yt(ELIGIBILITY_WHY.spouseItemizes)}
          {...reg('spouse_itemizes')}
        />
        <Checkbox
          label="Your spouse is a nonresident alien with no SSN or ITIN"
          description={ELIGIBILITY_WHY.spouseNra}
          {...reg('spouse_nra')}
        />
      </Stack>
    </Fieldset>
  );
}
