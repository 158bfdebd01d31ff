// Decision 076: the installed app's icons, drawn from public/favicon.svg on the dark theme's background (#242424,
// Mantine's dark.7, which index.html and the manifest paint too). Run it again when the favicon changes, and commit
// the PNGs it writes: `node apps/web/scripts/app-icons.mjs`. sharp is the server's (apps/server/package.json, the
// photos' images); the build does not need it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BACKGROUND = '#242424';

/**
 * Each icon: its file under public/, its size, the share of it the wheel takes and the corners' radius (a share of
 * the size). A maskable icon and iOS's apple-touch-icon are full squares the system cuts to its own shape: the
 * maskable one keeps the wheel inside the central circle of 80 % every mask leaves (the W3C's safe zone).
 */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, wheel: 0.72, radius: 0.22 },
  { file: 'icons/icon-512.png', size: 512, wheel: 0.72, radius: 0.22 },
  { file: 'icons/icon-maskable-512.png', size: 512, wheel: 0.6, radius: 0 },
  { file: 'apple-touch-icon.png', size: 180, wheel: 0.72, radius: 0 },
];

/** The icon as SVG: the background, and the favicon's drawing centred on it. */
export function iconSvg(favicon, { size, wheel, radius }) {
  const side = Math.round(size * wheel);
  const offset = Math.round((size - side) / 2);
  const placed = favicon.replace('<svg ', `<svg x="${offset}" y="${offset}" width="${side}" height="${side}" `);
  const corner = Math.round(size * radius);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${corner}" fill="${BACKGROUND}"/>${placed}</svg>`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const favicon = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8').trim();
  for (const icon of ICONS) {
    const target = path.join(PUBLIC_DIR, icon.file);
    await sharp(Buffer.from(iconSvg(favicon, icon)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(target);
    console.info(`${icon.file} ${icon.size}×${icon.size}`);
  }
}
