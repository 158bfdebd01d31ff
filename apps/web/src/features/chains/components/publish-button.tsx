// docs/product.md §32.3: the catalogue's "Publicar en la cadena", for a chain's administrator. The dialog, its texts and
// the chains' schemas arrive when it opens.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { loadTexts } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';

const PublishDialog = lazyNamed(
  async () => (await Promise.all([import('./publish-dialog'), loadTexts(['chain-settings'])]))[0],
  'PublishDialog',
);

export function PublishCatalogueButton({ label }: { label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      {isOpen ? (
        <LazyPart>
          <PublishDialog onClose={() => setIsOpen(false)} />
        </LazyPart>
      ) : null}
    </>
  );
}
