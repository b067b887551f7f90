import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { Link } from 'react-router';

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="TaxPrep home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="md" radius="sm" aria-hidden>
          <IconReceiptTax size={18} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          TaxPrep
        </Text>
      </Group>
    </Link>
  );
}
