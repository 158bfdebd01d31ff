// Decision 073: a header's menu (the account's, the bell's) drawn closed without Mantine's Menu, Popover and
// Floating UI, which arrive after the screen's first paint (lib/deferred-module.ts). Until then its button is the
// same button, with the same name and the same `aria-haspopup` and `aria-expanded` Mantine's Menu.Target gives it;
// a press made meanwhile opens the menu as soon as it has arrived, and a button that had the focus keeps it.
import { cloneElement, type ComponentType, type ReactElement, type Ref } from 'react';
import { useDeferredControl, type DeferredModule } from '@/lib/deferred-module';

/** What the deferred menu component takes: its button, to put in its `Menu.Target`, and whether it opens at once. */
export interface LoadedMenuProps {
  target: ReactElement;
  defaultOpened: boolean;
}

interface TargetProps {
  ref?: Ref<HTMLElement>;
}

export interface DeferredMenuProps<Props extends object> {
  /** The component that draws the Mantine `Menu` around `target`, fetched later. */
  menu: DeferredModule<ComponentType<Props & LoadedMenuProps>>;
  /** The menu's button: the same element before and after the menu has arrived. */
  target: ReactElement<TargetProps>;
  /** What the menu component needs beside its button. */
  props: Props;
}

export function DeferredMenu<Props extends object>({ menu, target, props }: DeferredMenuProps<Props>) {
  const {
    module: Menu,
    ref,
    fetchNow,
    press,
    hold,
    opensOnArrival,
  } = useDeferredControl<ComponentType<Props & LoadedMenuProps>, HTMLElement>(menu);
  if (Menu !== undefined) {
    return <Menu {...props} target={cloneElement(target, { ref })} defaultOpened={opensOnArrival()} />;
  }
  return cloneElement(target, {
    ref,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: fetchNow,
    onFocus: fetchNow,
    onPointerDown: hold,
    onClick: press,
  } as TargetProps);
}
