export * from './roles.js';
export * from './errors.js';
export * from './jobs.js';
export * from './projects.js';
export * from './plans.js';
export * from './admin.js';
export * from './clients.js';
export * from './dashboards.js';
