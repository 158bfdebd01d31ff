// docs/product.md §29.4: the documents a document is linked with: the one it corrects or replaces, the rectifications
// and the full invoice correcting it, and what it still charges once rectified. The screen's, never printed.
import type { TSalesDocumentView } from '@rueda/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { remainingCentsOf } from '../rectify-remaining';
import { formatMoney } from '../sales-format';

export function RectifyLinks({ document }: { document: TSalesDocumentView }) {
  const { t } = useTranslation('sales');
  const { corrects } = document;
  const corrections = document.corrections ?? [];
  if (!corrects && corrections.length === 0) return null;
  const hasRectifications = corrections.some((correction) => correction.kind === 'rectifying');
  return (
    <Stack gap={4} className="rueda-sales-document-actions" aria-label={t('rectify.links.title')} component="section">
      <Text size="sm" fw={600}>
        {t('rectify.links.title')}
      </Text>
      <List size="sm" spacing={2}>
        {corrects ? (
          <List.Item>
            <Anchor component={Link} to={paths.app.salesDocument.getHref(corrects.id)}>
              {t(document.kind === 'replacing' ? 'rectify.links.replaces' : 'rectify.links.corrects', { number: corrects.numberText })}
            </Anchor>
          </List.Item>
        ) : null}
        {corrections.map((correction) => (
          <List.Item key={correction.id}>
            <Anchor component={Link} to={paths.app.salesDocument.getHref(correction.id)}>
              {correction.kind === 'replacing'
                ? t('rectify.links.replacedBy', { number: correction.numberText })
                : t('rectify.links.rectifiedBy', { number: correction.numberText, total: formatMoney(correction.totalCents) })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {hasRectifications ? (
        <Text size="sm" data-testid="rectify-remaining">
          {t('rectify.links.remaining', { total: formatMoney(remainingCentsOf(document)) })}
        </Text>
      ) : null}
    </Stack>
  );
}
