// What other workspaces (benchmarks, e2e helpers) may use of the server.
export { buildApp } from './app';
export { loadConfig, type Config } from './config';
export { openDatabase, type Database } from './db/database';
export { startTestApp, loginForApi, type TestApp } from './testing/test-app';
