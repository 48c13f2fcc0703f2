import autocannon from 'autocannon';
import { processCpuMs as cpuMs } from './process-cpu';

export interface Burst {
  reqPerSec: number;
  /** The server process's CPU (ms) over the burst ÷ its requests. */
  cpuMsPerRequest: number;
  /** Failed requests, answers other than 2xx, timeouts. */
  errors: number;
}

/** One autocannon burst on a URL, with the CPU the server (process `pid`) spent on it. */
export async function burst(options: {
  url: string;
  pid: number;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}): Promise<Burst> {
  const { url, pid, connections, duration, headers = {} } = options;
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration, headers });
  const cpu = cpuMs(pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    reqPerSec: requests / duration,
    cpuMsPerRequest: requests ? cpu / requests : NaN,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
