// A day picker whose code loads after the screen (decision 041): until it is there, a disabled input of the same
// size and label holds its place.
import { TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { SalesDayPickerProps } from './sales-day-picker';

const SalesDayPicker = lazyNamed(() => import('./sales-day-picker'), 'SalesDayPicker');

export type SalesDayInputProps = SalesDayPickerProps;

export function SalesDayInput(props: SalesDayInputProps) {
  return (
    <Suspense fallback={<TextInput label={props.label} placeholder={props.placeholder} disabled w={props.width} />}>
      <SalesDayPicker {...props} />
    </Suspense>
  );
}
