// The one way the web app labels a bike (domain customers/bike-name.ts): its brand and model, or "Bici sin marca
// ni modelo" in the interface's language for a bike with neither (docs/product.md §3's defaults 'generic' and
// 'unknown' are never shown), and its colour after a dot when asked.
import { knownBikeName, type BikeNamePart } from '@rueda/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface LabelledBike {
  manufacturer: BikeNamePart;
  model: BikeNamePart;
  color?: string;
}

/** "Orbea Orca", or `unnamed` for a bike with neither; with `withColor`, "Orbea Orca · gris". */
export function bikeLabelOf(bike: LabelledBike, unnamed: string, options: { withColor?: boolean } = {}): string {
  const name = knownBikeName(bike) || unnamed;
  const color = options.withColor ? (bike.color ?? '').trim() : '';
  return color === '' ? name : `${name} · ${color}`;
}

/** bikeLabelOf in the interface's language. */
export function useBikeLabel(): (bike: LabelledBike, options?: { withColor?: boolean }) => string {
  const { t } = useTranslation();
  const unnamed = t('common.unnamedBike');
  return useCallback((bike, options) => bikeLabelOf(bike, unnamed, options), [unnamed]);
}
