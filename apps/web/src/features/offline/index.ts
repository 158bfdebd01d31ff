// The offline feature's public face (docs/product.md §30). The header draws OutboxIndicator from the first paint of
// every signed-in screen, so nothing here imports IndexedDB's code: the rest loads it when it is used (decision 041).
export { DeviceData } from './components/lazy-device-data';
export { OutboxIndicator } from './components/outbox-indicator';
export { closeDeviceStore, forgetDeviceData } from './forget-device';
