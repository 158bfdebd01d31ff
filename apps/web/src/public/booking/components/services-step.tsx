// Step 1: the services the workshop offers online, as cards to tick, each with its price ("from" for a range),
// what it is, and the kinds of bike it is for.
import { BOOKED_SERVICES_MAX, type TPublicBookingOptions } from '@rueda/domain';
import { serviceKey } from '../booking-draft';
import { priceOf } from '../format';
import { useTexts } from '../texts';

export function ServicesStep({
  options,
  chosen,
  onChange,
}: {
  options: TPublicBookingOptions;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const { t } = useTexts();
  if (options.services.length === 0) return <p>{t('services.none')}</p>;
  const isFull = chosen.length >= BOOKED_SERVICES_MAX;
  return (
    <div className="rp-stack-sm">
      <p className="rp-small rp-dimmed">{t('services.hint')}</p>
      <div className="rp-stack-sm" role="group" aria-label={t('services.list')}>
        {options.services.map((service) => {
          const key = serviceKey(service);
          const isChecked = chosen.includes(key);
          const price = priceOf(service, options.workshop.currency.code);
          const priceText = price.isFrom ? t('services.from', { amount: price.amount }) : price.amount;
          const titleId = `service-${key}`;
          const detailsId = `service-${key}-details`;
          return (
            <label key={key} className="rp-service">
              <input
                type="checkbox"
                checked={isChecked}
                disabled={!isChecked && isFull}
                onChange={(event) => onChange(event.currentTarget.checked ? [...chosen, key] : chosen.filter((other) => other !== key))}
                aria-labelledby={titleId}
                aria-describedby={detailsId}
              />
              <span className="rp-stack-xs" style={{ flex: 1 }}>
                <span className="rp-row">
                  <span className="rp-strong" id={titleId}>
                    {service.title}
                  </span>
                  <span className="rp-strong rp-nowrap" data-testid={`price-${key}`}>
                    {priceText}
                  </span>
                </span>
                <span id={detailsId} className="rp-stack-xs">
                  {service.description ? <span className="rp-small rp-dimmed rp-clamp">{service.description}</span> : null}
                  {service.bikeTypes.length > 0 ? (
                    <span className="rp-xs rp-dimmed">
                      {t('services.forBikes', { types: service.bikeTypes.map((type) => t(`bike.types.${type}`)).join(', ') })}
                    </span>
                  ) : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {isFull ? <p className="rp-small rp-dimmed">{t('services.max', { count: BOOKED_SERVICES_MAX })}</p> : null}
    </div>
  );
}
