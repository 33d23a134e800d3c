import { initialTransition, transition, type AnyStateMachine } from 'xstate';

/**
 * A lifecycle whose states are a row's statuses (an idea, a month plan generation, a plan request,
 * a subscription): the machine alone says where an event leads from a stored status. Pure: the
 * caller restores the status it loaded, asks, and stores the answer.
 */
export interface StatusMachine<S extends string, E extends { type: string }> {
  /** The status a new row starts in: the machine's initial state. */
  readonly initial: S;
  /** The status after the event, or null when the status does not take it (guards included). */
  next(status: S, event: E): S | null;
  /**
   * The statuses that take an event of this type, and where it leads: for one conditional update
   * (`where status in from`) that moves a row only if the machine lets it.
   */
  move(type: E['type']): { from: S[]; to: S };
  /** Whether the status is one the row ends in: it takes no event any more. */
  isFinal(status: S): boolean;
}

/** Wraps an XState machine without context whose state values are the statuses `S`. */
export function statusMachine<S extends string, E extends { type: string }>(
  machine: AnyStateMachine,
): StatusMachine<S, E> {
  const restore = (status: S) => machine.resolveState({ value: status, context: {} });
  const [start] = initialTransition(machine);
  return {
    initial: start.value as S,
    next(status, event) {
      const snapshot = restore(status);
      return snapshot.can(event) ? (transition(machine, snapshot, event)[0].value as S) : null;
    },
    move(type) {
      const from = (Object.keys(machine.states) as S[]).filter((status) => machine.states[status].on[type]);
      const targets = new Set(from.map((status) => machine.states[status].on[type][0].target?.[0]?.key));
      // One conditional update needs one target; a lifecycle that forks on an event asks `next`.
      if (targets.size !== 1) throw new Error(`${machine.id}: ${type} leads to ${targets.size} statuses`);
      return { from, to: [...targets][0] as S };
    },
    isFinal(status) {
      return machine.states[status].type === 'final';
    },
  };
}
