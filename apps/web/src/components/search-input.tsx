// The search box of the app's lists: a magnifier, and a button that empties it.
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { OutlineIcon } from './outline-icon';

const SEARCH_ICON = ['M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6'];

export interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** What the box says to assistive technology (it has no visible label). */
  label: string;
  /** The clear button's label. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchInput({ label, clearLabel, value, onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      leftSection={<OutlineIcon paths={SEARCH_ICON} size={16} strokeWidth={2} />}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value ? <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} /> : null}
    />
  );
}
