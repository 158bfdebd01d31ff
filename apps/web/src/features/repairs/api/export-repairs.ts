// docs/product.md §18.4: the repairs the board shows (its timeframe and filters, every page) as the server's CSV
// for a Spanish-locale spreadsheet, saved through the browser's download. Loaded when the button is used.
import { call } from '@/lib/call';
import { downloadFile } from '@/lib/download';
import type { RepairFilters } from '../filters';
import { listInputOf } from './list-repairs';

export async function exportRepairs(filters: RepairFilters): Promise<number> {
  const answer = await call('repairsExport', listInputOf(filters, new Date()));
  downloadFile(answer.fileName, new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }));
  return answer.count;
}
