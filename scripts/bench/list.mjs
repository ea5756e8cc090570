// Bench part: the 10,000-item infinite list (bench page floor/list.tsx = the app's InfiniteList
// and infinite-list machine). Scrolls to the end and back in steps, counting DOM nodes and
// recording long tasks (PerformanceObserver 'longtask') while scrolling.
const TOTAL = 10_000;

export async function measureList(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(base);
    await page.getByRole('listitem').first().waitFor();
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    const frame = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
    const scrollBy = (dy) => page.evaluate((d) => document.getElementById('scroller').scrollBy(0, d), dy);
    let maxNodes = await nodes();
    let steps = 0;
    const started = Date.now();
    // Down: like a user flinging the wheel, until the list says it has reached the end.
    while (!(await page.getByText('没有更多数据了').isVisible())) {
      await scrollBy(1500);
      await frame();
      maxNodes = Math.max(maxNodes, await nodes());
      if (++steps > 5000 || Date.now() - started > 240_000) throw new Error('the list never reached its end');
    }
    const rendered = await page.evaluate(() => document.querySelectorAll('[role=listitem]').length);
    // Back up in big jumps, then to the middle: items must show wherever the view lands.
    for (let i = 0; i < 40; i++) {
      await scrollBy(-15_000);
      await frame();
      maxNodes = Math.max(maxNodes, await nodes());
    }
    await page.evaluate(() => {
      const el = document.getElementById('scroller');
      el.scrollTop = el.scrollHeight / 2;
    });
    await frame();
    await frame();
    const middleShown = await page.evaluate(() => {
      const box = document.getElementById('scroller').getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit?.closest('[role=listitem]')?.textContent ?? '';
    });
    const longTasks = await page.evaluate(() => window.__longTasks);
    return {
      items: TOTAL,
      scrollSteps: steps,
      maxDomNodes: maxNodes,
      renderedItemsAtEnd: rendered,
      middleItem: middleShown.slice(0, 20),
      longTasksOver50ms: longTasks.filter((d) => d > 50).length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    };
  } finally {
    await context.close();
  }
}
