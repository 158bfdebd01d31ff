// docs/product.md §30.5: the header's indicator says, in a word and a count, whether the device is connected, what
// waits, what is being sent, and what needs the user; a change waiting for a decision says so before anything else.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markOffline, markOnline } from '@/lib/connection';
import { setLanguage } from '@/lib/i18n';
import { publishOutboxSummary, resetOutboxSummary, type OutboxSummary } from '@/lib/outbox/outbox-summary';
import { renderComponent } from '@/testing/render';
import { OutboxIndicator } from './outbox-indicator';

const summary = (counts: Partial<OutboxSummary>): OutboxSummary => ({
  waiting: 0,
  needsDecision: 0,
  failed: 0,
  isSending: false,
  ...counts,
});

/** The indicator's button, by the name it has now. */
const indicator = (name: string) => screen.findByRole('button', { name });

afterEach(() => resetOutboxSummary());

describe('the outbox indicator', () => {
  it('says connected with nothing waiting, and without a connection once it is gone', async () => {
    renderComponent(<OutboxIndicator account="ana" />);
    expect(await indicator('Conectado')).toHaveAttribute('aria-haspopup', 'dialog');
    act(() => markOffline());
    expect(await indicator('Sin conexión')).toBeVisible();
    act(() => markOnline());
    expect(await indicator('Conectado')).toBeVisible();
  });

  it('counts the changes waiting, offline or online, with the count on its badge', async () => {
    markOffline();
    renderComponent(<OutboxIndicator account="ana" />);
    act(() => publishOutboxSummary(summary({ waiting: 1 })));
    expect(await indicator('1 cambio por enviar')).toBeVisible();
    act(() => publishOutboxSummary(summary({ waiting: 3 })));
    expect(await indicator('3 cambios por enviar')).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
    act(() => markOnline());
    expect(await indicator('3 cambios por enviar')).toBeVisible();
  });

  it('says it is sending while a change is sent', async () => {
    renderComponent(<OutboxIndicator account="ana" />);
    act(() => publishOutboxSummary(summary({ waiting: 2, isSending: true })));
    expect(await indicator('Enviando cambios…')).toBeVisible();
  });

  it('puts a change that needs a decision before anything else, then one that failed', async () => {
    renderComponent(<OutboxIndicator account="ana" />);
    act(() => publishOutboxSummary(summary({ waiting: 4, needsDecision: 1, failed: 2, isSending: true })));
    expect(await indicator('1 cambio necesita tu decisión')).toBeVisible();
    expect(screen.getByText('1')).toBeVisible();
    act(() => publishOutboxSummary(summary({ waiting: 4, needsDecision: 2 })));
    expect(await indicator('2 cambios necesitan tu decisión')).toBeVisible();
    act(() => publishOutboxSummary(summary({ waiting: 4, failed: 2, isSending: true })));
    expect(await indicator('2 cambios no se han podido aplicar')).toBeVisible();
    act(() => publishOutboxSummary(summary({ failed: 1 })));
    expect(await indicator('1 cambio no se ha podido aplicar')).toBeVisible();
  });

  it('says each state in Portuguese', async () => {
    await setLanguage('pt');
    renderComponent(<OutboxIndicator account="ana" />);
    expect(await indicator('Ligado')).toBeVisible();
    act(() => markOffline());
    expect(await indicator('Sem ligação')).toBeVisible();
    act(() => publishOutboxSummary(summary({ waiting: 1 })));
    expect(await indicator('1 alteração por enviar')).toBeVisible();
    act(() => publishOutboxSummary(summary({ waiting: 2 })));
    expect(await indicator('2 alterações por enviar')).toBeVisible();
    act(() => publishOutboxSummary(summary({ waiting: 2, isSending: true })));
    expect(await indicator('A enviar alterações…')).toBeVisible();
    act(() => publishOutboxSummary(summary({ failed: 3 })));
    expect(await indicator('3 alterações não puderam ser aplicadas')).toBeVisible();
    act(() => publishOutboxSummary(summary({ failed: 3, needsDecision: 1 })));
    expect(await indicator('1 alteração precisa da sua decisão')).toBeVisible();
  });

  it('opens the list of changes from the keyboard, and closes it', async () => {
    const { user } = renderComponent(<OutboxIndicator account="ana" />);
    const button = await indicator('Conectado');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cambios en este dispositivo' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No hay cambios por enviar')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
