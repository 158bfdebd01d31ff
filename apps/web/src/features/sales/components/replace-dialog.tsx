// docs/product.md §29.4: a Spanish simplified invoice replaced by a full one (VERI*FACTU F3) with the same lines and
// the customer's details, their tax id checked as typed (§29.1); once issued, the full invoice's page opens. Never
// offered in Portugal (§29.8).
import type { TSalesDocumentView } from '@rueda/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useRectifyInvoice } from '../api/rectify-invoice';
import { customerErrorsOf, customerInputOf, emptyCustomer, type CustomerField } from '../customer-form';
import { rectifyRefusalOf } from '../rectify-refusals';
import { formatMoney } from '../sales-format';
import { CustomerFields } from './customer-fields';
import { RectifyRefusalAlert } from './rectify-refusal-alert';

export interface ReplaceDialogProps {
  document: TSalesDocumentView;
  onClose: () => void;
}

export function ReplaceDialog({ document, onClose }: ReplaceDialogProps) {
  const { t } = useTranslation('sales');
  const navigate = useNavigate();
  const replace = useRectifyInvoice();
  const [customer, setCustomer] = useState(() => emptyCustomer(document.issuer.country));
  const [isTried, setIsTried] = useState(false);
  const refusal = replace.error ? rectifyRefusalOf(replace.error) : null;
  const refusedField = refusal?.customerField?.replace(/^customer\./, '') as CustomerField | undefined;
  const errors = {
    ...(isTried ? customerErrorsOf(customer) : {}),
    ...(refusal && refusedField ? { [refusedField]: t(refusal.key as 'rectify.refusal.taxId') } : {}),
  };

  function close() {
    replace.reset();
    onClose();
  }

  function confirm() {
    setIsTried(true);
    if (Object.keys(customerErrorsOf(customer)).length > 0) return;
    replace.mutate(
      { mode: 'replace', id: document.id, customer: customerInputOf(customer) },
      { onSuccess: (issued) => void navigate(paths.app.salesDocument.getHref(issued.id)) },
    );
  }

  return (
    <Modal
      opened
      onClose={close}
      size="lg"
      title={t('rectify.replaceDialog.title', { number: document.numberText })}
      closeButtonProps={{ 'aria-label': t('rectify.dialog.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('rectify.replaceDialog.summary', { total: formatMoney(document.totalCents) })}</Text>
        <CustomerFields
          value={customer}
          onChange={(next) => {
            setCustomer(next);
            if (replace.error) replace.reset();
          }}
          errors={errors}
        />
        {refusal ? <RectifyRefusalAlert refusal={refusal} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('rectify.dialog.cancel')}
          </Button>
          <Button onClick={confirm} loading={replace.isPending}>
            {t('rectify.replaceDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
