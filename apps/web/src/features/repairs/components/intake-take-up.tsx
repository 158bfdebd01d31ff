// docs/product.md §31.1: the fast intake of a bike that came back offers its open recommendations; taking one up puts
// its item among the services chosen and names it with the repair, leaving it takes both back. The recommendations'
// code and texts load once a bike of the workshop's is chosen, out of the intake's own download.
import type { TRecommendation } from '@rueda/domain';
import { LazyPart } from '@/components/lazy-part';
import { lazyNamed } from '@/lib/lazy-named';
import { serviceValue } from '../services';

const IntakeRecommendations = lazyNamed(() => import('@/features/recommendations'), 'IntakeRecommendations');

export interface IntakeTakeUpProps {
  bikeId: string;
  services: string[];
  recommendationIds: string[];
  onChange: (next: { services: string[]; recommendationIds: string[] }) => void;
}

export function IntakeTakeUp({ bikeId, services, recommendationIds, onChange }: IntakeTakeUpProps) {
  const valueOf = (item: TRecommendation) => serviceValue(item.kind, item.serviceId);
  const take = (item: TRecommendation) =>
    onChange({
      services: services.includes(valueOf(item)) ? services : [...services, valueOf(item)],
      recommendationIds: [...recommendationIds.filter((id) => id !== item.id), item.id],
    });
  const leave = (item: TRecommendation) =>
    onChange({
      services: services.filter((value) => value !== valueOf(item)),
      recommendationIds: recommendationIds.filter((id) => id !== item.id),
    });
  return (
    <LazyPart>
      <IntakeRecommendations bikeId={bikeId} taken={recommendationIds} services={services} onTake={take} onLeave={leave} />
    </LazyPart>
  );
}
