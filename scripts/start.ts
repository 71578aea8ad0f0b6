/**
 * `npm start`: builds the client if needed, then runs the server, which applies migrations, seeds
 * and serves API and client on one port.
 */
import { buildClientIfNeeded } from './build-if-needed';

buildClientIfNeeded();
await import('../src/server/main');
