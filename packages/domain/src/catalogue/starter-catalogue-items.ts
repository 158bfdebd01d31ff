// The starter catalogue's items (starter-catalogue.ts turns them into a catalogue): each text once per
// language, side by side, prices in euro cents.
import type { Language } from '../constants.ts';
import type { BIKE_TYPES } from '../customers/customer.ts';

/** One text in every language: European Spanish (es) and European Portuguese (pt). */
export type Words = Readonly<Record<Language, string>>;
type BikeType = (typeof BIKE_TYPES)[number];

export const GROUPS = {
  brakes: { es: 'Frenos', pt: 'Travões' },
  transmission: { es: 'Transmisión', pt: 'Transmissão' },
  wheels: { es: 'Ruedas y neumáticos', pt: 'Rodas e pneus' },
  suspension: { es: 'Suspensión', pt: 'Suspensão' },
  ebike: { es: 'Bicicleta eléctrica', pt: 'Bicicleta elétrica' },
} as const satisfies Record<string, Words>;
export type Group = keyof typeof GROUPS;

export interface StarterPack {
  id: string;
  title: Words;
  subtitle: Words;
  description: Words;
  recommendation: Words;
  /** Euro cents. */
  price: number;
  estimatedMinutes: number;
  allowedDisciplines?: BikeType[];
  details: Words[];
  checklist: Words[];
}

export interface StarterMaintenance {
  id: string;
  group: Group;
  title: Words;
  description: Words;
  /** Euro cents; `from` and `to` give the range of a price that depends on the bike. */
  price: number;
  from?: number;
  to?: number;
  estimatedMinutes: number;
  checklist?: Words[];
}

export interface StarterSuspension {
  id: string;
  title: Words;
  description: Words;
  price: number;
  estimatedMinutes: number;
}

