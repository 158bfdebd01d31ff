// The printable bike tag (docs/product.md §12.4): the repair's number, its customer and bike, and a QR code with the
// absolute URL of the repair page, so staff who scan it land on the repair (or on sign-in, then the repair).
import './bike-tag.css';
import type { TRepair } from '@rueda/domain';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RecordLoadError } from '@/components/record-load-error';
import { TAG_PRINT_QUERY, paths } from '@/config/paths';
import { Page } from '@/features/shell';
import { useRepair } from '../api/use-repair';
import { customerNameOf } from '../repair-names';
import { useBikeLabel } from '@/lib/bike-label';
import { workOrderNumber } from './work-order';

/** The repair page's absolute URL: what the QR code opens. */
export function repairUrlOf(id: string): string {
  return new URL(paths.app.repair.getHref(id), window.location.origin).href;
}

/** The QR code of a text as SVG markup; null while it is drawn. */
function useQrSvg(text: string): string | null {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then((markup) => {
      if (current) setSvg({ text, svg: markup });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return svg?.text === text ? svg.svg : null;
}

function Tag({ repair, qr }: { repair: TRepair; qr: string }) {
  const { t } = useTranslation('repairs');
  const bike = useBikeLabel()(repair.bike, { withColor: true });
  return (
    <div className="rueda-bike-tag">
      <div>
        <p className="tag-number">{t('tag.number', { number: workOrderNumber(repair.id) })}</p>
        <p>{customerNameOf(repair.customer) || t('card.noCustomer')}</p>
        {repair.customer.phone ? <p>{repair.customer.phone}</p> : null}
        <p>{bike}</p>
      </div>
      {/* The markup is qrcode's own SVG of our URL: nothing typed by anyone is in it. */}
      <div className="tag-qr" role="img" aria-label={t('tag.qr')} dangerouslySetInnerHTML={{ __html: qr }} />
    </div>
  );
}

export function BikeTagPage({ id }: { id: string }) {
  const { t } = useTranslation('repairs');
  const repair = useRepair(id);
  const qr = useQrSvg(repairUrlOf(id));
  const [search] = useSearchParams();
  const printNow = search.get(TAG_PRINT_QUERY) === '1';
  const isReady = repair.isSuccess && qr !== null;

  useEffect(() => {
    // After the tag is on the page, so the printout holds it.
    if (isReady && printNow) requestAnimationFrame(() => window.print());
  }, [isReady, printNow]);

  if (repair.isError) {
    return (
      <Page title={t('tag.title')}>
        <RecordLoadError
          error={repair.error}
          onRetry={() => void repair.refetch()}
          backTo={paths.app.repairs.getHref()}
          texts={{ notFound: t('repair.notFound'), loadFailed: t('repair.loadFailed'), back: t('repair.back'), retry: t('actions.retry') }}
        />
      </Page>
    );
  }
  if (!isReady) {
    return (
      <Page title={t('tag.title')}>
        <Skeleton height={160} width={360} aria-label={t('tag.title')} />
      </Page>
    );
  }
  return (
    <Page title={t('tag.title')}>
      <Stack gap="md" align="flex-start">
        <Tag repair={repair.data.repair} qr={qr} />
        <Text size="sm" c="dimmed">
          {t('tag.hint')}
        </Text>
        <Group gap="sm">
          <Button onClick={() => window.print()}>{t('tag.print')}</Button>
          <Button component={Link} to={paths.app.repair.getHref(id)} variant="default">
            {t('tag.back')}
          </Button>
        </Group>
      </Stack>
      {createPortal(
        <div className="rueda-bike-tag-print" data-testid="bike-tag-print">
          <Tag repair={repair.data.repair} qr={qr} />
        </div>,
        document.body,
      )}
    </Page>
  );
}
