import { convertRepair } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { repairsServer } from '@/testing/repairs/server';

const STORED = {
  id: 'legacy-1',
  createdAt: { _seconds: 1741078800, _nanoseconds: 0 },
  status: 'started',
  customer: { name: 'Rosa', surname: 'Vidal', phone: '612 345 678' },
  bike: { brand: 'Orbea', model: 'Alma', type: 'mtb' },
};

describe('the legacy repair page', () => {
  it('shows the stored document beside its converted form, with a link to the repair', async () => {
    const converted = convertRepair(STORED, { now: new Date('2026-06-01T00:00:00.000Z'), id: 'legacy-1' });
    const server = repairsServer({ functions: { repairsGet: () => ({ repair: converted, storedVersion: 1, stored: STORED }) } });
    renderApp('/legacy-repairs/legacy-1');
    expect(await screen.findByRole('heading', { name: 'Reparación anterior', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('stored-document')).toHaveTextContent('"status": "started"');
    expect(screen.getByText('Versión 1')).toBeInTheDocument();
    const convertedSection = screen.getByRole('region', { name: 'Versión convertida' });
    expect(within(convertedSection).getByText('Rosa Vidal')).toBeInTheDocument();
    expect(within(convertedSection).getByText('En curso')).toBeInTheDocument();
    expect(within(convertedSection).getByRole('link', { name: 'Abrir la reparación' })).toHaveAttribute('href', '/repairs/legacy-1');
    expect(server.inputsTo('repairsGet')[0]).toEqual({ id: 'legacy-1', withStored: true });
  });
});
