import { Button, Checkbox, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { appConfigMachine } from '../../../machines/appConfig';
import { hasCode } from '../../../domain/permissions';
import { PageFrame } from '../../components/PageFrame';
import { useAccess } from '../../hooks/appActor';
import { AppPicker } from './apps/AppPicker';

const APP_CONFIG_EDIT = 'MC:resourceManage:appConfig:edit';

/** 应用配置: which functional permissions (:read/:edit/:auth) each app offers for resource allocation. */
export function AppConfigPage() {
  const config = useActorRef(appConfigMachine);
  const apps = useSelector(config, (s) => s.context.apps);
  const appId = useSelector(config, (s) => s.context.appId);
  const current = useSelector(config, (s) => s.context.config);
  const checked = useSelector(config, (s) => s.context.checked);
  const loadingApps = useSelector(config, (s) => s.matches('loadingApps'));
  const loadingConfig = useSelector(config, (s) => s.matches('loadingConfig'));
  const saving = useSelector(config, (s) => s.matches('saving'));
  const error = useSelector(config, (s) => (s.matches('failed') ? s.context.error : undefined));
  const canEdit = hasCode(APP_CONFIG_EDIT, useAccess().codes);
  return (
    <PageFrame title="应用配置" description="配置每个应用可分配的功能权限：开启后才能在资源权限中授予用户或用户组。">
      {error && (
        <HStack role="alert" mb="4">
          <Text color="red.fg">{error}</Text>
          <Button size="xs" variant="outline" onClick={() => config.send({ type: 'CONFIG.RETRY' })}>
            重试
          </Button>
        </HStack>
      )}
      <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
        <AppPicker
          apps={apps}
          selectedId={appId}
          loading={loadingApps}
          onSearch={(keyword) => config.send({ type: 'CONFIG.SEARCH', keyword })}
          onPick={(id) => config.send({ type: 'CONFIG.PICK', appId: id })}
        />
        <Stack flex="1" gap="4" p="4" borderWidth="1px" borderRadius="lg" aria-busy={loadingConfig} minH="200px">
          {!appId && <Text color="fg.muted">请从左侧选择一个应用</Text>}
          {loadingConfig && <Text color="fg.muted">加载中…</Text>}
          {current && (
            <>
              <Text fontWeight="semibold" fontSize="lg">
                {current.appName}
              </Text>
              <Stack as="fieldset" gap="3">
                <Text as="legend" fontSize="sm" color="fg.muted" mb="2">
                  可分配的功能权限
                </Text>
                {current.functionalPermissions.map((f) => (
                  <Checkbox.Root
                    key={f.permissionCode}
                    checked={checked.includes(f.permissionCode)}
                    disabled={!canEdit}
                    onCheckedChange={() => config.send({ type: 'CONFIG.TOGGLE', code: f.permissionCode })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {f.name}
                      <Text as="span" ms="2" fontSize="xs" color="fg.muted" fontFamily="mono">
                        {f.permissionCode}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
              {canEdit && (
                <Button
                  alignSelf="flex-start"
                  colorPalette="blue"
                  loading={saving}
                  onClick={() => config.send({ type: 'CONFIG.SAVE' })}
                >
                  保存配置
                </Button>
              )}
            </>
          )}
        </Stack>
      </Flex>
    </PageFrame>
  );
}
