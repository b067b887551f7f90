import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './usePageTitle';

interface Props {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The titled card that holds a single form (sign-in, registration, profile, …). */
export function FormCard({ title, description, children }: Props) {
  usePageTitle(title);
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
