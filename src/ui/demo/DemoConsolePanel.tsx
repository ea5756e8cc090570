import { DemoConsole } from './DemoConsole';
import { useDemoConsoleActor } from './useDemoConsoleActor';

/** The console with its own machine, for the /test page. */
export function DemoConsolePanel() {
  const actor = useDemoConsoleActor();
  return <DemoConsole actor={actor} />;
}
