import { bikeHistoryFile } from '../../services/bike-history.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §31.3: a bike's history as a PDF for the customer, in their language; not-found for another workshop's bike. */
export const bikesHistoryPdf = defineFunction('bikesHistoryPdf', {
  access: Access.permission('workshop.use'),
  handler: async ({ id, language }, { db, workshopId, clock }) => {
    const { fileName, content } = await bikeHistoryFile(db, workshopId, id, language, clock());
    return { fileName, contentBase64: content.toString('base64') };
  },
});
