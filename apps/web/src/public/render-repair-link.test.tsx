// docs/decisions/067: the repair link rendered on the server and hydrated in the browser. The HTML holds the page's
// content (the workshop, the status, the estimate's lines), every hostile text escaped in the markup and in the
// data; the hydrated page asks for nothing it was given, warns of no mismatch, and answers as before.
import type { TPublicRepair } from '@rueda/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/testing/fake-server';
import { renderRepairLinkPage, type RepairLinkPageData } from './render';
import { RepairLinkApp } from './repair-link/components/repair-link-app';
import { TextsProvider } from './repair-link/texts';
import type { PublicRepairState } from './repair-link/use-public-repair';
import { mountPublicPage, type PageDataBase } from './shared/mount-page';
import { PAGE_DATA_ID } from './shared/page-data';

const HOSTILE = '</script><script>alert(1)</script> & "comillas" \'simples\' \u2028';

const REPAIR: TPublicRepair = {
  workshop: { name: 'Taller <script>alert(1)</script>', phone: '+34 911 222 333', address: 'Calle "Mayor" 1 & 2' },
  customer: { firstName: 'Marta' },
  bike: { brand: 'Orbea', model: HOSTILE, color: 'azul' },
  status: 'workshopEntrance',
  statusHistory: [{ status: 'workshopEntrance', date: '2026-11-21T10:30:00.000Z' }],
  entryDate: '2026-11-21T10:30:00.000Z',
  deliveryDate: null,
  timeZone: 'Europe/Madrid',
  estimate: {
    lines: [
      { id: 'packs:p', title: 'Puesta a punto', quantity: 1, price: 3500 },
      { id: 'maintenances:m', title: HOSTILE, quantity: 2, price: 1200 },
    ],
    totalCents: 5900,
    currency: { code: 'EUR', symbol: '€' },
  },
  response: null,
  money: null,
  recommendations: [],
};

const READY: RepairLinkPageData = {
  language: 'es',
  logoUrl: '/r/abc/logo?v=k1',
  state: { kind: 'ready', repair: REPAIR, hasJustAnswered: false },
};

