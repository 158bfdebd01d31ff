import { CURRENCY_CHOICES, FunctionError, type FunctionErrorCode } from '@rueda/domain';
import { ActionIcon, Alert, Button, Checkbox, DataList, Group, Paper, Select, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { accountQueryKey } from '@/features/account';
import { useSession } from '@/features/auth';
import { currentLanguage, translateKey } from '@/lib/i18n';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useOnboardingDraft } from '../draft';
import {
  INITIAL_ONBOARDING_VALUES,
  ONBOARDING_STEPS,
  currencyOf,
  stepOfField,
  toOnboardingInput,
  validateOnboarding,
  type OnboardingFormValues,
  type OnboardingStep,
} from '../form';

const SUMMARY_STEP = ONBOARDING_STEPS.indexOf('summary');

/** The locale key of a failed onboardingComplete, by the error's code. */
function errorKeyOf(error: unknown): string {
  const code: FunctionErrorCode | undefined = error instanceof FunctionError ? error.code : undefined;
  switch (code) {
    case 'aborted':
      return 'onboarding.errors.alreadyCompleted';
    case 'invalid-argument':
      return 'onboarding.errors.invalid';
    case 'unavailable':
    case 'deadline-exceeded':
      return 'onboarding.errors.unavailable';
    default:
      return 'onboarding.errors.unexpected';
  }
}

function currencyLabel(code: string, language: string): string {
  const { symbol, name } = currencyOf(code);
  let displayName: string | undefined;
  try {
    displayName = new Intl.DisplayNames([language], { type: 'currency' }).of(name);
  } catch {
    displayName = undefined;
  }
  return displayName ? `${symbol} ${name} · ${displayName}` : `${symbol} ${name}`;
}

interface StepHeadingProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** Each step's heading takes the focus when the step opens, so keyboard and screen-reader users start there. */
function StepHeading({ headingRef, children }: StepHeadingProps) {
  return (
    <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
      {children}
    </Title>
  );
}

/**
 * The onboarding wizard (docs/product.md §2): the workshop, its currency, its mechanics, then a summary that offers the starter
 * catalogue (docs/product.md §3) and starts the free trial through one call to `onboardingComplete`.
 */
