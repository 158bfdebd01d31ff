export { closeDeviceDb as closeDeviceStore } from '@/lib/device-db';
export { DeviceData } from './components/device-data';
export { forgetDeviceData } from './forget-device';
