import { Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import type { AppResourceTree } from '../../../../domain/types/appResource.types';

/** Apps by type, each with its functional permissions as checkboxes. */
export function ResourceTreeEditor({
  tree,
  checked,
  disabled,
  onToggle,
}: {
  tree: AppResourceTree[];
  checked: string[];
  disabled: boolean;
  onToggle: (id: string) => void;
}) {
  if (tree.length === 0) return <Text color="fg.muted">暂无可分配的应用资源，请先在应用配置中开启功能权限。</Text>;
  return (
    <Stack gap="5">
      {tree.map((type) => (
        <Stack key={type.appType} gap="2" role="group" aria-label={type.typeName}>
          <Text fontWeight="semibold">{type.typeName}</Text>
          {type.apps.map((app) => (
            <HStack
              key={app.id}
              gap="4"
              wrap="wrap"
              ps="3"
              py="1"
              borderBottomWidth="1px"
              role="group"
              aria-label={app.appName}
            >
              <Text minW="140px" fontSize="sm">
                {app.appName}
              </Text>
              {app.resources.flatMap((r) =>
                r.functionalPermissions.map((f) => (
                  <Checkbox.Root
                    key={f.id}
                    size="sm"
                    checked={checked.includes(f.id)}
                    disabled={disabled}
                    onCheckedChange={() => onToggle(f.id)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{f.name}</Checkbox.Label>
                  </Checkbox.Root>
                )),
              )}
            </HStack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