export function OnboardingWizard() {
  const { t, i18n } = useTranslation('onboarding');
  const session = useSession();
  const queryClient = useQueryClient();
  const completeOnboarding = useCompleteOnboarding();
  // docs/product.md §2: a reload or a closed tab starts again where the account left off.
  const draft = useOnboardingDraft(session.status === 'signed-in' ? session.user.id : null);
  const [active, setActive] = useState(draft.initial?.step ?? 0);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const form = useForm<OnboardingFormValues>({
    mode: 'controlled',
    initialValues: draft.initial?.values ?? INITIAL_ONBOARDING_VALUES,
    validate: validateOnboarding,
  });
  const saveDraft = useEffectEvent(() => draft.save({ step: active, values: form.getValues() }));
  useEffect(() => {
    saveDraft();
  }, [active, form.values]);
  const language = currentLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasStepChanged = useRef(false);

  useEffect(() => {
    // The first step starts in its first field; later steps start at their heading.
    if (!hasStepChanged.current) {
      hasStepChanged.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [active]);

  // Errors already shown are shown again in the new language; no new ones appear.
  const retranslateErrors = useEffectEvent(() => {
    const shown = Object.keys(form.errors);
    if (shown.length === 0) return;
    const errors = validateOnboarding(form.getValues());
    form.setErrors(Object.fromEntries(shown.filter((field) => field in errors).map((field) => [field, errors[field]])));
  });
  useEffect(() => {
    retranslateErrors();
  }, [i18n.language]);

  const step: OnboardingStep = ONBOARDING_STEPS[active] ?? 'summary';
  const heading = (key: OnboardingStep) => (
    <StepHeading headingRef={headingRef}>
      {t('onboarding.stepOf', {
        current: ONBOARDING_STEPS.indexOf(key) + 1,
        total: ONBOARDING_STEPS.length,
        label: t(`onboarding.steps.${key}.label`),
      })}
    </StepHeading>
  );

  /** Checks the fields of the current step only; the others have not been seen yet. */
  function isStepValid(): boolean {
    const errors = validateOnboarding(form.getValues());
    const stepErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field) === step));
    form.setErrors(stepErrors);
    return Object.keys(stepErrors).length === 0;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step !== 'summary') {
      if (isStepValid()) setActive((current) => current + 1);
      return;
    }
    const errors = validateOnboarding(form.getValues());
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      form.setErrors(errors);
      setActive(ONBOARDING_STEPS.indexOf(stepOfField(firstInvalid)));
      return;
    }
    completeOnboarding.mutate(toOnboardingInput(form.getValues()), {
      onError: (error) => {
        // Already set up (another tab, a double submission): the account says where to go now.
        if (error instanceof FunctionError && error.code === 'aborted' && session.status === 'signed-in') {
          void queryClient.invalidateQueries({ queryKey: accountQueryKey(session.user.id) });
        }
      },
    });
  }

  function addMechanic() {
    const key = randomId();
    form.insertListItem('mechanics', { key, name: '' });
    setFocusKey(key);
  }

  const values = form.getValues();
  const currencyData = CURRENCY_CHOICES.map((choice) => ({ value: choice.name, label: currencyLabel(choice.name, language) }));
  const isSubmitting = completeOnboarding.isPending;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('onboarding.title')}
        </Title>
        <Text c="dimmed">{t('onboarding.description')}</Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate aria-label={t('onboarding.title')}>
          <Stepper
            active={active}
            onStepClick={(index) => {
              if (index < active && !isSubmitting) setActive(index);
            }}
            allowNextStepsSelect={false}
            size="sm"
          >
            <Stepper.Step label={t('onboarding.steps.workshop.label')}>
              <Stack mt="lg">
                {heading('workshop')}
                <Text size="sm" c="dimmed">
                  {t('onboarding.steps.workshop.help')}
                </Text>
                <TextInput
                  label={t('onboarding.fields.name')}
                  autoComplete="organization"
                  required
                  autoFocus
                  key={form.key('name')}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={t('onboarding.fields.address')}
                  autoComplete="street-address"
                  key={form.key('address')}
                  {...form.getInputProps('address')}
                />
                <Group grow align="flex-start" gap="md">
                  <TextInput
                    label={t('onboarding.fields.phone')}
                    type="tel"
                    autoComplete="tel"
                    key={form.key('phone')}
                    {...form.getInputProps('phone')}
                  />
                  <TextInput
                    label={t('onboarding.fields.taxId')}
                    description={t('onboarding.fields.taxIdHint')}
                    key={form.key('taxId')}
                    {...form.getInputProps('taxId')}
                  />
                </Group>
              </Stack>
            </Stepper.Step>

            <Stepper.Step label={t('onboarding.steps.currency.label')}>
              <Stack mt="lg">
                {heading('currency')}
                <Select
                  label={t('onboarding.fields.currency')}
                  description={t('onboarding.steps.currency.help')}
                  data={currencyData}
                  allowDeselect={false}
                  checkIconPosition="right"
                  key={form.key('currency')}
                  {...form.getInputProps('currency')}
                />
              </Stack>
            </Stepper.Step>

            <Stepper.Step label={t('onboarding.steps.mechanics.label')}>
              <Stack mt="lg">
                {heading('mechanics')}
                <Text size="sm" c="dimmed">
                  {t('onboarding.steps.mechanics.help')}
                </Text>
                {values.mechanics.length === 0 ? (
                  <Text size="sm" fs="italic" c="dimmed">
                    {t('onboarding.steps.mechanics.none')}
                  </Text>
                ) : (
                  <Stack gap="sm">
                    {values.mechanics.map((mechanic, index) => (
                      <Group key={mechanic.key} gap="xs" align="flex-start" wrap="nowrap">
                        <TextInput
                          style={{ flex: 1 }}
                          label={t('onboarding.fields.mechanicName', { number: index + 1 })}
                          autoComplete="off"
                          autoFocus={mechanic.key === focusKey}
                          {...form.getInputProps(`mechanics.${index}.name`)}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size={36}
                          mt={25}
                          aria-label={t('onboarding.steps.mechanics.remove', { name: mechanic.name.trim() || index + 1 })}
                          onClick={() => form.removeListItem('mechanics', index)}
                        >
                          <svg
                            width={18}
                            height={18}
                            viewBox="0 0 24 24"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth={2}
                            strokeLinecap="round"
                            aria-hidden="true"
                          >
                            <path d="M18 6l-12 12" />
                            <path d="M6 6l12 12" />
                          </svg>
                        </ActionIcon>
                      </Group>
                    ))}
                  </Stack>
                )}
                <Group>
                  <Button variant="light" onClick={addMechanic}>
                    {t('onboarding.steps.mechanics.add')}
                  </Button>
                </Group>
              </Stack>
            </Stepper.Step>

            <Stepper.Step label={t('onboarding.steps.summary.label')}>
              <Stack mt="lg">
                {heading('summary')}
                <DataList labelWidth={160} withDivider>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('onboarding.fields.name')}</DataList.ItemLabel>
                    <DataList.ItemValue>{values.name.trim()}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('onboarding.fields.address')}</DataList.ItemLabel>
                    <DataList.ItemValue>{values.address.trim() || t('onboarding.steps.summary.empty')}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('onboarding.fields.phone')}</DataList.ItemLabel>
                    <DataList.ItemValue>{values.phone.trim() || t('onboarding.steps.summary.empty')}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('onboarding.fields.taxId')}</DataList.ItemLabel>
                    <DataList.ItemValue>{values.taxId.trim() || t('onboarding.steps.summary.empty')}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('onboarding.fields.currency')}</DataList.ItemLabel>
                    <DataList.ItemValue>{currencyLabel(values.currency, language)}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t('onboarding.steps.mechanics.label')}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {values.mechanics.length > 0
                        ? values.mechanics.map((mechanic) => mechanic.name.trim()).join(', ')
                        : t('onboarding.steps.mechanics.none')}
                    </DataList.ItemValue>
                  </DataList.Item>
                </DataList>
                <Checkbox
                  label={t('onboarding.steps.summary.starterCatalogue')}
                  description={t('onboarding.steps.summary.starterCatalogueHelp')}
                  disabled={isSubmitting}
                  key={form.key('starterCatalogue')}
                  {...form.getInputProps('starterCatalogue', { type: 'checkbox' })}
                />
                <Text size="sm" c="dimmed">
                  {t('onboarding.steps.summary.trial')}
                </Text>
                {completeOnboarding.isError ? (
                  <Alert color="red" variant="light" role="alert" title={t('onboarding.errors.title')}>
                    {translateKey(t, errorKeyOf(completeOnboarding.error))}
                  </Alert>
                ) : null}
              </Stack>
            </Stepper.Step>
          </Stepper>

          <Group justify="space-between" mt="xl">
            {active > 0 ? (
              <Button variant="default" onClick={() => setActive((current) => current - 1)} disabled={isSubmitting}>
                {t('onboarding.back')}
              </Button>
            ) : (
              <span />
            )}
            {active < SUMMARY_STEP ? (
              <Button type="submit">{t('onboarding.next')}</Button>
            ) : (
              <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
                {t('onboarding.submit')}
              </Button>
            )}
          </Group>
        </form>
      </Paper>
    </Stack>
  );
}