/** The page as the server sends it: the markup in the root, the data beside it. */
function serverPage(data: RepairLinkPageData) {
  const page = renderRepairLinkPage(data);
  document.documentElement.lang = page.lang;
  document.body.innerHTML = `<div id="root">${page.markup}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
  return page;
}

function hydrate() {
  mountPublicPage<PageDataBase & { state: PublicRepairState }>(
    () => 'es',
    (language, data) => (
      <TextsProvider language={language}>
        <RepairLinkApp token="abc" initial={data?.state} logoUrl={data?.logoUrl ?? null} />
      </TextsProvider>
    ),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the repair link rendered on the server', () => {
  it('holds the workshop, its logo, the greeting, the status and the estimate’s lines in its HTML', () => {
    const { markup, title, lang } = renderRepairLinkPage(READY);
    expect(lang).toBe('es');
    expect(title).toBe('Tu reparación · Taller &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).toContain('<h1>Taller &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(markup).toContain('<img class="rp-logo" src="/r/abc/logo?v=k1" alt="" width="48" height="48"/>');
    expect(markup).toContain('Hola, Marta');
    expect(markup).toContain('Ahora mismo: En el taller');
    expect(markup).toContain('1 × Puesta a punto');
    expect(markup).toContain('Aprobar todo');
    // Without JavaScript the form says it needs it.
    expect(markup).toMatch(/<noscript>.*Para responder al presupuesto hace falta JavaScript/);
  });

  it('escapes every hostile text in the markup and in the data', () => {
    const { markup, data } = renderRepairLinkPage(READY);
    expect(markup).not.toContain('<script');
    expect(markup).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;comillas&quot; &#x27;simples&#x27;');
    expect(markup).toContain('Calle &quot;Mayor&quot; 1 &amp; 2');
    expect(data).not.toMatch(/[<>&\u2028\u2029]/);
    expect(data).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026');
    expect(data).toContain('\\u2028');
    expect(JSON.parse(data)).toEqual(READY);
  });

  it('holds the work recommended for the next visit in its HTML, escaped, and none of it when there is none', () => {
    const repair = { ...REPAIR, recommendations: [{ title: HOSTILE, quantity: 2, price: 1200, recommendedDay: '2026-09-14' }] };
    const { markup } = renderRepairLinkPage({ ...READY, state: { kind: 'ready', repair, hasJustAnswered: false } });
    expect(markup).toContain('Recomendado para tu próxima visita');
    expect(markup).toContain('2 × &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).toContain('Recomendado el 14 de septiembre de 2026');
    expect(markup).toContain('Precio orientativo de cuando se recomendó');
    expect(markup).not.toContain('<script');
    const pt = renderRepairLinkPage({ ...READY, language: 'pt', state: { kind: 'ready', repair, hasJustAnswered: false } }).markup;
    expect(pt).toContain('Recomendado para a sua próxima visita');
    expect(pt).toContain('Preço indicativo de quando foi recomendado');
    expect(renderRepairLinkPage(READY).markup).not.toContain('Recomendado');
  });

  it('speaks Portuguese, and says a link that is not valid or too many tries', () => {
    expect(renderRepairLinkPage({ ...READY, language: 'pt' }).markup).toContain('Olá, Marta');
    const invalid = renderRepairLinkPage({ language: 'es', logoUrl: null, state: { kind: 'invalid' } });
    expect(invalid.markup).toContain('Este enlace no es válido');
    expect(invalid.markup).not.toContain('rp-logo');
    expect(invalid.title).toBe('Tu reparación');
    const tooMany = renderRepairLinkPage({ language: 'pt', logoUrl: null, state: { kind: 'error', isTooMany: true } });
    expect(tooMany.lang).toBe('pt');
    expect(tooMany.markup).toContain('Demasiadas tentativas');
  });

  it('hydrates with its data: no second read, no mismatch, and the answer works as before', async () => {
    const fake = fakeServer(
      {},
      {
        publicRepairGet: () => REPAIR,
        publicRepairRespond: () => ({ ...REPAIR, response: ANSWER }),
      },
    );
    const errors = vi.spyOn(console, 'error');
    serverPage(READY);
    const heading = screen.getByRole('heading', { level: 1 });
    await act(async () => hydrate());
    // The server's elements are kept, not replaced.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(heading).toHaveTextContent('Taller <script>alert(1)</script>');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('¡Gracias! El taller ya tiene tu respuesta.')).toBeInTheDocument();
    expect(fake.inputsTo('publicRepairGet')).toEqual([]);
    expect(fake.inputsTo('publicRepairRespond')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps every control disabled until the page is hydrated, so no tap made before is lost', async () => {
    fakeServer({}, { publicRepairGet: () => REPAIR });
    const money = {
      totalCents: 5900,
      deposits: [],
      depositsCents: 0,
      paidCents: 0,
      remainingCents: 5900,
      documents: [{ handle: 'h-invoice', number: 'T2026/7', kind: 'simplified' as const, issueDay: '2026-11-25', totalCents: 5900 }],
    };
    serverPage({ ...READY, state: { kind: 'ready', repair: { ...REPAIR, money }, hasJustAnswered: false } });
    const controls = () => [
      screen.getByRole('radio', { name: 'PT' }),
      screen.getByRole('button', { name: 'Descargar Factura simplificada T2026/7 en PDF' }),
      screen.getByRole('button', { name: 'Aprobar todo' }),
    ];
    for (const control of controls()) expect(control).toBeDisabled();
    await act(async () => hydrate());
    for (const control of controls()) expect(control).toBeEnabled();
  });

  it('renders and reads as a plain client page when the server embedded nothing', async () => {
    const fake = fakeServer({}, { publicRepairGet: () => REPAIR });
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => hydrate());
    expect(await screen.findByText('Hola, Marta')).toBeInTheDocument();
    // StrictMode mounts twice in development: the first read is aborted.
    expect(fake.inputsTo('publicRepairGet')).toContainEqual({ token: 'abc' });
    // The stylesheet the server would have sent inline is added (vitest reads CSS as empty).
    expect(document.getElementById('rueda-page-style')).toBeInstanceOf(HTMLStyleElement);
  });
});

const ANSWER = {
  decision: 'declined' as const,
  approvedLineIds: [],
  declinedLineIds: ['packs:p', 'maintenances:m'],
  comment: '',
  spendingLimitCents: null,
  lines: REPAIR.estimate.lines,
  answeredAt: '2026-11-22T18:00:00.000Z',
};
