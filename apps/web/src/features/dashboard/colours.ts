// A theme colour's name as the dashboard gives it ("blue.5", "dark.1") written as Mantine's CSS variable, which
// follows the colour scheme: what the cards' swatches and the charts draw with.

export function themeColour(colour: string): string {
  return `var(--mantine-color-${colour.replace('.', '-')})`;
}
