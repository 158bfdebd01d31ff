import { REPAIR_VERSION, formatAmount, type TRepairSummary } from '@rueda/domain';
import { Anchor } from '@mantine/core';
import { memo, type CSSProperties, type HTMLAttributes, type PointerEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { BoardWorkView, CardWorkState } from './board-work/board-work-types';
import classes from './repair-card.module.css';
import { NotifiedBadgeView, PaymentBadgeView, PriorityBadgeView } from './repair-badges';
import { customerNameOf } from '../repair-names';
import { useBikeLabel } from '@/lib/bike-label';

export interface RepairCardProps extends HTMLAttributes<HTMLDivElement> {
  repair: TRepairSummary;
  currency: string;
  mechanicNames: ReadonlyMap<string, string>;
  /** Shown under the pointer while dragging (the card itself stays in place, faded). */
  isOverlay?: boolean;
  isDragging?: boolean;
  ref?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  /** docs/product.md §17.4: the caller's work timer on this repair, drawn by `workView`; left out for a member with no timer. */
  workState?: CardWorkState;
  workView?: BoardWorkView;
  /** docs/product.md §19.2: a new appointment, highlighted until the user marks the new ones seen. */
  isNew?: boolean;
  /** docs/product.md §20.3: "Notificar" opens the board's one Notify dialog for this repair; left out, no button. */
  onNotify?: (repairId: string) => void;
}

/** Links open on a click; a press that moves drags the card (the browser's own link dragging is off). */
const noNativeDrag = { draggable: false };

/** A press on a card's button clicks it and never starts a drag (the card's wrapper listens for the pointer). */
const stopDrag = (event: PointerEvent) => event.stopPropagation();

/** docs/product.md §20.3: "Notificar", a WhatsApp chat icon (the outline of Tabler Icons' brand-whatsapp, MIT licence). */
function NotifyControl({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={classes.notify} aria-label={label} title={label} onPointerDown={stopDrag} onClick={onClick}>
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
        <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
      </svg>
    </button>
  );
}

/** A board card: who, which bike, how much, who works on it, the repair's flags, the caller's work timer and "Notificar". */
export const RepairCard = memo(function RepairCard({
  repair,
  currency,
  mechanicNames,
  isOverlay = false,
  isDragging = false,
  ref,
  style,
  workState,
  workView,
  isNew = false,
  onNotify,
  ...props
}: RepairCardProps) {
  const { t } = useTranslation('repairs');
  const bikeLabel = useBikeLabel();
  const customer = customerNameOf(repair.customer) || t('card.noCustomer');
  const mechanics = repair.mechanics.map((id) => mechanicNames.get(id)).filter(Boolean);
  const hasWork = workState !== undefined && workView !== undefined;
  return (
    <div
      ref={ref}
      className={classes.card}
      data-repair-card={repair.id}
      data-overlay={isOverlay || undefined}
      data-dragging={isDragging || undefined}
      data-new={isNew || undefined}
      style={style}
      {...props}
    >
      <div className={classes.top}>
        <Anchor component={Link} to={paths.app.repair.getHref(repair.id)} fw={600} size="sm" c="gray.0" lineClamp={2} {...noNativeDrag}>
          {customer}
        </Anchor>
        <span className={classes.total}>{formatAmount(repair.totalPrice, currency)}</span>
      </div>
      <p className={`${classes.line} ${classes.bike}`}>{bikeLabel(repair.bike, { withColor: true })}</p>
      {/* docs/product.md §31.2: present while one of its parts has not arrived. */}
      {repair.parts ? (
        <p className={`${classes.line} ${classes.parts}`}>
          {t('card.waitingParts', { waiting: repair.parts.waiting, total: repair.parts.total })}
        </p>
      ) : null}
      {mechanics.length > 0 ? (
        <p className={`${classes.line} ${classes.mechanics}`}>{t('card.mechanics', { names: mechanics.join(', ') })}</p>
      ) : null}
      <div className={classes.flags}>
        {isNew ? <span className={classes.new}>{t('card.new')}</span> : null}
        {repair.bookedOnline ? (
          <span className={classes.online} title={t('card.bookedOnlineHint')}>
            {t('card.bookedOnline')}
          </span>
        ) : null}
        <PriorityBadgeView t={t} priority={repair.priority} size="xs" />
        <PaymentBadgeView t={t} payment={repair.payment} size="xs" />
        {repair.notified ? <NotifiedBadgeView t={t} notified size="xs" /> : null}
        {repair.storedVersion < REPAIR_VERSION ? (
          <Anchor component={Link} to={paths.app.legacyRepair.getHref(repair.id)} size="xs" c="indigo.3" {...noNativeDrag}>
            {t('card.legacy')}
          </Anchor>
        ) : null}
        {hasWork || onNotify ? (
          <span className={classes.actions}>
            {hasWork ? <workView.Control repairId={repair.id} customer={customer} state={workState} view={workView} /> : null}
            {onNotify ? <NotifyControl label={t('card.notify', { name: customer })} onClick={() => onNotify(repair.id)} /> : null}
          </span>
        ) : null}
      </div>
    </div>
  );
});
