// What the rest of the app may use from the recommendations feature (docs/product.md §31.1): the repair page loads both
// lazily, so their code and their texts stay out of its first download.
export { RecommendationsPanel } from './components/recommendations-panel';
export { RecommendLineDialog } from './components/recommend-line-dialog';
