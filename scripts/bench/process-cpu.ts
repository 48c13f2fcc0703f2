import fs from 'node:fs';

/**
 * CPU time (ms) a process has used so far, user + system, from /proc (Linux); NaN where there is
 * none. What a burst of requests cost the server, exact however busy the machine is, where a
 * profile's samples count the time the server waited for a core too.
 */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
