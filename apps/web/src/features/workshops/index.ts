export { unsentChangeCount, useSwitchWorkshop } from './api/switch-workshop';
export { WorkshopSwitcherGate } from './components/workshop-switcher-gate';
export { ReadModeNoticeGate } from './components/read-mode-notice-gate';
