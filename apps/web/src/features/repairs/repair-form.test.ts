import { describe, expect, it } from 'vitest';
import { changesOf, effectiveEdits, fieldsOf, knownBikeType, validateChanges } from './repair-form';
import { repair } from '@/testing/repairs/factories';

describe('the repair page’s edits', () => {
  const saved = repair();

  it('read the repair, with the default bike names shown as empty fields', () => {
    const fields = fieldsOf(repair({ bike: {} }));
    expect(fields.bike.manufacturer).toBe('');
    expect(fields.bike.model).toBe('');
    expect(fieldsOf(saved).services).toEqual([
      { kind: 'packs', id: 'pack-basica', title: 'Puesta a punto básica', quantity: 1, price: 3500, lineId: 'packs:pack-basica' },
    ]);
  });

  it('send only what changed', () => {
    const edits = effectiveEdits(saved, { technicalNotes: 'Nuevo', priority: saved.priority });
    expect(edits).toEqual({ technicalNotes: 'Nuevo' });
    expect(changesOf(saved, edits, true)).toEqual({ technicalNotes: 'Nuevo' });
  });

  it('send prices only for roles that may set them', () => {
    const services = [{ kind: 'packs' as const, id: 'pack-basica', title: 'Puesta a punto básica', quantity: 2, price: 3000 }];
    expect(changesOf(saved, { services }, true).services).toEqual({
      packs: [{ id: 'pack-basica', quantity: 2, price: 3000 }],
      maintenances: [],
      stockItems: [],
      suspensions: [],
    });
    expect(changesOf(saved, { services }, false).services).toEqual({
      packs: [{ id: 'pack-basica', quantity: 2 }],
      maintenances: [],
      stockItems: [],
      suspensions: [],
    });
  });

  it('keep the customer’s id and read older bike types', () => {
    const changes = changesOf(
      saved,
      { customer: { ...fieldsOf(saved).customer, name: 'Ana María' }, bike: { ...fieldsOf(saved).bike, type: 'mtb' } },
      false,
    );
    expect(changes.customer).toMatchObject({ id: 'c-1', name: 'Ana María' });
    expect(changes.bike).toMatchObject({ id: null, type: 'mountain' });
    expect(knownBikeType('tandem')).toBe('other');
  });

  it('are checked before they are sent, in the user’s language', () => {
    const input = {
      id: saved.id,
      expectedLastUpdate: saved.lastUpdate,
      changes: changesOf(saved, { customer: { ...fieldsOf(saved).customer, email: 'no-es-un-correo' } }, false),
    };
    expect(validateChanges(input)).toEqual({ 'customer.email': 'Introduce un correo electrónico válido' });
  });
});
