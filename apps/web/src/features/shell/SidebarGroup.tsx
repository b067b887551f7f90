import { Fragment, type ReactNode } from 'react';
import { Collapse, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { SidebarGroupDef, SidebarLink } from './sidebarLinks';
import classes from './shell.module.css';

interface Props {
  group: SidebarGroupDef;
  /** The /form1040/{id} prefix for file-relative links. */
  base: string;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
  /** Shown below the links (the Federal group lists the file's documents). */
  children?: ReactNode;
  /** A badge beside a link and entries below it (the California group's states). */
  decorate?: (link: SidebarLink) => { right?: ReactNode; below?: ReactNode };
}

export function SidebarGroup({ group, base, open, onToggle, onNavigate, children, decorate }: Props) {
  const { pathname } = useLocation();
  const panelId = `sidebar-group-${group.id}`;
  return (
    <div>
      <UnstyledButton
        className={classes.groupButton}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={panelId}
      >
        <Group justify="space-between" wrap="nowrap">
          <span>{group.label}</span>
          <IconChevronRight
            size={16}
            aria-hidden
            style={{ transform: open ? 'rotate(90deg)' : 'none', transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse in={open} id={panelId}>
        {group.links.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py={4}>
            {group.emptyText}
          </Text>
        )}
        {group.links.map((link) => {
          const to = link.absolute ? link.path : link.path ? `${base}/${link.path}` : base;
          const here = pathname === to || (link.aliases ?? []).some((a) => pathname === `${base}/${a}`);
          const extra = decorate?.(link) ?? {};
          return (
            <Fragment key={link.label}>
              <NavLink
                component={Link}
                to={to}
                label={link.label}
                rightSection={extra.right}
                active={here}
                aria-current={here ? 'page' : undefined}
                onClick={onNavigate}
                pl="lg"
                py={4}
              />
              {extra.below}
            </Fragment>
          );
        })}
        {children}
      </Collapse>
    </div>
  );
}
