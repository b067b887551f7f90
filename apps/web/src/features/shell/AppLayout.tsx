import { useState, type ReactNode } from 'react';
import { AppShell, Drawer, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { LAYOUT } from '@taxprep/contracts';
import { useSessionUser } from '../../shared/sessionUser';
import { DrawerAccount } from './DrawerAccount';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { SuspenseOutlet } from '../../ui/lazyPage';

const DESKTOP_QUERY = `(min-width: ${LAYOUT.desktopBreakpoint}px)`;

/**
 * The signed-in shell: top bar, 'Tax Navigation' sidebar (a drawer on small screens), page. `children`
 * takes the place of the routed page (a preparer waiting for approval keeps the top bar and Logout).
 */
export function AppLayout({ children }: { children?: ReactNode } = {}) {
  const user = useSessionUser();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navOpen = isDesktop ? desktopOpen : drawerOpen;
  const toggleNav = () => (isDesktop ? setDesktopOpen((o) => !o) : setDrawerOpen((o) => !o));
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <AppShell
      header={{ height: LAYOUT.topBarHeight }}
      navbar={{
        width: LAYOUT.sidebarWidth,
        breakpoint: LAYOUT.desktopBreakpoint,
        collapsed: { desktop: !desktopOpen, mobile: true },
      }}
      padding="md"
    >
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <AppShell.Header>
        <TopBar navOpen={navOpen} onToggleNav={toggleNav} />
      </AppShell.Header>
      {/* A collapsed sidebar is removed, not just slid away, so keyboard focus cannot enter it. */}
      {isDesktop && desktopOpen && (
        <AppShell.Navbar p="sm" id="tax-navigation" aria-label="Tax Navigation">
          <AppShell.Section grow component={ScrollArea}>
            <Sidebar role={user.role} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <Drawer
        opened={drawerOpen && !isDesktop}
        onClose={closeDrawer}
        title="Tax Navigation"
        size={LAYOUT.sidebarWidth + 30}
        closeButtonProps={{ 'aria-label': 'Close tax navigation' }}
      >
        <nav aria-label="Tax Navigation" id="tax-navigation">
          <Stack gap="xs">
            {/* The top-bar links are hidden below the desktop size, so the drawer repeats them. */}
            <Stack gap={0} hiddenFrom="md">
              <NavLink component={Link} to="/dashboard" label="Dashboard" onClick={closeDrawer} />
              <NavLink
                component={Link}
                to="/calculate-tax"
                label="Tax Bracket Calculator"
                onClick={closeDrawer}
              />
            </Stack>
            <Sidebar role={user.role} onNavigate={closeDrawer} showTitle={false} />
          </Stack>
        </nav>
        <DrawerAccount onNavigate={closeDrawer} />
      </Drawer>
      <AppShell.Main id="main">{children ?? <SuspenseOutlet />}</AppShell.Main>
    </AppShell>
  );
}
