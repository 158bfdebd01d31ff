import { Group, Text } from '@mantine/core';
import { OnboardingLayout } from '@/components/layouts/onboarding-layout';
import { SignOutButton, useSession } from '@/features/auth';
import { OnboardingStart } from '@/features/onboarding';

function SignedInAs() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Group gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed" truncate="end" maw={240} visibleFrom="sm">
        {session.user.email}
      </Text>
      <SignOutButton />
    </Group>
  );
}

export function OnboardingRoute() {
  return (
    <OnboardingLayout account={<SignedInAs />}>
      <OnboardingStart />
    </OnboardingLayout>
  );
}
