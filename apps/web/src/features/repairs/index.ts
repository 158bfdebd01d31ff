// What the rest of the app may use from the repairs feature.
export { BikeTagPage } from './components/bike-tag';
export { FastIntake } from './components/lazy-fast-intake';
export { LegacyRepairPage } from './components/legacy-repair-page';
export { StatusBadge } from './components/repair-badges';
export { RepairPage } from './components/repair-page/repair-page';
export { RepairsScreen } from './components/repairs-screen';
// The dashboard links each figure to the repairs list behind it, in the list's own URL, and draws
// the statuses in the board's colours.
export { MANTINE_COLOURS, statusColour } from './board';
// docs/product.md §29.4: the charge screen reads the repair it charges with the repair page's own query.
export { repairQueryOptions } from './api/get-repair';
// docs/product.md §31.1: the recommendations' writes answer with the repair, stored as the page's own writes store it.
export { useStoreRepair } from './api/get-repair';
// The booking calendar refreshes the repairs' lists after its writes.
export { repairsKeys } from './api/query-keys';
export { DEFAULT_FILTERS, filtersOfParams, paramsOf, type RepairFilters } from './filters';
// The shape of the board's answer, which src/testing/repairs/ builds for the screens' tests.
export { repairsListQueryOptions, type RepairsBoardData } from './api/list-repairs';
