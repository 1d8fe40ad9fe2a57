import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { useKioskHandOff } from '@/components/ui/kiosk-hand-off';

export interface FileDropZoneProps {
  /** The file input's id (its label points at it). */
  id: string;
  /** The visible button text and the input's accessible name, e.g. "Choose a file". */
  label: string;
  /** The text beside it for pointer users, e.g. "or drag it here". */
  hint: string;
  accept?: string;
  /** Lets the picker take several files, so a caller that allows only one can say so instead of the picker hiding it. */
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the texts describing the input (rules, the current error). */
  describedBy?: string;
  /** Every pick or drop, as it came: the caller decides what to keep. An empty pick (cancelled) is not reported. */
  onFiles: (files: File[]) => void;
  /** Shown inside the zone under the button, e.g. the chosen file. */
  children?: ReactNode;
  testId?: string;
}

/**
 * A drop zone around a real file input: drag-and-drop is never the only way in. The input stays in the tab order and
 * the accessibility tree (visually hidden, labelled by the button-like label that opens it), so keyboards and screen
 * readers use the browser's own picker.
 */
export function FileDropZone({ id, label, hint, accept, multiple = false, disabled = false, invalid = false, describedBy, onFiles, children, testId }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed; the zone is "hovered" while the count is above zero.
  const depth = useRef(0);
  const handOff = useKioskHandOff(label);

  // A kiosk has no files of the visitor's: the upload is finished on their phone.
  if (handOff) {
    return (
      <Box borderWidth="2px" borderStyle="dashed" borderRadius="lg" borderColor="border.emphasized" bg="bg.subtle" px="4" py="5" textAlign="center" data-testid={testId}>
        <chakra.button
          type="button"
          aria-haspopup="dialog"
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={handOff.open}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          minH="10"
          px="4"
          borderRadius="md"
          bg={disabled ? 'bg.muted' : 'brand.solid'}
          color={disabled ? 'fg.muted' : 'brand.contrast'}
          fontWeight="semibold"
          data-testid="kiosk-hand-off"
        >
          {label}
        </chakra.button>
        {children}
        {handOff.dialog}
      </Box>
    );
  }

  const allowDrop = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  return (
    <Box
      position="relative"
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="lg"
      borderColor={invalid ? 'red.700' : dragging ? 'brand.solid' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      px="4"
      py="5"
      textAlign="center"
      data-dragging={dragging || undefined}
      data-testid={testId}
      onDragEnter={(event) => {
        allowDrop(event);
        if (disabled) return;
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={allowDrop}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        if (disabled) return;
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
      css={{
        '& input:focus-visible + label': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
    >
      <chakra.input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        position="absolute"
        width="1px"
        height="1px"
        opacity={0}
        overflow="hidden"
        css={{ clipPath: 'inset(50%)' }}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again is reported again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <chakra.label
        htmlFor={id}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        minH="10"
        px="4"
        borderRadius="md"
        bg={disabled ? 'bg.muted' : 'brand.solid'}
        color={disabled ? 'fg.muted' : 'brand.contrast'}
        fontWeight="semibold"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        _hover={disabled ? undefined : { bg: 'brand.700' }}
      >
        {label}
      </chakra.label>
      <Text mt="2" fontSize="sm" color="fg.muted">
        {hint}
      </Text>
      {children}
    </Box>
  );
}
