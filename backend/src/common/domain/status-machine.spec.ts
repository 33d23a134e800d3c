import { setup } from 'xstate';
import { statusMachine } from './status-machine.js';

type Light = 'red' | 'green' | 'off';
type LightEvent = { type: 'GO' } | { type: 'STOP' } | { type: 'BREAK' } | { type: 'FIX'; ok: boolean };

const light = statusMachine<Light, LightEvent>(
  setup({
    types: { events: {} as LightEvent },
    guards: { ok: ({ event }) => event.type === 'FIX' && event.ok },
  }).createMachine({
    id: 'light',
    initial: 'red',
    states: {
      red: { on: { GO: 'green', BREAK: 'off' } },
      green: { on: { STOP: 'red', BREAK: 'off' } },
      off: { on: { FIX: { target: 'red', guard: 'ok' } } },
    },
  }),
);

describe('a status machine', () => {
  it('answers the next status, null when the status does not take the event or a guard says no', () => {
    expect(light.next('red', { type: 'GO' })).toBe('green');
    expect(light.next('red', { type: 'STOP' })).toBeNull();
    expect(light.next('off', { type: 'FIX', ok: true })).toBe('red');
    expect(light.next('off', { type: 'FIX', ok: false })).toBeNull();
  });

  it('names the statuses an event moves from and where it leads', () => {
    expect(light.initial).toBe('red');
    expect(light.move('BREAK')).toEqual({ from: ['red', 'green'], to: 'off' });
    expect(light.move('GO')).toEqual({ from: ['red'], to: 'green' });
  });

  it('refuses to name one move for an event that leads to different statuses', () => {
    const forked = statusMachine<Light, LightEvent>(
      setup({ types: { events: {} as LightEvent } }).createMachine({
        id: 'forked',
        initial: 'red',
        states: { red: { on: { GO: 'green' } }, green: { on: { GO: 'off' } }, off: {} },
      }),
    );
    expect(() => forked.move('GO')).toThrow('forked: GO leads to 2 statuses');
  });
});
