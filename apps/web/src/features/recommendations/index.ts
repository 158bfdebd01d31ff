// What the rest of the app may use from the recommendations feature (docs/product.md §31.1): the repair page and the
// fast intake load them lazily, so their code and their texts stay out of the screens' first download.
export { IntakeRecommendations } from './components/intake-recommendations';
export { RecommendationsPanel } from './components/recommendations-panel';
export { RecommendLineDialog } from './components/recommend-line-dialog';
