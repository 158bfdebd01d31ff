// docs/product.md §18.4: everything of the workshop as one ZIP (decision 048), fetched with the ID token from its
// GET route and saved through the browser's download, named as the server names it.
import { WORKSHOP_EXPORT_PATH } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { currentIdToken } from '@/lib/call';
import { downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'rueda.zip';
}

async function downloadWorkshop(): Promise<void> {
  const token = await currentIdToken();
  const response = await fetch(WORKSHOP_EXPORT_PATH, {
    headers: { 'accept-language': currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`The export answered HTTP ${response.status}.`);
  downloadFile(fileNameOf(response.headers.get('content-disposition')), await response.blob());
}

export function useExportWorkshop() {
  return useMutation({ mutationFn: downloadWorkshop });
}
