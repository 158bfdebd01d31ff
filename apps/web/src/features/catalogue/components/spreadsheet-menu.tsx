// The services screen's spreadsheet menu (docs/product.md §3): the current tab's kind exported to a CSV
// file (for every role: it only reads), and, for those who manage the catalogue, imported from one.
import type { ServiceKind } from '@rueda/domain';
import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@/components/deferred-menu';
import { localDate } from '@/lib/dates';
import { deferredModule } from '@/lib/deferred-module';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import type { CatalogueItem } from '../catalogue';
import { Icon } from './icons';

export interface SpreadsheetMenuProps {
  kind: ServiceKind;
  /** What an export writes: the kind's items in the catalogue's order. */
  items: readonly CatalogueItem[];
  /** Null for a role that only reads the catalogue. */
  onImport: ((kind: ServiceKind, file: File) => void) | null;
}

/** The menu itself (Mantine's Menu) arrives after the first paint: decision 073. */
const spreadsheetDropdown = deferredModule(() => import('./spreadsheet-dropdown').then((module) => module.SpreadsheetDropdown));

export function SpreadsheetMenu({ kind, items, onImport }: SpreadsheetMenuProps) {
  const { t } = useTranslation('catalogue');
  const fileInput = useRef<HTMLInputElement>(null);
  const kindName = t(`kinds.${kind}`);

  async function exportKind() {
    // The spreadsheet's code (Papa Parse) loads when a spreadsheet is written or read, not with the screen (decision 041).
    const [{ catalogueCsv }, { csvFileName, downloadCsv }] = await Promise.all([import('../spreadsheet'), import('@/lib/csv-file')]);
    const fileName = csvFileName(kindName, localDate().format('YYYY-MM-DD'));
    downloadCsv(fileName, catalogueCsv(kind, items as CatalogueItem<typeof kind>[], currentLanguage()));
    notifySuccess(t('spreadsheet.exported', { file: fileName }));
  }

  return (
    <>
      <DeferredMenu
        menu={spreadsheetDropdown}
        props={{
          label: t('spreadsheet.menuLabel', { kind: kindName }),
          hint: t('spreadsheet.hint'),
          exportItem: {
            text: t('spreadsheet.export'),
            icon: <Icon name="download" />,
            disabled: items.length === 0,
            onClick: () => void exportKind(),
          },
          importItem: onImport
            ? { text: t('spreadsheet.import'), icon: <Icon name="upload" />, onClick: () => fileInput.current?.click() }
            : null,
        }}
        target={
          <Button variant="default" leftSection={<Icon name="table" />} aria-label={`${t('spreadsheet.menu')}: ${kindName}`}>
            {t('spreadsheet.menu')}
          </Button>
        }
      />
      {onImport ? (
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="catalogue-import-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again (after fixing it) is a change too.
            event.currentTarget.value = '';
            if (file) onImport(kind, file);
          }}
        />
      ) : null}
    </>
  );
}
