import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from './Brand';
import { ThemeToggle } from './ThemeToggle';
import { yearsLabel } from './yearsLabel';

interface Props {
  children: ReactNode;
  /** Narrow frames suit single forms; the landing page uses the wide one. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** Frame for the pages a visitor sees before signing in. */
export function PublicFrame({ children, size = 'xs' }: Props) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Box
        component="header"
        py="sm"
        px="md"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="space-between">
          <Brand />
          <ThemeToggle />
        </Group>
      </Box>
      <Container component="main" id="main" size={size} py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <Box
        component="footer"
        py="md"
        px="md"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group justify="center" gap="lg">
          <Text size="sm" c="dimmed">
            Tax years {yearsLabel()} · Federal Form 1040 and California
          </Text>
          <Anchor component={Link} to="/contact" size="sm">
            Contact
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
