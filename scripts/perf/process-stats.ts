import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const proc = (pid: number, file: string) => readFileSync(join('/proc', String(pid), file), 'utf8');

/** Resident memory of a process in MB, from /proc (Linux). */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(proc(pid, 'status'))![1]) / 1024;

/** CPU seconds a process has used (user + system), from /proc (clock ticks of 1/100 s). */
export const cpuSeconds = (pid: number) => {
  const fields = proc(pid, 'stat').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
