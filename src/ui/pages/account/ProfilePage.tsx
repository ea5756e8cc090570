import { Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { UserDetail } from '../../../domain/types/user.types';
import { profileMachine } from '../../../machines/profile';
import { useSystemActor } from '../../hooks/appActor';
import { PageFrame } from '../../components/PageFrame';
import { AvatarPicker } from './profile/AvatarPicker';
import { LogOffAccount } from './profile/LogOffDialog';
import { ChangePassword } from './profile/PasswordDialog';
import { ProfileForm } from './profile/ProfileForm';

function ProfileSections({ user }: { user: UserDetail }) {
  const session = useSystemActor('session');
  const actor = useActorRef(profileMachine, { input: { user, session } });
  return (
    <Stack gap="6" maxW="640px">
      <AvatarPicker actor={actor} />
      <ProfileForm actor={actor} />
      <Separator />
      <Stack gap="2">
        <Heading as="h2" size="sm">
          账号安全
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          密码需包含字母和数字，长度6-20位。注销账号后数据无法恢复，请谨慎操作。
        </Text>
        <HStack>
          <ChangePassword />
          <LogOffAccount />
        </HStack>
      </Stack>
    </Stack>
  );
}

/** 个人资料: avatar, profile, password and account deactivation. */
export function ProfilePage() {
  const session = useSystemActor('session');
  const user = useSelector(session, (s) => s.context.user);
  return (
    <PageFrame title="个人资料" description="查看与编辑个人资料、修改密码、注销账号。">
      {user ? <ProfileSections key={user.id} user={user} /> : <Text color="fg.muted">加载中…</Text>}
    </PageFrame>
  );
}
