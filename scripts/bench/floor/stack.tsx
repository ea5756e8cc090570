// Bench floor: the Chakra page plus the other libraries the developers' guide requires on every
// page (XState + @xstate/react for every flow, axios for HTTP, wouter for routing, js-cookie for
// the token), each used the least an app can, built with the app's own plugins and aliases.
// What an app page weighs beyond this is the app's own code.
import { Button, ChakraProvider, Heading, defaultSystem } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import axios from 'axios';
import Cookies from 'js-cookie';
import { createRoot } from 'react-dom/client';
import { Route, Router } from 'wouter';
import { assign, fromPromise, setup } from 'xstate';

const http = axios.create({ baseURL: '/api' });
const machine = setup({
  types: {} as { context: { loads: number } },
  actors: { load: fromPromise(() => http.get<unknown>('/ping', { headers: { token: Cookies.get('token') ?? '' } })) },
}).createMachine({
  context: { loads: 0 },
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'idle', actions: assign({ loads: ({ context }) => context.loads + 1 }) },
        onError: 'idle',
      },
    },
  },
});

function Home() {
  const actor = useActorRef(machine);
  const loads = useSelector(actor, (s) => s.context.loads);
  return <Button onClick={() => actor.send({ type: 'LOAD' })}>开始体验 {loads || ''}</Button>;
}

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <Heading>大模型开放平台</Heading>
    <Router>
      <Route path="/" component={Home} />
    </Router>
  </ChakraProvider>,
);
