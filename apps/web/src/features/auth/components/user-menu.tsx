import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '@/components/deferred-menu';
import { deferredModule } from '@/lib/deferred-module';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { notifyError } from '@/lib/notify';
import { outboxSummary } from '@/lib/outbox/outbox-summary';
import { useSignOut } from '../api/sign-out';
import { useSession } from '../session';

/** The menu itself (Mantine's Menu, Popover and Floating UI) arrives after the first paint: decision 073. */
const userMenuDropdown = deferredModule(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown));

const SignOutConfirm = lazyNamed(() => import('./sign-out-confirm'), 'SignOutConfirm');

/** The account's changes on this device not yet applied by the server (docs/product.md §30.5's counts). */
function unsentChanges(): number {
  const { waiting, needsDecision, failed } = outboxSummary();
  return waiting + needsDecision + failed;
}

/** The signed-in user in the header: who they are, their profile and the way out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const [unsent, setUnsent] = useState(0);
  if (session.status !== 'signed-in') return null;
  const leave = () => signOut.mutate(undefined, { onError: () => notifyError(t('auth.signOut.failed')) });
  const { name, email } = session.user;
  const menu = (
    <DeferredMenu
      menu={userMenuDropdown}
      props={{
        email,
        isSigningOut: signOut.isPending,
        // Changes still on the device would be lost with it (§30.2): asked first.
        onSignOut: () => (unsentChanges() > 0 ? setUnsent(unsentChanges()) : leave()),
      }}
      target={
        <UnstyledButton aria-label={t('shell.userMenu.open', { name: name || email })} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            {/* A person's outline, not initials: the button's name (its label) must hold every word it shows (WCAG 2.5.3). */}
            <Avatar size={32} radius="xl" color="indigo" aria-hidden />
            <Text size="sm" fw={500} truncate="end" maw={180} visibleFrom="sm">
              {name || email}
            </Text>
          </Group>
        </UnstyledButton>
      }
    />
  );
  return (
    <>
      {menu}
      {unsent > 0 ? (
        <Suspense fallback={null}>
          <SignOutConfirm
            count={unsent}
            onCancel={() => setUnsent(0)}
            onConfirm={() => {
              setUnsent(0);
              leave();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
