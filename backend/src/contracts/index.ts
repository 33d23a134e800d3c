export * from './roles.js';
export * from './errors.js';
export * from './jobs.js';
export * from './projects.js';
export * from './plans.js';
