import { Stat } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/** A stat's help line. A <dl> may hold only dt and dd: the help line is a second description of the value. */
export function StatHelp({ children, ...props }: ComponentProps<typeof Stat.HelpText>) {
  return (
    <Stat.HelpText asChild {...props}>
      <dd>{children}</dd>
    </Stat.HelpText>
  );
}
