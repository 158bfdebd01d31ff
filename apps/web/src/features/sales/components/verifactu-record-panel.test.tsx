// docs/verifactu.md §9: a document's VERI*FACTU record on its page: a refused record with the AEAT's code and words and
// when it answered, its huella and folded XML, and "Reenviar" after a confirmation; an accepted one with nothing to do;
// a cancelled document's anulación; a mechanic without the button; the refusals notice with its count; in Spanish and
// in Portuguese.
import type { TSalesDocumentView } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderComponent } from '@/testing/render';
import { documentOf, lineOf } from '@/testing/sales/factories';
import { MANAGER, MECHANIC, salesServer } from '@/testing/sales/server';
import { VerifactuRecordPanel } from './verifactu-record-panel';
import { VerifactuRefusedNotice } from './verifactu-refused-notice';

const ISSUED = '2026-11-23T11:00:00.000Z';
const HUELLA = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const DESCRIPTION = 'El valor de campo NIF del bloque SistemaInformatico es incorrecto.';
const REFUSED: NonNullable<TSalesDocumentView['verifactu']> = {
  huella: HUELLA,
  xml: '<sum1:RegistroAlta>…<sum1:NIF>B12345678</sum1:NIF>…</sum1:RegistroAlta>',
  qrUrl: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=T2026%2F1&fecha=23-11-2026&importe=12.10',
  sendState: 'refused',
  answer: { code: 1176, description: DESCRIPTION },
  sentAt: '2026-11-23T10:05:00.000Z',
  correction: false,
  annulment: null,
};
const DOCUMENT: TSalesDocumentView = { ...documentOf([lineOf({ description: 'Parche', priceCents: 1210 })]), verifactu: REFUSED };
const CORRECTED: TSalesDocumentView = {
  ...DOCUMENT,
  verifactu: { ...REFUSED, sendState: 'pending', answer: null, sentAt: null, correction: true, huella: 'F'.repeat(64) },
};

/** Says when the session is read, so that what a role does not see is looked for only once the role is known. */
function SessionProbe() {
  return useSession().status === 'signed-in' ? <p>Signed in</p> : null;
}

function render(document: TSalesDocumentView = DOCUMENT) {
  return renderComponent(
    <>
      <SessionProbe />
      <VerifactuRecordPanel document={document} />
    </>,
    { providers: 'app' },
  );
}

