// The booking in four steps (docs/product.md §22.2), each checked before the next: the services, the bike and its
// problem, the day, and who books. Sending it may be refused: a day that filled up meanwhile offers the next open
// days instead; a field the server refuses is shown on its step; a form token no longer accepted asks for a retry.
// Booking needs JavaScript: without it the first step says so (docs/decisions/067).
import type { TPublicBookingCreated, TPublicBookingOptions } from '@rueda/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PublicCallError, publicCall } from '../../shared/public-call';
import {
  createInputOf,
  EMPTY_DRAFT,
  errorsOfStep,
  fieldOfServerError,
  STEP_OF_FIELD,
  STEPS,
  workMinutesOf,
  type BookingDraft,
  type Field,
  type FieldErrors,
  type Step,
} from '../booking-draft';
import { formatDay } from '../format';
import { useTexts, type TextKey } from '../texts';
import BikeStep from './bike-step';
import { ContactStep } from './contact-step';
import { DayStep } from './day-step';
import { useIsHydrated } from '../../shared/use-hydrated';
import { ServicesStep } from './services-step';

type Refusal = { kind: 'day-full'; day: string; nextDays: string[] } | { kind: 'message'; text: TextKey };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The next open days a day-full refusal offers (`details.nextDays`), read defensively. */
function nextDaysOf(details: Record<string, unknown>): string[] {
  return Array.isArray(details.nextDays) ? details.nextDays.filter((day): day is string => typeof day === 'string' && DAY.test(day)) : [];
}

/** The refused fields the page knows (`details.fields`), each with what to say. */
function fieldErrorsOf(details: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const fields = Array.isArray(details.fields) ? (details.fields as unknown[]) : [];
  for (const entry of fields) {
    const name = (entry as { field?: unknown } | null)?.field;
    const known = typeof name === 'string' ? fieldOfServerError(name) : null;
    if (known) errors[known.field] ??= known.text;
  }
  return errors;
}

/** The first step, in order, that shows one of the fields. */
function firstStepOf(errors: FieldErrors): Step | undefined {
  const steps = (Object.keys(errors) as Field[]).map((field) => STEP_OF_FIELD[field]);
  return STEPS.find((step) => steps.includes(step));
}

function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTexts();
  // docs/product.md §22.6: people never see this field, so never fill it; a bot filling every input does. Off-screen,
  // hidden from assistive technology and out of the tab order.
  return (
    <div aria-hidden="true" className="rp-honeypot">
      <label htmlFor="booking-website">{t('honeypot')}</label>
      <input
        id="booking-website"
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

export function BookingForm({
  slug,
  options,
  onRefresh,
  onNotFound,
  onCreated,
}: {
  slug: string;
  options: TPublicBookingOptions;
  onRefresh: () => Promise<void>;
  onNotFound: () => void;
  onCreated: (created: TPublicBookingCreated) => void;
}) {
  const isHydrated = useIsHydrated();
  const { t, language } = useTexts();
  const [draft, setDraft] = useState<BookingDraft>(EMPTY_DRAFT);
  const [step, setStep] = useState<Step>('services');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isSending, setIsSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const stepIndex = STEPS.indexOf(step);

  useEffect(() => {
    if (hasMoved.current) heading.current?.focus();
  }, [step]);

  function change(next: Partial<BookingDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next)) delete kept[key as Field];
      if ('services' in next) delete kept.problem;
      if ('brand' in next) delete kept.model;
      return kept;
    });
  }

  function goTo(next: Step) {
    hasMoved.current = true;
    setStep(next);
  }

  function refuse(error: unknown) {
    if (!(error instanceof PublicCallError)) throw error;
    if (error.code === 'aborted' && error.reason === 'day-full') {
      setRefusal({ kind: 'day-full', day: draft.day ?? '', nextDays: nextDaysOf(error.details) });
      void onRefresh();
    } else if (error.code === 'invalid-argument') {
      const fieldErrors = fieldErrorsOf(error.details);
      const first = firstStepOf(fieldErrors);
      setErrors(fieldErrors);
      if (first) goTo(first);
      else setRefusal({ kind: 'message', text: 'refused.invalid' });
    } else if (error.code === 'failed-precondition') {
      setRefusal({ kind: 'message', text: 'refused.notAccepted' });
      void onRefresh();
    } else if (error.code === 'resource-exhausted') setRefusal({ kind: 'message', text: 'refused.tooMany' });
    else if (error.code === 'not-found') onNotFound();
    else setRefusal({ kind: 'message', text: 'refused.failed' });
  }

  async function send() {
    setIsSending(true);
    setRefusal(null);
    try {
      onCreated(await publicCall('publicBookingCreate', createInputOf(draft, options, slug, language)));
    } catch (error) {
      setIsSending(false);
      refuse(error);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The last step checks them all: a day chosen before the services changed may no longer fit.
    const checked = step === 'contact' ? STEPS : [step];
    const found = Object.assign({}, ...checked.map((each) => errorsOfStep(each, draft, options))) as FieldErrors;
    setErrors(found);
    const first = firstStepOf(found);
    if (first) {
      if (first !== step) goTo(first);
      return;
    }
    if (step === 'contact') void send();
    else goTo(STEPS[stepIndex + 1]!);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="step-title">
      <fieldset className="rp-stack rp-fieldset" disabled={!isHydrated}>
        <Honeypot value={draft.website} onChange={(website) => change({ website })} />
        <div>
          <p className="rp-small rp-dimmed">{t('steps.progress', { step: stepIndex + 1, total: STEPS.length })}</p>
          <h2 id="step-title" ref={heading} tabIndex={-1}>
            {t(`steps.${step}`)}
          </h2>
        </div>
        <noscript>
          <p className="rp-alert rp-alert-yellow">{t('noScript')}</p>
        </noscript>
        {step === 'services' ? (
          <ServicesStep options={options} chosen={draft.services} onChange={(services) => change({ services })} />
        ) : step === 'bike' ? (
          <BikeStep draft={draft} errors={errors} onChange={change} />
        ) : step === 'day' ? (
          <DayStep
            days={options.days}
            workMinutes={workMinutesOf(draft, options)}
            chosen={draft.day}
            error={errors.day ? t(errors.day) : undefined}
            onChoose={(day) => change({ day })}
          />
        ) : (
          <ContactStep draft={draft} options={options} errors={errors} onChange={change} />
        )}
        {step === 'contact' && refusal ? (
          <div className={`rp-alert${refusal.kind === 'day-full' ? ' rp-alert-yellow' : ''}`} role="alert">
            {refusal.kind === 'message' ? (
              t(refusal.text)
            ) : refusal.nextDays.length === 0 ? (
              t('refused.dayFullNone')
            ) : (
              <div className="rp-stack-sm">
                <p className="rp-small">{t('refused.dayFull', { day: formatDay(refusal.day, language) })}</p>
                {refusal.nextDays.map((day) => (
                  <button
                    key={day}
                    type="button"
                    className="rp-button rp-button-light"
                    onClick={() => {
                      change({ day });
                      setRefusal(null);
                    }}
                  >
                    {formatDay(day, language)}
                  </button>
                ))}
              </div>
            )}
          </div>
        ) : null}
        <div className="rp-buttons">
          {stepIndex > 0 ? (
            <button type="button" className="rp-button rp-button-default" onClick={() => goTo(STEPS[stepIndex - 1]!)} disabled={isSending}>
              {t('steps.back')}
            </button>
          ) : null}
          <button type="submit" className="rp-button" disabled={isSending} aria-busy={isSending || undefined}>
            {step === 'contact' ? t('summary.submit') : t('steps.next')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
