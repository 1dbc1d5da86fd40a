import { ActionIcon, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconMessageCircle, IconMessages, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import type { ConversationDay } from '../conversation-days';
import classes from './session-list.module.css';
import { useT } from '../../../i18n/use-t';

interface SessionListProps {
  days: ConversationDay[];
  selectedDate: string;
  isLoading: boolean;
  hasFailed: boolean;
  onSelect: (date: string) => void;
  onDelete: (day: ConversationDay) => void;
  /**
   * Beside the folding button, where the list folds (phones and tablets): the agent's name, which
   * wide screens show in the conversation's header, so a phone spends one row on both.
   */
  besideToggle?: ReactNode;
}

/**
 * Past conversations by day (spec section 2). Beside the conversation on wide screens; on a phone
 * a button above it folds the list open and shut, so nothing needs sideways room.
 */
export function SessionList({ days, selectedDate, isLoading, hasFailed, onSelect, onDelete, besideToggle }: SessionListProps) {
  const [isOpenOnPhone, setIsOpenOnPhone] = useState(false);
  const t = useT();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const selectedLabel = days.find((day) => day.date === selectedDate)?.label ?? '';

  return (
    <nav className={classes.panel} aria-labelledby={headingId} data-open={isOpenOnPhone || undefined}>
      <Title order={2} id={headingId} className={classes.heading}>
        {t('chat.conversations')}
      </Title>
      <UnstyledButton
        ref={toggleRef}
        className={classes.toggle}
        aria-expanded={isOpenOnPhone}
        aria-controls={listId}
        // The same words at every width: a narrow phone shows the day alone (session-list.module.css).
        aria-label={`${t('chat.conversations')} · ${selectedLabel}`}
        onClick={() => setIsOpenOnPhone((open) => !open)}
      >
        <span className={classes.toggleText}>
          <IconMessages size={18} aria-hidden className={classes.toggleIcon} />
          <span className={classes.toggleTitle}>{t('chat.conversations')}</span>
          <span className={classes.toggleDay}>{selectedLabel}</span>
        </span>
        <IconChevronDown size={18} aria-hidden className={classes.chevron} />
      </UnstyledButton>
      {besideToggle && <div className={classes.besideToggle}>{besideToggle}</div>}
      <div id={listId} className={classes.body}>
        {isLoading ? (
          <Stack gap="xs" aria-label={t('chat.loadingConversations')}>
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : (
          <ul className={classes.list}>
            {days.map((day) => (
              <li key={day.date} className={classes.row} data-selected={day.date === selectedDate || undefined}>
                <UnstyledButton
                  className={classes.day}
                  aria-current={day.date === selectedDate ? 'true' : undefined}
                  onClick={() => {
                    setIsOpenOnPhone(false);
                    onSelect(day.date);
                    // On a phone the list folds away under the focused day: keep focus on the toggle.
                    if (toggleRef.current?.offsetParent) toggleRef.current.focus();
                  }}
                >
                  <IconMessageCircle size={18} stroke={1.7} aria-hidden />
                  <span>{day.label}</span>
                </UnstyledButton>
                {day.hasMessages && (
                  <DeferredTooltip label={t('chat.deleteDay')}>
                    <ActionIcon variant="subtle" color="gray.7" aria-label={t('chat.deleteDayOf', { day: day.label })} onClick={() => onDelete(day)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </DeferredTooltip>
                )}
              </li>
            ))}
          </ul>
        )}
        {hasFailed && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('chat.conversationsNotLoaded')}
          </Text>
        )}
        {!isLoading && !hasFailed && days.length === 1 && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('chat.conversationsHint')}
          </Text>
        )}
      </div>
    </nav>
  );
}
