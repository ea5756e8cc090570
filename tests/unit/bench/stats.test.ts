import { median, ratioInterval } from '../../../scripts/bench/stats.mjs';

const floor = [600, 640, 580, 700, 620, 660, 590, 610, 720, 630, 605];
/** A page whose loads scatter as the desktop's signed-in pages do. */
const scattered = [700, 980, 690, 760, 1010, 720, 940, 700, 950, 730, 690];

describe('the bench’s medians and intervals', () => {
  it('takes the upper median of an even count, rounded to the millisecond', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([1.4, 2.6])).toBe(3);
    expect(median([])).toBeNull();
  });

  it('puts loads that move with the floor’s run by run in a narrow range around their ratio', () => {
    // Each load 1.2× the floor's of the same run: whatever the runs drawn, the ratio is 1.2.
    const page = floor.map((ms) => ms * 1.2);
    expect(ratioInterval(page, floor)).toEqual([1.2, 1.2]);
  });

  it('widens with loads that scatter, and holds the median ratio inside', () => {
    const [low, high] = ratioInterval(scattered, floor)!;
    const pointRatio = median(scattered)! / median(floor)!;
    expect(low).toBeLessThan(pointRatio);
    expect(high).toBeGreaterThan(pointRatio);
    expect(high - low).toBeGreaterThan(0.1);
    // Two pages whose loads lie far apart get ranges that do not meet.
    const faster = scattered.map((ms) => ms * 0.7);
    expect(ratioInterval(faster, floor)![1]).toBeLessThan(low);
  });

  it('draws whole runs: a load and the floor’s load of the same run stay together', () => {
    // Both swing with the machine from run to run; paired, the page is always 1.1× the floor.
    const swinging = [500, 900, 520, 880, 510, 910, 530, 870, 505, 895, 515];
    const page = swinging.map((ms) => ms * 1.1);
    expect(ratioInterval(page, swinging)).toEqual([1.1, 1.1]);
  });

  it('prints the same range for the same samples', () => {
    expect(ratioInterval(scattered, floor)).toEqual(ratioInterval(scattered, floor));
    expect(ratioInterval([], [])).toBeNull();
  });
});
