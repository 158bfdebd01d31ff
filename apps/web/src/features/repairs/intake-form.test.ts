import { FunctionError } from '@rueda/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { INITIAL_INTAKE_VALUES, intakeFieldOf, serverFieldErrors, toCreateInput, validateIntake } from './intake-form';

describe('the fast intake’s rules', () => {
  afterEach(() => i18n.changeLanguage('es'));

  it('needs a new customer’s name or phone, said in Spanish or Portuguese', async () => {
    expect(validateIntake(INITIAL_INTAKE_VALUES)).toEqual({ name: 'Indica el nombre o el teléfono del cliente' });
    await i18n.changeLanguage('pt');
    expect(validateIntake(INITIAL_INTAKE_VALUES)).toEqual({ name: 'Indique o nome ou o telefone do cliente' });
  });

  it('takes a phone alone, and checks what it holds', () => {
    expect(validateIntake({ ...INITIAL_INTAKE_VALUES, phone: '+34 600 11 22 33' })).toEqual({});
    expect(validateIntake({ ...INITIAL_INTAKE_VALUES, name: 'Ana', phone: 'llamar' }).phone).toMatch(/Introduce un teléfono válido/);
    expect(validateIntake({ ...INITIAL_INTAKE_VALUES, name: 'Ana', phone: '600 12' }).phone).toMatch(/de 6 a 15 cifras/);
  });

  it('sends an existing customer and bike by id, and services by kind', () => {
    const input = toCreateInput({
      ...INITIAL_INTAKE_VALUES,
      customerId: 'c1',
      name: 'ignored',
      bike: 'b1',
      services: ['packs:p1', 'stockItems:s:1'],
      mechanics: ['m1'],
      technicalNotes: '  notas ',
    });
    expect(input).toEqual({
      customer: { id: 'c1' },
      bike: { id: 'b1' },
      services: { packs: [{ id: 'p1', quantity: 1 }], maintenances: [], stockItems: [{ id: 's:1', quantity: 1 }], suspensions: [] },
      mechanics: ['m1'],
      technicalNotes: 'notas',
    });
  });

  it('puts the server’s field errors on the intake’s fields', () => {
    expect(intakeFieldOf('customer.phone')).toBe('phone');
    expect(intakeFieldOf('bike.model')).toBe('model');
    expect(intakeFieldOf('services.packs.2.id')).toBe('services');
    expect(intakeFieldOf('mechanics.0')).toBe('mechanics');
    const error = new FunctionError('invalid-argument', 'Invalid data: mechanics.0.', { fields: [{ field: 'mechanics.0', message: 'x' }] });
    expect(serverFieldErrors(error)).toEqual({ mechanics: 'Uno de los mecánicos ya no pertenece al taller' });
    const gone = new FunctionError('not-found', 'This customer does not exist.', { fields: [{ field: 'customer.id', message: 'x' }] });
    expect(serverFieldErrors(gone)).toEqual({ name: 'Ya no existe; elige otro' });
  });
});
