// docs/product.md §12.3 on the web: the repair's photos as thumbnails fetched with the ID token, one opened
// large and deleted after a confirmation, more added from the camera input.
import type { TPhoto } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markOffline } from '@/lib/connection';
import { setLanguage } from '@/lib/i18n';
import { setPendingChanges } from '@/lib/outbox/pending-changes';
import { authServer } from '@/testing/auth-server';
import { photo } from '@/testing/photos/factories';
import { renderComponent } from '@/testing/render';
import { RepairPhotos } from './repair-photos';

const PHOTO = photo();

function server(photos: TPhoto[]) {
  const state = { photos: [...photos] };
  const image = () => new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
  const fake = authServer({
    isSignedIn: true,
    handlers: { 'GET /api/photos/p-1/thumb': image, 'GET /api/photos/p-1/large': image },
    functions: {
      repairPhotosList: () => state.photos,
      repairPhotosAdd: ({ repairId }) => {
        const added = { ...PHOTO, id: `p-${state.photos.length + 2}`, repairId };
        state.photos.push(added);
        return added;
      },
      repairPhotosDelete: ({ id }) => {
        state.photos = state.photos.filter((photo) => photo.id !== id);
        return { deleted: true };
      },
    },
  });
  return { ...fake, state };
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:photo');
});
afterEach(() => vi.restoreAllMocks());

describe('the repair’s photos', () => {
  it('says there are none yet', async () => {
    server([]);
    renderComponent(<RepairPhotos repairId="r-1" />, { providers: 'app' });
    expect(await screen.findByText('Aún no hay fotos. Añade fotos del estado de la bici.')).toBeInTheDocument();
  });

  it('shows thumbnails with who took them, fetched with the ID token, and deletes one after confirming', async () => {
    const fake = server([PHOTO]);
    const { user } = renderComponent(<RepairPhotos repairId="r-1" />, { providers: 'app' });
    const open = await screen.findByRole('button', { name: /^Ver la foto de Ana/ });
    await waitFor(() => expect(fake.requestsTo('GET /api/photos/p-1/thumb')).toHaveLength(1));
    expect(fake.requestsTo('GET /api/photos/p-1/thumb')[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    await user.click(open);
    const viewer = await screen.findByRole('dialog');
    await waitFor(() => expect(fake.requestsTo('GET /api/photos/p-1/large')).toHaveLength(1));
    await user.click(within(viewer).getByRole('button', { name: 'Borrar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Borrar esta foto?' });
    await user.click(within(confirm).getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText('Foto borrada')).toBeInTheDocument();
    expect(fake.inputsTo('repairPhotosDelete')).toEqual([{ id: 'p-1' }]);
    expect(await screen.findByText('Aún no hay fotos. Añade fotos del estado de la bici.')).toBeInTheDocument();
  });

  it('uploads the photos taken with the camera input, as base64', async () => {
    const fake = server([]);
    const { user } = renderComponent(<RepairPhotos repairId="r-1" />, { providers: 'app' });
    const input = await screen.findByLabelText<HTMLInputElement>('Añadir fotos');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bici.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(fake.inputsTo('repairPhotosAdd')).toEqual([{ repairId: 'r-1', image: '/9j/4A==', changeId: expect.any(String) }]),
    );
    expect(await screen.findByRole('button', { name: /^Ver la foto de Ana/ })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Añadir fotos', /^Foto guardada en este dispositivo el /, 'En este dispositivo: se subirá cuando vuelva la conexión'],
    [
      'pt',
      'Adicionar fotografias',
      /^Fotografia guardada neste dispositivo em /,
      'Neste dispositivo: será enviada quando a ligação voltar',
    ],
  ] as const)('%s: draws a photo added without a connection from the device, until it is sent', async (language, add, alt, caption) => {
    await setLanguage(language);
    const fake = server([]);
    const { user } = renderComponent(<RepairPhotos repairId="r-1" />, { providers: 'app' });
    const input = await screen.findByLabelText<HTMLInputElement>(add);
    markOffline();
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bici.jpg', { type: 'image/jpeg' }));
    const kept = await screen.findByRole('img', { name: alt });
    expect(kept).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/4A==');
    expect(screen.getByText(caption)).toBeVisible();
    expect(fake.inputsTo('repairPhotosAdd')).toEqual([]);
    // The queue sent and the change applied, the tile goes: the repair's own photo takes its place.
    setPendingChanges([]);
    await waitFor(() => expect(screen.queryByRole('img', { name: alt })).not.toBeInTheDocument());
  });
});
