// The device's data (device-data.tsx), fetched through later.ts: features/offline's public face is in every signed-in
// screen's first load (the header's indicator, docs/product.md §30.5), and IndexedDB's code must not come with it
// (decision 041).
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { DeviceDataProps } from './device-data';

const LoadedDeviceData = lazyNamed(async () => (await import('../later')).loadDeviceData(), 'DeviceData');

export function DeviceData(props: DeviceDataProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDeviceData {...props} />
    </Suspense>
  );
}
