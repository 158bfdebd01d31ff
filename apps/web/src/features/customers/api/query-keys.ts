// The customers' query keys: one tree, so a write refreshes the list and the page.
export const customersKeys = {
  all: ['customers'] as const,
  lists: () => [...customersKeys.all, 'list'] as const,
  list: (search: string) => [...customersKeys.lists(), { search }] as const,
  detail: (id: string) => [...customersKeys.all, 'detail', id] as const,
  bike: (id: string) => [...customersKeys.all, 'bike', id] as const,
  /** Under the bike's key: a write that refreshes the bike refreshes its history too. */
  bikeHistory: (id: string) => [...customersKeys.bike(id), 'history'] as const,
};
