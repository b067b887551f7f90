import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileInvoice, IconFolders, IconShieldLock } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { hasSession } from '../../api/session';
import { PublicFrame } from '../../ui/PublicFrame';
import { usePageTitle } from '../../ui/usePageTitle';
import { yearsLabel } from '../../ui/yearsLabel';

const FEATURES = [
  {
    Icon: IconShieldLock,
    title: 'Secure filing',
    text: 'Your return is protected by a verified account and a private session; only you and your preparer see it.',
  },
  {
    Icon: IconFolders,
    title: 'Easy form management',
    text: 'Form 1040, its schedules and your California return in one place, with running refund and owed totals.',
  },
  {
    Icon: IconFileInvoice,
    title: '1099-NEC support',
    text: 'Enter nonemployee compensation from every payer and carry it to Schedule C automatically.',
  },
];

export function LandingPage() {
  usePageTitle(`File your ${yearsLabel()} taxes`);
  // Someone already signed in goes straight to their work.
  if (hasSession()) return <Navigate to="/dashboard" replace />;

  return (
    <PublicFrame size="lg">
      <Stack gap="xl" align="center" ta="center" py="xl">
        <Title order={1}>Prepare your {yearsLabel()} tax return with confidence</Title>
        <Text size="lg" maw={640}>
          Federal Form 1040 and California returns for individual filers and tax preparers, with PDF and
          e-file output.
        </Text>
        <Group>
          <Button component={Link} to="/login" size="md">
            Login
          </Button>
          <Button component={Link} to="/register" size="md" variant="default">
            Create an Account
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
        {FEATURES.map(({ Icon, title, text }) => (
          <Card key={title} withBorder padding="lg" component="section" aria-labelledby={`feature-${title}`}>
            <ThemeIcon size="xl" variant="light" mb="sm" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={2} size="h4" id={`feature-${title}`}>
              {title}
            </Title>
            <Text size="sm" mt="xs">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PublicFrame>
  );
}
