import { chakra } from '@chakra-ui/react';

/** Widths drawn by scripts/build-content-media.mjs beside every content image (`<name>-<width>.avif|webp`). */
export const CONTENT_IMAGE_WIDTHS = [480, 960] as const;
export const HERO_IMAGE_WIDTHS = [960, 1440] as const;

export interface ContentPictureProps {
  /** The JPEG fallback, as the content names it (`/content/…/<name>.jpg`). */
  src: string;
  /** Empty for decorative illustrations whose subject the nearby text already names. */
  alt?: string;
  /** Intrinsic aspect: width and height attributes reserve the space before the image arrives. */
  width: number;
  height: number;
  sizes: string;
  widths?: readonly number[];
  /** The first visible images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
}

function variants(src: string, widths: readonly number[], format: 'avif' | 'webp'): string {
  const stem = src.replace(/\.(jpe?g|png)$/, '');
  return widths.map((width) => `${stem}-${width}.${format} ${width}w`).join(', ');
}

/** A content image as AVIF, then WebP, then JPEG, at responsive widths. */
export function ContentPicture({ src, alt = '', width, height, sizes, widths = CONTENT_IMAGE_WIDTHS, priority = false }: ContentPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={variants(src, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variants(src, widths, 'webp')} sizes={sizes} />
      <chakra.img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        display="block"
        w="full"
        h="auto"
        objectFit="cover"
        aspectRatio={`${width} / ${height}`}
        bg="brand.100"
      />
    </picture>
  );
}
