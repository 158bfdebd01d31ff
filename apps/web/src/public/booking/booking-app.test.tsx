// The workshop's public booking page behind `/book/<slug>` (docs/product.md §22): the services with their prices,
// the days that may be chosen for the chosen work, what is sent, the refusals (a day that filled up, a token no longer
// accepted, a field refused), a page paused, unavailable or unknown, the two languages, and the honeypot.
import type { FunctionInput, TPublicBookingCreated, TPublicBookingOptions } from '@rueda/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeServer, type FunctionAnswer } from '@/testing/fake-server';
import { BookingApp } from './components/booking-app';
import es from './locales/es.json';
import pt from './locales/pt.json';
import { TextsProvider, type PageLanguage } from './texts';

const SLUG = 'taller-rueda-norte';

const OPTIONS: TPublicBookingOptions = {
  workshop: {
    name: 'Taller Rueda Norte',
    address: 'Calle Mayor 1, Madrid',
    phone: '+34 911 222 333',
    currency: { code: 'EUR', symbol: '€' },
  },
  status: 'open',
  services: [
    {
      kind: 'packs',
      id: 'p1',
      title: 'Puesta a punto',
      description: 'Ajuste general',
      price: 3500,
      priceFrom: null,
      minutes: 60,
      bikeTypes: [],
    },
    {
      kind: 'maintenances',
      id: 'm1',
      title: 'Revisión de frenos',
      description: 'Pastillas y purgado',
      price: 2000,
      priceFrom: 1500,
      minutes: 90,
      bikeTypes: ['road', 'mountain'],
    },
    {
      kind: 'suspensions',
      id: 's1',
      title: 'Mantenimiento de horquilla',
      description: '',
      price: 8000,
      priceFrom: null,
      minutes: 240,
      bikeTypes: [],
    },
  ],
  days: [
    { day: '2026-12-01', state: 'open', freeMinutes: 480 },
    { day: '2026-12-02', state: 'open', freeMinutes: 120 },
    { day: '2026-12-03', state: 'full', freeMinutes: 0 },
    { day: '2026-12-04', state: 'closed', freeMinutes: 0 },
    { day: '2026-12-05', state: 'open', freeMinutes: 480 },
    { day: '2026-12-07', state: 'open', freeMinutes: 480 },
  ],
  country: 'ES',
  formToken: 'form-token-1',
};

const CREATED: TPublicBookingCreated = { day: '2026-12-01', repairLink: 'https://rueda.test/r/abc123', emailSent: true };

type CreateHandler = (data: FunctionInput<'publicBookingCreate'>) => FunctionAnswer<'publicBookingCreate'>;

function server(options: () => FunctionAnswer<'publicBookingOptions'> = () => OPTIONS, create: CreateHandler = () => CREATED) {
  return fakeServer({}, { publicBookingOptions: options, publicBookingCreate: create });
}

function renderPage(language: PageLanguage = 'es') {
  const user = userEvent.setup();
  render(
    <TextsProvider language={language}>
      <BookingApp slug={SLUG} />
    </TextsProvider>,
  );
  return { user };
}

type User = ReturnType<typeof userEvent.setup>;

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Siguiente' }));

/** From the services to the day, with these services ticked. */
async function toDays(user: User, services: string[]) {
  for (const name of services) await user.click(await screen.findByRole('checkbox', { name }));
  await next(user);
  await screen.findByRole('heading', { name: 'Tu bicicleta' });
  await next(user);
  await screen.findByRole('heading', { name: 'Elige el día' });
}

