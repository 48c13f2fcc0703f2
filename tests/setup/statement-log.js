// Loaded before the server (`node --import ./tests/setup/statement-log.js build/server.js`) by
// tests that count what a request asks the database: every statement the embedded database's
// client is sent (PGlite's query and exec, what drizzle calls) is appended to the file
// STATEMENT_LOG names, one JSON line each ({ at, sql }), as it is sent. The server imports the
// same PGlite module from node_modules, so patching its class here reaches every statement.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const file = process.env.STATEMENT_LOG;
if (!file) throw new Error('tests/setup/statement-log.js: set STATEMENT_LOG to the file to append to');

for (const method of ['query', 'exec']) {
  const original = PGlite.prototype[method];
  PGlite.prototype[method] = function logged(text, ...rest) {
    fs.appendFileSync(file, `${JSON.stringify({ at: Date.now(), sql: String(text) })}\n`);
    return original.call(this, text, ...rest);
  };
}
