// docs/product.md §18.2: the workshop's logo, on the work order, the invoices and the profile. Nothing while it
// loads or when it cannot be fetched: a logo is decoration beside the workshop's name.
import type { CSSProperties } from 'react';
import { useWorkshopLogoImage } from '../api/photo-image';

export interface WorkshopLogoProps {
  /** accountGet's logoVersion. */
  version: string;
  alt: string;
  className?: string;
  style?: CSSProperties;
}

export function WorkshopLogo({ version, alt, className, style }: WorkshopLogoProps) {
  const image = useWorkshopLogoImage(version);
  return image.data ? <img src={image.data} alt={alt} className={className} style={{ objectFit: 'contain', ...style }} /> : null;
}
