import { Box, Button, CloseButton, Field, HStack, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FEEDBACK_IMAGE_MAX_COUNT } from '../../../domain/feedback';

/** A local preview of a picked file; the object URL is released when the thumbnail goes. */
function FileThumb({ file }: { file: File }) {
  const src = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );
  return (
    <Image
      src={src}
      alt={file.name}
      boxSize="64px"
      objectFit="cover"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.subtle"
    />
  );
}

interface ImagePickerProps {
  label: string;
  images: readonly File[];
  error?: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** Up to three jpg/jpeg/png images with previews; the machine decides what is accepted. */
export function ImagePicker({ label, images, error, onAdd, onRemove, disabled }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = images.length >= FEEDBACK_IMAGE_MAX_COUNT;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={id}>
        {label}
        <Text as="span" color="fg.muted" fontWeight="normal">
          （选填）
        </Text>
      </Field.Label>
      <VisuallyHidden>
        <input
          id={id}
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple
          disabled={disabled}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // Cleared so picking the same file again still reports (as a duplicate).
            e.target.value = '';
            if (files.length) onAdd(files);
          }}
        />
      </VisuallyHidden>
      <HStack gap="2" wrap="wrap">
        {images.map((file, i) => (
          <Box key={`${file.name}-${file.size}-${i}`} position="relative">
            <FileThumb file={file} />
            <CloseButton
              size="2xs"
              variant="solid"
              position="absolute"
              top="-2"
              right="-2"
              borderRadius="full"
              aria-label={`移除图片 ${file.name}`}
              onClick={() => onRemove(i)}
            />
          </Box>
        ))}
        {!full && (
          <Button
            size="sm"
            variant="outline"
            boxSize="64px"
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-hidden
            tabIndex={-1}
          >
            + 图片
          </Button>
        )}
      </HStack>
      {error ? (
        <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>最多{FEEDBACK_IMAGE_MAX_COUNT}张，支持jpg、jpeg、png，单张不超过3MB</Field.HelperText>
      )}
    </Field.Root>
  );
}
