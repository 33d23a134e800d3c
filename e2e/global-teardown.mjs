/** Stops the product the browser tests ran against (SIGTERM: a graceful shutdown), its AI stand-in and its S3 store. */
export default async function globalTeardown() {
  const processes = globalThis.__E2E_PROCESSES__ ?? [];
  await Promise.all(
    processes.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  await new Promise((resolve) => (globalThis.__E2E_OPENAI__ ? globalThis.__E2E_OPENAI__.close(resolve) : resolve()));
  await globalThis.__E2E_S3__?.close();
  await globalThis.__E2E_SOCIAL__?.close();
}
