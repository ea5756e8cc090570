import { Alert, Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { playgroundMachine } from '../../../machines/playground';
import { MAX_PROMPT } from '../../../domain/playground';
import { hasAnyCode } from '../../../domain/permissions';
import { useAccess } from '../../hooks/appActor';
import { TextField } from '../../components/form/TextField';
import { ExperienceFrame } from './playground/ExperienceTabs';
import { PlaygroundCode } from './playground/PlaygroundCode';
import { PlaygroundParams, type PlaygroundActor } from './playground/PlaygroundParams';
import { PreflightCost } from './playground/PreflightCost';
import { CompareResults, SingleResult } from './playground/PlaygroundResults';

/** Who reads usage reads the budget (费用管理); who reads keys, their caps (开发管理). */
const BUDGET_CODES = ['TradeC:AccManage:read', 'TradeC:TradeManage:read'];
const KEY_CODES = ['AccC:DevManage:read'];

const MODES = [
  { id: 'single', label: '单模型调试' },
  { id: 'compare', label: '多模型对比' },
] as const;

function ModeSwitch({ actor }: { actor: PlaygroundActor }) {
  const mode = useSelector(actor, (s) => s.context.mode);
  const editing = useSelector(actor, (s) => s.matches({ call: 'editing' }));
  return (
    <HStack role="group" aria-label="调试模式" gap="2">
      {MODES.map((m) => (
        <Button
          key={m.id}
          size="sm"
          variant={mode === m.id ? 'solid' : 'outline'}
          colorPalette={mode === m.id ? 'blue' : 'gray'}
          aria-pressed={mode === m.id}
          disabled={!editing}
          onClick={() => actor.send({ type: 'PG.MODE', mode: m.id })}
        >
          {m.label}
        </Button>
      ))}
    </HStack>
  );
}

/** The prompt, the buttons that send it (or stop the stream) and 查看代码. */
function PromptBox({ actor, onShowCode }: { actor: PlaygroundActor; onShowCode: () => void }) {
  const prompt = useSelector(actor, (s) => s.context.request.prompt);
  const error = useSelector(actor, (s) => s.context.errors.prompt);
  const compare = useSelector(actor, (s) => s.context.mode === 'compare');
  const running = useSelector(actor, (s) => s.matches({ call: 'running' }));
  const comparing = useSelector(actor, (s) => s.matches({ call: 'comparing' }));
  return (
    <Stack gap="2">
      <TextField
        label="用户输入"
        rows={4}
        value={prompt}
        error={error}
        maxChars={MAX_PROMPT}
        placeholder="输入要发送给模型的内容，Ctrl + Enter 发送"
        onValueChange={(text) => actor.send({ type: 'PG.SET', patch: { prompt: text } })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) actor.send({ type: compare ? 'PG.COMPARE' : 'PG.RUN' });
        }}
      />
      <HStack gap="2" wrap="wrap">
        {running ? (
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => actor.send({ type: 'PG.STOP' })}>
            停止生成
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="blue"
            loading={comparing}
            onClick={() => actor.send({ type: compare ? 'PG.COMPARE' : 'PG.RUN' })}
          >
            {compare ? '开始对比' : '运行'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onShowCode}>
          查看代码
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * 体验中心 → 调试台: one request to one model, streamed, with its tokens, latency and cost; or
 * the same request to 2–3 models side by side; and the request as code. `?model=` preselects.
 */
export function PlaygroundPage() {
  const search = useSearch();
  const input = useMemo(() => ({ model: new URLSearchParams(search).get('model') ?? undefined }), [search]);
  const actor = useActorRef(playgroundMachine, { input });
  const compare = useSelector(actor, (s) => s.context.mode === 'compare');
  const runError = useSelector(actor, (s) => s.context.runError);
  const [codeOpen, setCodeOpen] = useState(false);
  // The headroom needs the budget and the keys, which only some users may read: the machine loads what the permissions allow.
  const { ready, codes } = useAccess();
  const withBudget = hasAnyCode(BUDGET_CODES, codes);
  const withKeys = hasAnyCode(KEY_CODES, codes);
  useEffect(() => {
    if (ready) actor.send({ type: 'PG.LIMITS', access: { withBudget, withKeys } });
  }, [actor, ready, withBudget, withKeys]);
  return (
    <ExperienceFrame
      current="playground"
      description="调整模型参数并查看流式输出、tokens、耗时与费用；一键生成同一请求的调用代码，或让多个模型同场对比。"
    >
      <Grid templateColumns={{ base: '1fr', lg: '340px minmax(0, 1fr)' }} gap="4" alignItems="start">
        <PlaygroundParams actor={actor} />
        <Stack gap="4" minW="0">
          <ModeSwitch actor={actor} />
          <PromptBox actor={actor} onShowCode={() => setCodeOpen(true)} />
          {!compare && <PreflightCost actor={actor} via="console" />}
          {runError && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title>{runError}</Alert.Title>
            </Alert.Root>
          )}
          {compare ? <CompareResults actor={actor} /> : <SingleResult actor={actor} />}
        </Stack>
      </Grid>
      <PlaygroundCode actor={actor} open={codeOpen} onClose={() => setCodeOpen(false)} />
    </ExperienceFrame>
  );
}
