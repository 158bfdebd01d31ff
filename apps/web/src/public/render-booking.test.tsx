// docs/decisions/067: the booking page rendered on the server and hydrated in the browser. The HTML holds the
// workshop and the first step (its services with their prices), every hostile text escaped in the markup and in the
// data; the hydrated page asks for nothing it was given and books as before, with the form token it carried.
import type { TPublicBookingOptions } from '@rueda/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { BookingApp } from './booking/components/booking-app';
import { TextsProvider } from './booking/texts';
import type { BookingOptionsState } from './booking/use-booking-options';
import { renderBookingPage, type BookingPageData } from './render';
import { mountPublicPage, type PageDataBase } from './shared/mount-page';
import { PAGE_DATA_ID } from './shared/page-data';

const HOSTILE = '</script><script>alert(1)</script> & "comillas" \'simples\' \u2029';

const OPTIONS: TPublicBookingOptions = {
  workshop: {
    name: 'Taller <img src=x onerror=alert(1)>',
    address: HOSTILE,
    phone: '+34 911 222 333',
    currency: { code: 'EUR', symbol: '€' },
  },
  status: 'open',
  services: [
    { kind: 'packs', id: 'p1', title: 'Puesta a punto', description: HOSTILE, price: 3500, priceFrom: null, minutes: 60, bikeTypes: [] },
    { kind: 'maintenances', id: 'm1', title: HOSTILE, description: '', price: 2000, priceFrom: 1500, minutes: 90, bikeTypes: ['road'] },
  ],
  days: [{ day: '2026-12-01', state: 'open', freeMinutes: 480 }],
  country: 'ES',
  formToken: 'form-token-1',
};

const READY: BookingPageData = { language: 'es', logoUrl: '/book/taller/logo?v=k1', state: { kind: 'ready', options: OPTIONS } };

function hydrate() {
  mountPublicPage<PageDataBase & { state: BookingOptionsState }>(
    () => 'es',
    (language, data) => (
      <TextsProvider language={language}>
        <BookingApp slug="taller" initial={data?.state} logoUrl={data?.logoUrl ?? null} />
      </TextsProvider>
    ),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the booking page rendered on the server', () => {
  it('holds the workshop, its logo and the first step with the services and their prices in its HTML', () => {
    const { markup, title } = renderBookingPage(READY);
    expect(title).toBe('Pide cita · Taller &lt;img src=x onerror=alert(1)&gt;');
    expect(markup).toContain('<h1>Taller &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(markup).toContain('src="/book/taller/logo?v=k1"');
    expect(markup).toContain('¿Qué necesitas?');
    expect(markup).toContain('Puesta a punto');
    expect(markup).toMatch(/desde 15,00\s€/);
    expect(markup).toContain('Llamar al +34 911 222 333');
    expect(markup).toMatch(/<noscript>.*Para pedir cita aquí hace falta JavaScript/);
  });

  it('escapes every hostile text in the markup and in the data', () => {
    const { markup, data } = renderBookingPage(READY);
    expect(markup).not.toMatch(/<script|<img src=x/);
    expect(markup).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;comillas&quot; &#x27;simples&#x27;');
    expect(data).not.toMatch(/[<>&\u2028\u2029]/);
    expect(data).toContain('\\u2029');
    expect(JSON.parse(data)).toEqual(READY);
  });

  it('speaks Portuguese, and says a page that does not exist, paused, or too many tries', () => {
    expect(renderBookingPage({ ...READY, language: 'pt' }).markup).toContain('De que precisa?');
    expect(renderBookingPage({ language: 'es', logoUrl: null, state: { kind: 'not-found' } }).markup).toContain(
      'Esta página de reservas no existe',
    );
    const paused = renderBookingPage({
      ...READY,
      state: { kind: 'ready', options: { ...OPTIONS, status: 'paused', services: [], days: [] } },
    });
    expect(paused.markup).toContain('Ahora mismo el taller no acepta reservas por internet.');
    expect(renderBookingPage({ language: 'es', logoUrl: null, state: { kind: 'error', isTooMany: true } }).markup).toContain(
      'Demasiados intentos',
    );
  });

  it('hydrates with its data: no second read, no mismatch, and the steps work as before', async () => {
    const fake = fakeServer({}, { publicBookingOptions: () => OPTIONS });
    const errors = vi.spyOn(console, 'error');
    const page = renderBookingPage(READY);
    document.body.innerHTML = `<div id="root">${page.markup}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
    const heading = screen.getByRole('heading', { level: 1 });
    await act(async () => hydrate());
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Puesta a punto' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Tu bicicleta' })).toHaveFocus();
    expect(fake.inputsTo('publicBookingOptions')).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
