// The commands of the systemd units in deploy/systemd/, read from their ExecStart lines, so
// `npm run cluster` and the cluster tests start exactly what the app machines start (only
// the Node.js binary is this process's own rather than the machines' /usr/bin/node).
import fs from 'node:fs';
import path from 'node:path';

export type ShopUnit = 'shop.service' | 'shop-migrate.service';

/** Node's arguments in `unit`'s ExecStart (the script and its flags), without the binary. */
export function nodeArgumentsOf(root: string, unit: ShopUnit): string[] {
  const file = path.join(root, 'deploy/systemd', unit);
  const starts = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('ExecStart='));
  if (starts.length !== 1) throw new Error(`${file}: expected one ExecStart line, found ${starts.length}`);
  // The units use no quoting, variables or specifiers in ExecStart (a test keeps it so).
  const [program, ...args] = starts[0].slice('ExecStart='.length).trim().split(/\s+/);
  if (path.basename(program) !== 'node') throw new Error(`${file}: ExecStart does not run node (${program})`);
  return args;
}