/** The contact step filled in, consent given. */
async function fillContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Marta');
  await user.type(screen.getByRole('textbox', { name: 'Apellidos' }), 'López');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '600 111 222');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'marta@correo.test');
  await user.click(screen.getByRole('checkbox', { name: /Acepto que el taller me contacte/ }));
}

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe("the workshop's booking page", () => {
  it('lists the services with their prices, "desde" for a range, and the workshop to call', async () => {
    const fake = server();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller Rueda Norte' })).toBeInTheDocument();
    expect(fake.inputsTo('publicBookingOptions')).toEqual([{ slug: SLUG }]);
    expect(fake.requestsTo('POST /api/functions/publicBookingOptions')[0]?.headers.get('authorization')).toBeNull();
    const services = screen.getByRole('group', { name: 'Servicios' });
    expect(within(services).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByTestId('price-maintenances:m1')).toHaveTextContent(/^desde 15,00\s€$/);
    expect(screen.getByTestId('price-packs:p1')).toHaveTextContent(/^35,00\s€$/);
    expect(screen.getByText('Para: Carretera, Montaña')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar al +34 911 222 333' })).toHaveAttribute('href', 'tel:+34911222333');
  });

  it('lets no full or closed day be chosen, nor one on which the chosen work does not fit', async () => {
    server();
    const { user } = renderPage();
    // Four hours of work: the 2nd has two left.
    await toDays(user, ['Mantenimiento de horquilla']);
    expect(screen.getByRole('button', { name: 'jueves, 3 de diciembre: Lleno' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'viernes, 4 de diciembre: Cerrado' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'miércoles, 2 de diciembre: Lleno' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'martes, 1 de diciembre: Libre' })).toBeEnabled();
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Elige un día.');

    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mantenimiento de horquilla' }));
    await toDays(user, ['Puesta a punto']);
    await user.click(screen.getByRole('button', { name: 'miércoles, 2 de diciembre: Libre' }));
    expect(screen.getByText('Día elegido: miércoles, 2 de diciembre')).toBeInTheDocument();
  });

  it('sends the booking as filled in, and confirms it with the link to follow the repair', async () => {
    const fake = server();
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Puesta a punto' }));
    await user.click(screen.getByRole('checkbox', { name: 'Revisión de frenos' }));
    await next(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Marca' }), 'Orbea');
    await user.type(screen.getByRole('textbox', { name: 'Modelo' }), 'Orca');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de bicicleta' }), 'Carretera');
    await user.type(screen.getByRole('textbox', { name: /¿Qué le pasa\?/ }), 'Hace ruido al frenar');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'martes, 1 de diciembre: Libre' }));
    await next(user);
    await screen.findByRole('heading', { name: 'Tus datos' });
    await fillContact(user);
    expect(screen.getByText('Servicios: Puesta a punto, Revisión de frenos')).toBeInTheDocument();
    expect(screen.getByText('Bicicleta: Orbea Orca (Carretera)')).toBeInTheDocument();
    // The total of the chosen services, "desde" as one of them is a range's: 35,00 + 15,00.
    expect(screen.getByText(/^Total: desde 50,00\s€$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    expect(await screen.findByRole('heading', { name: '¡Reserva hecha!' })).toHaveFocus();
    expect(fake.inputsTo('publicBookingCreate')).toEqual([
      {
        slug: SLUG,
        formToken: 'form-token-1',
        website: '',
        services: [
          { kind: 'packs', id: 'p1' },
          { kind: 'maintenances', id: 'm1' },
        ],
        bike: { manufacturer: 'orbea', model: 'Orca', type: 'road' },
        problem: 'Hace ruido al frenar',
        day: '2026-12-01',
        customer: { name: 'Marta', surname: 'López', phone: '600 111 222', email: 'marta@correo.test', language: 'es' },
        consent: true,
      },
    ]);
    // The day and the words of the confirmation mail (apps/server/test): a request the workshop will confirm.
    expect(
      screen.getByText(
        'Hemos recibido tu petición de cita en Taller Rueda Norte para el martes, 1 de diciembre de 2026. El taller la revisará y te confirmará el día.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Te hemos enviado un email de confirmación.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir mi reparación' })).toHaveAttribute('href', CREATED.repairLink);
    expect(screen.getByRole('link', { name: 'Llamar al +34 911 222 333' })).toBeInTheDocument();
  });

  it('sends a brand not in the list as an empty one, and says nothing of an email when none went', async () => {
    const fake = server(undefined, () => ({ ...CREATED, emailSent: false }));
    const { user } = renderPage();
    await screen.findByRole('heading', { name: '¿Qué necesitas?' });
    await next(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Marca' }), 'Otra / no está en la lista');
    await user.type(screen.getByRole('textbox', { name: 'Marca y modelo' }), 'Bicis Pepe Urbana');
    await user.type(screen.getByRole('textbox', { name: /¿Qué le pasa\?/ }), 'Pinchazo');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'miércoles, 2 de diciembre: Libre' }));
    await next(user);
    await fillContact(user);
    // No service chosen: no total to give.
    expect(screen.queryByText(/^Total/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('heading', { name: '¡Reserva hecha!' })).toBeInTheDocument();
    expect(fake.inputsTo('publicBookingCreate')[0]).toMatchObject({
      services: [],
      bike: { manufacturer: '', model: 'Bicis Pepe Urbana', type: 'unknown' },
      problem: 'Pinchazo',
      day: '2026-12-02',
    });
    expect(screen.queryByText('Te hemos enviado un email de confirmación.')).not.toBeInTheDocument();
  });

  it('checks each step before the next, and sends nothing until all is right', async () => {
    const fake = server();
    const { user } = renderPage();
    await screen.findByRole('heading', { name: '¿Qué necesitas?' });
    await next(user);
    await next(user);
    expect(screen.getByText('Elige un servicio o cuéntanos qué le pasa a tu bicicleta.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu bicicleta' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /¿Qué le pasa\?/ }), 'Pinchazo');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'martes, 1 de diciembre: Libre' }));
    await next(user);
    await user.type(await screen.findByRole('textbox', { name: /^Teléfono/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'marta@');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(screen.getByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByText('Este teléfono no parece válido. Revísalo.')).toBeInTheDocument();
    expect(screen.getByText('Este email no parece válido. Revísalo o déjalo en blanco.')).toBeInTheDocument();
    expect(screen.getByText('Necesitamos tu permiso para contactarte sobre la reserva.')).toBeInTheDocument();
    expect(fake.inputsTo('publicBookingCreate')).toEqual([]);
  });

  it('offers the next open days when the day has just filled up, and books one of them', async () => {
    let reads = 0;
    const fake = server(
      () =>
        reads++ === 0
          ? OPTIONS
          : {
              ...OPTIONS,
              days: OPTIONS.days.map((day) => (day.day === '2026-12-01' ? { ...day, state: 'full' as const, freeMinutes: 0 } : day)),
            },
      (data) =>
        data.day === '2026-12-01'
          ? failure('aborted', { details: { reason: 'day-full', nextDays: ['2026-12-05', '2026-12-07'] } })
          : { ...CREATED, day: data.day },
    );
    const { user } = renderPage();
    await toDays(user, ['Puesta a punto']);
    await user.click(screen.getByRole('button', { name: 'martes, 1 de diciembre: Libre' }));
    await next(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El día que elegiste (martes, 1 de diciembre) se acaba de completar');
    expect(within(alert).getByRole('button', { name: 'sábado, 5 de diciembre' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'lunes, 7 de diciembre' }));
    expect(fake.inputsTo('publicBookingOptions')).toHaveLength(2);
    expect(screen.getByText('Día: lunes, 7 de diciembre')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    expect(await screen.findByText(/Taller Rueda Norte para el lunes, 7 de diciembre de 2026\./)).toBeInTheDocument();
    expect(fake.inputsTo('publicBookingCreate').map((input) => input.day)).toEqual(['2026-12-01', '2026-12-07']);
  });

  it('asks to try again when the form is not accepted, and sends the new form token', async () => {
    let reads = 0;
    let sends = 0;
    const fake = server(
      () => ({ ...OPTIONS, formToken: `form-token-${++reads}` }),
      () => (sends++ === 0 ? failure('failed-precondition', { details: { reason: 'not-accepted' } }) : CREATED),
    );
    const { user } = renderPage();
    await toDays(user, ['Puesta a punto']);
    await user.click(screen.getByRole('button', { name: 'martes, 1 de diciembre: Libre' }));
    await next(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido aceptar la reserva; vuelve a intentarlo en unos segundos.');
    expect(fake.inputsTo('publicBookingOptions')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('heading', { name: '¡Reserva hecha!' })).toBeInTheDocument();
    expect(fake.inputsTo('publicBookingCreate').map((input) => input.formToken)).toEqual(['form-token-1', 'form-token-2']);
  });

  it('shows a field the server refuses on its field, and too many attempts in words', async () => {
    let sends = 0;
    server(undefined, () =>
      sends++ === 0
        ? failure('invalid-argument', { details: { fields: [{ field: 'customer.phone', message: 'Not a phone number.' }] } })
        : failure('resource-exhausted', { details: { reason: 'request-limit' } }),
    );
    const { user } = renderPage();
    await toDays(user, ['Puesta a punto']);
    await user.click(screen.getByRole('button', { name: 'martes, 1 de diciembre: Libre' }));
    await next(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Este teléfono no parece válido. Revísalo.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Teléfono/ })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos desde esta conexión');
  });

  it.each([
    ['paused', 'Ahora mismo el taller no acepta reservas por internet.'],
    ['unavailable', 'Las reservas por internet no están disponibles en este momento.'],
  ] as const)('when online booking is %s, says so and gives the phone to call', async (status, text) => {
    server(() => ({ ...OPTIONS, status, services: [], days: [] }));
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Taller Rueda Norte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar al +34 911 222 333' })).toHaveAttribute('href', 'tel:+34911222333');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
  });

  it('says a page that does not exist does not', async () => {
    server(() => failure('not-found'));
    renderPage();
    expect(await screen.findByText('Esta página de reservas no existe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
  });

  it('offers a retry after a failure to load', async () => {
    server(() => failure('unavailable'));
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Comprueba la conexión');
    server();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller Rueda Norte' })).toBeInTheDocument();
  });

  it('speaks Portuguese, sends it as the customer language, and switches to Spanish', async () => {
    server();
    const { user } = renderPage('pt');
    expect(await screen.findByRole('heading', { name: 'De que precisa?' })).toBeInTheDocument();
    expect(screen.getByTestId('price-maintenances:m1')).toHaveTextContent(/^desde 15,00\s€$/);
    expect(screen.getByText('Para: Estrada, Montanha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seguinte' }));
    expect(await screen.findByRole('heading', { name: 'A sua bicicleta' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ES' }));
    expect(await screen.findByRole('heading', { name: 'Tu bicicleta' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the honeypot out of sight, out of the tab order and away from assistive technology', async () => {
    server();
    const { user } = renderPage();
    await screen.findByRole('heading', { name: '¿Qué necesitas?' });
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'No rellenes este campo' })).not.toBeInTheDocument();
    for (let step = 0; step < 12; step++) {
      await user.tab();
      expect(document.activeElement).not.toBe(honeypot);
    }
  });

  it('has every text in both languages', () => {
    expect(keysOf(pt).sort()).toEqual(keysOf(es).sort());
    for (const tree of [es, pt])
      for (const key of keysOf(tree))
        expect(key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], tree)).not.toBe('');
  });
});
