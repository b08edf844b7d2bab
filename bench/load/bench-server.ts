// Starts the bench server (bench/load/serve.ts) in a child and reads its JSON line (ports, tokens); log lines may come
// before it, and the rest of its output is read and dropped, as a process manager would read it.
import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchServer {
  child: ChildProcess;
  portal: string;
  baseline: string;
  manager: string;
  seller: string;
  logLevel: string;
}

export async function startBenchServer(execArgv: string[] = [], env: Record<string, string> = {}): Promise<BenchServer> {
  const root = new URL('../..', import.meta.url).pathname;
  const child = fork(`${root}bench/load/serve.ts`, [], {
    cwd: root, execArgv: [...execArgv, '--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    if (child.stdout === null) throw new Error('no stdout');
    createInterface({ input: child.stdout }).on('line', (line) => { if (line.startsWith('{"portal"')) resolve(line); });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { child, ...JSON.parse(first) as Omit<BenchServer, 'child'> };
}
