// The online booking feature's query keys (issue 18 point 5).
export const onlineBookingKeys = {
  all: ['online-booking'] as const,
  settings: () => [...onlineBookingKeys.all, 'settings'] as const,
};
