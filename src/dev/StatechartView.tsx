import { Box, Button, HStack, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { layoutChart, type ChartLayout } from './chartLayout';
import type { Statechart } from './statechart';

const path = (points: { x: number; y: number }[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ');

/**
 * One machine drawn as a statechart; the states in `active` are highlighted and kept in view. A
 * wide chart is fitted to the box by default (the whole machine at a glance); 原始大小 draws it at
 * 100 % in a scrolling box.
 */
export function StatechartView({ chart, active }: { chart: Statechart; active: Set<string> }) {
  const [layout, setLayout] = useState<{ chart: Statechart; placed: ChartLayout }>();
  const [fit, setFit] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    void layoutChart(chart).then((placed) => current && setLayout({ chart, placed }));
    return () => {
      current = false;
    };
  }, [chart]);
  const activeKey = [...active].join(' ');
  useEffect(() => {
    // The innermost active state is the last one drawn; the box scrolls so it is on screen.
    const states = box.current?.querySelectorAll('[data-active]');
    states?.[states.length - 1]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, layout, fit]);
  if (layout?.chart !== chart) return <Spinner role="status" aria-label="正在排版状态图" m="8" />;
  const { placed } = layout;
  const chartWidth = placed.width + 2;
  const chartHeight = placed.height + 2;
  return (
    <Box>
      <HStack gap="2" mb="2" role="group" aria-label="缩放">
        <Button size="xs" variant={fit ? 'solid' : 'outline'} aria-pressed={fit} onClick={() => setFit(true)}>
          适应宽度
        </Button>
        <Button size="xs" variant={fit ? 'outline' : 'solid'} aria-pressed={!fit} onClick={() => setFit(false)}>
          原始大小
        </Button>
      </HStack>
      <Box ref={box} overflow="auto" maxH="75vh" borderWidth="1px" borderRadius="md" bg="bg.panel">
        <svg
          width={fit ? '100%' : chartWidth}
          height={fit ? undefined : chartHeight}
          viewBox={`0 0 ${chartWidth} ${chartHeight}`}
          preserveAspectRatio="xMinYMin meet"
          role="img"
          aria-label={`状态机 ${chart.id} 的状态图`}
          data-testid="statechart"
          style={{
            fontFamily: 'ui-monospace, monospace',
            fontSize: '12px',
            maxWidth: fit ? `${chartWidth}px` : undefined,
            display: 'block',
          }}
        >
          <defs>
            <marker
              id="arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill="#64748b" />
            </marker>
          </defs>
          {placed.states.map(({ state, x, y, width, height, depth }) => {
            const on = active.has(state.id);
            const compound = state.children.length > 0;
            return (
              <g key={state.id} data-state={state.id} data-active={on || undefined}>
                <rect
                  x={x + 1}
                  y={y + 1}
                  width={width}
                  height={height}
                  rx={compound ? 10 : 8}
                  fill={on ? (compound ? '#eff6ff' : '#dbeafe') : depth <= 0 ? '#f8fafc' : '#ffffff'}
                  stroke={on ? '#2563eb' : '#94a3b8'}
                  strokeWidth={on ? 2.5 : state.type === 'final' ? 3 : 1}
                  strokeDasharray={state.type === 'history' ? '4 3' : undefined}
                />
                {state.initial && <circle cx={x + 1} cy={y + 1 + (compound ? 16 : height / 2)} r="4" fill="#0f172a" />}
                <text
                  x={x + 12}
                  y={y + (compound ? 20 : height / 2 + 5)}
                  fill={on ? '#1d4ed8' : '#0f172a'}
                  fontWeight={compound ? 700 : 500}
                >
                  {state.type === 'parallel' ? `${state.key} (parallel)` : state.key}
                </text>
              </g>
            );
          })}
          {placed.transitions.map((t) => (
            <g key={t.id}>
              <path
                d={path(t.points.map((p) => ({ x: p.x + 1, y: p.y + 1 })))}
                fill="none"
                stroke="#64748b"
                strokeWidth="1.2"
                markerEnd="url(#arrow)"
              />
              <rect
                x={t.labelAt.x - 2}
                y={t.labelAt.y}
                width={t.labelAt.width}
                height={t.labelAt.height}
                fill="white"
                opacity="0.85"
              />
              <text x={t.labelAt.x + 2} y={t.labelAt.y + 12} fill="#7c2d12">
                {t.label}
              </text>
            </g>
          ))}
        </svg>
      </Box>
    </Box>
  );
}
