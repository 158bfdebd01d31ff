// A workshop's catalogue for the services screen's tests: every kind, maintenances in groups and one
// with a price range, one archived, and stock under its minimum and below zero.
import { catalogueOf } from '@/testing/catalogue-server';

export const CATALOGUE = catalogueOf({
  packs: [
    { id: 'p-completa', title: 'Puesta a punto completa', price: 8900, position: 1, estimatedMinutes: 120 },
    {
      id: 'p-basica',
      title: 'Puesta a punto básica',
      subtitle: 'Ajustes y engrase',
      price: 3500,
      position: 0,
      allowedDisciplines: ['road'],
      bonusMaintenances: ['m-cadena'],
    },
  ],
  maintenances: [
    { id: 'm-purgado', title: 'Purgado de frenos', group: 'Frenos', price: 2400, position: 0, description: 'Hidráulicos' },
    { id: 'm-pastillas', title: 'Cambio de pastillas', group: 'Frenos', price: 1500, position: 1 },
    { id: 'm-cadena', title: 'Cambio de cadena', group: 'Transmisión', price: 1200, position: 2 },
    { id: 'm-rueda', title: 'Centrado de rueda', group: '', price: 2000, price_from: 2500, price_to: 6000, position: 3 },
    { id: 'm-engrase', title: 'Engrase antiguo', group: 'Transmisión', price: 900, position: 4, archived: true },
  ],
  suspensions: [{ id: 's-horquilla', title: 'Mantenimiento de horquilla', price: 6000 }],
  stockItems: [
    { id: 'st-camara', title: 'Cámara 29"', reference: 'CAM-29', price: 800, cost: 350, quantity: 2, minQuantity: 5, position: 0 },
    { id: 'st-cubierta', title: 'Cubierta gravel', reference: 'CUB-40', price: 4200, cost: 2500, quantity: -1, position: 1 },
    {
      id: 'st-pastillas',
      title: 'Pastillas orgánicas',
      reference: '8412345678905',
      price: 1200,
      cost: 500,
      quantity: 10,
      minQuantity: 2,
      position: 2,
    },
  ],
});
