import { Checkbox, HStack, Input, Stack, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { gatewayBaseUrl } from '../../../../config';
import { buildSnippet, snippetLanguages, type SnippetLanguage } from '../../../../domain/playground';
import { CodePre } from '../../../components/CodePre';
import { LabelledTabList } from '../../../components/LabelledTabList';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { FormField } from '../../../components/form/FormField';
import { CopyButton } from '../parts/CopyButton';
import type { PlaygroundActor } from './PlaygroundParams';
import { PreflightCost } from './PreflightCost';

/**
 * 查看代码: the request on screen as curl, Python (openai SDK) and JavaScript. A key typed here
 * stays in a password field and goes into the code masked (sk-****abcd), on screen and when
 * copied, until the user ticks 显示完整密钥.
 */
export function PlaygroundCode({
  actor,
  open,
  onClose,
}: {
  actor: PlaygroundActor;
  open: boolean;
  onClose: () => void;
}) {
  const request = useSelector(actor, (s) => s.context.request);
  const snippet = useSelector(actor, (s) => s.context.snippet);
  const set = (patch: Partial<typeof snippet>) => actor.send({ type: 'PG.SNIPPET', patch });
  const code = buildSnippet({
    language: snippet.language,
    request,
    baseUrl: gatewayBaseUrl(),
    apiKey: snippet.apiKey.trim(),
    reveal: snippet.reveal,
  });
  const label = snippetLanguages.find((l) => l.value === snippet.language)?.label ?? snippet.language;
  return (
    <AppDialog open={open} title="查看代码" size="xl" onClose={onClose} closeButton>
      <Stack gap="3">
        <FormField
          label="API 密钥"
          optionalHint="（选填）"
          helper="只用于生成代码，不会发送或保存；代码中默认以掩码显示，留空则为占位符"
        >
          <Input
            type="password"
            autoComplete="off"
            size="sm"
            value={snippet.apiKey}
            placeholder="sk-…"
            onChange={(e) => set({ apiKey: e.target.value })}
          />
        </FormField>
        <Checkbox.Root
          size="sm"
          checked={snippet.reveal}
          disabled={!snippet.apiKey.trim()}
          onCheckedChange={(e) => set({ reveal: e.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>在代码中显示完整密钥</Checkbox.Label>
        </Checkbox.Root>
        {/* The copy button sits beside the tabs, never over the code a phone scrolls sideways. */}
        <HStack justify="space-between" align="end" gap="2">
          <Tabs.Root
            value={snippet.language}
            onValueChange={(e) => set({ language: e.value as SnippetLanguage })}
            variant="line"
            size="sm"
          >
            <LabelledTabList tabs={snippetLanguages} />
          </Tabs.Root>
          <CopyButton text={code} ariaLabel={`复制 ${label} 代码`} />
        </HStack>
        <CodePre p="4" fontSize="xs" maxH="50vh" data-testid="playground-code">
          <code>{code}</code>
        </CodePre>
        <PreflightCost actor={actor} via="api" />
      </Stack>
    </AppDialog>
  );
}
