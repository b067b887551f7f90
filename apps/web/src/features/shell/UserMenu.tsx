import { Badge, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconPercentage, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@taxprep/contracts';
import { useSessionUser } from '../../shared/sessionUser';
import classes from './shell.module.css';
import { SIGN_OUT_HINT, useSignOut } from './useSignOut';

/** The top bar's account menu; on a phone the button shrinks to an icon so it stays on screen. */
export function UserMenu() {
  const user = useSessionUser();
  const signOut = useSignOut();

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          px={10}
          leftSection={<IconUserCircle size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Account menu for ${user.username}, ${ROLE_LABELS[user.role]}`}
        >
          <span className={classes.userName}>{user.username}</span>
          <Badge ml={8} variant="light" size="sm" visibleFrom="md">
            {ROLE_LABELS[user.role]}
          </Badge>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>
          Signed in as {user.username}, {ROLE_LABELS[user.role]}
        </Menu.Label>
        {user.role === 'admin' && (
          <>
            <Menu.Item component={Link} to="/admin/users" leftSection={<IconUsers size={16} aria-hidden />}>
              Manage Users
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/admin/tax-brackets"
              leftSection={<IconPercentage size={16} aria-hidden />}
            >
              Edit Tax Brackets
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <Menu.Item onClick={() => void signOut()} leftSection={<IconLogout size={16} aria-hidden />}>
          <Text component="span" display="block" inherit>
            Logout
          </Text>
          <Text component="span" display="block" size="xs" c="dimmed">
            {SIGN_OUT_HINT}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
