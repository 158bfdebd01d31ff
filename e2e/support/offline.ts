// What the offline journeys share (docs/product.md §30): a workshop of their own with a repair whose pack has a control
// sheet, the texts they read in each language, the service worker ready to start the app without a connection, and
// what the device's store (IndexedDB 'rueda-device', localStorage 'rueda.device.account') holds.
import type { WorkshopRole } from '@rueda/domain';
import { expect, type Browser, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { addToWorkshop } from './database.ts';
import { acceptCookies, openWorkshop, PASSWORD, uniqueEmail } from './journeys.ts';

/** A tablet held sideways, as a workshop's counter has it. */
export const TABLET = { width: 1024, height: 768 };
/** A tablet held upright: the navigation behind its burger. */
export const TABLET_UPRIGHT = { width: 820, height: 1180 };

export const LANGUAGES = ['es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The app's words the journeys read, as apps/web/src/locales has them. */
export const TEXTS = {
  es: {
    offlineShowing: /^Sin conexión — mostrando los datos de (\d{2}:\d{2})$/,
    restored: 'Conexión restablecida',
    board: 'Tablero de reparaciones por estado',
    titleOf: (name: string) => `Reparación de ${name}`,
    flags: 'Estado, pago y aviso',
    statusRegion: 'Estado',
    newStatus: 'Nuevo estado',
    addStatus: 'Añadir estado',
    notReviewed: 'Sin revisar',
    inProgress: 'En curso',
    finished: 'Terminada',
    statusOnDevice: (status: string) => `Estado cambiado a «${status}» en este dispositivo: se enviará cuando vuelva la conexión`,
    sheetOf: (title: string) => `Hoja de control de ${title}`,
    technicalNotes: 'Notas técnicas',
    intakeTitle: 'Nueva reparación',
    intakeName: 'Nombre',
    newRepair: 'Nueva reparación',
    home: 'Rueda: ir a reparaciones',
    intakePhotos: 'Fotos del estado de la bici',
    intakeOnDevice: 'Reparación guardada en este dispositivo con su foto: se creará, y la foto se subirá, cuando vuelva la conexión',
    onePhoto: '1 foto',
    intakesOnBoard: '1 reparación nueva guardada en este dispositivo: se creará cuando vuelva la conexión',
    outboxOnline: 'Conectado',
    outboxOffline: 'Sin conexión',
    outboxWaiting: (count: number) => (count === 1 ? '1 cambio por enviar' : `${count} cambios por enviar`),
    outboxFailed: '1 cambio no se ha podido aplicar',
    outboxDecision: '1 cambio necesita tu decisión',
    queueTitle: 'Cambios en este dispositivo',
    needsDecision: 'Necesita tu decisión',
    staleProblem: 'Alguien ha cambiado la reparación mientras tanto.',
    nothingQueued: 'No hay cambios por enviar',
    decide: 'Decidir',
    statusChange: (status: string) => `Estado → ${status}`,
    sheetChange: 'Hoja de control',
    conflictTitle: 'Elige qué cambio se queda',
    statusField: 'Estado',
    keepMine: 'Mantener el mío',
    keepTheirs: 'Quedarse con el del taller',
    done: 'Hecho',
    notDone: 'Sin hacer',
    apply: 'Aplicar',
    paused: 'En pausa',
    observations: 'Observaciones',
    bootUnreachable: 'No se ha podido conectar con el servidor de Rueda.',
    signIn: 'Iniciar sesión',
    userMenu: 'Cuenta de Marta Ruiz',
    signOut: 'Cerrar sesión',
    unsentTitle: 'Hay cambios sin enviar',
    unsentOne: 'Hay 1 cambio hecho en este dispositivo que aún no ha llegado al servidor. Si cierras sesión ahora, se perderá.',
    discardAndLeave: 'Cerrar sesión y perderlos',
  },
  pt: {
    offlineShowing: /^Sem ligação — a mostrar os dados das (\d{2}:\d{2})$/,
    restored: 'Ligação restabelecida',
    board: 'Quadro de reparações por estado',
    titleOf: (name: string) => `Reparação de ${name}`,
    flags: 'Estado, pagamento e aviso',
    statusRegion: 'Estado',
    newStatus: 'Novo estado',
    addStatus: 'Adicionar estado',
    notReviewed: 'Por rever',
    inProgress: 'Em curso',
    finished: 'Terminada',
    statusOnDevice: (status: string) => `Estado alterado para «${status}» neste dispositivo: será enviado quando a ligação voltar`,
    sheetOf: (title: string) => `Ficha de controlo de ${title}`,
    technicalNotes: 'Notas técnicas',
    intakeTitle: 'Nova reparação',
    intakeName: 'Nome',
    newRepair: 'Nova reparação',
    home: 'Rueda: ir para as reparações',
    intakePhotos: 'Fotografias do estado da bicicleta',
    intakeOnDevice:
      'Reparação guardada neste dispositivo com a sua fotografia: será criada, e a fotografia enviada, quando a ligação voltar',
    onePhoto: '1 fotografia',
    intakesOnBoard: '1 reparação nova guardada neste dispositivo: será criada quando a ligação voltar',
    outboxOnline: 'Ligado',
    outboxOffline: 'Sem ligação',
    outboxWaiting: (count: number) => (count === 1 ? '1 alteração por enviar' : `${count} alterações por enviar`),
    outboxFailed: '1 alteração não pôde ser aplicada',
    outboxDecision: '1 alteração precisa da sua decisão',
    queueTitle: 'Alterações neste dispositivo',
    needsDecision: 'Precisa da sua decisão',
    staleProblem: 'Alguém alterou a reparação entretanto.',
    nothingQueued: 'Não há alterações por enviar',
    decide: 'Decidir',
    statusChange: (status: string) => `Estado → ${status}`,
    sheetChange: 'Ficha de controlo',
    conflictTitle: 'Escolha que alteração fica',
    statusField: 'Estado',
    keepMine: 'Manter a minha',
    keepTheirs: 'Ficar com a da oficina',
    done: 'Feito',
    notDone: 'Por fazer',
    apply: 'Aplicar',
    paused: 'Em pausa',
    observations: 'Observações',
    bootUnreachable: 'Não foi possível ligar ao servidor do Rueda.',
    signIn: 'Iniciar sessão',
    userMenu: 'Conta de Marta Ruiz',
    signOut: 'Terminar sessão',
    unsentTitle: 'Há alterações por enviar',
    unsentOne: 'Há 1 alteração feita neste dispositivo que ainda não chegou ao servidor. Se terminar a sessão agora, perde-se.',
    discardAndLeave: 'Terminar sessão e perdê-las',
  },
} as const;

/** The pack's name and its checklist, as the workshop's catalogue has them. */
export const PACK = { title: 'Revisión completa', checklist: ['Frenos ajustados', 'Cadena engrasada'] } as const;

/** Calls a staff function as the page's signed-in account; answers its result. */
export async function callAs<T>(page: Page, name: string, data: unknown): Promise<T> {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const response = await page.request.post(`/api/functions/${name}`, { data: { data }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `${name} answered ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

export interface OfflineWorkshop {
  email: string;
  /** The account's id: the device's store names its records by it. */
  account: string;
  repairId: string;
  /** The repair's customer, as the board and its page name it. */
  customer: string;
}

/** The app in `language`, switched from the header as a user does (docs/product.md §18.1). */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  if (language === 'es') return;
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'PT', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
}

/**
 * A new workshop (openWorkshop) whose catalogue has PACK, and a repair for `customer` with it, its technical notes
 * written; on the board in `language` once the device knows the account.
 */
export async function openWorkshopWithRepair(page: Page, name: string, customer: string, language: Language): Promise<OfflineWorkshop> {
  const email = await openWorkshop(page, name, 'offline');
  const pack = await callAs<{ service: { id: string } }>(page, 'servicesCreate', {
    kind: 'packs',
    service: { title: PACK.title, price: 4500, checklist: PACK.checklist },
  });
  const repair = await callAs<{ id: string }>(page, 'repairsCreate', {
    customer: { name: customer },
    bike: { manufacturer: 'Orbea', model: 'Orca' },
    services: { packs: [{ id: pack.service.id }] },
    technicalNotes: 'Revisar el cambio trasero',
  });
  await page.reload();
  await switchLanguage(page, language);
  await expect(page.getByRole('region', { name: TEXTS[language].board }).getByRole('link', { name: customer })).toBeVisible();
  const account = await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('rueda.device.account') ?? 'null')?.user?.id as string | undefined))
    .toBeTruthy()
    .then(() => page.evaluate(() => JSON.parse(localStorage.getItem('rueda.device.account')!).user.id as string));
  return { email, account, repairId: repair.id, customer };
}

/** Once the app has registered its service worker (after its first paint), the page is served by it after a reload. */
export async function startFromTheWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated')
      await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export interface DeviceStore {
  /** Every kept answer: its account, its group (lib/kept-queries.ts) and when the server gave it. */
  queries: { account: string; group: string; savedAt: number }[];
  /** Every queued change: its account, its function and its state. */
  outbox: { account: string; fn: string; state: string; changeId: string }[];
}

/** What the device's IndexedDB holds, read as it is; empty when the app never made it (the page does not make it). */
export function deviceStore(page: Page): Promise<DeviceStore> {
  return page.evaluate(
    () =>
      new Promise<DeviceStore>((resolve, reject) => {
        const empty = { queries: [], outbox: [] };
        const request = indexedDB.open('rueda-device');
        // Not there: it is not made here, which would leave the app a database without its stores.
        request.onupgradeneeded = () => request.transaction!.abort();
        request.onerror = () => (request.error?.name === 'AbortError' ? resolve(empty) : reject(request.error));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['queries', 'outbox']);
          const queries = tx.objectStore('queries').getAll();
          const outbox = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({
              queries: (queries.result as { account: string; sort: { group: string }; savedAt: number }[]).map((kept) => ({
                account: kept.account,
                group: kept.sort.group,
                savedAt: kept.savedAt,
              })),
              outbox: (outbox.result as { account: string; call: { fn: string }; state: string; changeId: string }[]).map((change) => ({
                account: change.account,
                fn: change.call.fn,
                state: change.state,
                changeId: change.changeId,
              })),
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** The groups of the answers the device keeps for `account`. */
export async function keptGroups(page: Page, account: string): Promise<string[]> {
  return (await deviceStore(page)).queries.filter((kept) => kept.account === account).map((kept) => kept.group);
}

/**
 * Someone else of the workshop, in a browser of their own at a tablet's size: registered through the call the form makes,
 * given `role` as joining through an invitation does (support/database.ts), and on the board in `language`.
 */
export async function memberOf(browser: Browser, ownerEmail: string, role: WorkshopRole, language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: TABLET });
  const page = await context.newPage();
  await acceptCookies(page);
  const email = uniqueEmail(role);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Luis Gómez' },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  await addToWorkshop(email, ownerEmail, role);
  await page.goto('/repairs');
  await switchLanguage(page, language);
  await expect(page.getByRole('region', { name: TEXTS[language].board })).toBeVisible();
  return page;
}
