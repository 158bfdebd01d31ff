// docs/product.md §29: one issued document's page: the document, printable with the browser (sales-document.css
// leaves only the document on paper), its PDF, links to the list and to the repair it charged, and what corrects it
// (§29.4): the documents it is linked with and the actions that rectify or replace it. Three places are kept for what
// is mounted from outside: the payments (§29.5), the e-mail action and the VERI*FACTU record's panel (§29.7).
import './sales-document.css';
import { FunctionError, type TSalesDocumentView } from '@rueda/domain';
import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { useSalesDocument } from '../api/get-document';
import { DocumentView } from './document-view';
import { LoadingBlock } from './loading-block';
import { NoSalesAccess } from './no-sales-access';
import { DocumentPdfButtons } from './pdf-button';
import { RectifyActions } from './rectify-actions';
import { RectifyLinks } from './rectify-links';

/** What is mounted into the page from outside, each given the document; nothing is drawn where none is given. */
export interface DocumentPageSlots {
  /** Mount point: the document's payments (`<DocumentPayments>`, docs/product.md §29.5), below the document. */
  renderPayments?: (document: TSalesDocumentView) => ReactNode;
  /** Mount point: sending the document by e-mail (`<EmailDocumentButton>`), among the PDF and print actions. */
  renderEmailAction?: (document: TSalesDocumentView) => ReactNode;
  /** Mount point: the VERI*FACTU record's panel (`<VerifactuRecordPanel>`, docs/product.md §29.7), below the document. */
  renderVerifactuPanel?: (document: TSalesDocumentView) => ReactNode;
}

export interface DocumentPageProps extends DocumentPageSlots {
  id: string;
}

function DocumentLoaded({
  document,
  renderPayments,
  renderEmailAction,
  renderVerifactuPanel,
}: DocumentPageSlots & { document: TSalesDocumentView }) {
  const { t } = useTranslation('sales');
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" className="rueda-sales-document-actions">
        <Group gap="md">
          <Anchor component={Link} to={paths.app.sales.getHref()}>
            {t('backToSales')}
          </Anchor>
          {document.repairId ? (
            <Anchor component={Link} to={paths.app.repair.getHref(document.repairId)}>
              {t('document.repair')}
            </Anchor>
          ) : null}
          {/* A server answering without the linked document's number: the plain link. */}
          {document.correctsId && !document.corrects ? (
            <Anchor component={Link} to={paths.app.salesDocument.getHref(document.correctsId)}>
              {t('document.corrects')}
            </Anchor>
          ) : null}
        </Group>
        <Group gap="sm">
          {/* docs/product.md §29.7: where the record's sending stands; the screen's, never printed. */}
          {document.verifactu ? (
            <Badge variant="light" color={document.verifactu.sendState === 'refused' ? 'red' : 'gray'}>
              {t('document.verifactu.state', { state: t(`document.verifactu.states.${document.verifactu.sendState}`) })}
            </Badge>
          ) : null}
          <DocumentPdfButtons id={document.id} />
          {renderEmailAction?.(document)}
          <Button onClick={() => window.print()}>{t('document.print')}</Button>
        </Group>
      </Group>
      <Group justify="space-between" align="flex-start" className="rueda-sales-document-actions">
        <RectifyLinks document={document} />
        <RectifyActions document={document} />
      </Group>
      <DocumentView document={document} />
      {renderPayments?.(document)}
      {renderVerifactuPanel?.(document)}
    </Stack>
  );
}

export function DocumentPage({ id, ...slots }: DocumentPageProps) {
  const { t } = useTranslation('sales');
  const mayCharge = usePermission('sales.charge');
  const query = useSalesDocument(id, { enabled: mayCharge });
  if (!mayCharge) return <NoSalesAccess />;
  if (query.isPending) return <LoadingBlock label={t('document.loading')} />;
  if (query.isError) {
    const isMissing = query.error instanceof FunctionError && query.error.code === 'not-found';
    return (
      <LoadError
        title={t(isMissing ? 'document.missing' : 'document.loadFailed')}
        description={t(isMissing ? 'document.missingText' : 'loadFailedDescription')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <DocumentLoaded document={query.data} {...slots} />;
}