export const PACKS: StarterPack[] = [
  {
    id: 'starter-pack-basic',
    title: { es: 'Puesta a punto básica', pt: 'Afinação básica' },
    subtitle: { es: 'Los ajustes esenciales para rodar seguro', pt: 'As afinações essenciais para andar em segurança' },
    description: {
      es: 'Revisión general de la bici: ajuste de frenos y cambios, limpieza y engrase de cadena, presión de neumáticos y apriete de tornillería. Las piezas se cobran aparte.',
      pt: 'Revisão geral da bicicleta: afinação de travões e mudanças, limpeza e lubrificação da corrente, pressão dos pneus e aperto dos parafusos. As peças são cobradas à parte.',
    },
    recommendation: { es: 'Cada seis meses o cada 1.500 km.', pt: 'A cada seis meses ou a cada 1500 km.' },
    price: 4500,
    estimatedMinutes: 60,
    details: [
      { es: 'Ajuste de frenos', pt: 'Afinação de travões' },
      { es: 'Ajuste de cambios', pt: 'Afinação de mudanças' },
      { es: 'Limpieza y engrase de cadena', pt: 'Limpeza e lubrificação da corrente' },
      { es: 'Presión de neumáticos', pt: 'Pressão dos pneus' },
      { es: 'Apriete de tornillería', pt: 'Aperto dos parafusos' },
    ],
    checklist: [
      { es: 'Desgaste de pastillas o zapatas', pt: 'Desgaste das pastilhas ou dos calços' },
      { es: 'Tacto y recorrido de las manetas de freno', pt: 'Toque e curso das manetes de travão' },
      { es: 'Indexado del cambio en todos los piñones', pt: 'Indexação das mudanças em todos os carretos' },
      { es: 'Desgaste de la cadena', pt: 'Desgaste da corrente' },
      { es: 'Estado y presión de los neumáticos', pt: 'Estado e pressão dos pneus' },
      { es: 'Holgura de la dirección', pt: 'Folga da caixa de direção' },
      { es: 'Apriete de potencia, manillar y sillín', pt: 'Aperto do avanço, do guiador e do selim' },
      { es: 'Prueba final', pt: 'Teste final' },
    ],
  },
  {
    id: 'starter-pack-complete',
    title: { es: 'Puesta a punto completa', pt: 'Afinação completa' },
    subtitle: { es: 'Limpieza a fondo y ajuste de toda la bici', pt: 'Limpeza a fundo e afinação de toda a bicicleta' },
    description: {
      es: 'Todo lo de la puesta a punto básica, con limpieza a fondo de cuadro y transmisión, centrado de ruedas y engrase de dirección y pedalier. Las piezas que haya que cambiar se presupuestan aparte.',
      pt: 'Tudo o que inclui a afinação básica, com limpeza a fundo do quadro e da transmissão, centragem das rodas e lubrificação da caixa de direção e do eixo pedaleiro. As peças a substituir são orçamentadas à parte.',
    },
    recommendation: { es: 'Una vez al año o cada 4.000 km.', pt: 'Uma vez por ano ou a cada 4000 km.' },
    price: 9500,
    estimatedMinutes: 150,
    details: [
      { es: 'Todo lo de la puesta a punto básica', pt: 'Tudo o que inclui a afinação básica' },
      { es: 'Limpieza a fondo de cuadro y transmisión', pt: 'Limpeza a fundo do quadro e da transmissão' },
      { es: 'Centrado de ruedas', pt: 'Centragem das rodas' },
      { es: 'Engrase de dirección y pedalier', pt: 'Lubrificação da caixa de direção e do eixo pedaleiro' },
      { es: 'Prueba en carretera', pt: 'Teste em estrada' },
    ],
    checklist: [
      { es: 'Transmisión desmontada y desengrasada', pt: 'Transmissão desmontada e desengordurada' },
      { es: 'Desgaste de cadena, piñones y platos', pt: 'Desgaste da corrente, dos carretos e das cremalheiras' },
      { es: 'Estado de cables y fundas', pt: 'Estado dos cabos e das bainhas' },
      { es: 'Pastillas, discos o llantas de freno', pt: 'Pastilhas, discos ou jantes de travão' },
      { es: 'Centrado y tensión de radios', pt: 'Centragem e tensão dos raios' },
      { es: 'Holgura de bujes', pt: 'Folga dos cubos' },
      { es: 'Dirección engrasada y sin holgura', pt: 'Caixa de direção lubrificada e sem folga' },
      { es: 'Pedalier sin holgura ni ruidos', pt: 'Eixo pedaleiro sem folga nem ruídos' },
      { es: 'Cuadro y horquilla sin fisuras', pt: 'Quadro e forqueta sem fissuras' },
      { es: 'Apriete de tornillería al par indicado', pt: 'Aperto dos parafusos ao binário indicado' },
      { es: 'Prueba en carretera', pt: 'Teste em estrada' },
    ],
  },
  {
    id: 'starter-pack-ebike',
    title: { es: 'Revisión de bici eléctrica', pt: 'Revisão de bicicleta elétrica' },
    subtitle: { es: 'Puesta a punto con diagnóstico del sistema eléctrico', pt: 'Afinação com diagnóstico do sistema elétrico' },
    description: {
      es: 'La puesta a punto básica más el diagnóstico del motor y la batería con el software de la marca y la actualización del firmware.',
      pt: 'A afinação básica mais o diagnóstico do motor e da bateria com o software da marca e a atualização do firmware.',
    },
    recommendation: { es: 'Una vez al año o cada 2.000 km.', pt: 'Uma vez por ano ou a cada 2000 km.' },
    price: 8500,
    estimatedMinutes: 120,
    allowedDisciplines: ['electric'],
    details: [
      { es: 'Todo lo de la puesta a punto básica', pt: 'Tudo o que inclui a afinação básica' },
      { es: 'Diagnóstico de motor y batería', pt: 'Diagnóstico do motor e da bateria' },
      { es: 'Actualización de firmware', pt: 'Atualização do firmware' },
      { es: 'Informe del estado de la batería', pt: 'Relatório do estado da bateria' },
    ],
    checklist: [
      { es: 'Códigos de error leídos y borrados', pt: 'Códigos de erro lidos e apagados' },
      { es: 'Capacidad y ciclos de la batería', pt: 'Capacidade e ciclos da bateria' },
      { es: 'Conectores y cableado', pt: 'Conectores e cablagem' },
      { es: 'Sensor de velocidad', pt: 'Sensor de velocidade' },
      { es: 'Firmware actualizado', pt: 'Firmware atualizado' },
      { es: 'Pastillas y discos de freno', pt: 'Pastilhas e discos de travão' },
      { es: 'Desgaste de la cadena', pt: 'Desgaste da corrente' },
      { es: 'Prueba con asistencia', pt: 'Teste com assistência' },
    ],
  },
  {
    id: 'starter-pack-kids',
    title: { es: 'Revisión de bici infantil', pt: 'Revisão de bicicleta de criança' },
    subtitle: { es: 'Frenos, ruedas y tornillería a punto', pt: 'Travões, rodas e parafusos em ordem' },
    description: {
      es: 'Ajuste de frenos, inflado, engrase de cadena y altura de sillín y manillar según la talla del niño.',
      pt: 'Afinação de travões, enchimento dos pneus, lubrificação da corrente e altura do selim e do guiador à medida da criança.',
    },
    recommendation: { es: 'Al empezar el curso o cuando cambia de talla.', pt: 'No início do ano escolar ou quando muda de tamanho.' },
    price: 2500,
    estimatedMinutes: 30,
    allowedDisciplines: ['kids'],
    details: [
      { es: 'Ajuste de frenos', pt: 'Afinação de travões' },
      { es: 'Presión de neumáticos', pt: 'Pressão dos pneus' },
      { es: 'Altura de sillín y manillar', pt: 'Altura do selim e do guiador' },
    ],
    checklist: [
      { es: 'Frenos al alcance de la mano del niño', pt: 'Travões ao alcance da mão da criança' },
      { es: 'Ruedas y ruedines bien apretados', pt: 'Rodas e rodinhas bem apertadas' },
      { es: 'Cadena engrasada y tensa', pt: 'Corrente lubrificada e esticada' },
      { es: 'Puños y tapones de manillar en su sitio', pt: 'Punhos e tampas do guiador no lugar' },
    ],
  },
];

