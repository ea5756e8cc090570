import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { draftErrors, type AllocationDraft, type resourceAllocationMachine } from '../../../../machines/resourceAllocation';
import { RESOURCE_TYPES } from '../../../../machines/rules/resourceQuota';
import { formatQuota } from '../../../format';

export type AllocationActor = ActorRefFrom<typeof resourceAllocationMachine>;

/** Allocate a new quota or change one; a refusal shows here and keeps every field. */
export function AllocationDialog({ actor }: { actor: AllocationActor }) {
  const open = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const used = useSelector(actor, (s) => s.context.used);
  const errors = useSelector(actor, (s) => (s.context.showErrors ? draftErrors(s.context) : {}));
  const serverError = useSelector(actor, (s) => s.context.serverError);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const change = (patch: Partial<AllocationDraft>) => actor.send({ type: 'ALLOC.CHANGE', patch });
  const editing = Boolean(draft.id);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !saving && actor.send({ type: 'ALLOC.CLOSE' })} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'ALLOC.SUBMIT' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{editing ? '调整资源配额' : '分配资源'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.userName)} required>
                    <Field.Label>用户账号</Field.Label>
                    <Input value={draft.userName} disabled={editing} placeholder="输入用户的账号名，如 dev_ent" onChange={(e) => change({ userName: e.target.value })} />
                    <Field.ErrorText>{errors.userName}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.resourceType)} required>
                    <Field.Label>资源类型</Field.Label>
                    <NativeSelect.Root disabled={editing}>
                      <NativeSelect.Field value={draft.resourceType} onChange={(e) => change({ resourceType: e.target.value })}>
                        {Object.entries(RESOURCE_TYPES).map(([value, t]) => (
                          <option key={value} value={value}>
                            {t.label}（{t.unit}）
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{errors.resourceType}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.quota)} required>
                    <Field.Label>配额</Field.Label>
                    <Input inputMode="numeric" value={draft.quota} onChange={(e) => change({ quota: e.target.value })} />
                    {editing && <Field.HelperText>已使用 {formatQuota(used, draft.resourceType)}</Field.HelperText>}
                    <Field.ErrorText>{errors.quota}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.expireTime)} required>
                    <Field.Label>到期日期</Field.Label>
                    <Input type="date" value={draft.expireTime} onChange={(e) => change({ expireTime: e.target.value })} />
                    <Field.ErrorText>{errors.expireTime}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.remark)}>
                    <Field.Label>备注</Field.Label>
                    <Textarea rows={2} value={draft.remark} onChange={(e) => change({ remark: e.target.value })} />
                    <Field.ErrorText>{errors.remark}</Field.ErrorText>
                  </Field.Root>
                  {serverError && (
                    <Text role="alert" color="red.600" fontSize="sm">
                      {serverError}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={saving} onClick={() => actor.send({ type: 'ALLOC.CLOSE' })}>
                  取消
                </Button>
                <Button type="submit" colorPalette="blue" loading={saving}>
                  保存
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Revoking a quota takes effect at once, so it is confirmed first. */
export function RevokeDialog({ actor }: { actor: AllocationActor }) {
  const open = useSelector(actor, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const target = useSelector(actor, (s) => s.context.toDelete);
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && !deleting && actor.send({ type: 'ALLOC.CANCEL' })} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>收回资源</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm">
                确定收回 {target?.userName} 的{target ? (RESOURCE_TYPES[target.resourceType as keyof typeof RESOURCE_TYPES]?.label ?? target.resourceType) : ''}配额？
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={deleting} onClick={() => actor.send({ type: 'ALLOC.CANCEL' })}>
                取消
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={() => actor.send({ type: 'ALLOC.CONFIRM' })}>
                确定收回
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
