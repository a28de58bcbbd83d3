/** The data agreement under the registration form (001 §2): a scrolling box the user reads before saving. */
import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import { FormSection } from './form-section';

const PARAGRAPHS = [
  'By creating an account, your organization agrees to contribute its animal intake, outcome and community service data to the Shelter Animals Count national database, and confirms that the person named as authorizer may approve this on its behalf.',
  'Data you enter remains the property of your organization. Shelter Animals Count uses it to produce national, state and local statistics and reports about sheltered animals. Aggregated statistics never identify an individual animal or person.',
  'Your organization-level data may be shown to other portal users, coalitions and the public according to the Data Sharing Preferences you choose. You can change these preferences at any time on your organization’s Sharing Permissions tab.',
  'You agree to enter data that is accurate to the best of your knowledge, to keep your login credentials private, and to remove members of your organization from the portal when they leave.',
  'Shelter Animals Count keeps your contact information private and uses it only to communicate about the portal, your data and the programs you opt into. It is never sold.',
  'Shelter Animals Count may update this agreement. Registered users will be told of material changes by email; continuing to use the portal after a change means accepting it.',
];

export function DataAgreement() {
  return (
    <FormSection title="Data Agreement">
      <ScrollArea
        h={170}
        type="always"
        offsetScrollbars
        bd="1px solid var(--mantine-color-gray-3)"
        p="sm"
        // Keyboard users scroll the text too (WCAG 2.1.1).
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Data agreement text' }}
      >
        <Stack gap="xs">
          <Title order={3} size="h6">
            Shelter Animals Count Data Agreement
          </Title>
          {PARAGRAPHS.map((p) => (
            <Text key={p.slice(0, 24)} size="sm">
              {p}
            </Text>
          ))}
        </Stack>
      </ScrollArea>
      <Text size="sm" c="dimmed">
        Selecting Save and Create Account means you accept the data agreement above.
      </Text>
    </FormSection>
  );
}
