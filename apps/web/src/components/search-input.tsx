// The search box of the app's lists: a magnifier, and a button that empties it.
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';

function SearchIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="7" />
      <path d="M21 21l-6 -6" />
    </svg>
  );
}

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
      leftSection={<SearchIcon />}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value ? <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} /> : null}
    />
  );
}
