import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicFrame } from '../../ui/PublicFrame';
import { usePageTitle } from '../../ui/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <PublicFrame>
      <Stack align="center" ta="center" py="xl">
        <Title order={1}>404</Title>
        <Text size="lg">Oops! Page not found.</Text>
        <Button component={Link} to="/">
          Go Home
        </Button>
      </Stack>
    </PublicFrame>
  );
}
