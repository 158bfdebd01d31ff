import { publishCatalogue } from '../../services/chain-publication.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.3: the head office publishes its catalogue to chosen workshops of the chain. */
export const chainsPublish = defineFunction('chainsPublish', {
  // A chain's administrator is no workshop role (docs/roles.md): the service checks it, and that this is the head office.
  access: Access.signedIn,
  handler: async (input, { db, user, workshopId, clock, listsChanged }) => {
    const published = await publishCatalogue(db, { userId: user.id, workshopId, ...input, now: clock() });
    // Each shop's catalogue changed: their cached lists go (the transport only tells the caller's workshop's).
    await Promise.all(published.workshops.map((workshop) => listsChanged('catalogue', workshop.workshopId)));
    return published;
  },
});
