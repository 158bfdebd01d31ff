// Decision 072: the staff functions' maps per area, and the table that names each function's area without building
// a schema. functions.ts checks the same when compiled; this holds it at run time, for the maps as the server builds them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOARD_FUNCTION_SCHEMAS,
  FUNCTIONS,
  SALES_FUNCTION_SCHEMAS,
  SHELL_FUNCTION_SCHEMAS,
  STAFF_FUNCTION_AREAS,
  STAFF_FUNCTIONS_BY_AREA,
  isSalesFunctionName,
  staffFunctionAreaOf,
} from './index.ts';
import { STAFF_FUNCTIONS } from './staff-functions.ts';
import { PUBLIC_FUNCTIONS } from './public-functions.ts';

const areas = Object.entries(STAFF_FUNCTIONS_BY_AREA);

describe("the staff functions' areas", () => {
  it("names each function's area as the map that holds it, and no function twice", () => {
    const seen = new Set<string>();
    for (const [area, map] of areas) {
      for (const name of Object.keys(map)) {
        expect(staffFunctionAreaOf(name), name).toBe(area);
        expect(seen.has(name), `${name} is in two maps`).toBe(false);
        seen.add(name);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(STAFF_FUNCTION_AREAS).sort());
  });

  it('joins every area into STAFF_FUNCTIONS, the same schemas the server checks with', () => {
    expect(Object.keys(STAFF_FUNCTIONS).sort()).toEqual(Object.keys(STAFF_FUNCTION_AREAS).sort());
    for (const [, map] of areas) {
      for (const [name, schemas] of Object.entries(map)) {
        expect(STAFF_FUNCTIONS[name as keyof typeof STAFF_FUNCTIONS], name).toBe(schemas);
        expect(FUNCTIONS[name as keyof typeof FUNCTIONS], name).toBe(schemas);
      }
    }
  });

  it("gives no area to a sales or a public function's name, nor to an unknown one", () => {
    for (const name of [...Object.keys(SALES_FUNCTION_SCHEMAS), ...Object.keys(PUBLIC_FUNCTIONS), 'toString', 'nothing']) {
      expect(staffFunctionAreaOf(name), name).toBeUndefined();
    }
    for (const name of Object.keys(STAFF_FUNCTION_AREAS)) expect(isSalesFunctionName(name), name).toBe(false);
  });

  it("exports each area's schemas as its map", () => {
    expect(SHELL_FUNCTION_SCHEMAS).toBe(STAFF_FUNCTIONS_BY_AREA.shell);
    expect(BOARD_FUNCTION_SCHEMAS).toBe(STAFF_FUNCTIONS_BY_AREA.board);
    // What the board and the signed-in shell call on their first load (scripts/budgets.mjs's ROUTES).
    expect(Object.keys(SHELL_FUNCTION_SCHEMAS).sort()).toEqual(['accountGet', 'notificationsClear', 'notificationsGet']);
    expect(Object.keys(BOARD_FUNCTION_SCHEMAS)).toEqual(expect.arrayContaining(['repairsList', 'mechanicsList', 'repairWorkCurrent']));
  });

  it('imports nothing, so that a bundle takes the table without any schema', () => {
    const source = readFileSync(new URL('./function-areas.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/\brequire\(/);
  });
});
