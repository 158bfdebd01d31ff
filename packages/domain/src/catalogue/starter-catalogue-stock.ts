// The starter catalogue's stock items: what a workshop's shelf holds, each text once per language,
// prices and costs in euro cents.
import type { Words } from './starter-catalogue-items.ts';

export interface StarterStockItem {
  id: string;
  title: Words;
  reference: string;
  /** Euro cents: what the shop sells one for and what it paid. */
  price: number;
  cost: number;
  quantity: number;
  minQuantity: number;
}

export const STOCK_ITEMS: StarterStockItem[] = [
  {
    id: 'starter-tube-700',
    reference: 'CAM-700-25',
    price: 750,
    cost: 320,
    quantity: 10,
    minQuantity: 5,
    title: { es: 'Cámara 700x25-32 válvula presta', pt: 'Câmara de ar 700x25-32 válvula presta' },
  },
  {
    id: 'starter-tube-29',
    reference: 'CAM-29-24',
    price: 850,
    cost: 360,
    quantity: 10,
    minQuantity: 5,
    title: { es: 'Cámara 29x2.10-2.40 válvula presta', pt: 'Câmara de ar 29x2.10-2.40 válvula presta' },
  },
  {
    id: 'starter-tube-26',
    reference: 'CAM-26-AV',
    price: 690,
    cost: 280,
    quantity: 6,
    minQuantity: 3,
    title: { es: 'Cámara 26x1.75-2.125 válvula americana', pt: 'Câmara de ar 26x1.75-2.125 válvula Schrader' },
  },
  {
    id: 'starter-tyre-road',
    reference: 'CUB-700-28',
    price: 3990,
    cost: 2200,
    quantity: 4,
    minQuantity: 2,
    title: { es: 'Cubierta de carretera 700x28', pt: 'Pneu de estrada 700x28' },
  },
  {
    id: 'starter-tyre-mtb',
    reference: 'CUB-29-240',
    price: 5490,
    cost: 3000,
    quantity: 4,
    minQuantity: 2,
    title: { es: 'Cubierta de montaña 29x2.40 tubeless ready', pt: 'Pneu de BTT 29x2.40 tubeless ready' },
  },
  {
    id: 'starter-tyre-urban',
    reference: 'CUB-700-35',
    price: 3290,
    cost: 1700,
    quantity: 4,
    minQuantity: 2,
    title: { es: 'Cubierta urbana antipinchazos 700x35', pt: 'Pneu urbano antifuros 700x35' },
  },
  {
    id: 'starter-chain-8',
    reference: 'CAD-08V',
    price: 1490,
    cost: 700,
    quantity: 5,
    minQuantity: 2,
    title: { es: 'Cadena de 8 velocidades', pt: 'Corrente de 8 velocidades' },
  },
  {
    id: 'starter-chain-11',
    reference: 'CAD-11V',
    price: 2990,
    cost: 1500,
    quantity: 5,
    minQuantity: 2,
    title: { es: 'Cadena de 11 velocidades', pt: 'Corrente de 11 velocidades' },
  },
  {
    id: 'starter-chain-12',
    reference: 'CAD-12V',
    price: 4290,
    cost: 2300,
    quantity: 4,
    minQuantity: 2,
    title: { es: 'Cadena de 12 velocidades', pt: 'Corrente de 12 velocidades' },
  },
  {
    id: 'starter-pads-organic',
    reference: 'PAS-ORG',
    price: 1490,
    cost: 650,
    quantity: 10,
    minQuantity: 4,
    title: { es: 'Pastillas de freno de disco orgánicas', pt: 'Pastilhas de travão de disco orgânicas' },
  },
  {
    id: 'starter-pads-metal',
    reference: 'PAS-MET',
    price: 1990,
    cost: 850,
    quantity: 6,
    minQuantity: 3,
    title: { es: 'Pastillas de freno de disco metálicas', pt: 'Pastilhas de travão de disco metálicas' },
  },
  {
    id: 'starter-brake-shoes',
    reference: 'ZAP-VB',
    price: 790,
    cost: 300,
    quantity: 8,
    minQuantity: 4,
    title: { es: 'Zapatas de freno V-brake (par)', pt: 'Calços de travão V-brake (par)' },
  },
  {
    id: 'starter-brake-cable-kit',
    reference: 'CAB-FRE',
    price: 990,
    cost: 400,
    quantity: 10,
    minQuantity: 4,
    title: { es: 'Cable y funda de freno', pt: 'Cabo e bainha de travão' },
  },
  {
    id: 'starter-gear-cable-kit',
    reference: 'CAB-CAM',
    price: 990,
    cost: 400,
    quantity: 10,
    minQuantity: 4,
    title: { es: 'Cable y funda de cambio', pt: 'Cabo e bainha de mudanças' },
  },
  {
    id: 'starter-sealant',
    reference: 'SEL-125',
    price: 990,
    cost: 420,
    quantity: 8,
    minQuantity: 4,
    title: { es: 'Sellante tubeless 125 ml', pt: 'Selante tubeless 125 ml' },
  },
  {
    id: 'starter-chain-lube',
    reference: 'LUB-100',
    price: 890,
    cost: 380,
    quantity: 8,
    minQuantity: 3,
    title: { es: 'Lubricante de cadena 100 ml', pt: 'Lubrificante de corrente 100 ml' },
  },
  {
    id: 'starter-bar-tape',
    reference: 'CIN-MAN',
    price: 1990,
    cost: 900,
    quantity: 4,
    minQuantity: 2,
    title: { es: 'Cinta de manillar', pt: 'Fita de guiador' },
  },
];

/**
 * The starter catalogue in `language`, priced in `currency`: packs, maintenances (in five groups),
 * the four suspension services and stock items, each kind in positions 0, 1, 2…
 */
