export { closeDeviceDb as closeDeviceStore } from './api/device-db';
export { DeviceData } from './components/device-data';
export { forgetDeviceData } from './forget-device';
