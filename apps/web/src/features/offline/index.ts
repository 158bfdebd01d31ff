// The offline feature's public face (docs/product.md §30). The header draws the indicator's place from the first paint
// of every signed-in screen, so nothing here imports IndexedDB's code nor the indicator itself: the rest loads when it
// is used (decision 041).
export { DeviceData } from './components/lazy-device-data';
export { DeferredOutboxIndicator as OutboxIndicator } from './components/deferred-outbox-indicator';
export { closeDeviceStore, forgetDeviceData } from './forget-device';
