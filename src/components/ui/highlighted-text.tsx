import { chakra } from '@chakra-ui/react';

/** A piece of text the server marked as matching (`hit`) or not: rendered as <mark>, never read as HTML. */
export interface TextSegment {
  text: string;
  hit: boolean;
}

/** Text whose matched words are marked (<mark>), built from segments: the text is never read as HTML. */
export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <chakra.mark key={index} bg="yellow.100" color="inherit" px="0.5" borderRadius="sm" fontWeight="semibold">
            {segment.text}
          </chakra.mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
