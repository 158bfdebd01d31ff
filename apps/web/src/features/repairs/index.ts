// What the rest of the app may use from the repairs feature.
export { LegacyRepairPage } from './components/legacy-repair-page';
export { RepairPage } from './components/repair-page/repair-page';
export { RepairsScreen } from './components/repairs-screen';
