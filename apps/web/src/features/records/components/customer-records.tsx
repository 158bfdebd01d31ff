// The customer page's records actions, for admins and managers (docs/roles.md): download
// their data (GDPR access request) and, when they have repairs, delete their personal data keeping the
// repairs' totals.
import type { TCustomersGetOutput } from '@rueda/domain';
import { FunctionError } from '@rueda/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAnonymiseCustomer, useExportCustomerData } from '../api/exports';

export interface CustomerRecordsProps {
  page: Pick<TCustomersGetOutput, 'customer' | 'repairs'>;
  name: string;
  /** The caller may delete customers (customers.delete): admins and managers. */
  mayDelete: boolean;
  /** The caller may download the customer's data (customers.export): admins and managers. */
  mayExport: boolean;
}

export function CustomerRecords({ page, name, mayDelete, mayExport }: CustomerRecordsProps) {
  const { t } = useTranslation('records');
  const exportData = useExportCustomerData();
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      {mayExport ? (
        <Button
          variant="default"
          loading={exportData.isPending}
          onClick={() => exportData.mutate(page.customer.id, { onError: () => notifyError(t('exportDataFailed')) })}
        >
          {t('exportData')}
        </Button>
      ) : null}
      {mayDelete && page.repairs.length > 0 ? (
        <Button variant="light" color="red" onClick={dialog.open}>
          {t('anonymise.action')}
        </Button>
      ) : null}
      {isOpen ? <AnonymiseDialog page={page} name={name} onClose={dialog.close} /> : null}
    </>
  );
}

function AnonymiseDialog({ page, name, onClose }: { page: CustomerRecordsProps['page']; name: string; onClose: () => void }) {
  const { t } = useTranslation('records');
  const anonymise = useAnonymiseCustomer();
  const [typed, setTyped] = useState('');
  const word = t('anonymise.word');
  const consentGiven = page.customer.whatsappConsentAt !== null || page.customer.emailConsentAt !== null;
  const refusedForConsent =
    anonymise.error instanceof FunctionError && (anonymise.error.details as { reason?: string } | undefined)?.reason === 'consent-given';

  return (
    <Modal opened onClose={onClose} title={t('anonymise.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text>{t('anonymise.message', { name })}</Text>
        {consentGiven || refusedForConsent ? (
          <Alert color="yellow" role="alert">
            {t('anonymise.consentGiven')}
          </Alert>
        ) : (
          <TextInput
            label={t('anonymise.typeToConfirm', { word })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        )}
        {anonymise.error && !refusedForConsent ? (
          <Alert color="red" role="alert">
            {t('anonymise.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            disabled={consentGiven || typed.trim().toUpperCase() !== word}
            loading={anonymise.isPending}
            onClick={() =>
              anonymise.mutate(page.customer.id, {
                onSuccess: () => {
                  notifySuccess(t('anonymise.done'));
                  onClose();
                },
              })
            }
          >
            {t('anonymise.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
