// A record's details edited in place (docs/product.md §11.2 and §12.1: the customer and the bike), saved with
// the lastUpdate the page loaded: a save after someone else's is refused with `aborted` and the page loads
// the current version (§4, as repairs). The page remounts this form when a new version of the record arrives,
// so the form always starts from what the page shows.
import { FunctionError } from '@rueda/domain';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

export interface InPlaceEditProps<Values extends Record<string, unknown>, Changes extends object> {
  /** The section's heading, and its element id (the section is labelled by it). */
  title: string;
  titleId: string;
  /** The form's values from the record as the page shows it. */
  initialValues: Values;
  /** What a save sends: only the fields that differ from the record. */
  changesOf: (values: Values) => Changes;
  validate: (changes: Changes) => Record<string, string>;
  /** The fields a refused save names, with their messages. */
  serverErrorsOf: (error: unknown) => Record<string, string>;
  /** Sends the changes with the record's id and lastUpdate. */
  save: (changes: Changes, callbacks: SaveCallbacks) => void;
  isSaving: boolean;
  /** What the toast says once saved. */
  savedText: string;
  /** Someone else saved first: the page shows the current version and says so. */
  onStale: () => void;
  children: (form: UseFormReturnType<Values>) => ReactNode;
}

export function InPlaceEdit<Values extends Record<string, unknown>, Changes extends object>(props: InPlaceEditProps<Values, Changes>) {
  const { t } = useTranslation('customers');
  const { initialValues, changesOf, validate } = props;
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate: (values) => validate(changesOf(values)) });
  useRevalidateOnLanguageChange(form);
  const changes = changesOf(form.getValues());
  const isDirty = Object.keys(changes).length > 0;

  function save() {
    if (form.validate().hasErrors || !isDirty) return;
    props.save(changes, {
      onSuccess: () => notifySuccess(props.savedText),
      onError: (error) => {
        if (error instanceof FunctionError && error.code === 'aborted') return props.onStale();
        const fieldErrors = props.serverErrorsOf(error);
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        else notifyError(t(`errors.${writeFailureOf(error)}`));
      },
    });
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={props.titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={props.titleId}>
            {props.title}
          </Title>
          {props.children(form)}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!isDirty || props.isSaving} onClick={() => form.setValues(initialValues)}>
              {t('actions.discard')}
            </Button>
            <Button type="submit" disabled={!isDirty} loading={props.isSaving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
