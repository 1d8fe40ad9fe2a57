import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Link, Portal, Tooltip } from '@chakra-ui/react';
import { pageRoutes } from '@/lib/routes';

export interface UserAvatarLinkProps {
  firstName: string;
  onClick?: () => void;
  /** Shows the tooltip from the start (Storybook, screenshots). */
  defaultTooltipOpen?: boolean;
}

/** The logged-in user's avatar: a link to the profile page with the first name in a tooltip (spec §2). */
export function UserAvatarLink({ firstName, onClick, defaultTooltipOpen }: UserAvatarLinkProps) {
  const intl = useIntl();
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} defaultOpen={defaultTooltipOpen} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <Link asChild borderRadius="full" data-testid="user-avatar">
          <RouterLink
            to={pageRoutes.profile}
            onClick={onClick}
            aria-label={intl.formatMessage({ id: 'header.profile' }, { name: firstName })}
          >
            <Avatar.Root size="sm" bg="brand.solid" color="brand.contrast" borderWidth="2px" borderColor="white">
              <Avatar.Fallback name={firstName} />
            </Avatar.Root>
          </RouterLink>
        </Link>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{firstName}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
