// docs/product.md §12.3 on the web: a bike's photo shown, set from the camera input and removed after confirming.
import type { TPhoto } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authServer } from '@/testing/auth-server';
import { renderComponent } from '@/testing/render';
import { BikePhoto } from './bike-photo';

const PHOTO: TPhoto = {
  id: 'p-bike',
  repairId: null,
  bikeId: 'b-1',
  takenBy: { userId: 'user-1', name: 'Ana' },
  created: '2026-11-20T09:30:00.000Z',
  width: 1600,
  height: 1200,
  contentType: 'image/jpeg',
  size: 1000,
};

function server(initial: TPhoto | null) {
  const state = { photo: initial };
  return authServer({
    isSignedIn: true,
    handlers: { 'GET /api/photos/p-bike/large': () => new Response(new Blob([new Uint8Array([1])], { type: 'image/jpeg' })) },
    functions: {
      bikePhotoGet: () => state.photo,
      bikePhotoSet: () => (state.photo = PHOTO),
      bikePhotoDelete: () => {
        state.photo = null;
        return { deleted: true };
      },
    },
  });
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:bike');
});
afterEach(() => vi.restoreAllMocks());

describe('a bike’s photo', () => {
  it('sets a photo taken with the camera input, then removes it after confirming', async () => {
    const fake = server(null);
    const { user } = renderComponent(<BikePhoto bike={{ id: 'b-1' }} />, { providers: 'app' });
    expect(await screen.findByText('Sin foto')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Añadir foto'), new File([new Uint8Array([0x89, 0x50])], 'bici.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Foto de la bici' })).toHaveAttribute('src', 'blob:bike');
    expect(fake.inputsTo('bikePhotoSet')).toEqual([{ bikeId: 'b-1', image: 'iVA=' }]);

    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(fake.inputsTo('bikePhotoDelete')).toEqual([{ bikeId: 'b-1' }]));
    expect(await screen.findByText('Sin foto')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const fake = server(null);
    const { user } = renderComponent(<BikePhoto bike={{ id: 'b-1' }} />, { providers: 'app' });
    await screen.findByText('Sin foto');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Añadir foto'), big);
    expect(await screen.findByText('La foto ocupa más de 5 MB.')).toBeInTheDocument();
    expect(fake.inputsTo('bikePhotoSet')).toEqual([]);
  });
});
