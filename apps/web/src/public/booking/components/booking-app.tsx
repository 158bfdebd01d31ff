// The workshop's public booking page (docs/product.md §22, `/book/<slug>`): phone first, no sign-in. Loading, a page that does
// not exist, a failure with a retry, online booking paused or unavailable (call the workshop instead), the booking's
// steps, and the booking made. Rendered on the server with what it offers, and hydrated with it (docs/decisions/067).
import type { TPublicBookingCreated, TPublicBookingOptions } from '@rueda/domain';
import { useEffect, useState } from 'react';
import { LoadFailure } from '../../shared/load-failure';
import { PageHeader } from '../../shared/page-header';
import { WorkshopContact } from '../../shared/workshop-contact';
import { useTexts } from '../texts';
import { useBookingOptions, type BookingOptionsState } from '../use-booking-options';
import { BookingDone } from './booking-done';
import { BookingForm } from './booking-form';

function Contact({ workshop }: { workshop: TPublicBookingOptions['workshop'] }) {
  const { t } = useTexts();
  return (
    <WorkshopContact
      phone={workshop.phone}
      address={workshop.address}
      callLabel={t('workshop.call', { phone: workshop.phone })}
      addressLabel={t('workshop.address', { address: workshop.address })}
    />
  );
}

function NotTaking({ options }: { options: TPublicBookingOptions }) {
  const { t } = useTexts();
  return (
    <section className="rp-card rp-stack-sm" aria-label={options.workshop.name}>
      <p className="rp-large">{options.status === 'paused' ? t('closed.paused') : t('closed.unavailable')}</p>
      <p>{t('closed.call')}</p>
      <Contact workshop={options.workshop} />
    </section>
  );
}

/** The page's title: the workshop's name once its page is read. */
export function bookingTitle(workshopName: string | null, pageTitle: string): string {
  return workshopName ? `${pageTitle} · ${workshopName}` : pageTitle;
}

export function BookingApp({
  slug,
  initial,
  logoUrl = null,
}: {
  slug: string;
  /** What the server rendered the page with: the page starts from it and reads nothing. */
  initial?: BookingOptionsState;
  logoUrl?: string | null;
}) {
  const { t, language, setLanguage } = useTexts();
  const { state, retry, refresh, markNotFound } = useBookingOptions(slug, initial);
  const [created, setCreated] = useState<TPublicBookingCreated | null>(null);
  const workshopName = state.kind === 'ready' ? state.options.workshop.name : null;

  useEffect(() => {
    document.title = bookingTitle(workshopName, t('pageTitle'));
  }, [workshopName, t]);

  let body;
  if (state.kind === 'loading') body = <div className="rp-loader" role="status" aria-label={t('loading')} />;
  else if (state.kind === 'not-found')
    body = (
      <div className="rp-alert rp-alert-yellow">
        <p className="rp-alert-title">{t('notFound.title')}</p>
        <p>{t('notFound.text')}</p>
      </div>
    );
  else if (state.kind === 'error')
    body = (
      <LoadFailure
        title={t('error.title')}
        text={state.isTooMany ? t('error.tooMany') : t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={retry}
      />
    );
  else if (created) body = <BookingDone created={created} workshop={state.options.workshop} />;
  else if (state.options.status !== 'open') body = <NotTaking options={state.options} />;
  else
    body = (
      <div className="rp-stack">
        <Contact workshop={state.options.workshop} />
        <BookingForm slug={slug} options={state.options} onRefresh={refresh} onNotFound={markNotFound} onCreated={setCreated} />
      </div>
    );

  return (
    <div className="rp-page rp-page-wide rp-stack">
      <PageHeader
        title={workshopName ?? t('pageTitle')}
        logoUrl={workshopName ? logoUrl : null}
        switchLabel={t('language')}
        language={language}
        onLanguage={setLanguage}
      />
      <main>{body}</main>
    </div>
  );
}
