import {
  Badge,
  Divider,
  Group,
  NavLink,
  Stack,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconLogout, IconMoon, IconPercentage, IconSun, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@taxprep/contracts';
import { useSessionUser } from '../../shared/sessionUser';
import { SIGN_OUT_HINT, useSignOut } from './useSignOut';

/**
 * The account menu again, at the foot of the navigation drawer: on a phone this is where a thumb
 * looks for it, and the theme switch the top bar has no room for lives here too.
 */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const user = useSessionUser();
  const signOut = useSignOut();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <section aria-labelledby="drawer-account-title">
      <Divider my="sm" />
      <Stack gap={0}>
        <Group gap="xs" px={12} pb={4} wrap="wrap">
          <Text id="drawer-account-title" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            Signed in as {user.username}
          </Text>
          <Badge variant="light" size="sm">
            {ROLE_LABELS[user.role]}
          </Badge>
        </Group>
        {user.role === 'admin' && (
          <>
            <NavLink
              component={Link}
              to="/admin/users"
              label="Manage Users"
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={onNavigate}
            />
            <NavLink
              component={Link}
              to="/admin/tax-brackets"
              label="Edit Tax Brackets"
              leftSection={<IconPercentage size={16} aria-hidden />}
              onClick={onNavigate}
            />
          </>
        )}
        <NavLink
          component="button"
          type="button"
          hiddenFrom="xs"
          label={`Switch to ${next} theme`}
          leftSection={
            next === 'dark' ? <IconMoon size={16} aria-hidden /> : <IconSun size={16} aria-hidden />
          }
          onClick={() => setColorScheme(next)}
        />
        <NavLink
          component="button"
          type="button"
          label="Logout"
          description={SIGN_OUT_HINT}
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        />
      </Stack>
    </section>
  );
}
