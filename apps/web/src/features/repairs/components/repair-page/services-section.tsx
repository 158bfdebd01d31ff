// The repair page's services, and what docs/product.md §31.1 adds around them for a repair of a workshop bike: each saved
// line may be kept on the bike as recommended for another visit, and the bike's open recommendations from its other
// repairs are offered below. Both are the recommendations feature's, loaded when first drawn (the dialog at its first
// use), so their code and texts stay out of the page's first download. So are the repair's parts on order under them
// (docs/product.md §31.2), the parts feature's.
import { repairBikeId, type TRepair } from '@rueda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '@/components/lazy-part';
import { lazyNamed } from '@/lib/lazy-named';
import type { ServiceLine } from '../../services';
import { RepairServices, type RepairServicesProps } from '../repair-services';
import { Section } from './section';

const RecommendationsPanel = lazyNamed(() => import('@/features/recommendations'), 'RecommendationsPanel');
const RecommendLineDialog = lazyNamed(() => import('@/features/recommendations'), 'RecommendLineDialog');
const RepairPartsPanel = lazyNamed(() => import('@/features/parts'), 'RepairPartsPanel');

interface ServicesSectionProps extends Omit<RepairServicesProps, 'includeDisabled' | 'onRecommend'> {
  repair: TRepair;
  /** Unsaved edits: a line is taken off the saved repair, so none is offered until they are saved or discarded. */
  isDirty: boolean;
  isBusy: boolean;
}

export function ServicesSection({ repair, isDirty, isBusy, ...services }: ServicesSectionProps) {
  const { t } = useTranslation('repairs');
  const [recommended, setRecommended] = useState<ServiceLine | null>(null);
  const hasBike = repairBikeId(repair) !== null;
  return (
    <>
      <Section title={t('services.title')}>
        <RepairServices {...services} includeDisabled={isDirty || isBusy} onRecommend={hasBike && !isDirty ? setRecommended : undefined} />
      </Section>
      <LazyPart>
        <RepairPartsPanel repair={repair} />
      </LazyPart>
      {hasBike ? (
        <LazyPart>
          <RecommendationsPanel repair={repair} disabled={isDirty || isBusy} />
        </LazyPart>
      ) : null}
      {recommended?.lineId ? (
        <LazyPart>
          <RecommendLineDialog
            repair={repair}
            line={{ lineId: recommended.lineId, title: recommended.title }}
            onClose={() => setRecommended(null)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
