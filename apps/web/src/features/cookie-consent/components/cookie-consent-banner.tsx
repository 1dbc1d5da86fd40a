import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useState } from 'react';
import { consentCookie, readConsent, type ConsentAnswer } from '../consent-cookie';
import { useT } from '../../../i18n/use-t';

/**
 * The cookie-consent banner of the chat screen (spec sections 1 and 9). It sits in the page, not
 * over it, so it never hides the conversation or the input; once answered it stays away. On a
 * phone it is one line, its short text beside small buttons, so the conversation keeps at least
 * half of the screen (issue 34, point 8); from 48em it says the whole sentence.
 */
export function CookieConsentBanner() {
  // Drawn at build time too (the chat page's first paint), where no one has answered yet.
  const [answer, setAnswer] = useState<ConsentAnswer | null>(() => (typeof document === 'undefined' ? null : readConsent(document.cookie)));
  const t = useT();
  if (answer !== null) return null;

  const choose = (choice: ConsentAnswer) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
    setAnswer(choice);
  };

  return (
    <Paper component="section" aria-label={t('cookie.label')} withBorder radius="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 6, sm: 'md' }} shadow="xs">
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="center" style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Box visibleFrom="sm" style={{ flexShrink: 0, lineHeight: 0 }}>
            <IconCookie size={24} stroke={1.6} aria-hidden style={{ color: 'var(--mantine-color-anchor)' }} />
          </Box>
          <Text size="xs" lh={1.3} hiddenFrom="sm">
            {t('cookie.short')}
          </Text>
          <Text size="sm" visibleFrom="sm">
            {t('cookie.message')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button variant="default" size="compact-sm" h={32} onClick={() => choose('declined')}>
            {t('cookie.decline')}
          </Button>
          <Button size="compact-sm" h={32} onClick={() => choose('accepted')}>
            {t('cookie.accept')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
