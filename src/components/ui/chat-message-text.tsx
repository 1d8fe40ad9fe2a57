import { Fragment } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { splitLinks } from '@/lib/text-links';

/**
 * A chat message's text: always rendered as text (the server never sends HTML), line breaks kept, and only `http(s)`
 * addresses made links, opening in a new tab without access to this page (rel="noopener noreferrer"). On the kiosk,
 * its window guard turns a link to another site into the "continue on your phone" code.
 */
export function ChatMessageText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" m="0">
      {splitLinks(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <Link key={index} href={piece.href} target="_blank" rel="noopener noreferrer" textDecoration="underline" color="inherit">
            {piece.text}
          </Link>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </Text>
  );
}
