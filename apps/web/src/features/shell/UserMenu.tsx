import { Badge, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconPercentage, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ROLE_LABELS } from '@taxprep/contracts';
import { useLogout } from '../../api/auth';
import { useSessionUser } from '../../shared/sessionUser';

export function UserMenu() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true, state: { message: 'You have been signed out.' } });
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Account menu for ${user.username}, ${ROLE_LABELS[user.role]}`}
        >
          <span>{user.username}</span>
          <Badge ml={8} variant="light" size="sm" visibleFrom="sm">
            {ROLE_LABELS[user.role]}
          </Badge>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {ROLE_LABELS[user.role]}</Menu.Label>
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
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
