/**
 * The invoke blocks screens repeat: a load whose answer goes into context (its failure text
 * kept for the 重试 view), and a submit whose refusal keeps the server's message beside what
 * the user typed. Each builder returns a plain state config; XState infers the machine's
 * context, events and actors from where it is used, so a wrong context key or actor name is a
 * type error in the machine, as if the block were written out.
 */
import {
  assign,
  type Actions,
  type AnyEventObject,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
  type ProvidedActor,
} from 'xstate';
import { errorMessage } from '../api/http';

type Params = ParameterizedObject['params'] | undefined;

/** Keeps a failure's text (the server's message, or the network's) under `key`. */
export const keepError = <
  TContext extends MachineContext,
  TExpressionEvent extends AnyEventObject,
  TParams extends Params,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
>(
  key: keyof TContext & string,
) =>
  assign<TContext, TExpressionEvent, TParams, TEvent, TActor>(
    ({ event }) => ({ [key]: errorMessage((event as { error?: unknown }).error) }) as Partial<TContext>,
  );

/** Takes an actor's answer into `key` and clears the last failure's text under `errorKey`. */
export const takeOutput = <
  TContext extends MachineContext,
  TExpressionEvent extends AnyEventObject,
  TParams extends Params,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
>(
  key: keyof TContext & string,
  errorKey: keyof TContext & string,
) =>
  assign<TContext, TExpressionEvent, TParams, TEvent, TActor>(
    ({ event }) => ({ [key]: (event as { output?: unknown }).output, [errorKey]: undefined }) as Partial<TContext>,
  );

interface LoadOptions<TContext, TInput> {
  /** The context field the answer goes into. */
  into: keyof TContext & string;
  /** The context field a failure's text goes into; the next answer clears it. */
  error?: keyof TContext & string;
  input?: (args: { context: TContext }) => TInput;
  /** The state after the answer (default `ready`) and after a failure (default `failed`). */
  done?: string;
  failed?: string;
}

/**
 * `loading` → `ready` with the answer in `into`, or → `failed` with the failure's text in
 * `error`. The machine writes its own `failed: { on: { 'X.RETRY': 'loading' } }`.
 */
export const loadingState = <
  TSrc extends string,
  TContext extends MachineContext,
  TParams extends Params,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
  TInput = undefined,
>(
  src: TSrc,
  {
    into,
    error = 'error',
    input = () => undefined as TInput,
    done = 'ready',
    failed = 'failed',
  }: LoadOptions<TContext, TInput>,
) => ({
  invoke: {
    id: src,
    src,
    input,
    onDone: { target: done, actions: takeOutput<TContext, AnyEventObject, TParams, TEvent, TActor>(into, error) },
    onError: { target: failed, actions: keepError<TContext, AnyEventObject, TParams, TEvent, TActor>(error) },
  },
});

interface SubmitOptions<TContext, TInput, TDoneActions> {
  input: (args: { context: TContext }) => TInput;
  /** Where a success goes, and what it does (close the form, notify, reload …). */
  done: { target: string; actions?: TDoneActions };
  /** The form state a refusal returns to; what was typed is untouched. */
  back: string;
  /** The context field the refusal's text goes into. */
  error: keyof TContext & string;
}

/** A submit: → `done` on success; a refusal goes `back` to the form with the server's message. */
export const submitState = <
  TSrc extends string,
  TInput,
  TContext extends MachineContext,
  TParams extends Params,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
  const TDoneActions extends
    | Actions<
        TContext,
        AnyEventObject,
        TEvent,
        TParams,
        TActor,
        ParameterizedObject,
        ParameterizedObject,
        string,
        EventObject
      >
    | undefined,
>(
  src: TSrc,
  { input, done, back, error }: SubmitOptions<TContext, TInput, TDoneActions>,
) => ({
  invoke: {
    id: src,
    src,
    input,
    onDone: done,
    onError: { target: back, actions: keepError<TContext, AnyEventObject, TParams, TEvent, TActor>(error) },
  },
});
