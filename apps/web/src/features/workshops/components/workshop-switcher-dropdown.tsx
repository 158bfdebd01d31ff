// The workshop switcher's menu around its button (workshop-switcher.tsx), fetched after the first paint (decision 073).
import type { TMembership } from '@rueda/domain';
import { Badge, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadedMenuProps } from '@/components/deferred-menu';

const ROLE_KEYS = {
  admin: 'roles.admin',
  manager: 'roles.manager',
  mechanic: 'roles.mechanic',
  chainAdmin: 'roles.chainAdmin',
} as const;

export interface WorkshopSwitcherDropdownProps {
  memberships: readonly TMembership[];
  currentId: string;
  isSwitching: boolean;
  onChoose: (workshopId: string) => void;
}

export function WorkshopSwitcherDropdown({
  target,
  defaultOpened,
  memberships,
  currentId,
  isSwitching,
  onChoose,
}: LoadedMenuProps & WorkshopSwitcherDropdownProps) {
  const { t } = useTranslation('workshops');
  const { t: tShell } = useTranslation();
  return (
    <Menu position="bottom-end" width={280} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('switcher.label')}</Menu.Label>
        {memberships.map((membership) => {
          const isCurrent = membership.workshopId === currentId;
          return (
            <Menu.Item
              key={membership.workshopId}
              disabled={isSwitching || !membership.active}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => onChoose(membership.workshopId)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={isCurrent ? 700 : 500} truncate="end">
                    {membership.workshopName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {tShell(ROLE_KEYS[membership.role])}
                  </Text>
                </div>
                {isCurrent ? (
                  <Badge size="sm" variant="light">
                    {t('switcher.current')}
                  </Badge>
                ) : !membership.active ? (
                  <Badge size="sm" variant="light" color="gray">
                    {t('switcher.deactivated')}
                  </Badge>
                ) : null}
              </Group>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
