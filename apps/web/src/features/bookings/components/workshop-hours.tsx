import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';
import { SectionIntro } from '@/components/section-intro';

// The dialog (its date picker, its fields and the calendar's words) loads when it first opens: the profile
// shows only the way to it (the route budgets, decision 039).
const loadSettings = async () => (await Promise.all([import('./booking-settings-modal'), loadTexts(['bookings'])]))[0];
const BookingSettingsModal = lazyNamed(loadSettings, 'BookingSettingsModal');

/**
 * docs/product.md §18.2: the workshop's opening hours and daily capacity from the profile. They are the booking
 * calendar's settings (§15.1), edited in the same dialog as on the calendar.
 */
export function WorkshopHours() {
  // Its words are the profile's (only the profile shows it); the dialog's are the calendar's.
  const { t } = useTranslation('profile');
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <SectionIntro title={t('hours.title')} hint={t('hours.hint')} />
      <Group>
        <Button
          variant="default"
          size="sm"
          onClick={dialog.open}
          onMouseEnter={() => void loadSettings()}
          onFocus={() => void loadSettings()}
        >
          {t('hours.open')}
        </Button>
      </Group>
      {opened ? (
        <Suspense fallback={null}>
          <BookingSettingsModal opened={opened} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
