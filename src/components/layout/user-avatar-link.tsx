import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { chakra, Link } from '@chakra-ui/react';
import { pageRoutes } from '@/lib/routes';

export interface UserAvatarLinkProps {
  firstName: string;
  onClick?: () => void;
  /** Shows the tooltip from the start (Storybook, screenshots). */
  defaultTooltipOpen?: boolean;
}

/** First letter of the name, uppercased per locale-independent rules ("ada" → "A", "小明" → "小"). */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/**
 * The logged-in user's avatar: a link to the profile page with the first name in a tooltip (spec §2). The tooltip is
 * a plain absolutely placed span shown on hover and focus, not a positioning engine: it always sits right under a
 * 36 px circle, and this keeps ~20 KB of floating-UI code out of every page. Escape hides it (WCAG 1.4.13).
 */
export function UserAvatarLink({ firstName, onClick, defaultTooltipOpen = false }: UserAvatarLinkProps) {
  const intl = useIntl();
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = (defaultTooltipOpen || hovered || focused) && !dismissed;

  return (
    <chakra.span
      position="relative"
      display="inline-flex"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        setDismissed(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
    >
      <Link asChild borderRadius="full" data-testid="user-avatar">
        <RouterLink
          to={pageRoutes.profile}
          onClick={onClick}
          aria-label={intl.formatMessage({ id: 'header.profile' }, { name: firstName })}
          aria-describedby={tooltipId}
        >
          <chakra.span
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="9"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            borderWidth="2px"
            borderColor="white"
            fontWeight="semibold"
            aria-hidden="true"
          >
            {initialOf(firstName)}
          </chakra.span>
        </RouterLink>
      </Link>
      <chakra.span
        id={tooltipId}
        role="tooltip"
        position="absolute"
        top="calc(100% + 6px)"
        left="50%"
        transform="translateX(-50%)"
        whiteSpace="nowrap"
        px="2"
        py="1"
        borderRadius="sm"
        fontSize="sm"
        bg="gray.900"
        color="white"
        boxShadow="md"
        zIndex="tooltip"
        pointerEvents="none"
        display={visible ? 'block' : 'none'}
      >
        {firstName}
      </chakra.span>
    </chakra.span>
  );
}
