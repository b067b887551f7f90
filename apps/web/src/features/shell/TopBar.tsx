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

/**
 * Brand, main links, running totals, theme and account. Below the desktop breakpoint the main links
 * (and on a phone the theme switch) move into the navigation drawer, the brand shows its icon only
 * and the account button its icon, so the account menu and Logout always stay on screen.
 */
export function TopBar({ navOpen, onToggleNav }: Props) {
  return (
    <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <Burger
          opened={navOpen}
          onClick={onToggleNav}
          size="sm"
          aria-label={navOpen ? 'Hide tax navigation' : 'Show tax navigation'}
          aria-controls={navOpen ? 'tax-navigation' : undefined}
          aria-expanded={navOpen}
        />
        <Brand to="/dashboard" textFrom="xs" />
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
          <Button component={Link} to="/dashboard" variant="subtle">
            Dashboard
          </Button>
          <Button component={Link} to="/calculate-tax" variant="subtle">
            Tax Bracket Calculator
          </Button>
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <FileTotalsSlot />
        <Group visibleFrom="xs" style={{ flexShrink: 0 }}>
          <ThemeToggle />
        </Group>
        <UserMenu />
      </Group>
    </Group>
  );
}