describe('the VERI*FACTU record panel (docs/verifactu.md §9)', () => {
  it('says a refusal with the AEAT’s code and words and when it answered, and keeps the XML folded', async () => {
    salesServer();
    const { user } = render();
    expect(await screen.findByText('Rechazado por la AEAT: hay que corregirlo y reenviarlo.')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`Código 1176: ${DESCRIPTION}`);
    expect(alert).toHaveTextContent(/Respuesta de la AEAT: 23\/11\/2026 \d\d:05/);
    expect(alert).toHaveTextContent('haz una factura rectificativa');
    expect(screen.getByText(HUELLA)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    expect(screen.queryByText(/B12345678/)).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ver el XML del registro' }));
    await waitFor(() => expect(screen.getByText(/B12345678/)).toBeVisible());
  });

  it('"Reenviar" asks first, then sends the correction and says it is queued', async () => {
    const server = salesServer({ functions: { salesVerifactuResend: () => CORRECTED } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reenviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar el registro de T2026/1' });
    expect(dialog).toHaveTextContent('La factura no cambia y el registro anterior se conserva.');
    expect(server.inputsTo('salesVerifactuResend')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, reenviar' }));
    expect(await screen.findByText('Registro corregido y en cola para enviarse a la AEAT')).toBeInTheDocument();
    expect(server.inputsTo('salesVerifactuResend')).toEqual([{ id: DOCUMENT.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the record can no longer be sent again, and keeps the dialog open', async () => {
    salesServer({ functions: { salesVerifactuResend: () => failure('failed-precondition', { message: 'accepted' }) } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Reenviar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, reenviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este registro ya no se puede reenviar');
  });

  it('has nothing to do for an accepted record; a cancelled document says its anulación; a mechanic gets no button', async () => {
    salesServer();
    const accepted = { ...DOCUMENT, verifactu: { ...REFUSED, sendState: 'accepted' as const, answer: null } };
    const { unmount } = render(accepted);
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.getByText('Aceptado por la AEAT.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar' })).not.toBeInTheDocument();
    unmount();
    render({
      ...accepted,
      verifactu: {
        ...accepted.verifactu,
        annulment: { at: '2026-11-23T11:00:00.000Z', reason: 'Emitida por error', sendState: 'accepted', answer: null },
      },
    });
    expect(await screen.findByText('Factura anulada')).toBeInTheDocument();
    expect(screen.getByText(/Motivo: Emitida por error/)).toBeInTheDocument();
    expect(screen.getByText('Registro de anulación: Aceptado por la AEAT.')).toBeInTheDocument();
  });

  it('shows a mechanic the record without "Reenviar"', async () => {
    salesServer({ workshop: MECHANIC });
    render();
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.getByText(`Código 1176: ${DESCRIPTION}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar' })).not.toBeInTheDocument();
  });

  it('lets an admin cancel an invoice issued by mistake with its reason, and says why the server refuses', async () => {
    const accepted = { ...DOCUMENT, verifactu: { ...REFUSED, sendState: 'accepted' as const, answer: null } };
    const annulled = {
      ...accepted,
      verifactu: {
        ...accepted.verifactu,
        annulment: { at: ISSUED, reason: 'Emitida por error', sendState: 'pending' as const, answer: null },
      },
    };
    let refuse = true;
    const server = salesServer({
      functions: {
        salesVerifactuCancel: () =>
          refuse ? failure('failed-precondition', { message: 'money', details: { reason: 'money-taken' } }) : annulled,
      },
    });
    const { user } = render(accepted);
    await user.click(await screen.findByRole('button', { name: 'Anular factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular T2026/1' });
    const confirm = within(dialog).getByRole('button', { name: 'Anular la factura' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), ' Emitida por error ');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta factura tiene cobros');
    refuse = false;
    await user.click(confirm);
    expect(await screen.findByText(/Factura anulada: el registro de anulación está en cola/)).toBeInTheDocument();
    expect(server.inputsTo('salesVerifactuCancel')).toEqual([
      { id: DOCUMENT.id, reason: 'Emitida por error' },
      { id: DOCUMENT.id, reason: 'Emitida por error' },
    ]);
  });

  it('offers a manager "Reenviar" but not "Anular factura"', async () => {
    salesServer({ workshop: MANAGER });
    render();
    expect(await screen.findByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular factura' })).not.toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    salesServer();
    render();
    expect(await screen.findByText('Rejeitado pela AEAT: é preciso corrigi-lo e reenviá-lo.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver o XML do registo' })).toBeInTheDocument();
  });
});

describe('the refusals notice (docs/verifactu.md §9)', () => {
  it('counts the documents standing refused and links to them; says nothing when there are none', async () => {
    salesServer({ functions: { salesVerifactuRefusedCount: () => ({ refused: 2 }) } });
    const { unmount } = renderComponent(<VerifactuRefusedNotice />, { providers: 'app' });
    expect(await screen.findByRole('alert')).toHaveTextContent('2 registros de facturación rechazados por la AEAT');
    expect(screen.getByRole('link', { name: 'Revisa las facturas y reenvía los registros corregidos' })).toHaveAttribute(
      'href',
      '/sales?aeat=refused',
    );
    unmount();
    const server = salesServer({ functions: { salesVerifactuRefusedCount: () => ({ refused: 0 }) } });
    renderComponent(<VerifactuRefusedNotice />, { providers: 'app' });
    await waitFor(() => expect(server.inputsTo('salesVerifactuRefusedCount')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
