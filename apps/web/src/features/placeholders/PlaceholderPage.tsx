import { Paper, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/usePageTitle';

/** Stands in for a screen that a later release delivers, under its real title. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Paper withBorder p="xl" radius="md" maw={720}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text mt="sm" c="dimmed">
        This screen arrives in a coming release.
      </Text>
    </Paper>
  );
}
