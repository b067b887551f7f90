import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSessionUser } from '../../shared/sessionUser';
import { StartNewFileButton } from './StartNewFileButton';
import { ImportReturnFile } from './ImportReturnFile';

const TITLE = 'Start a New Tax File';

/** /form1040/new: starts a return for the chosen tax year (preparers choose the filer first). */
export function NewFilePage() {
  usePageTitle(TITLE);
  const { role } = useSessionUser();
  return (
    <Paper withBorder p="xl" radius="md" maw={720}>
      <Stack>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Text>
          {role === 'user'
            ? 'Choose the tax year and create your Form 1040. You can start one tax file per year.'
            : 'Choose the tax year and create a Form 1040 for one of your clients.'}
        </Text>
        <StartNewFileButton />
        <ImportReturnFile />
        <Anchor component={Link} to="/dashboard" size="sm">
          Back to the dashboard
        </Anchor>
      </Stack>
    </Paper>
  );
}
