// docs/product.md §30.5: letting a queued change go is asked twice: what is let go is lost, never sent.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function DiscardControl({ onDiscard }: { onDiscard: () => Promise<void> }) {
  const { t } = useTranslation('offline');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  // The button pressed is gone: the focus goes to the question's safe answer.
  useEffect(() => {
    if (isConfirming) cancel.current?.focus();
  }, [isConfirming]);
  if (!isConfirming)
    return (
      <Button variant="subtle" color="red" size="xs" onClick={() => setIsConfirming(true)}>
        {t('actions.discard')}
      </Button>
    );
  return (
    <Stack gap={6} w="100%">
      <Text size="sm">{t('actions.discardConfirm')}</Text>
      <Group gap="xs">
        <Button
          color="red"
          size="xs"
          loading={isDiscarding}
          onClick={() => {
            setIsDiscarding(true);
            void onDiscard().finally(() => setIsDiscarding(false));
          }}
        >
          {t('actions.discardYes')}
        </Button>
        <Button ref={cancel} variant="default" size="xs" onClick={() => setIsConfirming(false)}>
          {t('actions.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
