import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useState } from 'react';
import { CONSENT_MESSAGE, consentCookie, readConsent, type ConsentAnswer } from '../consent-cookie';

/**
 * The cookie-consent banner of the chat screen (spec sections 1 and 9). It sits in the page, not
 * over it, so it never hides the conversation or the input; once answered it stays away.
 */
export function CookieConsentBanner() {
  // Drawn at build time too (the chat page's first paint), where no one has answered yet.
  const [answer, setAnswer] = useState<ConsentAnswer | null>(() => (typeof document === 'undefined' ? null : readConsent(document.cookie)));
  if (answer !== null) return null;

  const choose = (choice: ConsentAnswer) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
    setAnswer(choice);
  };

  return (
    <Paper component="section" aria-label="Cookie consent" withBorder radius="lg" p="md" shadow="xs">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <IconCookie size={24} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-cephalo-7)' }} />
          <Text size="sm">{CONSENT_MESSAGE}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button onClick={() => choose('accepted')}>Accept</Button>
        </Group>
      </Group>
    </Paper>
  );
}
