import type { CustomDays } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/testing/render';
import { TimeframePicker } from './timeframe-picker';

type Choice = 'monthly' | 'custom';

function renderPicker(value: Choice, custom: CustomDays | null = null) {
  const onChange = vi.fn<(timeframe: Choice) => void>();
  const onCustomChange = vi.fn<(days: CustomDays) => void>();
  const view = renderComponent(
    <TimeframePicker<Choice>
      label="Periodo"
      timeframes={[
        { value: 'monthly', label: 'Mes' },
        { value: 'custom', label: 'Personalizado' },
      ]}
      value={value}
      onChange={onChange}
      custom={custom}
      onCustomChange={onCustomChange}
      customLabel="Fechas"
      customPlaceholder="Elige el primer y el último día"
    />,
  );
  return { ...view, onChange, onCustomChange };
}

describe('the timeframe picker', () => {
  it('offers the timeframes, and no days until the custom one is chosen', async () => {
    const { user, onChange } = renderPicker('monthly');
    expect(screen.getByRole('radio', { name: 'Mes' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Fechas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Personalizado' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('custom');
  });

  it('shows the custom range’s days once its date picker has loaded, and gives back a new range of two days picked over it', async () => {
    const { user, onCustomChange } = renderPicker('custom', { from: '2026-03-01', to: '2026-03-31' });
    const range = await screen.findByRole('button', { name: 'Fechas' });
    expect(range).toHaveTextContent('01/03/2026 – 31/03/2026');

    await user.click(range);
    const calendar = await screen.findByRole('dialog');
    await user.click(within(calendar).getByRole('button', { name: /^10 / }));
    await user.click(within(calendar).getByRole('button', { name: /^12 / }));
    expect(onCustomChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-03-10', to: '2026-03-12' });
  });
});
