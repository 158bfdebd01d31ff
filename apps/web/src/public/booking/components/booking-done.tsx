// The booking made: its day in words, as a request the workshop will confirm, whether a confirmation email went, the link to follow the repair from now
// on, and the workshop's phone.
import { formatLongDay, type TPublicBookingCreated, type TPublicBookingOptions } from '@rueda/domain';
import { useEffect, useRef } from 'react';
import { telHref } from '../../shared/format';
import { useTexts } from '../texts';

export function BookingDone({ created, workshop }: { created: TPublicBookingCreated; workshop: TPublicBookingOptions['workshop'] }) {
  const { t, language } = useTexts();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="rp-card" aria-labelledby="done-title">
      <div className="rp-stack" role="status">
        <h2 id="done-title" ref={title} tabIndex={-1}>
          {t('done.title')}
        </h2>
        {/* The same day and the same words as the confirmation mail (apps/server/src/mail/templates.ts): a request the
            workshop has yet to confirm (an online booking is notReviewed until then). */}
        <p className="rp-large">{t('done.day', { day: formatLongDay(created.day, language), workshop: workshop.name })}</p>
        {created.emailSent ? <p>{t('done.emailSent')}</p> : null}
        {/* A long label (pt) wraps on a phone instead of being cut. */}
        <a className="rp-button" href={created.repairLink}>
          {t('done.follow')}
        </a>
        {workshop.phone ? (
          <p className="rp-small">
            {t('done.questions')} <a href={telHref(workshop.phone)}>{t('workshop.call', { phone: workshop.phone })}</a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
