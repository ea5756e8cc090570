type Interval = [number, number] | null;

export interface PaintRun {
  floors: Record<string, { lcpSamples: number[] }>;
  pages: Record<string, { site: string; kind: 'static' | 'data'; lcpSamples: number[]; firstDataSamples?: number[] }>;
}

export interface PooledPage {
  site: string;
  kind: 'static' | 'data';
  loads: number;
  lcpRatio: number;
  lcpRatioInterval: Interval;
  lcpRatioConsole?: number;
  lcpRatioConsoleInterval?: Interval;
  firstDataRatioConsole?: number;
  firstDataRatioConsoleInterval?: Interval;
}

export function poolPaint(paints: PaintRun[]): { runs: number; pages: Record<string, PooledPage> };
export function poolResults(results: Array<{ paint?: PaintRun; paintPhone?: PaintRun }>): {
  pooled: Partial<Record<'paint' | 'paintPhone', { runs: number; pages: Record<string, PooledPage> }>>;
  missed: string[];
};
