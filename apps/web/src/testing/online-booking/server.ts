// A fake server for the online booking feature's tests: the auth server, the catalogue's services, and the
// settings read and saved as the real functions do (the page's address from the slug, a taken slug refused).
import { DEFAULT_ONLINE_BOOKING_OPTIONS, onlineBookingPath, type TOnlineBookingSettings } from '@rueda/domain';
import { authServer, workshopAccount, type AuthServerOptions } from '@/testing/auth-server';
import { catalogueFunctions, catalogueOf } from '@/testing/catalogue-server';
import { failure } from '@/testing/fake-server';

export const PAGE_ORIGIN = 'https://reservas.rueda.test';
/** The slug another workshop already has. */
export const TAKEN_SLUG = 'taller-ocupado';

/** Every kind, a maintenance priced "from", an archived one and a stock item, neither of which may be booked. */
export const CATALOGUE = catalogueOf({
  packs: [
    { id: 'p-completa', title: 'Puesta a punto completa', price: 8900, position: 1 },
    { id: 'p-basica', title: 'Puesta a punto básica', price: 3500, position: 0 },
  ],
  maintenances: [
    { id: 'm-purgado', title: 'Purgado de frenos', price: 2400, position: 0 },
    { id: 'm-rueda', title: 'Centrado de rueda', price: 2000, price_from: 2500, price_to: 6000, position: 1 },
    { id: 'm-engrase', title: 'Engrase antiguo', price: 900, position: 2, archived: true },
  ],
  suspensions: [{ id: 's-horquilla', title: 'Mantenimiento de horquilla', price: 6000 }],
  stockItems: [{ id: 'st-camara', title: 'Cámara 29"', price: 800 }],
});

export const NO_PAGE: TOnlineBookingSettings = { slug: null, ...DEFAULT_ONLINE_BOOKING_OPTIONS };

export interface OnlineBookingServerOptions extends AuthServerOptions {
  settings?: TOnlineBookingSettings;
}

export function onlineBookingServer({ settings = NO_PAGE, ...options }: OnlineBookingServerOptions = {}) {
  const state = { settings: structuredClone(settings) };
  const server = authServer({
    isSignedIn: true,
    ...options,
    functions: {
      ...catalogueFunctions(CATALOGUE).functions,
      onlineBookingSettingsGet: () => ({
        ...state.settings,
        url: state.settings.slug ? `${PAGE_ORIGIN}${onlineBookingPath(state.settings.slug)}` : null,
      }),
      workshopUpdate: ({ onlineBooking }) => {
        if (onlineBooking?.slug === TAKEN_SLUG)
          return failure('invalid-argument', {
            message: 'This address is taken.',
            details: { reason: 'slug-taken', fields: [{ field: 'onlineBooking.slug', message: 'This address is taken.' }] },
          });
        if (onlineBooking) state.settings = onlineBooking;
        return workshopAccount().workshop!;
      },
      ...options.functions,
    },
  });
  return { ...server, state };
}
