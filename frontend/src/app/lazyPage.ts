import { lazy, type ComponentType } from 'react';

/** A page (or layout) as its own chunk, named after its file (e.g. assets/DashboardPage-[hash].js). */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
