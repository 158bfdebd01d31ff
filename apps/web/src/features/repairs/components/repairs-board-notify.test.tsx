// docs/product.md §20.3 on the repairs board: a card's "Notificar" opens the Notify dialog with the repair's message,
// and a status change made on the board to a status the messaging settings propose opens it once saved.
import { DEFAULT_MESSAGING_SETTINGS, type TMessagePrepared, type TMessagingSettings, type TRepairSummary } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import type { FunctionHandlers } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { repair, summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const rosa = summary({ status: 'paused', customer: { id: 'c1', name: 'Rosa', surname: 'Vidal', phone: '612 345 678' } });
const tiago = summary({ status: 'inProgress', customer: { id: 'c2', name: 'Tiago', surname: 'Costa', phone: '912 345 678' } });

/** What repairMessagePrepare answers: the message of the key asked for (the repair status's without one). */
function preparedOf(templateKey: TMessagePrepared['templateKey'] = 'status.finished'): TMessagePrepared {
  return {
    templateKey,
    language: 'es',
    customerName: 'Rosa Vidal',
    phone: '612 345 678',
    to: '+34612345678',
    phoneProblem: null,
    body: `Hola Rosa (${templateKey})`,
    waMeUrl: null,
    hasConsent: true,
    isCloudAvailable: false,
    cloudUnavailableReason: 'not-configured',
  };
}

const FINISHED_PROPOSED: TMessagingSettings = { ...DEFAULT_MESSAGING_SETTINGS, proposeOnStatus: ['finished'] };

function boardServer({ summaries = [rosa, tiago], functions = {} }: { summaries?: TRepairSummary[]; functions?: FunctionHandlers } = {}) {
  return repairsServer({
    summaries,
    functions: {
      messagingSettingsGet: () => ({ settings: FINISHED_PROPOSED, isCloudConfigured: false }),
      repairMessagePrepare: ({ templateKey }) => preparedOf(templateKey),
      repairsUpdateStatus: ({ id }) => repair({ id }),
      ...functions,
    },
  });
}

function cardOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest<HTMLElement>('[data-repair-card]')!;
}

const handleOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^Mover la reparación de ${name}`) });

describe('Notificar on a board card', () => {
  it('opens the Notify dialog with the repair’s message, and a press on it that moves does not drag the card', async () => {
    const server = boardServer();
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });
    const notify = within(cardOf('Rosa Vidal')).getByRole('button', { name: 'Notificar a Rosa Vidal por WhatsApp' });
    expect(notify).toHaveAttribute('title', 'Notificar a Rosa Vidal por WhatsApp');

    // Pressed and moved further than a drag needs, then let go: no card is carried, and the press clicks the button.
    const isCarried = () => document.querySelector('[data-dragging]') !== null;
    const pressAndMove = (target: Element) =>
      user.pointer([{ keys: '[MouseLeft>]', target, coords: { clientX: 10, clientY: 10 } }, { coords: { clientX: 60, clientY: 40 } }]);
    await pressAndMove(notify);
    expect(isCarried()).toBe(false);
    await user.pointer({ keys: '[/MouseLeft]' });
    const dialog = await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' });
    expect(await within(dialog).findByRole('textbox', { name: 'Texto' })).toHaveValue('Hola Rosa (status.finished)');
    expect(within(dialog).getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/34612345678?text=${encodeURIComponent('Hola Rosa (status.finished)')}`,
    );
    expect(server.inputsTo('repairMessagePrepare')).toEqual([{ repairId: rosa.id }]);
    // A card's own button needs no settings: they are read for a status change only.
    expect(server.inputsTo('messagingSettingsGet')).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The same press on the card's name carries it (put back with Escape, let go over the column's title).
    await pressAndMove(screen.getByRole('link', { name: 'Rosa Vidal' }));
    await waitFor(() => expect(isCarried()).toBe(true));
    await user.keyboard('{Escape}');
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('heading', { name: 'En pausa' }) });
    await waitFor(() => expect(isCarried()).toBe(false));
    expect(server.inputsTo('repairsUpdateStatus')).toEqual([]);
    expect(server.inputsTo('repairMessagePrepare')).toHaveLength(1);
  }, 20_000);

  it('is reached with Tab after the card’s name and opens with Enter, for the card’s own repair', async () => {
    const server = boardServer();
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Tiago Costa' });
    within(cardOf('Tiago Costa')).getByRole('link', { name: 'Tiago Costa' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(
      within(cardOf('Tiago Costa')).getByRole('button', { name: 'Notificar a Tiago Costa por WhatsApp' }),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' });
    await within(dialog).findByRole('textbox', { name: 'Texto' });
    expect(server.inputsTo('repairMessagePrepare')).toEqual([{ repairId: tiago.id }]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    boardServer();
    renderApp('/repairs');
    expect(await screen.findByRole('button', { name: 'Notificar Rosa Vidal por WhatsApp' })).toHaveAttribute(
      'title',
      'Notificar Rosa Vidal por WhatsApp',
    );
  });
});

describe('a status change made on the board', () => {
  it('to a status the settings propose opens the Notify dialog with its message once the move has saved', async () => {
    let save: () => void = () => {};
    const server = boardServer({
      functions: {
        repairsUpdateStatus: ({ id }) => new Promise((resolve) => (save = () => resolve(repair({ id })))),
      },
    });
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowRight}{Enter}');
    await waitFor(() =>
      expect(server.inputsTo('repairsUpdateStatus')).toEqual([{ id: rosa.id, status: 'finished', changeId: expect.any(String) }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    save();
    const dialog = await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' });
    expect(await within(dialog).findByRole('combobox', { name: 'Mensaje' })).toHaveValue('Lista para recoger');
    expect(within(dialog).getByRole('textbox', { name: 'Texto' })).toHaveValue('Hola Rosa (status.finished)');
    expect(server.inputsTo('repairMessagePrepare')).toEqual([{ repairId: rosa.id, templateKey: 'status.finished' }]);
  });

  it('to a status the settings do not propose opens nothing', async () => {
    const server = boardServer();
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Tiago Costa' });
    handleOf('Tiago Costa').focus();
    await user.keyboard(' {ArrowRight}{Enter}');
    await waitFor(() =>
      expect(server.inputsTo('repairsUpdateStatus')).toEqual([{ id: tiago.id, status: 'paused', changeId: expect.any(String) }]),
    );
    await waitFor(() => expect(server.inputsTo('messagingSettingsGet')).toHaveLength(1));

    // Then one the settings propose: its dialog is the only one asked for.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Rosa Vidal' })).toBeInTheDocument());
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowRight}{Enter}');
    await screen.findByRole('dialog', { name: 'Notificar por WhatsApp' });
    await waitFor(() => expect(server.inputsTo('repairMessagePrepare')).toEqual([{ repairId: rosa.id, templateKey: 'status.finished' }]));
    expect(server.inputsTo('messagingSettingsGet')).toHaveLength(1);
  });
});
