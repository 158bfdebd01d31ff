import { Anchor, Input, createTheme, isLightColor, type CSSVariablesResolver } from '@mantine/core';
import classes from './theme.module.css';

/** The system's own fonts: nothing is fetched from a font CDN. */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * The shade every filled button, badge and calendar event is painted with. The scheme is forced dark, so
 * one number serves both schemes and Mantine's text-colour choice (autoContrast) judges the shade shown.
 */
const FILLED_SHADE = 8;

/**
 * WCAG 1.4.3: white text keeps 4.5:1 on a colour up to this relative luminance, (1 + 0.05) / 4.5 - 0.05;
 * black text keeps it on anything lighter (above 0.175). So a filled colour gets white text up to here and
 * black beyond: white on indigo, blue, red, grape; black on orange, teal, green, cyan, yellow, lime.
 */
const WHITE_TEXT_MAX_LUMINANCE = 1.05 / 4.5 - 0.05;

/**
 * Secondary text. Mantine's dark.2 (#828282) reads at 4.0:1 on the body and 2.9:1 on a hovered or
 * selected surface (dark.5); this grey reads at 4.8:1 on dark.5 and 6.7:1 on the body.
 */
const DIMMED = '#aaaaaa';

/** Placeholders and the calendar's days of other months: 4.5:1 on an input (dark.6), a step below the dimmed text. */
const PLACEHOLDER = '#999999';

export const theme = createTheme({
  // Indigo keeps white button text above 4.5:1 on the forced dark scheme.
  primaryColor: 'indigo',
  primaryShade: FILLED_SHADE,
  autoContrast: true,
  luminanceThreshold: WHITE_TEXT_MAX_LUMINANCE,
  focusClassName: classes.focus,
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Anchor: Anchor.extend({ classNames: { root: classes.anchor } }),
    Input: Input.extend({ classNames: { input: classes.input } }),
  },
});

/**
 * The dark scheme's text colours on top of Mantine's: the dimmed text and placeholders above, and for
 * each theme colour `--mantine-color-<name>-contrast`, the text colour autoContrast gives its filled
 * shade, for what paints that shade outside Mantine's components (the booking calendar's events).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-contrast`,
        isLightColor(shades[FILLED_SHADE], resolved.luminanceThreshold) ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)',
      ]),
    ),
  },
});

/** How both MantineProviders (the start-up's and the app's) paint: this theme, dark mode always on (docs/product.md §1, §9). */
export const MANTINE_PROVIDER_PROPS = {
  theme,
  cssVariablesResolver,
  forceColorScheme: 'dark',
  defaultColorScheme: 'dark',
} as const;
