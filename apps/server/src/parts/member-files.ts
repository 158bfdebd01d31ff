// The routes that send a signed-in member a file, in the functions' manner (docs/architecture.md §8): photos'
// images, for the photo's workshop only (docs/product.md §12.3, decision 020), the workshop's ZIP export
// (docs/product.md §18, decision 048) and the workshop's logo.
import { registerWorkshopExportRoute } from '../functions/exports/workshop-export-route.ts';
import { registerPhotoRoute } from '../functions/photos/photo-route.ts';
import { registerWorkshopLogoRoute } from '../functions/workshop/workshop-logo-route.ts';
import type { ServerPart } from './server-part.ts';
import type { SharedContext } from './shared-context.ts';

export const memberFiles: ServerPart<Pick<SharedContext, 'db' | 'clock' | 'verifyIdToken'>, object> = {
  name: 'member files',
  register: async (app, { db, clock, verifyIdToken }) => {
    registerPhotoRoute(app, { db, verifyIdToken });
    registerWorkshopExportRoute(app, { db, verifyIdToken, clock });
    registerWorkshopLogoRoute(app, { db, verifyIdToken });
    return {};
  },
};