export const MAINTENANCES: StarterMaintenance[] = [
  {
    id: 'starter-brake-adjust',
    group: 'brakes',
    title: { es: 'Ajuste de frenos', pt: 'Afinação de travões' },
    description: {
      es: 'Centrado de pinzas o zapatas y ajuste del recorrido de las manetas.',
      pt: 'Centragem das pinças ou dos calços e afinação do curso das manetes.',
    },
    price: 1200,
    estimatedMinutes: 20,
    checklist: [
      { es: 'Desgaste de pastillas o zapatas', pt: 'Desgaste das pastilhas ou dos calços' },
      { es: 'Discos o llantas sin roce', pt: 'Discos ou jantes sem roçar' },
    ],
  },
  {
    id: 'starter-brake-pads',
    group: 'brakes',
    title: { es: 'Cambio de pastillas de freno (por rueda)', pt: 'Substituição de pastilhas de travão (por roda)' },
    description: { es: 'Mano de obra; las pastillas se cobran aparte.', pt: 'Mão de obra; as pastilhas são cobradas à parte.' },
    price: 1000,
    estimatedMinutes: 15,
  },
  {
    id: 'starter-brake-bleed',
    group: 'brakes',
    title: { es: 'Purgado de freno hidráulico (por freno)', pt: 'Sangria de travão hidráulico (por travão)' },
    description: { es: 'Con aceite mineral o líquido DOT, según el freno.', pt: 'Com óleo mineral ou líquido DOT, conforme o travão.' },
    price: 2500,
    from: 2000,
    to: 3500,
    estimatedMinutes: 40,
    checklist: [
      { es: 'Líquido del fabricante', pt: 'Líquido do fabricante' },
      { es: 'Maneta firme, sin esponjosidad', pt: 'Manete firme, sem esponjosidade' },
      { es: 'Sin fugas en latiguillo ni pinza', pt: 'Sem fugas no tubo nem na pinça' },
    ],
  },
  {
    id: 'starter-brake-cable',
    group: 'brakes',
    title: { es: 'Cambio de cable y funda de freno', pt: 'Substituição de cabo e bainha de travão' },
    description: {
      es: 'Mano de obra por freno; el cable y la funda se cobran aparte.',
      pt: 'Mão de obra por travão; o cabo e a bainha são cobrados à parte.',
    },
    price: 1200,
    estimatedMinutes: 20,
  },
  {
    id: 'starter-gears-adjust',
    group: 'transmission',
    title: { es: 'Ajuste de cambios', pt: 'Afinação de mudanças' },
    description: {
      es: 'Topes, tensión del cable e indexado de desviador y cambio.',
      pt: 'Parafusos de limite, tensão do cabo e indexação dos desviadores.',
    },
    price: 1200,
    estimatedMinutes: 20,
    checklist: [
      { es: 'Patilla de cambio alineada', pt: 'Patilha do desviador alinhada' },
      { es: 'Cambio suave en todos los piñones', pt: 'Passagem suave em todos os carretos' },
    ],
  },
  {
    id: 'starter-chain-replace',
    group: 'transmission',
    title: { es: 'Cambio de cadena', pt: 'Substituição da corrente' },
    description: { es: 'Mano de obra; la cadena se cobra aparte.', pt: 'Mão de obra; a corrente é cobrada à parte.' },
    price: 1000,
    estimatedMinutes: 15,
    checklist: [
      { es: 'Desgaste medido con el medidor', pt: 'Desgaste medido com o medidor' },
      { es: 'Longitud de la cadena', pt: 'Comprimento da corrente' },
    ],
  },
  {
    id: 'starter-drivetrain-clean',
    group: 'transmission',
    title: { es: 'Limpieza y engrase de transmisión', pt: 'Limpeza e lubrificação da transmissão' },
    description: {
      es: 'Desengrase de cadena, piñones, platos y roldanas, y engrase.',
      pt: 'Desengorduramento da corrente, dos carretos, das cremalheiras e das roldanas, e lubrificação.',
    },
    price: 2500,
    estimatedMinutes: 40,
  },
  {
    id: 'starter-gear-cables',
    group: 'transmission',
    title: { es: 'Cambio de cables y fundas de cambio', pt: 'Substituição de cabos e bainhas das mudanças' },
    description: { es: 'Más caro con cableado interno.', pt: 'Mais caro com passagem interna dos cabos.' },
    price: 2000,
    from: 1500,
    to: 3500,
    estimatedMinutes: 40,
  },
  {
    id: 'starter-bottom-bracket',
    group: 'transmission',
    title: { es: 'Cambio de pedalier', pt: 'Substituição do eixo pedaleiro' },
    description: {
      es: 'Roscado o a presión; el pedalier se cobra aparte.',
      pt: 'Roscado ou de pressão; o eixo pedaleiro é cobrado à parte.',
    },
    price: 2000,
    from: 1500,
    to: 3000,
    estimatedMinutes: 30,
  },
  {
    id: 'starter-puncture',
    group: 'wheels',
    title: { es: 'Reparación de pinchazo', pt: 'Reparação de furo' },
    description: { es: 'Parche de la cámara o tapón en tubeless.', pt: 'Remendo da câmara de ar ou mecha no tubeless.' },
    price: 800,
    estimatedMinutes: 15,
  },
  {
    id: 'starter-tyre-fit',
    group: 'wheels',
    title: { es: 'Montaje de cubierta o cámara', pt: 'Montagem de pneu ou câmara de ar' },
    description: {
      es: 'Por rueda; la cubierta o la cámara se cobran aparte.',
      pt: 'Por roda; o pneu ou a câmara de ar são cobrados à parte.',
    },
    price: 600,
    estimatedMinutes: 10,
  },
  {
    id: 'starter-wheel-true',
    group: 'wheels',
    title: { es: 'Centrado de rueda', pt: 'Centragem de roda' },
    description: { es: 'Según lo descentrada que esté y los radios que haya que tensar.', pt: 'Conforme o empeno e os raios a tensionar.' },
    price: 1500,
    from: 1200,
    to: 2500,
    estimatedMinutes: 30,
    checklist: [
      { es: 'Centrado lateral y radial', pt: 'Centragem lateral e radial' },
      { es: 'Radios rotos o flojos', pt: 'Raios partidos ou soltos' },
    ],
  },
  {
    id: 'starter-tubeless',
    group: 'wheels',
    title: { es: 'Montaje tubeless (por rueda)', pt: 'Montagem tubeless (por roda)' },
    description: {
      es: 'Fondo de llanta, válvula y sellante; el material se cobra aparte.',
      pt: 'Fita de jante, válvula e selante; o material é cobrado à parte.',
    },
    price: 2000,
    estimatedMinutes: 30,
    checklist: [
      { es: 'Fondo de llanta estanco', pt: 'Fita de jante estanque' },
      { es: 'Sellante repartido', pt: 'Selante distribuído' },
      { es: 'Sin pérdida de aire tras una hora', pt: 'Sem perda de ar ao fim de uma hora' },
    ],
  },
  {
    id: 'starter-hub-service',
    group: 'wheels',
    title: { es: 'Mantenimiento de bujes', pt: 'Manutenção dos cubos' },
    description: {
      es: 'Limpieza y engrase de rodamientos o conos; por rueda.',
      pt: 'Limpeza e lubrificação dos rolamentos ou dos cones; por roda.',
    },
    price: 2000,
    from: 1500,
    to: 3500,
    estimatedMinutes: 40,
  },
  {
    id: 'starter-suspension-setup',
    group: 'suspension',
    title: { es: 'Ajuste de suspensión al ciclista', pt: 'Afinação da suspensão ao ciclista' },
    description: {
      es: 'Presión, sag y rebote según el peso y el uso del ciclista.',
      pt: 'Pressão, sag e retorno conforme o peso e o uso do ciclista.',
    },
    price: 1500,
    estimatedMinutes: 20,
    checklist: [
      { es: 'Sag delantero y trasero', pt: 'Sag dianteiro e traseiro' },
      { es: 'Rebote y compresión anotados', pt: 'Retorno e compressão anotados' },
    ],
  },
  {
    id: 'starter-dropper-service',
    group: 'suspension',
    title: { es: 'Mantenimiento de tija telescópica', pt: 'Manutenção de espigão telescópico' },
    description: {
      es: 'Limpieza, engrase y cambio de retenes; según el modelo.',
      pt: 'Limpeza, lubrificação e substituição dos retentores; conforme o modelo.',
    },
    price: 6000,
    from: 4500,
    to: 9000,
    estimatedMinutes: 60,
  },
  {
    id: 'starter-shock-bushings',
    group: 'suspension',
    title: { es: 'Cambio de casquillos del amortiguador', pt: 'Substituição dos casquilhos do amortecedor' },
    description: { es: 'Mano de obra; los casquillos se cobran aparte.', pt: 'Mão de obra; os casquilhos são cobrados à parte.' },
    price: 2500,
    estimatedMinutes: 30,
  },
  {
    id: 'starter-ebike-diagnosis',
    group: 'ebike',
    title: { es: 'Diagnóstico de motor y batería', pt: 'Diagnóstico do motor e da bateria' },
    description: {
      es: 'Lectura de errores y estado de la batería con el software de la marca.',
      pt: 'Leitura de erros e estado da bateria com o software da marca.',
    },
    price: 3000,
    estimatedMinutes: 30,
    checklist: [
      { es: 'Códigos de error', pt: 'Códigos de erro' },
      { es: 'Capacidad y ciclos de la batería', pt: 'Capacidade e ciclos da bateria' },
      { es: 'Sensor de velocidad', pt: 'Sensor de velocidade' },
    ],
  },
  {
    id: 'starter-ebike-firmware',
    group: 'ebike',
    title: { es: 'Actualización de firmware', pt: 'Atualização do firmware' },
    description: {
      es: 'Motor, pantalla y batería a la última versión de la marca.',
      pt: 'Motor, ecrã e bateria na versão mais recente da marca.',
    },
    price: 2000,
    estimatedMinutes: 20,
  },
  {
    id: 'starter-ebike-wiring',
    group: 'ebike',
    title: { es: 'Revisión de cableado y conectores', pt: 'Revisão da cablagem e dos conectores' },
    description: {
      es: 'Búsqueda de cortes de asistencia y limpieza de conectores.',
      pt: 'Procura de falhas de assistência e limpeza dos conectores.',
    },
    price: 2500,
    from: 2000,
    to: 4500,
    estimatedMinutes: 30,
  },
];

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
