// The workshop's phone (a tap calls it) and address, as the customers' pages show them under its name.
import { Anchor, Stack, Text } from '@mantine/core';
import { telHref } from './format';

export function WorkshopContact({
  phone,
  address,
  callLabel,
  addressLabel,
}: {
  phone: string;
  address: string;
  /** "Llamar al <phone>", in the page's words. */
  callLabel: string;
  addressLabel: string;
}) {
  return (
    <Stack gap={4}>
      {phone ? (
        <Anchor href={telHref(phone)} size="lg" fw={600}>
          {callLabel}
        </Anchor>
      ) : null}
      {address ? (
        <Text size="sm" c="dimmed">
          {addressLabel}
        </Text>
      ) : null}
    </Stack>
  );
}
