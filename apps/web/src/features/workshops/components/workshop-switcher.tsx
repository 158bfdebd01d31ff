// docs/product.md §32.1: the header's workshop switcher, for an account that belongs to more than one workshop. Its
// menu (Mantine's) arrives after the first paint, as the account's does (decision 073).
import { FunctionError } from '@rueda/domain';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';
import { notifyError } from '@/lib/notify';
import { useAccount } from '@/features/account';
import { useSession } from '@/features/auth';
import { unsentChangeCount, useSwitchWorkshop } from '../api/switch-workshop';

const switcherDropdown = deferredModule(() => import('./workshop-switcher-dropdown').then((module) => module.WorkshopSwitcherDropdown));

/** What the server's refusal means to the person who asked (the server checks the membership, not this list). */
const REFUSALS = {
  'not-a-member': 'switcher.notMember',
  'membership-deactivated': 'switcher.deactivatedThere',
} as const;

function refusalKey(error: unknown) {
  const reason = error instanceof FunctionError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' && Object.hasOwn(REFUSALS, reason) ? REFUSALS[reason as keyof typeof REFUSALS] : 'switcher.failed';
}

export function WorkshopSwitcher() {
  const { t } = useTranslation('workshops');
  const session = useSession();
  const account = useAccount().data;
  const switching = useSwitchWorkshop(session.status === 'signed-in' ? session.user.id : null);
  if (!account?.workshop) return null;
  const current = account.workshop;
  const choose = (workshopId: string) => {
    if (workshopId === current.id) return;
    const unsent = unsentChangeCount();
    if (unsent > 0) {
      notifyError(t('switcher.unsent', { count: unsent }));
      return;
    }
    switching.mutate(workshopId, {
      onError: (error) => notifyError(t(refusalKey(error))),
    });
  };
  return (
    <DeferredMenu
      menu={switcherDropdown}
      props={{ memberships: account.memberships, currentId: current.id, isSwitching: switching.isPending, onChoose: choose }}
      target={
        <UnstyledButton
          aria-label={t('switcher.open', { name: current.name })}
          style={{ borderRadius: 'var(--mantine-radius-md)', minHeight: 44 }}
          px="xs"
        >
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} truncate="end" maw={{ base: 120, sm: 220 }}>
              {current.name}
            </Text>
            <Text size="xs" c="dimmed" aria-hidden>
              ▾
            </Text>
          </Group>
        </UnstyledButton>
      }
    />
  );
}
