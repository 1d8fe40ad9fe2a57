import { useIntl } from 'react-intl';
import { Flex, IconButton } from '@chakra-ui/react';

export interface CarouselControlsProps {
  onPrevious: () => void;
  onNext: () => void;
  /** Shown for autoplaying carousels: pauses or resumes the rotation (WCAG 2.2.2). */
  autoplay?: { running: boolean; onToggle: () => void };
  /** Id of the slides region the buttons control. */
  controls: string;
}

const arrow = (d: string) => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

/** Previous / next (and pause / play) buttons of a carousel, with their names in the current language. */
export function CarouselControls({ onPrevious, onNext, autoplay, controls }: CarouselControlsProps) {
  const intl = useIntl();
  return (
    <Flex gap="2">
      {autoplay ? (
        <IconButton
          aria-label={intl.formatMessage({ id: autoplay.running ? 'carousel.pause' : 'carousel.play' })}
          aria-controls={controls}
          onClick={autoplay.onToggle}
          variant="outline"
          colorPalette="brand"
          size="sm"
          borderRadius="full"
          data-testid="carousel-autoplay-toggle"
        >
          {autoplay.running ? arrow('M9 5v14M15 5v14') : arrow('M7 4l13 8-13 8z')}
        </IconButton>
      ) : null}
      <IconButton
        aria-label={intl.formatMessage({ id: 'carousel.previous' })}
        aria-controls={controls}
        onClick={onPrevious}
        variant="outline"
        colorPalette="brand"
        size="sm"
        borderRadius="full"
      >
        {arrow('m15 18-6-6 6-6')}
      </IconButton>
      <IconButton
        aria-label={intl.formatMessage({ id: 'carousel.next' })}
        aria-controls={controls}
        onClick={onNext}
        variant="outline"
        colorPalette="brand"
        size="sm"
        borderRadius="full"
      >
        {arrow('m9 18 6-6-6-6')}
      </IconButton>
    </Flex>
  );
}
