import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FeedbackStatus } from '../../../domain/types/feedback.types';
import { FEEDBACK_CONTENT_MAX, replyBlockedReason } from '../../../domain/feedback';
import { FormStack } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { ImagePicker } from './ImagePicker';

/** What a reply box shows, picked from the user's or the staff's machine. */
export interface ReplyState {
  /** Undefined until the thread has loaded: no box yet. */
  status?: FeedbackStatus;
  reply: string;
  images: readonly File[];
  error?: string;
  /** The thread can take a reply now (not loading, resolving or sending). */
  ready: boolean;
  sending: boolean;
}

interface ReplyFormProps extends ReplyState {
  rows: number;
  placeholder: string;
  /** The id of the note an ended thread shows instead of the box (what else refers to it). */
  noteId?: string;
  onChange: (content: string) => void;
  onAddImages: (files: File[]) => void;
  onRemoveImage: (index: number) => void;
  onSubmit: () => void;
}

/**
 * The reply box under a feedback thread, for the user and for staff alike: text with its counter,
 * up to three images, 回复. A resolved or auto-ended thread shows why it takes no reply.
 */
export function ReplyForm({
  status,
  reply,
  images,
  error,
  ready,
  sending,
  rows,
  placeholder,
  noteId,
  onChange,
  onAddImages,
  onRemoveImage,
  onSubmit,
}: ReplyFormProps) {
  if (status === undefined) return null;
  const blocked = replyBlockedReason(status);
  if (blocked) {
    return (
      <Stack gap="2" align="flex-start">
        <Button disabled colorPalette="blue" size="sm">
          回复
        </Button>
        <Text id={noteId} fontSize="sm" color="fg.muted" role="note">
          {blocked}
        </Text>
      </Stack>
    );
  }
  return (
    <FormStack onSubmit={onSubmit} gap="3">
      <TextField
        label="回复内容"
        value={reply}
        rows={rows}
        placeholder={placeholder}
        disabled={!ready}
        error={error}
        maxChars={FEEDBACK_CONTENT_MAX}
        onValueChange={onChange}
      />
      <ImagePicker label="回复图片" images={images} disabled={!ready} onAdd={onAddImages} onRemove={onRemoveImage} />
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="blue" size="sm" loading={sending} disabled={!ready && !sending}>
          回复
        </Button>
      </HStack>
    </FormStack>
  );
}
