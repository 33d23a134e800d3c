import { AtCapacity, ConcurrencyLimit } from './concurrency-limit.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ConcurrencyLimit', () => {
  it('runs at most `slots` tasks at once and the waiting ones in order', async () => {
    const limit = new ConcurrencyLimit(2, 5, 10_000);
    const gates = Array.from({ length: 4 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('refuses at once when the queue is full', async () => {
    const limit = new ConcurrencyLimit(1, 1, 10_000);
    const gate = deferred();
    const first = limit.run(() => gate.promise);
    const second = limit.run(async () => 'queued');
    await expect(limit.run(async () => 'third')).rejects.toThrow(AtCapacity);
    gate.resolve();
    await first;
    expect(await second).toBe('queued');
  });

  it('refuses a task that waited too long, and frees its place in the queue', async () => {
    const limit = new ConcurrencyLimit(1, 1, 50);
    const gate = deferred();
    const first = limit.run(() => gate.promise);
    await expect(limit.run(async () => 'late')).rejects.toThrow(AtCapacity);
    const next = limit.run(async () => 'next');
    gate.resolve();
    await first;
    expect(await next).toBe('next');
  });

  it('holds a slot until it is released, once however often release is called', async () => {
    const limit = new ConcurrencyLimit(1, 0, 1000);
    const release = await limit.hold();
    await expect(limit.hold()).rejects.toThrow(AtCapacity);
    release();
    release();
    const again = await limit.hold();
    // The second release above gave back no slot it did not hold: the limit is full again.
    await expect(limit.run(async () => 'third')).rejects.toThrow(AtCapacity);
    again();
    expect(await limit.run(async () => 'ok')).toBe('ok');
  });

  it('refuses as the API error 503 BUSY, with the Retry-After the limit was given', async () => {
    const limit = ConcurrencyLimit.withoutQueue(1, 7);
    const release = await limit.hold();
    const refusal = await limit.hold().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AtCapacity);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'BUSY', retryAfterSeconds: 7, reason: 'queue full' });
    release();
  });

  it('frees the slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(1, 0, 1000);
    await expect(limit.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await limit.run(async () => 'ok')).toBe('ok');
  });
});
