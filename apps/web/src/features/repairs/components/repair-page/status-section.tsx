// The repair page's history (docs/product.md §4's status list, and the messages and the customer's answers of
// §20.5 and §21.4 among them), with the way to add a status.
import type { RepairStatus, TRepair } from '@rueda/domain';
import { useTranslation } from 'react-i18next';
import { useWorkshopCurrency } from '@/features/account';
import { useRepairEvents } from '../../api/get-repair-events';
import { NotifiedBadge } from '../repair-badges';
import { StatusTimeline } from '../status-timeline';
import { Section } from './section';

export interface StatusSectionProps {
  repair: TRepair;
  onAdd: (status: RepairStatus, observations: string) => Promise<boolean>;
  disabled: boolean;
}

export function StatusSection({ repair, onAdd, disabled }: StatusSectionProps) {
  const { t } = useTranslation('repairs');
  const currency = useWorkshopCurrency();
  // The status list shows at once; the other events join it when read (a failed read leaves the status list as it is).
  const events = useRepairEvents(repair.id).data?.events;
  return (
    <Section title={t('status.title')} actions={<NotifiedBadge notified={repair.notified} />}>
      <StatusTimeline
        key={repair.state.status.length}
        entries={repair.state.status}
        events={events}
        currency={currency}
        onAdd={onAdd}
        disabled={disabled}
      />
    </Section>
  );
}
