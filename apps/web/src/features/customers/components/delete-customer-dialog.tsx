// Deleting a customer without repairs, then back to the customers list.
import { paths } from '@/config/paths';
import { useDeleteCustomer } from '../api/delete-customer';
import { DeleteRecordDialog } from './delete-record-dialog';

export interface DeleteCustomerDialogProps {
  opened: boolean;
  onClose: () => void;
  id: string;
  name: string;
}

export function DeleteCustomerDialog(props: DeleteCustomerDialogProps) {
  return <DeleteRecordDialog {...props} remove={useDeleteCustomer()} texts="delete" afterDelete={paths.app.customers.getHref()} />;
}
