import { useIntl } from 'react-intl';
import type { A11yOptions } from 'swiper/types';

/** Swiper's A11y module speaks English by default; these are its announcements in the current language. */
export function useSwiperA11y(): A11yOptions {
  const intl = useIntl();
  return {
    prevSlideMessage: intl.formatMessage({ id: 'carousel.previous' }),
    nextSlideMessage: intl.formatMessage({ id: 'carousel.next' }),
    firstSlideMessage: intl.formatMessage({ id: 'carousel.first' }),
    lastSlideMessage: intl.formatMessage({ id: 'carousel.last' }),
    // Swiper fills in {{index}} and {{slidesLength}}.
    slideLabelMessage: intl.formatMessage({ id: 'carousel.slideLabel' }, { index: '{{index}}', total: '{{slidesLength}}' }),
    containerRoleDescriptionMessage: intl.formatMessage({ id: 'carousel.roleDescription' }),
    itemRoleDescriptionMessage: intl.formatMessage({ id: 'carousel.slideRoleDescription' }),
  };
}
