import { CatalogueScreen } from '@/features/catalogue';

export function ServicesRoute() {
  return <CatalogueScreen />;
}
