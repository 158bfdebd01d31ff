import './work-order.css';
import { chargeableTotalOf, formatAmount, type TRepair, type TWorkshopSummary } from '@rueda/domain';
import { memo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { WorkOrderPhotos, WorkshopLogo } from '@/features/photos';
import { useBikeLabel } from '@/lib/bike-label';
import { formatDate, formatWhen } from '@/lib/dates';
import { serviceLinesOf } from '../services';
import { customerNameOf } from '../repair-names';

export interface WorkOrderProps {
  repair: TRepair;
  workshop: TWorkshopSummary | null;
  mechanicNames: ReadonlyMap<string, string>;
}

/** The repair's short reference on paper: the first block of its id. */
export function workOrderNumber(id: string): string {
  return id.split('-')[0]!.slice(0, 10).toUpperCase();
}

/**
 * The printable work order (docs/product.md §2): the workshop's details, the customer, the bike, the services with
 * prices, the total, notes, dates and signature lines. It sits outside the app's root so the print
 * style can show it alone (work-order.css).
 */
export const WorkOrder = memo(function WorkOrder({ repair, workshop, mechanicNames }: WorkOrderProps) {
  const { t } = useTranslation('repairs');
  const bikeLabel = useBikeLabel();
  const currency = workshop?.currency.name;
  const allLines = serviceLinesOf(repair);
  // docs/product.md §3: a line the customer declined is not charged, so the work order leaves it out.
  const lines = allLines.filter((line) => !line.declined);
  const { customer, bike } = repair;
  const mechanics = repair.mechanics.map((id) => mechanicNames.get(id)).filter(Boolean);
  const orDash = (value: string | null | undefined) => (value ? value : '—');
  // On the workshop's clock; a booking's day without a time shows no 00:00 (docs/product.md §4).
  const dateOrDash = (value: string | null) => (value ? formatWhen(value) : '—');

  return createPortal(
    <article className="rueda-work-order" aria-label={t('workOrder.title')} data-testid="work-order">
      <header className="wo-header">
        <div className="wo-workshop">
          {workshop?.logoVersion ? (
            <WorkshopLogo version={workshop.logoVersion} alt={workshop.name} style={{ maxHeight: '18mm', maxWidth: '60mm' }} />
          ) : null}
          <h1>{workshop?.name ?? ''}</h1>
          {workshop?.address ? <p>{workshop.address}</p> : null}
          {workshop?.phone ? <p>{t('workOrder.phone', { phone: workshop.phone })}</p> : null}
          {workshop?.taxId ? <p>{t('workOrder.taxId', { taxId: workshop.taxId })}</p> : null}
        </div>
        <div className="wo-meta">
          <h1>{t('workOrder.title')}</h1>
          <p>{t('workOrder.number', { number: workOrderNumber(repair.id) })}</p>
          <p>{t('workOrder.date', { date: formatDate(repair.created) })}</p>
          <p>{t('workOrder.status', { status: t(`statuses.${repair.status}`) })}</p>
        </div>
      </header>

      <div className="wo-columns">
        <section>
          <h2>{t('workOrder.customer')}</h2>
          <dl>
            <dt>{t('fields.fullName')}</dt>
            <dd>{orDash(customerNameOf(customer))}</dd>
            <dt>{t('fields.phone')}</dt>
            <dd>{orDash(customer.phone)}</dd>
            {customer.email ? (
              <>
                <dt>{t('fields.email')}</dt>
                <dd>{customer.email}</dd>
              </>
            ) : null}
            {customer.address ? (
              <>
                <dt>{t('fields.address')}</dt>
                <dd>{customer.address}</dd>
              </>
            ) : null}
            {customer.dni ? (
              <>
                <dt>{t('fields.dni')}</dt>
                <dd>{customer.dni}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section>
          <h2>{t('workOrder.bike')}</h2>
          <dl>
            <dt>{t('fields.bikeName')}</dt>
            <dd>{bikeLabel(bike)}</dd>
            <dt>{t('fields.color')}</dt>
            <dd>{orDash(bike.color)}</dd>
            <dt>{t('fields.year')}</dt>
            <dd>{bike.year ?? '—'}</dd>
            <dt>{t('fields.type')}</dt>
            <dd>{t(`bikeTypes.${bike.type}`, { defaultValue: bike.type })}</dd>
          </dl>
        </section>
      </div>

      <section>
        <h2>{t('workOrder.services')}</h2>
        <table>
          <thead>
            <tr>
              <th>{t('services.item')}</th>
              <th className="num">{t('services.quantity')}</th>
              <th className="num">{t('services.unitPrice')}</th>
              <th className="num">{t('services.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('services.none')}</td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={`${line.kind}:${line.id}`}>
                  <td>{line.title}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatAmount(line.price, currency)}</td>
                  <td className="num">{formatAmount(line.price * line.quantity, currency)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={3}>{t('services.total')}</td>
              <td className="num">{formatAmount(allLines.length > 0 ? chargeableTotalOf(allLines) : repair.totalPrice, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <div className="wo-columns">
        <section>
          <h2>{t('workOrder.dates')}</h2>
          <dl>
            <dt>{t('fields.entryDate')}</dt>
            <dd>{dateOrDash(repair.entryDate)}</dd>
            <dt>{t('fields.deliveryDate')}</dt>
            <dd>{dateOrDash(repair.deliveryDate)}</dd>
            <dt>{t(repair.status === 'notReviewed' ? 'booking.requestedDate' : 'booking.confirmedDate')}</dt>
            <dd>{dateOrDash(repair.state.booking.confirmedDate)}</dd>
          </dl>
        </section>
        <section>
          <h2>{t('workOrder.workshop')}</h2>
          <dl>
            <dt>{t('fields.mechanics')}</dt>
            <dd>{mechanics.length > 0 ? mechanics.join(', ') : '—'}</dd>
            <dt>{t('fields.payment')}</dt>
            <dd>{t(`payments.${repair.payment}`)}</dd>
          </dl>
        </section>
      </div>

      {/* What the customer said at intake or when booking online (the booking's observations), apart from the notes. */}
      <section>
        <h2>{t('workOrder.problem')}</h2>
        <p className="wo-notes">{repair.state.booking.observations || '—'}</p>
      </section>
      <section>
        <h2>{t('fields.technicalNotes')}</h2>
        <p className="wo-notes">{repair.technicalNotes || '—'}</p>
      </section>
      <WorkOrderPhotos repairId={repair.id} />

      <footer className="wo-signatures">
        <div className="wo-signature">{t('workOrder.customerSignature')}</div>
        <div className="wo-signature">{t('workOrder.workshopSignature')}</div>
      </footer>
    </article>,
    document.body,
  );
});
