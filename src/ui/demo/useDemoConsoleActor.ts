import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { browserControls as controls, DAY, isFaultTarget, simulatorStarted, type ScenarioId } from '../../demoControls';
import { readToken } from '../../machines/credentials';
import { demoConsoleMachine, type DemoChange, type DemoStatus } from '../../machines/demoConsole';

async function applyChange(change: DemoChange): Promise<void> {
  switch (change.kind) {
    case 'setFault': {
      const { area, ...rest } = change.request;
      if (!isFaultTarget(area)) throw new Error(`未知的接口区域 ${area}`);
      await controls.setFault({ area, ...rest });
      return;
    }
    case 'clearFault':
      await controls.clearFault(change.id);
      return;
    case 'clearFaults':
      await controls.clearFaults();
      return;
    case 'advanceClock':
      await controls.advanceClock(change.ms / DAY);
      return;
  }
}

/** The console machine wired to the simulator's controls, which its worker answers before any fault switch. */
export const browserDemoConsole = demoConsoleMachine.provide({
  actors: {
    // The console's code can arrive before the simulator answers this page (on /test it loads with
    // the page, on a first visit before the worker is installed).
    loadStatus: fromPromise<DemoStatus>(async () => {
      await simulatorStarted;
      const [now, faults, codes, accounts, scenarios, currentUser] = await Promise.all([
        controls.now(),
        controls.listFaults(),
        controls.issuedCodes(),
        controls.accounts(),
        controls.scenarios(),
        controls.accountOf(readToken()),
      ]);
      return { now, faults, codes, accounts, scenarios, currentUser };
    }),
    changeSimulator: fromPromise<void, DemoChange>(({ input }) => applyChange(input)),
    switchAccount: fromPromise<void, { userName: string }>(
      async ({ input }) => void (await controls.switchAccount(input.userName)),
    ),
    resetData: fromPromise<void>(() => controls.reset()),
    applyScenario: fromPromise<string, { id: string }>(async ({ input }) => {
      const scenario = await controls.applyScenario(input.id as ScenarioId);
      await controls.switchAccount(scenario.signInAs);
      return scenario.path;
    }),
    watchSimulator: fromCallback(({ sendBack }) => {
      const refresh = () => sendBack({ type: 'DEMO.REFRESH' });
      window.addEventListener('simulator:code', refresh);
      window.addEventListener('simulator:faults', refresh);
      return () => {
        window.removeEventListener('simulator:code', refresh);
        window.removeEventListener('simulator:faults', refresh);
      };
    }),
  },
  actions: {
    reloadPage: (_, { landing }) => {
      if (landing) window.location.assign(landing);
      else window.location.reload();
    },
  },
});

export const useDemoConsoleActor = () => useActorRef(browserDemoConsole);
export type DemoConsoleActor = ReturnType<typeof useDemoConsoleActor>;
