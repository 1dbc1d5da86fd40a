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
    // Links are underlined, so colour is not the only thing that tells them from the text around.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Mantine's default dimmed text (gray 6), error text (red 6) and links (shade 6 of the primary)
 * fall under 4.5:1 on white or on light tints; these darker shades keep AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // The app's own surfaces (CSS modules use these, never white or gray directly), so the dark
  // theme has no bright white card: the page behind the content, a card or bar on it, a subtle
  // tint inside a card, and the thin lines between parts.
  light: {
    '--cephalo-page': '#f6f8f7',
    '--cephalo-page-top': 'var(--mantine-color-cephalo-0)',
    '--cephalo-surface': 'var(--mantine-color-white)',
    '--cephalo-surface-subtle': 'var(--mantine-color-gray-0)',
    '--cephalo-line': 'var(--mantine-color-gray-2)',
    '--cephalo-border': 'var(--mantine-color-gray-3)',
    // Tinted backgrounds (a selected day, the weather pill, an urgent alert) and red text.
    '--cephalo-tint': 'var(--mantine-color-cephalo-0)',
    '--cephalo-tint-blue': 'var(--mantine-color-blue-0)',
    '--cephalo-tint-red': 'var(--mantine-color-red-0)',
    '--cephalo-danger-text': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-cephalo-7)',
    // A softened black for text, still about 14:1 on white.
    '--mantine-color-text': '#1c2621',
  },
  // Low glare (issue 34, point 7): dark gray, never pure black, under softened light-gray text;
  // the dimmed, error and link colours are lighter shades that keep AA on these grays.
  dark: {
    '--cephalo-page': 'var(--mantine-color-dark-7)',
    '--cephalo-page-top': '#1f2b24',
    '--cephalo-surface': 'var(--mantine-color-dark-6)',
    '--cephalo-surface-subtle': 'var(--mantine-color-dark-7)',
    '--cephalo-line': 'var(--mantine-color-dark-5)',
    '--cephalo-border': 'var(--mantine-color-dark-4)',
    '--mantine-color-body': 'var(--mantine-color-dark-7)',
    '--mantine-color-text': '#cfd5d1',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-cephalo-3)',
    // The darkest shades are used only for text and outlines (headings, legends, "Saved"): on
    // dark gray they turn light, like the text, so they keep AA.
    '--mantine-color-cephalo-8': cephaloGreen[2],
    '--mantine-color-cephalo-9': cephaloGreen[1],
    '--mantine-color-gray-7': 'var(--mantine-color-dark-1)',
    '--mantine-color-gray-8': 'var(--mantine-color-dark-0)',
    '--cephalo-tint': '#1e3228',
    '--cephalo-tint-blue': '#1b2a36',
    '--cephalo-tint-red': '#3a2222',
    '--cephalo-danger-text': 'var(--mantine-color-red-4)',
  },
});
