import { Popover, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AdviceButton, type AdviceButtonProps } from './advice-button';
import { WeatherAdviceList } from './weather-advice-list';
import { useT } from '../../../i18n/use-t';

export interface WeatherAdvicePopoverProps extends Pick<AdviceButtonProps, 'count'> {
  advice: string[];
  isAvailable: boolean;
  /** Opened by the click that loaded this code; the button takes the focus the first one had. */
  isInitiallyOpen: boolean;
  shouldTakeFocus: boolean;
}

/** The advice dropdown: the part of WeatherAdviceMenu that loads when it is first opened. */
export function WeatherAdvicePopover({ advice, isAvailable, count, isInitiallyOpen, shouldTakeFocus }: WeatherAdvicePopoverProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (shouldTakeFocus) buttonRef.current?.focus();
  }, [shouldTakeFocus]);

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-start" width={300} shadow="md" withArrow trapFocus={false} returnFocus>
      <Popover.Target>
        <AdviceButton
          ref={buttonRef}
          count={count}
          onClick={() => setIsOpen((open) => !open)}
          // Focus stays on the button while the list is open; Escape closes it from there too.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isOpen) {
              event.stopPropagation();
              setIsOpen(false);
            }
          }}
        />
      </Popover.Target>
      <Popover.Dropdown
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsOpen(false);
        }}
      >
        <Text size="sm" fw={600} mb="xs">
          {t('weather.adviceTitle')}
        </Text>
        <WeatherAdviceList advice={advice} isAvailable={isAvailable} />
      </Popover.Dropdown>
    </Popover>
  );
}
