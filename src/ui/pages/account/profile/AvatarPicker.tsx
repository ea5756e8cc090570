import { Avatar, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { profileMachine } from '../../../../machines/profile';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

/** The avatar and its replacement: jpg/png up to 3 MB, checked before upload. */
export function AvatarPicker({ actor }: { actor: ProfileActor }) {
  const input = useRef<HTMLInputElement>(null);
  const url = useSelector(actor, (s) => s.context.user?.avatarUrl);
  const name = useSelector(actor, (s) => s.context.user?.nickName || s.context.user?.userName || '');
  const uploading = useSelector(actor, (s) => s.matches({ avatar: 'uploading' }));
  const error = useSelector(actor, (s) => s.context.avatarError);
  return (
    <HStack gap="4" align="center">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name} />
        {url && <Avatar.Image src={url} alt="当前头像" />}
      </Avatar.Root>
      <Stack gap="1" align="flex-start">
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            aria-label="上传头像"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) actor.send({ type: 'PROFILE.AVATAR', file });
              // Cleared so choosing the same file again still fires a change.
              e.target.value = '';
            }}
          />
        </VisuallyHidden>
        <Button size="sm" variant="outline" loading={uploading} onClick={() => input.current?.click()}>
          更换头像
        </Button>
        <Text fontSize="xs" color="fg.muted">
          支持 jpg、jpeg、png，不超过 3MB
        </Text>
        {error && (
          <Text role="alert" fontSize="sm" color="red.fg">
            {error}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
