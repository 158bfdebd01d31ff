import { createTheme } from '@mantine/core';

/** The system's own fonts: nothing is fetched from a font CDN. */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  // Indigo keeps white button text above 4.5:1 contrast on the forced dark scheme.
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 8 },
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
