/** The sidebar footer: external resources, policies, Manage Consent, copyright and credit (000 §2 Shell). */
import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clearConsent } from '../../lib/cookie-consent';
import { paths } from '../../lib/paths';
import { BUILT_BY, EXTERNAL_LINKS, SITE_NAME } from '../../lib/site';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm" c="gray.7">
      {children} <IconExternalLink size={12} style={{ verticalAlign: 'middle' }} aria-hidden="true" />
    </Anchor>
  );
}

export function SidebarFooter() {
  return (
    <Stack gap={6} component="footer">
      <ExternalLink href={EXTERNAL_LINKS.nationalDataDashboards}>National Data Dashboards</ExternalLink>
      <ExternalLink href={EXTERNAL_LINKS.animalWelfareGlossary}>Animal Welfare Glossary</ExternalLink>
      <ExternalLink href={EXTERNAL_LINKS.faqs}>FAQs</ExternalLink>
      <Anchor component={Link} to={paths.resourceCenter()} size="sm" c="gray.7">
        Resource Center
      </Anchor>
      <Divider my={6} />
      <Text size="xs" c="dimmed" lh={1.6}>
        <Anchor href={EXTERNAL_LINKS.privacyPolicy} target="_blank" rel="noreferrer" size="xs" c="dimmed">
          Privacy Policy
        </Anchor>
        {' · '}
        <Anchor href={EXTERNAL_LINKS.termsOfUse} target="_blank" rel="noreferrer" size="xs" c="dimmed">
          Terms of Use
        </Anchor>
        {' · '}
        <Anchor component="button" type="button" onClick={clearConsent} size="xs" c="dimmed">
          Manage Consent
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {SITE_NAME}
      </Text>
      <Text size="xs" c="dimmed">
        Built by{' '}
        <Anchor href={BUILT_BY.url} target="_blank" rel="noreferrer" size="xs" c="dimmed">
          {BUILT_BY.name}
        </Anchor>
      </Text>
    </Stack>
  );
}
