import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The one brand green. Shade 6 (filled buttons, focus ring) is 5.0:1 on white and shade 7
 * (links) 6.1:1, so both pass WCAG 2.2 AA for normal text.
 */
const cephaloGreen: MantineColorsTuple = ['#e8f5ee', '#cde9d9', '#9dd3b4', '#6bbd8e', '#43a86e', '#2b9558', '#1e7f49', '#19703f', '#135c33', '#0d4626'];

const systemFontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'cephalo',
  primaryShade: 6,
  // Red (headache forecasts) and blue (temperatures) stay Mantine's for the calendar events.
  colors: { cephalo: cephaloGreen },
  fontFamily: systemFontStack,
  headings: {
    fontFamily: systemFontStack,
    fontWeight: '650',
    sizes: { h1: { fontSize: '1.75rem', lineHeight: '1.25' }, h2: { fontSize: '1.375rem', lineHeight: '1.3' } },
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Modals, menus and tooltips appear without sliding or fading for people whose system asks for
  // reduced motion (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Tooltip: { defaultProps: { withArrow: true, events: { hover: true, focus: true, touch: true } } },
    Alert: { defaultProps: { variant: 'light' } },
  },
});

/**
 * Mantine's default dimmed text (gray 6), error text (red 6) and links (shade 6 of the primary)
 * fall under 4.5:1 on white or on light tints; these darker shades keep AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-cephalo-7)',
    // A softened black for text, still about 14:1 on white.
    '--mantine-color-text': '#1c2621',
  },
  dark: {},
});
