import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const dark = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).dark;

describe('the dark theme (docs/product.md §26.3)', () => {
  it('writes white on the filled colours where white reaches 4.5:1, and black on the lighter ones', () => {
    for (const name of ['indigo', 'blue', 'red', 'grape', 'dark'])
      expect(dark[`--mantine-color-${name}-contrast`]).toBe('var(--mantine-color-white)');
    for (const name of ['orange', 'teal', 'green', 'cyan', 'yellow', 'lime']) {
      expect(dark[`--mantine-color-${name}-contrast`]).toBe('var(--mantine-color-black)');
    }
  });

  it('lightens the dimmed text and the placeholders', () => {
    expect(dark['--mantine-color-dimmed']).toBe('#aaaaaa');
    expect(dark['--mantine-color-placeholder']).toBe('#999999');
  });
});
