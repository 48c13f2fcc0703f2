import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const OWNER_FILE = 'owner';

function ownerIsGone(lockDir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lockDir, OWNER_FILE), 'utf8'));
  } catch {
    // mkdir and the owner write are two steps: give a fresh lock a moment before calling it stale.
    try {
      return Date.now() - fs.statSync(lockDir).mtimeMs > 10_000;
    } catch {
      return true;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `work` while holding a directory lock. mkdir is atomic, so two test runs started at
 * once (vitest and Playwright, or two terminals) never build the same template together;
 * a lock left by a killed run is taken over once its owner process is gone.
 */
export async function withDirectoryLock<T>(
  lockDir: string,
  work: () => Promise<T>,
  timeoutMs = 10 * 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, OWNER_FILE), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (ownerIsGone(lockDir)) {
        fs.rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the lock ${lockDir}`);
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
