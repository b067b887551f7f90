import { Burger, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { FileTotalsSlot } from './FileTotalsSlot';
import { UserMenu } from './UserMenu';

interface Props {
  navOpen: boolean;
  onToggleNav: () => void;
}

export function TopBar({ navOpen, onToggleNav }: Props) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpen}
          onClick={onToggleNav}
          size="sm"
          aria-label={navOpen ? 'Hide tax navigation' : 'Show tax navigation'}
          aria-controls={navOpen ? 'tax-navigation' : undefined}
          aria-expanded={navOpen}
        />
        <Brand to="/dashboard" />
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
          <Button component={Link} to="/dashboard" variant="subtle">
            Dashboard
          </Button>
          <Button component={Link} to="/calculate-tax" variant="subtle">
            Tax Bracket Calculator
          </Button>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <FileTotalsSlot />
        <ThemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
