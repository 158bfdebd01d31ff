// docs/decisions/058: the staff's repair page of an online booking says what was typed and whose phone or email it
// is, and links the repair to that customer in one click; in Spanish and in Portuguese.
import type { TRepair, TRepairBookingContactOutput } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const BOOKED = repair({
  id: 'r-9',
  customer: { id: null, name: 'Lu', surname: '', phone: '611 402 918' },
  form: {
    services: { packs: [], maintenances: [], stockItems: [] },
    suspensions: [],
    additionalData: { onlineBooking: true },
  },
});

const CONTACT: TRepairBookingContactOutput = {
  contact: {
    name: 'Lu',
    surname: '',
    phone: '611 402 918',
    email: '',
    language: 'es',
    bike: { manufacturer: 'Orbea', model: 'Vector 20', type: 'urban' },
    whatsappConsentAt: '2026-06-01T09:00:00.000Z',
    emailConsentAt: null,
  },
  suggestion: { customerId: 'c-lucia', shortName: 'Lucía H.', matchedBy: 'phone' },
};

function linked(from: TRepair): TRepair {
  return {
    ...from,
    lastUpdate: '2026-06-01T09:30:00.000Z',
    customer: { ...from.customer, id: 'c-lucia', name: 'Lucía', surname: 'Herrera' },
  };
}

describe('an online booking on the repair page', () => {
  it('suggests the customer whose phone it is, and links the repair to them', async () => {
    const server = repairsServer({
      repairs: [BOOKED],
      functions: { repairBookingContact: () => CONTACT, repairsLinkCustomer: () => linked(BOOKED) },
    });
    const { user } = renderApp('/repairs/r-9');
    const notice = await screen.findByRole('region', { name: 'Reserva en línea' });
    expect(await within(notice).findByText('Este teléfono es de Lucía H.')).toBeInTheDocument();
    expect(within(notice).getByText('Escrito al reservar: Lu · 611 402 918')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Vincular a Lucía H.' }));
    expect(await screen.findByText('Reparación vinculada a Lucía H.')).toBeInTheDocument();
    expect(server.inputsTo('repairsLinkCustomer')).toEqual([{ id: 'r-9', customerId: 'c-lucia', expectedLastUpdate: BOOKED.lastUpdate }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía'));
  });

  it('reads in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    repairsServer({
      repairs: [BOOKED],
      functions: { repairBookingContact: () => ({ ...CONTACT, suggestion: { ...CONTACT.suggestion!, matchedBy: 'email' } }) },
    });
    renderApp('/repairs/r-9');
    const notice = await screen.findByRole('region', { name: 'Marcação online' });
    expect(await within(notice).findByText('Este e-mail é de Lucía H.')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Associar a Lucía H.' })).toBeInTheDocument();
  });

  it('is not asked for a repair the staff took in', async () => {
    const server = repairsServer({ repairs: [repair({ id: 'r-1' })], functions: { repairBookingContact: () => CONTACT } });
    renderApp('/repairs/r-1');
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
    expect(server.inputsTo('repairBookingContact')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Reserva en línea' })).not.toBeInTheDocument();
  });
});
