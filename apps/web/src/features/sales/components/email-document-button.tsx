// docs/product.md §29: a document sent to its customer by email (salesInvoicesEmail). A button opens a small dialog
// with the customer's address prefilled (the one the page gives, else the repair's customer's) and the language of
// the mail and its A4 PDF (the workshop's country's by default); sending says "Enviada a …", and the server's
// refusals are said in the reader's language, a missing or malformed address under its field.
import {
  FunctionError,
  isMailAddress,
  LANGUAGES,
  workshopLanguageOf,
  type Language,
  type TSalesDocument,
  type TSalesInvoicesEmailOutput,
} from '@rueda/domain';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { repairQueryOptions } from '@/features/repairs';
import { call, fieldIssuesOf } from '@/lib/call';
import { notifySuccess } from '@/lib/notify';

export interface EmailDocumentButtonProps {
  document: Pick<TSalesDocument, 'id' | 'numberText' | 'repairId' | 'issuer'>;
  /** The customer's address when the page knows it; else the repair's customer's is read, if the document has a repair. */
  email?: string;
}

type RefusalKey = 'email.noAddress' | 'email.invalidAddress' | 'email.notFound' | 'email.tooMany' | 'email.notAllowed' | 'email.failed';

/** The locale key (sales namespace) of why the server refused to send, with the field it names under it. */
function refusalOf(error: unknown, typed: string): { key: RefusalKey; isField: boolean } {
  if (fieldIssuesOf(error).some((issue) => issue.field === 'email'))
    return { key: typed === '' ? 'email.noAddress' : 'email.invalidAddress', isField: true };
  const code = error instanceof FunctionError ? error.code : 'internal';
  if (code === 'not-found') return { key: 'email.notFound', isField: false };
  if (code === 'resource-exhausted') return { key: 'email.tooMany', isField: false };
  if (code === 'permission-denied') return { key: 'email.notAllowed', isField: false };
  return { key: 'email.failed', isField: false };
}

interface EmailFormProps {
  document: EmailDocumentButtonProps['document'];
  initialEmail: string;
  onClose: () => void;
}

function EmailForm({ document, initialEmail, onClose }: EmailFormProps) {
  const { t } = useTranslation('sales');
  const [email, setEmail] = useState(initialEmail);
  const [language, setLanguage] = useState<Language>(workshopLanguageOf(document.issuer.country));
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: { email: string | null; language: Language }): Promise<TSalesInvoicesEmailOutput> =>
      call('salesInvoicesEmail', { id: document.id, ...input }),
  });
  const typed = email.trim();
  const refusal = send.isError ? refusalOf(send.error, typed) : null;
  const fieldError = typedProblem ?? (refusal?.isField ? t(refusal.key) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    // A malformed address is said at once; an empty one goes as none, so the server tries the customer's own.
    if (typed !== '' && !isMailAddress(typed)) {
      setTypedProblem(t('email.invalidAddress'));
      return;
    }
    setTypedProblem(null);
    send.mutate(
      { email: typed === '' ? null : typed, language },
      {
        onSuccess: ({ to }) => {
          notifySuccess(t('email.sent', { email: to }));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('email.address')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setTypedProblem(null);
          }}
          error={fieldError}
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="email-document-language">
            {t('email.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="email-document-language"
            value={language}
            onChange={(value) => setLanguage(value as Language)}
            data={LANGUAGES.map((value) => ({ value, label: t(`email.languages.${value}`) }))}
          />
        </Stack>
        <Text size="sm" c="dimmed">
          {t('email.attachment')}
        </Text>
        {refusal && !refusal.isField ? (
          <Alert color="red" role="alert">
            {t(refusal.key)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('email.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('email.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog's form once the address to offer is known: the page's, or the repair's customer's once read. */
function EmailDialogBody({ document, email, onClose }: EmailDocumentButtonProps & { onClose: () => void }) {
  const { t } = useTranslation('sales');
  const repairId = email === undefined ? document.repairId : null;
  const repair = useQuery({ ...repairQueryOptions(repairId ?? ''), enabled: repairId !== null });
  if (repairId !== null && repair.isPending)
    return (
      <Group justify="center" py="md" role="status" aria-label={t('email.loading')}>
        <Loader size="sm" />
      </Group>
    );
  // A repair that cannot be read offers no address: the staff type one, or the server looks for the customer's.
  const initialEmail = email ?? repair.data?.repair.customer.email ?? '';
  return <EmailForm document={document} initialEmail={initialEmail} onClose={onClose} />;
}

export function EmailDocumentButton(props: EmailDocumentButtonProps) {
  const { t } = useTranslation('sales');
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button variant="default" onClick={() => setIsOpen(true)}>
        {t('email.button')}
      </Button>
      <Modal opened={isOpen} onClose={close} centered title={t('email.title', { number: props.document.numberText })}>
        {isOpen ? <EmailDialogBody {...props} onClose={close} /> : null}
      </Modal>
    </>
  );
}
