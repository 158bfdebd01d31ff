import { screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const REPAIR = repair({ id: 'abcdef12-0000-4000-8000-000000000001' });

afterEach(() => vi.unstubAllGlobals());

describe('the bike tag (docs/product.md §12.4)', () => {
  it('shows the repair number, the customer, the bike and a QR code of the repair page’s absolute URL', async () => {
    repairsServer({ repairs: [REPAIR] });
    renderApp(`/repairs/${REPAIR.id}/tag`);
    const printout = await screen.findByTestId('bike-tag-print');
    expect(printout.parentElement).toBe(document.body);
    expect(printout).toHaveTextContent('N.º ABCDEF12');
    expect(printout).toHaveTextContent('Ana López');
    expect(printout).toHaveTextContent('Orbea');
    const svg = within(printout).getByRole('img', { name: 'Código QR de la reparación' }).querySelector('svg');
    expect(svg).not.toBeNull();
    const url = `${window.location.origin}/repairs/${REPAIR.id}`;
    const expected = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    expect(svg!.outerHTML).toBe(new DOMParser().parseFromString(expected, 'image/svg+xml').documentElement.outerHTML);
  });

  it('is one click from the repair page: a tab that opens the print dialog at once', async () => {
    repairsServer({ repairs: [REPAIR] });
    renderApp(`/repairs/${REPAIR.id}`);
    const button = await screen.findByRole('link', { name: 'Imprimir etiqueta' });
    expect(button).toHaveAttribute('href', `/repairs/${REPAIR.id}/tag?print=1`);
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('prints as soon as the QR code is drawn when asked to', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    repairsServer({ repairs: [REPAIR] });
    renderApp(`/repairs/${REPAIR.id}/tag?print=1`);
    await screen.findByTestId('bike-tag-print');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
