import { Badge, Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { createBrowserInspector } from '@statelyai/inspect';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createActor, type AnyActorRef } from 'xstate';
import { inspectionStore, type SystemActorLog } from './inspectionLog';
import { loadCatalog, type CatalogEntry } from './machineCatalog';
import { definitionOf, definitionText, machineOfDefinition } from './machineDefinition';
import { activeStateIds, statechartOf } from './statechart';
import { StatechartView } from './StatechartView';

const keyOf = (e: CatalogEntry) => `${e.file}#${e.exportName}`;
const logicOf = (log: SystemActorLog) => (log.actor as { logic?: unknown }).logic;
const valueOf = (log: SystemActorLog) => (log.actor.getSnapshot() as { value?: unknown }).value;

function useSystemActorLogs(): SystemActorLog[] {
  const version = useSyncExternalStore(inspectionStore.subscribe, inspectionStore.version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the store's version is the dependency
  return useMemo(() => inspectionStore.logs(), [version]);
}

function LiveActors({ logs, onPick }: { logs: SystemActorLog[]; onPick: (log: SystemActorLog) => void }) {
  if (logs.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        没有正在运行的系统 actor（在运行中的应用里打开本页即可看到）。
      </Text>
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {logs.map((log) => (
        <Box as="li" key={log.systemId} borderWidth="1px" borderRadius="md" p="2" bg="bg.panel">
          <Flex justify="space-between" align="center" gap="2">
            <Text
              as="button"
              fontWeight="semibold"
              fontSize="sm"
              textAlign="left"
              onClick={() => onPick(log)}
              textDecoration="underline"
              cursor="pointer"
            >
              {log.systemId}
            </Text>
            <Badge size="sm" colorPalette="blue" title="当前状态">
              {JSON.stringify(valueOf(log))}
            </Badge>
          </Flex>
          <Box
            as="ol"
            aria-label={`${log.systemId} 最近收到的事件`}
            fontSize="xs"
            color="fg.muted"
            mt="1"
            fontFamily="mono"
            listStyleType="none"
          >
            {log.events.length === 0 ? (
              <li>（还没有事件）</li>
            ) : (
              log.events.map((e) => <li key={e.seq}>{e.from ? `${e.type} ← ${e.from}` : e.type}</li>)
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Development only (never in a production build): every machine of src/machines drawn as a
 * statechart, offline, with the live states of the running app's system actors highlighted.
 */
export function MachinesPage() {
  const [catalog, setCatalog] = useState<CatalogEntry[]>();
  const [picked, setPicked] = useState('session.ts#sessionMachine');
  const logs = useSystemActorLogs();
  useEffect(() => {
    void loadCatalog().then(setCatalog);
  }, []);
  const entry = catalog?.find((e) => keyOf(e) === picked) ?? catalog?.[0];
  // Drawn from the exported file's text, so the page shows what `npm run machines:export` writes.
  const exported = useMemo(() => {
    if (!entry) return undefined;
    const definition = definitionOf(entry.machine);
    const text = definitionText(definition);
    const machine = machineOfDefinition({ ...definition, config: JSON.parse(text) as typeof definition.config });
    return { text, machine, chart: statechartOf(machine) };
  }, [entry]);
  const inspected = useRef<AnyActorRef>(undefined);
  useEffect(() => () => inspected.current?.stop(), []);
  // Stately's inspector in a new tab, running the exported definition with stand-in implementations.
  const runInInspector = () => {
    if (!exported) return;
    inspected.current?.stop();
    inspected.current = createActor(exported.machine, { inspect: createBrowserInspector().inspect }).start();
  };
  const running = entry ? logs.filter((log) => logicOf(log) === entry.machine) : [];
  const active = new Set(running.flatMap((log) => (entry ? activeStateIds(entry.machine.id, valueOf(log)) : [])));
  const pickActor = (log: SystemActorLog) => {
    const match = catalog?.find((e) => e.machine === logicOf(log));
    if (match) setPicked(keyOf(match));
  };

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="4" p="4" minH="100vh" bg="bg.subtle" align="stretch">
      <Box flex="1" minW="0">
        <Heading as="h1" size="lg" mb="1">
          状态机一览（开发用）
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          src/machines 中的每个状态机，离线绘制；运行中的系统 actor 所处的状态以蓝色标出。
        </Text>
        <NativeSelect.Root size="sm" maxW="420px" mb="3">
          <NativeSelect.Field
            aria-label="状态机"
            value={entry ? keyOf(entry) : picked}
            onChange={(e) => setPicked(e.currentTarget.value)}
          >
            {catalog?.map((e) => (
              <option key={keyOf(e)} value={keyOf(e)}>
                {`${e.file} · ${e.exportName} (${e.machine.id})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {running.length > 0 && (
          <Text fontSize="sm" mb="2">
            运行中：{running.map((l) => l.systemId).join('、')}
          </Text>
        )}
        {exported ? <StatechartView chart={exported.chart} active={active} /> : <Text>正在读取状态机…</Text>}
        {exported && (
          <Flex mt="3" gap="3" align="center" wrap="wrap">
            <Button size="xs" variant="outline" onClick={runInInspector}>
              在 Stately 检查器中运行
            </Button>
            <Text fontSize="xs" color="fg.muted">
              以导出的定义运行（动作、守卫、actor 均为空替身），需联网，请允许弹出窗口。
            </Text>
          </Flex>
        )}
        {exported && (
          <Box as="details" mt="3" fontSize="sm">
            <Box as="summary" cursor="pointer">
              导出的定义（与 npm run machines:export 写出的文件相同）
            </Box>
            <Box
              as="pre"
              aria-label="导出的定义"
              fontFamily="mono"
              fontSize="xs"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              mt="2"
              maxH="480px"
              overflow="auto"
            >
              {exported.text}
            </Box>
          </Box>
        )}
      </Box>
      <Box as="aside" aria-label="系统 actor" w={{ base: 'full', lg: '320px' }} flexShrink={0}>
        <Heading as="h2" size="md" mb="2">
          系统 actor
        </Heading>
        <LiveActors logs={logs} onPick={pickActor} />
      </Box>
    </Flex>
  );
}
