// Self time of a V8 CPU profile (node --cpu-prof) by function and by file, the largest first.
// tsx bench/cpu-profile-summary.ts <file.cpuprofile> [--top N]
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds of self time per node id: each sample's delta goes to the node sampled. */
function selfTimes(profile: Profile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((id, i) => times.set(id, (times.get(id) ?? 0) + profile.timeDeltas[i]!));
  return times;
}

const shortFile = (url: string) =>
  url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '~/') || '(native)';

function summed(profile: Profile, keyOf: (node: ProfileNode) => string): [string, number][] {
  const times = selfTimes(profile);
  const totals = new Map<string, number>();
  for (const node of profile.nodes) {
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + (times.get(node.id) ?? 0));
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Self plus callees' time per key, each key counted once per stack (recursion not twice). */
function inclusive(profile: Profile, keyOf: (node: ProfileNode) => string): [string, number][] {
  const times = selfTimes(profile);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const walk = (node: ProfileNode, open: Set<string>): number => {
    let time = times.get(node.id) ?? 0;
    const key = keyOf(node);
    const first = !open.has(key);
    if (first) open.add(key);
    for (const child of node.children ?? []) time += walk(byId.get(child)!, open);
    if (first) {
      open.delete(key);
      totals.set(key, (totals.get(key) ?? 0) + time);
    }
    return time;
  };
  walk(profile.nodes[0]!, new Set());
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function print(title: string, rows: [string, number][], total: number, top: number): void {
  console.log(title);
  for (const [key, us] of rows.slice(0, top)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(6)} %  ${key}`);
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' } },
});
const profile = JSON.parse(fs.readFileSync(positionals[0]!, 'utf8')) as Profile;
const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const top = Number(values.top);
const frame = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${shortFile(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
print('self time by function', summed(profile, frame), total, top);
print('\ntotal time (self and callees) by function', inclusive(profile, frame), total, top);
print('\nself time by file', summed(profile, (n) => shortFile(n.callFrame.url)), total, top);
