import type { TMechanic } from '@rueda/domain';
import { MultiSelect, NumberInput, Stack } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkTimer } from '../work-timer/lazy-work-timer';
import { Section, type SectionProps } from './section';

/** Who works on the repair, its priority, and (docs/product.md §17.4) the work timer with the time worked on it. */
export const WorkSection = memo(function WorkSection({
  repairId,
  mechanics,
  priority,
  mechanicList,
  errors,
  onEdit,
}: SectionProps & { repairId: string; mechanics: string[]; priority: number; mechanicList: TMechanic[] | undefined }) {
  const { t } = useTranslation('repairs');
  const options = (mechanicList ?? [])
    .filter((mechanic) => mechanic.active || mechanics.includes(mechanic.id))
    .map((mechanic) => ({
      value: mechanic.id,
      label: mechanic.active ? mechanic.name : t('filters.inactiveMechanic', { name: mechanic.name }),
    }));
  return (
    <Section title={t('repair.work')}>
      <Stack gap="sm">
        <MultiSelect
          label={t('fields.mechanics')}
          data={options}
          value={mechanics}
          onChange={(value) => onEdit('mechanics', value)}
          searchable
          nothingFoundMessage={t('intake.noMechanics')}
          error={errors.mechanics}
        />
        <NumberInput
          label={t('fields.priority')}
          description={t('fields.priorityHint')}
          min={0}
          max={10}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={priority}
          onChange={(value) => onEdit('priority', typeof value === 'number' ? value : 0)}
          error={errors.priority}
        />
        <WorkTimer repairId={repairId} />
      </Stack>
    </Section>
  );
});
