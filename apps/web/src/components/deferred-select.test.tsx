import { Select } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from '@/lib/deferred-module';
import { renderComponent } from '@/testing/render';
import { deferredSelect } from './deferred-select';

const MECHANICS = [
  { value: 'm1', label: 'Luis Martín' },
  { value: 'm2', label: 'Ana Ruiz' },
];

/** A select whose arrival the test holds until it calls `arrive`. */
function heldSelect() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return Select;
  });
  return { DeferredSelect: deferredSelect(deferredModule(load)), load, arrive: () => act(async () => arrive()) };
}

function renderSelect(held: ReturnType<typeof heldSelect>, initial: string | null = null) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <held.DeferredSelect
        aria-label="Mecánico"
        placeholder="Todos los mecánicos"
        data={MECHANICS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        comboboxProps={{ withinPortal: false }}
      />
    );
  }
  return { ...renderComponent(<Harness />), onChange };
}

describe('a select whose code arrives later', () => {
  it('shows the chosen option, or the placeholder, as a closed combobox until it arrives', async () => {
    const held = heldSelect();
    renderSelect(held, 'm2');
    const input = screen.getByRole('combobox', { name: 'Mecánico' });
    expect(input).toHaveValue('Ana Ruiz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('readonly');
    expect(held.load).not.toHaveBeenCalled();
  });

  it('opens its options once it has arrived when pressed before, and a choice is saved', async () => {
    const held = heldSelect();
    const { user, onChange } = renderSelect(held);
    const input = screen.getByRole('combobox', { name: 'Mecánico' });
    expect(input).toHaveAttribute('placeholder', 'Todos los mecánicos');
    await user.click(input);
    expect(held.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('option')).toBeNull();
    await held.arrive();
    expect(screen.getByRole('combobox', { name: 'Mecánico' })).toHaveFocus();
    await user.click(await screen.findByRole('option', { name: 'Luis Martín' }));
    expect(onChange).toHaveBeenCalledWith('m1');
    expect(screen.getByRole('combobox', { name: 'Mecánico' })).toHaveValue('Luis Martín');
  });

  it('opens its options when it arrives while the press is still held, once the press is let go', async () => {
    const held = heldSelect();
    const { user } = renderSelect(held);
    const input = screen.getByRole('combobox', { name: 'Mecánico' });
    await user.pointer({ keys: '[MouseLeft>]', target: input });
    expect(held.load).toHaveBeenCalledTimes(1);
    await held.arrive();
    // Still the stand-in while the button is down: drawn now, the Select would take the click and close again.
    expect(screen.getByRole('combobox', { name: 'Mecánico' })).toBe(input);
    await user.pointer({ keys: '[/MouseLeft]', target: input });
    expect(await screen.findByRole('option', { name: 'Luis Martín' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Mecánico' })).toHaveAttribute('aria-expanded', 'true');
  });
});
