// Who has the bike and where it is: the workshop with its contact (tap to call), the bike, the status with its
// dates in words, and the work recommended for the bike's next visit (§31.1). Only what the public answer holds
// (docs/product.md §21.2): no staff, no notes.
import type { TPublicRepair } from '@rueda/domain';
import { WorkshopContact } from '../../shared/workshop-contact';
import { formatDropOff, formatLongDate, formatLongDateTime } from '../format';
import { useTexts } from '../texts';
import { RecommendedWork } from './recommended-work';

export function RepairOverview({ repair }: { repair: TPublicRepair }) {
  const { t, language } = useTexts();
  const { workshop, bike } = repair;
  const bikeName = [bike.brand, bike.model].filter(Boolean).join(' ');
  const { timeZone } = repair;
  // Until the bike is in the workshop its entry is the booked day, still to come; an online booking's day waits
  // for the workshop's confirmation (its status, notReviewed).
  const hasEntered = repair.statusHistory.some((entry) => entry.status === 'workshopEntrance');
  const entryKey = hasEntered ? 'status.entry' : repair.status === 'notReviewed' ? 'status.entryRequested' : 'status.entryPlanned';
  return (
    <>
      <section className="rp-card rp-stack-xs" aria-label={workshop.name}>
        <p className="rp-strong">{workshop.name}</p>
        <WorkshopContact
          phone={workshop.phone}
          address={workshop.address}
          callLabel={t('workshop.call', { phone: workshop.phone })}
          addressLabel={t('workshop.address', { address: workshop.address })}
        />
      </section>

      <section className="rp-card rp-stack-xs" aria-labelledby="bike-title">
        <h2 id="bike-title">{t('bike.title')}</h2>
        {bikeName ? <p>{bikeName}</p> : <p className="rp-dimmed">{t('bike.unnamed')}</p>}
        {bike.color ? <p className="rp-small rp-dimmed">{t('bike.color', { color: bike.color })}</p> : null}
      </section>

      <section className="rp-card rp-stack-sm" aria-labelledby="status-title">
        <h2 id="status-title">{t('status.title')}</h2>
        <p className="rp-strong">{t('status.now', { status: t(`status.names.${repair.status}`) })}</p>
        {repair.entryDate ? (
          <p className="rp-small">
            {t(entryKey, {
              date: hasEntered ? formatLongDate(repair.entryDate, language, timeZone) : formatDropOff(repair.entryDate, language, timeZone),
            })}
          </p>
        ) : null}
        {repair.deliveryDate ? (
          <p className="rp-small">{t('status.delivery', { date: formatLongDate(repair.deliveryDate, language, timeZone) })}</p>
        ) : null}
        <h3>{t('status.history')}</h3>
        <ol className="rp-timeline">
          {repair.statusHistory.map((entry, index) => (
            <li key={`${entry.status}-${index}`}>
              <p className="rp-strong rp-small">{t(`status.names.${entry.status}`)}</p>
              <p className="rp-xs rp-dimmed">{formatLongDateTime(entry.date, language, timeZone)}</p>
            </li>
          ))}
        </ol>
      </section>

      <RecommendedWork repair={repair} />
    </>
  );
}
