import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartState, Statechart } from './statechart';

export interface PlacedState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}

export interface PlacedTransition {
  id: string;
  label: string;
  points: { x: number; y: number }[];
  labelAt: { x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  transitions: PlacedTransition[];
}

// Monospace-ish estimates: the layout runs before anything is drawn, so text is measured by length.
const CHAR_WIDTH = 7.2;
const LINE_HEIGHT = 16;
const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 8;

const elk = new ELK();

function toNode(state: ChartState): ElkNode {
  const title = state.type === 'parallel' ? `${state.key} (parallel)` : state.key;
  if (state.children.length === 0) return { id: state.id, width: Math.max(72, textWidth(title) + 16), height: 36 };
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': '[top=32,left=14,bottom=14,right=14]',
      'elk.nodeSize.minimum': `(${textWidth(title) + 24}, 60)`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: state.children.map(toNode),
  };
}

/**
 * Places a statechart with ELK's layered algorithm: nested states are laid out inside their
 * parent, and transitions that cross levels are routed through the hierarchy (which a flat
 * layout such as dagre's cannot do for edges ending on a compound state).
 */
export async function layoutChart(chart: Statechart): Promise<ChartLayout> {
  const edges: ElkExtendedEdge[] = chart.transitions.map((t) => ({
    id: t.id,
    sources: [t.source],
    targets: [t.target],
    labels: [{ text: t.label, width: textWidth(t.label), height: LINE_HEIGHT }],
  }));
  const graph: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'POLYLINE',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      // ELK gives an edge's points relative to the state that contains it (the nearest common
      // ancestor of its ends), which differs per edge: ask for one coordinate system, the root's.
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [toNode(chart.root)],
    edges,
  };
  const placed = await elk.layout(graph);

  const states: PlacedState[] = [];
  const byId = new Map<string, ChartState>();
  const index = (s: ChartState) => {
    byId.set(s.id, s);
    s.children.forEach(index);
  };
  index(chart.root);
  const walk = (node: ElkNode, ox: number, oy: number, depth: number) => {
    const x = ox + (node.x ?? 0);
    const y = oy + (node.y ?? 0);
    const state = byId.get(node.id);
    if (state) states.push({ state, x, y, width: node.width ?? 0, height: node.height ?? 0, depth });
    node.children?.forEach((c) => walk(c, x, y, depth + 1));
  };
  walk(placed, -(placed.x ?? 0), -(placed.y ?? 0), -1);

  const labels = new Map(chart.transitions.map((t) => [t.id, t.label]));
  const transitions = (placed.edges ?? []).map((edge) => {
    const section = (edge as ElkExtendedEdge).sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      label: labels.get(edge.id) ?? '',
      points,
      labelAt: { x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0 },
    };
  });
  return { width: placed.width ?? 0, height: placed.height ?? 0, states, transitions };
}
