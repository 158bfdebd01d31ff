// What the rest of the app may use from the photos feature (docs/product.md §12.3, decision 020).
export { BikePhoto } from './components/bike-photo';
export { IntakePhotos } from './components/intake-photos';
export { RepairPhotos } from './components/repair-photos';
export { WorkOrderPhotos } from './components/work-order-photos';
export { fitsAsPhoto, readIntakePhotos, useUploadIntakePhotos } from './api/intake-upload';
export { WorkshopLogo } from './components/workshop-logo';
export { base64OfFile, PhotoTooBigError } from './image-file';
export { PhotoImage } from './components/photo-image';
