export function median(values: number[]): number | null;
export function ratioInterval(
  page: number[],
  floor: number[],
  options?: { draws?: number; level?: number; seed?: number },
): [number, number] | null;
