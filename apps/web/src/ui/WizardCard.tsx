import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { FormCard } from './FormCard';

/** The frame of one wizard step: a titled card, not wider than a comfortable reading width. */
export function WizardCard({
  title,
  description,
  children,
  wide,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box maw={wide ? 1000 : 760}>
      <FormCard title={title} description={description}>
        {children}
      </FormCard>
    </Box>
  );
}
