// docs/product.md §29: a document emailed to its customer from a button and its small dialog: the repair's customer's
// address prefilled, the workshop's language chosen, "Enviada a …" once sent; a malformed address said before anything
// is sent, the server's refusals said in the reader's language (a missing address under its field), in Spanish and in
// Portuguese.
import type { FunctionInput, TSalesDocument } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderComponent } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { documentOf, lineOf, SETTINGS_PT } from '@/testing/sales/factories';
import { salesServer } from '@/testing/sales/server';
import { EmailDocumentButton } from './email-document-button';

const REPAIR_DOCUMENT = documentOf([lineOf({ description: 'Revisión', priceCents: 4500 })], { repairId: 'r-1' });
const COUNTER_DOCUMENT = documentOf([lineOf({ description: 'Cámara', priceCents: 650 })], { number: 2 });
const PT_DOCUMENT: TSalesDocument = {
  ...COUNTER_DOCUMENT,
  id: 'doc-pt',
  issuer: { ...COUNTER_DOCUMENT.issuer, country: SETTINGS_PT.country },
};
const CUSTOMER = repair({
  id: 'r-1',
  customer: { id: 'c-1', name: 'Marta', surname: 'Iglesias', phone: '600 111 222', email: 'marta@example.com' },
});

type Answer = (input: FunctionInput<'salesInvoicesEmail'>) => ReturnType<typeof failure> | { to: string; sentAt: string; fileName: string };

function serverAnswering(
  answer: Answer = (input) => ({ to: input.email ?? 'marta@example.com', sentAt: '2026-11-23T10:00:00.000Z', fileName: 'Factura.pdf' }),
) {
  return salesServer({ repairs: [CUSTOMER], functions: { salesInvoicesEmail: answer } });
}

async function openDialog(document: TSalesDocument, buttonName: string, titleName: string) {
  const view = renderComponent(<EmailDocumentButton document={document} />, { providers: 'app' });
  await view.user.click(screen.getByRole('button', { name: buttonName }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: titleName }) };
}

describe('emailing a document (docs/product.md §29)', () => {
  it("sends to the repair's customer's address, in the workshop's language, and says to whom", async () => {
    const server = serverAnswering();
    const { user, dialog } = await openDialog(REPAIR_DOCUMENT, 'Enviar por correo', 'Enviar T2026/1 por correo');
    const address = await within(dialog).findByRole('textbox', { name: 'Correo del cliente' });
    expect(address).toHaveValue('marta@example.com');
    expect(within(dialog).getByRole('radio', { name: 'Español' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviada a marta@example.com')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesEmail')).toEqual([{ id: REPAIR_DOCUMENT.id, email: 'marta@example.com', language: 'es' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a malformed address at once and sends nothing; a typed one goes as typed', async () => {
    const server = serverAnswering();
    const { user, dialog } = await openDialog(COUNTER_DOCUMENT, 'Enviar por correo', 'Enviar T2026/2 por correo');
    const address = within(dialog).getByRole('textbox', { name: 'Correo del cliente' });
    expect(address).toHaveValue('');
    await user.type(address, 'marta@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('Este correo no es válido.')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesEmail')).toEqual([]);
    await user.type(address, 'taller.example.com');
    expect(within(dialog).queryByText('Este correo no es válido.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviada a marta@taller.example.com')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesEmail')).toEqual([{ id: COUNTER_DOCUMENT.id, email: 'marta@taller.example.com', language: 'es' }]);
  });

  it("says under the field that the customer has no address, and the server's other refusals above the buttons", async () => {
    let refusal = failure('invalid-argument', {
      details: { fields: [{ field: 'email', message: 'The customer has no email address; type one.' }] },
    });
    serverAnswering(() => refusal);
    const { user, dialog } = await openDialog(COUNTER_DOCUMENT, 'Enviar por correo', 'Enviar T2026/2 por correo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('El cliente no tiene correo: escribe uno.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Correo del cliente' })).toHaveAccessibleDescription(
      'El cliente no tiene correo: escribe uno.',
    );
    refusal = failure('resource-exhausted');
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo del cliente' }), 'marta@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Se han enviado demasiados correos en la última hora. Prueba de nuevo más tarde.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("speaks Portuguese: a Portuguese workshop's mail in Portuguese by default, Spanish when chosen", async () => {
    await i18n.changeLanguage('pt');
    const server = serverAnswering();
    const { user, dialog } = await openDialog(PT_DOCUMENT, 'Enviar por e-mail', 'Enviar T2026/2 por e-mail');
    expect(within(dialog).getByRole('radio', { name: 'Português' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail do cliente' }), 'x@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(within(dialog).getByText('Este e-mail não é válido.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail do cliente' }), 'exemplo.pt');
    await user.click(within(dialog).getByRole('radio', { name: 'Espanhol' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviada para x@exemplo.pt')).toBeInTheDocument();
    expect(server.inputsTo('salesInvoicesEmail')).toEqual([{ id: 'doc-pt', email: 'x@exemplo.pt', language: 'es' }]);
  });

  it('says in Portuguese that the document no longer exists', async () => {
    await i18n.changeLanguage('pt');
    serverAnswering(() => failure('not-found'));
    const { user, dialog } = await openDialog(PT_DOCUMENT, 'Enviar por e-mail', 'Enviar T2026/2 por e-mail');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail do cliente' }), 'x@exemplo.pt');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta fatura já não existe.');
  });
});
