// The services screen's icons (components/outline-icon.tsx).
import { OutlineIcon } from '@/components/outline-icon';

const ICON_PATHS = {
  grip: [
    'M9 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M9 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M9 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M15 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M15 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M15 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  edit: ['M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4', 'M13.5 6.5l4 4'],
  archive: [
    'M3 4m0 2a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v0a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z',
    'M5 8v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-10',
    'M10 12l4 0',
  ],
  restore: ['M9 14l-4 -4l4 -4', 'M5 10h11a4 4 0 1 1 0 8h-1'],
  remove: ['M18 6l-12 12', 'M6 6l12 12'],
  plus: ['M12 5l0 14', 'M5 12l14 0'],
  // Tabler's table-export and table-import, for the spreadsheet menu.
  download: ['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 11l5 5l5 -5', 'M12 4l0 12'],
  upload: ['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 9l5 -5l5 5', 'M12 4l0 12'],
  table: ['M3 5a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14z', 'M3 10h18', 'M10 3v18'],
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return <OutlineIcon paths={ICON_PATHS[name]} size={size} />;
}
