// The printed work order's thumbnails (docs/product.md §12.3): the repair's photos, small, in a row.
import { useTranslation } from 'react-i18next';
import { usePhotoImage } from '../api/photo-image';
import { useRepairPhotos } from '../api/repair-photos';

function Thumb({ id, alt }: { id: string; alt: string }) {
  const image = usePhotoImage(id, 'thumb');
  return image.data ? <img src={image.data} alt={alt} style={{ height: '28mm', width: 'auto', objectFit: 'contain' }} /> : null;
}

/** Nothing when the repair has no photos. */
export function WorkOrderPhotos({ repairId }: { repairId: string }) {
  const { t } = useTranslation('photos');
  const photos = useRepairPhotos(repairId);
  if (!photos.data || photos.data.length === 0) return null;
  return (
    <section className="wo-photos" data-testid="work-order-photos">
      <h2>{t('title')}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '3mm' }}>
        {photos.data.map((photo) => (
          <Thumb key={photo.id} id={photo.id} alt={t('repair.takenBy', { name: photo.takenBy.name, date: photo.created.slice(0, 10) })} />
        ))}
      </div>
    </section>
  );
}
