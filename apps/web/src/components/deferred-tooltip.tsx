import { cloneElement, useEffect, useState, type ComponentType, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipFloatingProps } from './deferred-tooltip-floating';

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

interface DeferredTooltipProps extends Pick<TooltipFloatingProps, 'position' | 'multiline' | 'w' | 'middlewares'> {
  label: string;
  /**
   * Also on a tap (Mantine's `events.touch`): a tap opens it and it stays until the next tap
   * elsewhere, for a target that does nothing when tapped (a disabled button that says why).
   */
  opensOnTap?: boolean;
  /** The element the tooltip explains: one element that takes pointer, focus and key handlers. */
  children: ReactElement<TriggerProps>;
}

let loading: Promise<ComponentType<TooltipFloatingProps>> | undefined;
const loadTooltip = () => (loading ??= import('./deferred-tooltip-floating').then((module) => module.TooltipFloating));

/**
 * Mantine's Tooltip, with its positioning library (floating-ui, about 20 kB) fetched when a
 * tooltip is first wanted rather than with every signed-in screen (issue 14). The target is
 * rendered as it is from the start, so hovering or focusing it changes nothing but the tooltip:
 * it opens on hover and on keyboard focus and closes on leave, blur and Escape, as Mantine's does.
 */
export function DeferredTooltip({ label, children, opensOnTap = false, ...tooltipProps }: DeferredTooltipProps) {
  // Taken from the event that opens the tooltip, not from a ref: a ref's update would ask React
  // for a second, synchronous render of every screen with a tooltip right after it is drawn.
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isTapped, setIsTapped] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [Floating, setFloating] = useState<ComponentType<TooltipFloatingProps> | null>(null);
  const isOpen = isHovered || isFocused || isTapped;

  // A tapped tooltip closes with the next tap anywhere else.
  useEffect(() => {
    if (!isTapped) return;
    const closeOnTapElsewhere = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node) || !target?.contains(event.target)) setIsTapped(false);
    };
    document.addEventListener('pointerdown', closeOnTapElsewhere);
    return () => document.removeEventListener('pointerdown', closeOnTapElsewhere);
  }, [isTapped, target]);

  useEffect(() => {
    if (!isOpen || Floating) return;
    let isCurrent = true;
    loadTooltip().then(
      (component) => {
        if (isCurrent) setFloating(() => component);
      },
      (error: unknown) => console.warn('Cannot load the tooltip', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, Floating]);

  const trigger = children.props;
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event) => {
          trigger.onPointerEnter?.(event);
          setTarget(event.currentTarget);
          if (event.pointerType !== 'touch') setIsHovered(true);
          else if (opensOnTap) setIsTapped(true);
        },
        onPointerLeave: (event) => {
          trigger.onPointerLeave?.(event);
          setIsHovered(false);
        },
        // Like Mantine's (floating-ui useFocus, visibleOnly): keyboard focus, not a mouse click.
        onFocus: (event) => {
          trigger.onFocus?.(event);
          setTarget(event.currentTarget);
          if (event.currentTarget.matches(':focus-visible')) setIsFocused(true);
        },
        onBlur: (event) => {
          trigger.onBlur?.(event);
          setIsFocused(false);
        },
        onKeyDown: (event) => {
          trigger.onKeyDown?.(event);
          if (event.key === 'Escape') {
            setIsHovered(false);
            setIsFocused(false);
            setIsTapped(false);
          }
        },
      })}
      {Floating && target && <Floating {...tooltipProps} label={label} target={target} opened={isOpen} />}
    </>
  );
}
