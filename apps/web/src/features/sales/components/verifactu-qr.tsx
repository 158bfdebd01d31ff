// docs/verifactu.md §4 (Orden HAC/1177/2024 arts. 20 and 21): a Spanish invoice carries, at its top, the QR code of
// the AEAT's checking service (error correction M, 30 to 40 mm on paper, a quiet zone around it), "QR tributario:"
// above it and "VERI*FACTU" below, in Spanish whatever the reader's language. The URL is the server's (qrUrl).
import QRCode from 'qrcode';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The QR code of a text as SVG markup, with a quiet zone of four modules; null while it is drawn. */
function useQrSvg(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toString(text, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }).then((svg) => {
      if (isCurrent) setDrawn({ text, svg });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.svg : null;
}

export function VerifactuQr({ url }: { url: string }) {
  const { t } = useTranslation('sales');
  const svg = useQrSvg(url);
  return (
    <Stack gap={2} align="center" className="rueda-sales-qr" data-testid="verifactu-qr">
      <Text size="sm">{t('document.verifactu.above')}</Text>
      {/* The markup is qrcode's own SVG of the server's URL: nothing typed by anyone is in it. */}
      {svg ? (
        <div
          className="rueda-sales-qr-code"
          role="img"
          aria-label={t('document.verifactu.label')}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <div className="rueda-sales-qr-code" />
      )}
      <Text size="sm">{t('document.verifactu.below')}</Text>
    </Stack>
  );
}
