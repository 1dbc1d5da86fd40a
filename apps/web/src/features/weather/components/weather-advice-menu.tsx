import { Badge, Button, Group, Popover, Text, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { WeatherAdviceList } from './weather-advice-list';

interface WeatherAdviceMenuProps {
  advice: string[];
  isAvailable: boolean;
  /** Advice is headache advice: it comes with the Migraine Agent only (spec section 2). */
  isEnabled: boolean;
}

export const ADVICE_BUTTON_LABEL = 'Weather advice';
const DISABLED_HINT = 'Weather advice comes with the Migraine Agent';

/**
 * The advice dropdown of the weather pill. Disabled it stays focusable (aria-disabled, not
 * disabled), so keyboard users reach the tooltip that says why.
 */
export function WeatherAdviceMenu({ advice, isAvailable, isEnabled }: WeatherAdviceMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const hintId = useId();
  const count = isAvailable ? advice.length : 0;

  if (!isEnabled) {
    return (
      <>
        <Tooltip label={DISABLED_HINT} position="right" multiline w={200}>
          <Button
            size="compact-sm"
            variant="light"
            color="gray"
            fullWidth
            aria-disabled="true"
            aria-describedby={hintId}
            data-disabled
            onClick={(event) => event.preventDefault()}
          >
            {ADVICE_BUTTON_LABEL}
          </Button>
        </Tooltip>
        <span id={hintId} hidden>
          {DISABLED_HINT}
        </span>
      </>
    );
  }

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-start" width={300} shadow="md" withArrow trapFocus={false} returnFocus>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          fullWidth
          rightSection={
            <Group gap={4} wrap="nowrap">
              {count > 0 && (
                <Badge size="sm" circle variant="filled" aria-hidden>
                  {count}
                </Badge>
              )}
              <IconChevronDown size={14} aria-hidden />
            </Group>
          }
          // The visible badge is hidden from screen readers; the name says the number instead.
          aria-label={count > 0 ? `${ADVICE_BUTTON_LABEL} (${count})` : ADVICE_BUTTON_LABEL}
          onClick={() => setIsOpen((open) => !open)}
          // Focus stays on the button while the list is open; Escape closes it from there too.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isOpen) {
              event.stopPropagation();
              setIsOpen(false);
            }
          }}
        >
          {ADVICE_BUTTON_LABEL}
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsOpen(false);
        }}
      >
        <Text size="sm" fw={600} mb="xs">
          Headache advice for today&apos;s weather
        </Text>
        <WeatherAdviceList advice={advice} isAvailable={isAvailable} />
      </Popover.Dropdown>
    </Popover>
  );
}
