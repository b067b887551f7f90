import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The product's name and icon; `textFrom` hides the name below a breakpoint (a phone's top bar). */
export function Brand({ to = '/', textFrom }: { to?: string; textFrom?: MantineBreakpoint }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="TaxPrep home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="md" radius="sm" aria-hidden>
          <IconReceiptTax size={18} />
        </ThemeIcon>
        <Text fw={700} size="lg" visibleFrom={textFrom}>
          TaxPrep
        </Text>
      </Group>
    </Link>
  );
}
