export { unsentChangeCount, useSwitchWorkshop } from './api/switch-workshop';
export { WorkshopSwitcher } from './components/workshop-switcher';
