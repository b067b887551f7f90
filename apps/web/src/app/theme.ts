import {
  Alert,
  createTheme,
  Drawer,
  Modal,
  localStorageColorSchemeManager,
  Notification,
  TableScrollContainer,
  type CSSVariablesResolver,
} from '@mantine/core';
import { LOCAL_KEYS } from '../api/session';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text above the WCAG AA contrast ratio.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // Mantine's close buttons carry only an icon: give them a name screen readers can announce.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: 'Close' } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // A table wider than a phone scrolls in its own box: the box takes focus so the arrow keys
    // scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
  },
});

// Light-variant colours used for text (alerts, badges, active links, subtle buttons).
const TEXT_COLORS = ['blue', 'green', 'red', 'orange', 'yellow', 'teal'];

/*
 * Mantine's default dimmed, error and light-variant text colours fall below the WCAG AA
 * contrast ratio (4.5:1) on their backgrounds, so darker (light theme) or lighter (dark theme)
 * shades are used instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      TEXT_COLORS.map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    ...Object.fromEntries(
      TEXT_COLORS.map((c) => [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-3)`]),
    ),
  },
});

/** The chosen light/dark theme is remembered under the spec's `theme` key. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: LOCAL_KEYS.theme });
