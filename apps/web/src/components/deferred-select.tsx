// Decision 073: a select drawn at rest as Mantine draws a closed Select (the same input, its placeholder or the
// chosen option's label, the same chevron), while Mantine's Select, with its Combobox, Popover and Floating UI,
// arrives after the screen's first paint (lib/deferred-module.ts). A press made meanwhile opens its options as soon
// as it has arrived, and the focus stays where it was.
import { ComboboxChevron, TextInput, type Select as MantineSelect, type SelectProps } from '@mantine/core';
import { deferredModule, useDeferredControl, type DeferredModule } from '@/lib/deferred-module';

export interface DeferredSelectProps extends Omit<SelectProps, 'data'> {
  data: { value: string; label: string }[];
}

/** A select that draws with `select` once it has arrived (the tests hand in one whose arrival they hold). */
export function deferredSelect(select: DeferredModule<typeof MantineSelect>) {
  return function DeferredSelect(props: DeferredSelectProps) {
    const {
      module: Select,
      ref: inputRef,
      fetchNow,
      press,
      hold,
      markPressed,
      opensOnArrival,
    } = useDeferredControl<typeof MantineSelect, HTMLInputElement>(select);
    if (Select !== undefined) return <Select {...props} ref={inputRef} defaultDropdownOpened={opensOnArrival()} />;
    const { data, value, placeholder, style, miw, w, disabled } = props;
    const chosen = data.find((option) => option.value === value);
    return (
      <TextInput
        ref={inputRef}
        aria-label={props['aria-label']}
        label={props.label}
        placeholder={placeholder}
        value={chosen?.label ?? ''}
        readOnly
        pointer
        disabled={disabled}
        style={style}
        miw={miw}
        w={w}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        rightSection={<ComboboxChevron />}
        rightSectionPointerEvents="none"
        onPointerEnter={fetchNow}
        onFocus={fetchNow}
        onPointerDown={hold}
        onClick={press}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') markPressed();
        }}
      />
    );
  };
}

/** Mantine's Select, fetched after the first paint. */
export const DeferredSelect = deferredSelect(deferredModule(() => import('./select-control').then((module) => module.Select)));
