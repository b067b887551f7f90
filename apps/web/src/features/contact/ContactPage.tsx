import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormCard } from '../../ui/FormCard';
import { PublicFrame } from '../../ui/PublicFrame';

export function ContactPage() {
  return (
    <PublicFrame size="sm">
      <FormCard title="Contact us">
        <Stack gap="sm">
          <Text>We are happy to help with your account or your return.</Text>
          <List spacing="xs">
            <List.Item>
              Cannot sign in? Use{' '}
              <Anchor component={Link} to="/forgot-password">
                Forgot password
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to="/forgot-username">
                Forgot username
              </Anchor>
              .
            </List.Item>
            <List.Item>
              Questions about your return? Ask your tax preparer or the site administrator.
            </List.Item>
          </List>
          <Anchor component={Link} to="/">
            Back to the home page
          </Anchor>
        </Stack>
      </FormCard>
    </PublicFrame>
  );
}
