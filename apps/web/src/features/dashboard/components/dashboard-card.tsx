// The pieces every dashboard card is made of: the card with its heading, a headline figure and
// rows of figures, each a link to the repairs behind it, and a chart's figures as a table.
import { Anchor, ColorSwatch, Group, Paper, Stack, Table, Text, Title, type MantineColor } from '@mantine/core';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import visuallyHidden from '@/components/visually-hidden.module.css';
import { PlainList } from '@/components/plain-list';
import { themeColour } from '../colours';

export interface DashboardCardProps {
  title: string;
  /** A link at the heading's end (e.g. to the booking calendar). */
  action?: ReactNode;
  children: ReactNode;
}

export function DashboardCard({ title, action, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The card's main figure: "42 repairs", the whole of it a link. */
export function HeadlineFigure({ href, value, label }: { href: string; value: string; label: string }) {
  return (
    <Anchor component={Link} to={href} c="inherit" underline="hover" style={{ alignSelf: 'flex-start' }}>
      <Group gap={8} align="baseline" wrap="nowrap">
        <Text span fz={32} fw={700} lh={1.1}>
          {value}
        </Text>
        <Text span c="dimmed" size="sm">
          {label}
        </Text>
      </Group>
    </Anchor>
  );
}

export interface FigureRowItem {
  key: string;
  label: ReactNode;
  value: string;
  /** None for a figure with no list behind it. */
  href?: string;
  colour?: MantineColor;
}

/** Figures one under the other, label and value on a line; each line a link when it has a list. */
export function FigureRows({ items, label }: { items: FigureRowItem[]; label?: string }) {
  return (
    <PlainList gap={2} aria-label={label}>
      {items.map((item) => {
        const line = (
          <Group justify="space-between" gap="sm" wrap="nowrap" py={4}>
            <Group gap={8} wrap="nowrap" miw={0}>
              {item.colour ? <ColorSwatch aria-hidden="true" color={themeColour(item.colour)} size={10} /> : null}
              <Text size="sm" truncate>
                {item.label}
              </Text>
            </Group>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {item.value}
            </Text>
          </Group>
        );
        return (
          <li key={item.key}>
            {item.href ? (
              <Anchor component={Link} to={item.href} c="inherit" underline="hover" display="block">
                {line}
              </Anchor>
            ) : (
              line
            )}
          </li>
        );
      })}
    </PlainList>
  );
}

export interface FiguresTableCell {
  text: string;
  href?: string;
}

export interface FiguresTableProps {
  caption: string;
  headers: string[];
  rows: { key: string; header: string; cells: FiguresTableCell[] }[];
}

const NO_ROWS: FiguresTableProps['rows'] = [];

/**
 * A chart's figures for screen readers: out of sight (the chart shows them), and shown in place as soon as
 * the keyboard reaches one of its links, so focus is never invisible. Its rows are drawn just after the
 * cards' first paint, not in it: a year's two tables of 53 weeks were a good part of it (docs/decisions/069).
 */
export function FiguresTable({ caption, headers, rows: allRows }: FiguresTableProps) {
  const rows = useDeferredValue(allRows, NO_ROWS);
  return (
    <div className={visuallyHidden.hiddenUntilFocus}>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.header}</Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>
                  {cell.href ? (
                    <Anchor component={Link} to={cell.href}>
                      {cell.text}
                    </Anchor>
                  ) : (
                    cell.text
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
