import { Tooltip, type TooltipProps } from '@mantine/core';

export type TooltipFloatingProps = Omit<TooltipProps, 'children' | 'target'> & { target: HTMLElement };

/** Mantine's tooltip drawn beside its target (not wrapping it): the part of DeferredTooltip that loads on first use. */
export function TooltipFloating(props: TooltipFloatingProps) {
  return <Tooltip {...props} />;
}
