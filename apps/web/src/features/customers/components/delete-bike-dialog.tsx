// Deleting a bike without repairs (one with repairs is passed to another customer instead), then back to
// its owner's page.
import { paths } from '@/config/paths';
import { useDeleteBike } from '../api/bikes';
import { DeleteRecordDialog } from './delete-record-dialog';

export interface DeleteBikeDialogProps {
  opened: boolean;
  onClose: () => void;
  id: string;
  customerId: string;
  name: string;
}

export function DeleteBikeDialog({ customerId, ...props }: DeleteBikeDialogProps) {
  return <DeleteRecordDialog {...props} remove={useDeleteBike()} texts="deleteBike" afterDelete={paths.app.customer.getHref(customerId)} />;
}
