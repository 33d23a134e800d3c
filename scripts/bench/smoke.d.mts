/** Types of smoke.mjs, for the browser test that runs the smoke bench (e2e/bench-smoke.e2e.ts). */
export function freePorts(count: number): Promise<number[]>;
export function smokeCheck(label: string, result: Record<string, unknown>): void;
