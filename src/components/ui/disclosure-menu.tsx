import {
  useCallback,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Box, chakra } from '@chakra-ui/react';
import { ChevronDownIcon } from './icons';

export interface DisclosureMenuProps {
  /** The visible button text. */
  label: ReactNode;
  /** Icon before the label (e.g. a globe for the language switcher). */
  icon?: ReactNode;
  /** List items (<li> with a link or button each). */
  children: ReactNode;
  /** Opens while the pointer is over the button or panel (desktop header submenus). */
  openOnHover?: boolean;
  /** Starts open (Storybook, screenshots). */
  defaultOpen?: boolean;
  /** Aligns the panel with the button's start or end edge. */
  align?: 'start' | 'end';
  /** Colour of the button: on a dark/transparent header or on a light one. */
  tone?: 'light' | 'dark';
  /** Accessible name when it must differ from the visible label (e.g. "Language: English"). */
  ariaLabel?: string;
  'data-testid'?: string;
}

const focusables = (panel: HTMLElement | null) =>
  panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];

/**
 * WAI-ARIA disclosure navigation: a button with aria-expanded controlling a list of links. Hover opens it on desktop;
 * Enter, Space and ArrowDown open it and move focus to the first entry; arrows move, Escape closes and returns focus
 * to the button, and focus leaving the widget closes it. Links keep their link role, unlike role="menu".
 */
export function DisclosureMenu({
  label,
  icon,
  children,
  openOnHover = false,
  defaultOpen = false,
  align = 'start',
  tone = 'dark',
  ariaLabel,
  'data-testid': testId,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);

  const focusItem = useCallback((index: number) => {
    const items = focusables(panelRef.current);
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }, []);

  const openAndFocus = (index: number) => {
    // Commit the open panel first: links inside a `hidden` list cannot take focus.
    flushSync(() => setOpen(true));
    focusItem(index);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0 means the click came from Enter or Space: move focus into the panel for keyboard users.
    if (open) close(false);
    else if (event.detail === 0) openAndFocus(0);
    else setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = focusables(panelRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Box
      position="relative"
      onBlur={onBlur}
      // Hover is a mouse's: a finger's tap (kiosk, tablet) opens the menu by its click alone, not enter-then-toggle.
      onPointerEnter={openOnHover ? (event) => event.pointerType === 'mouse' && setOpen(true) : undefined}
      onPointerLeave={openOnHover ? (event) => event.pointerType === 'mouse' && setOpen(false) : undefined}
      data-testid={testId}
    >
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        display="inline-flex"
        alignItems="center"
        gap="1"
        px="3"
        py="2"
        minH="10"
        fontWeight="medium"
        borderRadius="md"
        color={tone === 'light' ? 'white' : 'fg'}
        _hover={{ bg: tone === 'light' ? 'whiteAlpha.200' : 'brand.subtle' }}
        _expanded={{ bg: tone === 'light' ? 'whiteAlpha.200' : 'brand.subtle' }}
        cursor="pointer"
      >
        {icon}
        {label}
        <ChevronDownIcon style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </chakra.button>
      <chakra.ul
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
        position="absolute"
        top="100%"
        insetStart={align === 'start' ? '0' : undefined}
        insetEnd={align === 'end' ? '0' : undefined}
        zIndex="dropdown"
        minW="56"
        py="2"
        listStyleType="none"
        bg="bg.panel"
        color="fg"
        borderRadius="md"
        boxShadow="lg"
        borderWidth="1px"
        borderColor="border"
      >
        {children}
      </chakra.ul>
    </Box>
  );
}

/** The style of an entry inside a DisclosureMenu panel (link or button). */
export const disclosureItemStyles = {
  display: 'block',
  width: '100%',
  textAlign: 'start',
  px: '4',
  py: '2',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', color: 'brand.fg' },
  _focusVisible: { bg: 'brand.subtle', color: 'brand.fg' },
  '&[aria-current]': { fontWeight: 'semibold', color: 'brand.fg' },
} as const;
