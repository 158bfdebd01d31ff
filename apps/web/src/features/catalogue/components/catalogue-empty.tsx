// The services screen's empty states: a whole catalogue to start (with the starter catalogue for those
// who may manage it), a kind without items, and a search that finds nothing.
import type { ServiceKind } from '@rueda/domain';
import { Button, EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function EmptyPanel({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" py={48} px="md">
      <EmptyState title={title} description={description} withIndicatorBackground>
        {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}

export interface EmptyCatalogueProps {
  mayManage: boolean;
  isAddingStarter: boolean;
  onAddStarter: () => void;
  onNew: () => void;
  newLabel: string;
}

export function EmptyCatalogue({ mayManage, isAddingStarter, onAddStarter, onNew, newLabel }: EmptyCatalogueProps) {
  const { t } = useTranslation('catalogue');
  if (!mayManage) return <EmptyPanel title={t('empty.catalogueTitle')} description={t('empty.catalogueReadOnly')} />;
  return (
    <EmptyPanel title={t('empty.catalogueTitle')} description={t('empty.catalogueDescription')}>
      <Button onClick={onAddStarter} loading={isAddingStarter}>
        {t('empty.starter')}
      </Button>
      <Button variant="default" onClick={onNew}>
        {newLabel}
      </Button>
    </EmptyPanel>
  );
}

export function EmptyKind({ kind, mayManage, onNew }: { kind: ServiceKind; mayManage: boolean; onNew: () => void }) {
  const { t } = useTranslation('catalogue');
  const howTo = mayManage ? t('empty.howToAdd', { action: t(`new.${kind}`) }) : t('empty.readOnly');
  return (
    <EmptyPanel title={t(`empty.kindTitle.${kind}`)} description={`${t(`empty.kindDescription.${kind}`)} ${howTo}`}>
      {mayManage ? <Button onClick={onNew}>{t(`new.${kind}`)}</Button> : null}
    </EmptyPanel>
  );
}

export function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <EmptyPanel title={t('empty.noMatchTitle')} description={t('empty.noMatchDescription')}>
      <Button variant="default" onClick={onClear}>
        {t('clearSearch')}
      </Button>
    </EmptyPanel>
  );
}
