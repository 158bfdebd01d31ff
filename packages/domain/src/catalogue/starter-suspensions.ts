// The starter catalogue's suspensions (starter-catalogue-items.ts has their shapes), each text once per
// language, side by side, prices in euro cents.
import type { StarterSuspension } from './starter-catalogue-items.ts';

/** The four suspension services a workshop does or sends out: fork lowers, full fork, shock air can, full shock. */
export const SUSPENSIONS: StarterSuspension[] = [
  {
    id: 'starter-fork-lowers',
    title: { es: 'Mantenimiento de bajos de horquilla (50 h)', pt: 'Manutenção dos lowers da forqueta (50 h)' },
    description: {
      es: 'Desmontaje de los bajos, limpieza, engrase de retenes y guardapolvos y cambio del aceite de baño.',
      pt: 'Desmontagem dos lowers, limpeza, lubrificação dos retentores e vedantes e mudança do óleo de banho.',
    },
    price: 6000,
    estimatedMinutes: 60,
  },
  {
    id: 'starter-fork-full',
    title: { es: 'Mantenimiento completo de horquilla (200 h)', pt: 'Manutenção completa da forqueta (200 h)' },
    description: {
      es: 'El mantenimiento de bajos más el de la cámara de aire y el cartucho de amortiguación, con retenes y aceites nuevos.',
      pt: 'A manutenção dos lowers mais a da câmara de ar e do cartucho de amortecimento, com retentores e óleos novos.',
    },
    price: 14000,
    estimatedMinutes: 150,
  },
  {
    id: 'starter-shock-air-can',
    title: { es: 'Mantenimiento de cámara de aire del amortiguador', pt: 'Manutenção da câmara de ar do amortecedor' },
    description: {
      es: 'Limpieza de la cámara de aire, juntas nuevas y engrase.',
      pt: 'Limpeza da câmara de ar, vedantes novos e lubrificação.',
    },
    price: 5500,
    estimatedMinutes: 45,
  },
  {
    id: 'starter-shock-full',
    title: { es: 'Mantenimiento completo de amortiguador', pt: 'Manutenção completa do amortecedor' },
    description: {
      es: 'Desmontaje completo, aceite y retenes nuevos y carga de nitrógeno cuando el amortiguador la lleva.',
      pt: 'Desmontagem completa, óleo e retentores novos e carga de azoto quando o amortecedor a tem.',
    },
    price: 15000,
    estimatedMinutes: 150,
  },
];
