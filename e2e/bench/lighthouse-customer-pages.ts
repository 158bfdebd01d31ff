// The customers' pages the Lighthouse benchmark audits (docs/decisions/067): a repair link whose repair has an
// estimate of several lines, and a booking page offering the starter catalogue's packs, both of a workshop with a
// logo, as a customer opens them from a message: no session, a phone.
import { deflateSync } from 'node:zlib';
import { callFunction } from '../../apps/server/bench/server-process.ts';

const SLUG = 'taller-lighthouse';
const DAY = [{ from: '09:00', to: '19:00' }];

/** A PNG's CRC-32 of one chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A logo as a workshop uploads one: a 480×480 RGBA drawing (a ring on a transparent ground), as a PNG. */
export function logoPng(side = 480): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y++) {
    const row = Buffer.alloc(1 + side * 4);
    for (let x = 0; x < side; x++) {
      const distance = Math.hypot(x - side / 2, y - side / 2) / (side / 2);
      const isRing = distance > 0.6 && distance < 0.9;
      row.set(isRing ? [59, 91, 219, 255] : [0, 0, 0, 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The workshop's logo, its booking page published with its packs, and a repair with a four-line estimate and its link. */
export async function prepareCustomerPages(baseUrl: string, token: string): Promise<{ repairPath: string; bookingPath: string }> {
  type Item = { id: string; title: string };
  const catalogue = await callFunction<{ packs: Item[]; maintenances: Item[] }>(baseUrl, token, 'servicesList', {});
  const packs = catalogue.packs.slice(0, 6);
  await callFunction(baseUrl, token, 'workshopUpdate', {
    phone: '+34 911 222 333',
    address: 'Calle Mayor 1, Madrid',
    logo: logoPng().toString('base64'),
    booking: {
      timeZone: 'Europe/Madrid',
      openingHours: { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: DAY, sun: DAY },
      closedDays: [],
      bookablePercent: 100,
    },
    onlineBooking: {
      slug: SLUG,
      paused: false,
      minimumNoticeDays: 0,
      bookable: { packs: packs.map((pack) => pack.id), maintenances: [], suspensions: [] },
    },
  });
  const repair = await callFunction<{ id: string }>(baseUrl, token, 'repairsCreate', {
    customer: { name: 'Lucía', surname: 'Martín', phone: '600 555 333' },
    bike: { manufacturer: 'Orbea', model: 'Orca M30', color: 'azul' },
    services: {
      packs: packs.slice(0, 2).map((pack) => ({ id: pack.id })),
      maintenances: catalogue.maintenances.slice(0, 2).map((item) => ({ id: item.id })),
    },
  });
  const link = await callFunction<{ url: string }>(baseUrl, token, 'repairLinkGet', { repairId: repair.id });
  return { repairPath: new URL(link.url).pathname, bookingPath: `/book/${SLUG}` };
}
