import type { SystemStyleObject } from '@chakra-ui/react';

type PerView = { base: number } & Partial<Record<'md' | 'xl', number>>;

/**
 * Swiper's row of slides for its markup before Swiper has started. The server renders the carousels, and their script
 * and Swiper's styles arrive only when the section comes into view; until then the slides stood one under another (the
 * home page several thousand pixels taller) and the page jumped when they arrived, under a visitor who had scrolled
 * there. This draws the row Swiper then lays out: `perView` slides side by side with `gapPx` between them, the rest
 * hidden. Set on an element around the carousel; Swiper marks its container `swiper-initialized`, where this ends.
 */
export function swiperRowBeforeStart(perView: PerView, gapPx: number): SystemStyleObject {
  const width = (count: number) => (count === 1 ? '100%' : `calc((100% - ${(count - 1) * gapPx}px) / ${count})`);
  const widths = Object.fromEntries(Object.entries(perView).map(([breakpoint, count]) => [breakpoint, width(count)]));
  return {
    '& .swiper:not(.swiper-initialized)': { overflow: 'hidden' },
    '& .swiper:not(.swiper-initialized) > .swiper-wrapper': { display: 'flex', gap: `${gapPx}px` },
    '& .swiper:not(.swiper-initialized) > .swiper-wrapper > .swiper-slide': { flexShrink: 0, width: widths },
  };
}
