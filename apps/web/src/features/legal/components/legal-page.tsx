import { List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useLegalDocument, type TLegalSection } from '../legal-document';
import { LEGAL_TEXTS_UPDATED_ON, type LegalDocumentKey } from '../legal-texts';
import { LegalLayout } from './legal-layout';

function Paragraphs({ texts }: { texts: string[] | undefined }) {
  return texts?.map((text) => (
    <Text key={text} lh={1.65}>
      {text}
    </Text>
  ));
}

function LegalSection({ section }: { section: TLegalSection }) {
  return (
    <Stack component="section" gap="sm">
      <Title order={2} size="h3">
        {section.heading}
      </Title>
      <Paragraphs texts={section.paragraphs} />
      {section.items && (
        <List spacing="xs" lh={1.6} withPadding>
          {section.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      <Paragraphs texts={section.closing} />
    </Stack>
  );
}

/** One legal text, whole, in the interface's language. */
export function LegalPage({ document: key }: { document: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const { t: tApp } = useTranslation();
  const legalDocument = useLegalDocument(key);
  const pageTitle = `${legalDocument.title} · ${tApp('app.name')}`;

  useEffect(() => {
    const previous = window.document.title;
    window.document.title = pageTitle;
    return () => {
      window.document.title = previous;
    };
  }, [pageTitle]);

  return (
    <LegalLayout current={key}>
      <Stack component="article" gap="xl">
        <Stack gap={4}>
          <Title order={1}>{legalDocument.title}</Title>
          <Text size="sm" c="dimmed">
            {t('lastUpdated', { date: formatDate(LEGAL_TEXTS_UPDATED_ON) })}
          </Text>
        </Stack>
        <Stack gap="sm">
          <Paragraphs texts={legalDocument.intro} />
        </Stack>
        {legalDocument.sections.map((section) => (
          <LegalSection key={section.heading} section={section} />
        ))}
      </Stack>
    </LegalLayout>
  );
}
