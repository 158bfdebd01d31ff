// docs/product.md §29.4: what corrects a document, offered on its page to those who charge: "Rectificar" (all of it,
// or some lines) and, for a Spanish simplified invoice not yet replaced nor rectified, "Sustituir por factura
// completa" (never in Portugal, §29.8). What does not apply is said with its reason: a rectifying document, a
// replaced simplified invoice (rectified through the full invoice that replaced it, linked), one taken back in full.
import type { TSalesDocumentView } from '@rueda/domain';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredMenu } from '@/components/deferred-menu';
import { paths } from '@/config/paths';
import { deferredModule } from '@/lib/deferred-module';
import { rectifyOptionsOf, replacementOf } from '../rectify-remaining';

// The dialogs are a chunk of their own, loaded when one opens (docs/product.md §26.2: not in the page's first download).
const RectifyDialog = lazy(() => import('./rectify-dialog').then(({ RectifyDialog }) => ({ default: RectifyDialog })));
const ReplaceDialog = lazy(() => import('./replace-dialog').then(({ ReplaceDialog }) => ({ default: ReplaceDialog })));
/** The rectify button's menu arrives after the first paint (decision 073). */
const rectifyMenu = deferredModule(() => import('./rectify-menu').then((module) => module.RectifyMenu));

/** Why the document is not rectified at all, with the document to go to instead. */
function NotRectified({
  document,
  block,
}: {
  document: TSalesDocumentView;
  block: 'is-rectifying' | 'replaced' | 'taken-back' | 'cancelled';
}) {
  const { t } = useTranslation('sales');
  const replacement = replacementOf(document);
  const target = block === 'replaced' ? replacement : block === 'is-rectifying' ? (document.corrects ?? null) : null;
  return (
    <Text size="sm" c="dimmed" data-testid="rectify-blocked">
      {t(`rectify.blocked.${block}`, { number: replacement?.numberText ?? '' })}{' '}
      {target ? (
        <Anchor component={Link} to={paths.app.salesDocument.getHref(target.id)}>
          {t('rectify.openDocument', { number: target.numberText })}
        </Anchor>
      ) : null}
    </Text>
  );
}

export function RectifyActions({ document }: { document: TSalesDocumentView }) {
  const { t } = useTranslation('sales');
  const [open, setOpen] = useState<'total' | 'partial' | 'replace' | null>(null);
  const options = rectifyOptionsOf(document);
  const close = () => setOpen(null);
  const blocked = options.partial;
  return (
    <>
      {blocked ? (
        <NotRectified document={document} block={blocked as 'is-rectifying' | 'replaced' | 'taken-back' | 'cancelled'} />
      ) : (
        <Group gap="sm" className="rueda-sales-document-actions">
          <DeferredMenu
            menu={rectifyMenu}
            props={{
              totalText: t('rectify.total'),
              totalBlockedText: options.total ? t(`rectify.blocked.${options.total as 'partly-taken-back'}`) : null,
              partialText: t('rectify.partial'),
              onChoose: setOpen,
            }}
            target={<Button variant="default">{t('rectify.action')}</Button>}
          />
          {options.replace === null ? (
            <Button variant="default" onClick={() => setOpen('replace')}>
              {t('rectify.replace')}
            </Button>
          ) : null}
        </Group>
      )}
      <Suspense fallback={null}>
        {open === 'total' || open === 'partial' ? <RectifyDialog document={document} mode={open} onClose={close} /> : null}
        {open === 'replace' ? <ReplaceDialog document={document} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
