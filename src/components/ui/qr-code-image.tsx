import { useEffect, useState } from 'react';
import { chakra } from '@chakra-ui/react';

export interface QrCodeImageProps {
  /** The text the code encodes (a URL). */
  value: string;
  /** Alternative text: what the code leads to. */
  alt: string;
  size?: number;
}

/** Renders `value` as a QR code SVG. `qrcode` is loaded on first use so it stays out of the initial bundle. */
export function QrCodeImage({ value, alt, size = 160 }: QrCodeImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then(({ toString }) =>
      toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }).then(
        (svg) => {
          if (alive) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
        },
      ),
    );
    return () => {
      alive = false;
    };
  }, [value]);

  return src ? (
    <chakra.img src={src} alt={alt} width={size} height={size} data-testid="qr-image" />
  ) : (
    <chakra.span display="block" width={`${size}px`} height={`${size}px`} bg="bg.muted" aria-busy="true" />
  );
}
