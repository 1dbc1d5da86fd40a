import { Anchor, Box, Button, Collapse, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { Reference } from '@cephalo/shared/chat';
import { REFERENCES_FOLD_WORDS, countReferenceWords, isWebAddress } from '../chat-messages';
import classes from './chat-message.module.css';
import { useT } from '../../../i18n/use-t';

/** A knowledge-base entry's public sources: web addresses open in a new tab, anything else is text. */
export function SourceLinks({ sources }: { sources: Reference['sources'] }) {
  const t = useT();
  return (
    <ul className={classes.sources}>
      {sources.map((source) => (
        <li key={`${source.url}-${source.title}`}>
          {isWebAddress(source.url) ? (
            <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
              {source.title}
              <VisuallyHidden> {t('chat.opensInNewTab')}</VisuallyHidden>
            </Anchor>
          ) : (
            <Text size="sm">{source.title}</Text>
          )}
        </li>
      ))}
    </ul>
  );
}

function ReferenceList({ references }: { references: Reference[] }) {
  return (
    <ul className={classes.references}>
      {references.map((reference) => (
        <li key={reference.id}>
          <Text size="sm" fw={600}>
            {reference.title}
          </Text>
          {reference.sources.length > 0 && <SourceLinks sources={reference.sources} />}
        </li>
      ))}
    </ul>
  );
}

/** The knowledge-base entries an answer stands on; folded when longer than 40 words (spec section 9). */
export function AnswerReferences({ references }: { references: Reference[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const t = useT();
  if (references.length === 0) return null;

  const isFolded = countReferenceWords(references) > REFERENCES_FOLD_WORDS;
  if (!isFolded) {
    return (
      <Box component="section" className={classes.referencesBlock}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
          {t('chat.references')}
        </Text>
        <ReferenceList references={references} />
      </Box>
    );
  }
  return (
    <Box component="section" className={classes.referencesBlock}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-expanded={isOpen}
        aria-controls={listId}
        rightSection={isOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('chat.hideReferences') : t('chat.showReferences', { count: references.length })}
      </Button>
      <Collapse expanded={isOpen} id={listId} keepMountedMode="display-none">
        <ReferenceList references={references} />
      </Collapse>
    </Box>
  );
}
