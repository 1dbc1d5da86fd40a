import { Button } from '@mantine/core';
import { useId, useState, type ComponentType } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { AdviceButton } from './advice-button';
import type { WeatherAdvicePopoverProps } from './weather-advice-popover';
import { useT } from '../../../i18n/use-t';

interface WeatherAdviceMenuProps {
  advice: string[];
  isAvailable: boolean;
  /** Advice is headache advice: it comes with the Migraine Agent only (spec section 2). */
  isEnabled: boolean;
}

let loading: Promise<ComponentType<WeatherAdvicePopoverProps>> | undefined;
const loadPopover = () => (loading ??= import('./weather-advice-popover').then((module) => module.WeatherAdvicePopover));

/**
 * The advice dropdown of the weather pill. Its dropdown code (a popover and its positioning
 * library) loads when someone reaches for the button and opens at the first click, so the
 * signed-in screens do not carry it (issue 14). Disabled, the button stays focusable
 * (aria-disabled, not disabled), so keyboard users reach the tooltip that says why.
 */
export function WeatherAdviceMenu({ advice, isAvailable, isEnabled }: WeatherAdviceMenuProps) {
  const hintId = useId();
  const t = useT();
  const [opening, setOpening] = useState<{ Popover: ComponentType<WeatherAdvicePopoverProps>; hadFocus: boolean } | null>(null);
  const count = isAvailable ? advice.length : 0;

  if (!isEnabled) {
    return (
      <>
        <DeferredTooltip label={t('weather.disabledHint')} position="right" multiline w={200}>
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
            {t('weather.advice')}
          </Button>
        </DeferredTooltip>
        <span id={hintId} hidden>
          {t('weather.disabledHint')}
        </span>
      </>
    );
  }

  if (opening) {
    const { Popover, hadFocus } = opening;
    return <Popover advice={advice} isAvailable={isAvailable} count={count} isInitiallyOpen shouldTakeFocus={hadFocus} />;
  }
  const prefetch = () => void loadPopover().catch(() => undefined);
  return (
    <AdviceButton
      count={count}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        const button = event.currentTarget;
        loadPopover().then(
          (Popover) => setOpening({ Popover, hadFocus: document.activeElement === button }),
          (error: unknown) => console.warn('Cannot load the weather advice', error),
        );
      }}
    />
  );
}
