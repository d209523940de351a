import { posix } from 'node:path';
// Sidecar containers and the pod volumes they see, from any of the pod shapes extractors find.
import type { NodeRef } from '../yaml/source.js';
import { refToJS } from '../yaml/source.js';
import type { Sidecar, SidecarForm, Volume, Container, RepoServerPod } from '../model/types.js';
import { obj, str, containerOf, volumeOf, securityContextOf } from './util.js';
import { CMP_PLUGINS_DIR, CMP_CONFIG_DIR, VAR_FILES_DIR, STOCK_VOLUMES } from '../model/argocd.js';
import { neverStartsCmpServer } from './cmp-command.js';

/** A pod spec (or the pieces of one) as found in a workload, patch, chart values or operator CR. */
export interface PodShape {
  file: string;
  form: SidecarForm;
  isPatch: boolean;
  /** the pod is the argocd-repo-server (by name, chart or operator) */
  isRepoServer: boolean;
  /** name of the workload or patch target, for pooling volumes across patches of one target */
  target?: string;
  podRef?: NodeRef;
  containers: NodeRef[];
  initContainers: NodeRef[];
  volumes: NodeRef[];
  podSecurityContext?: NodeRef;
  /** containers in this list are sidecars by construction (chart extraContainers, operator sidecarContainers) */
  allSidecars?: boolean;
  /** a dump of a live object that was running (see runningDump) */
  running?: boolean;
  /** chart `repoServer` / operator `spec.repo`: its volumeMounts, env and image are the main container's */
  mainRef?: NodeRef;
  chart?: Sidecar['chart'];
  namespace?: string;
}

const MAIN_NAMES = new Set(['argocd-repo-server', 'repo-server']);

/**
 * What only an argocd-cmp-server sidecar has, in any pod: it runs argocd-cmp-server, or it mounts
 * something at one of Argo CD's own paths (var-files at /var/run/argocd, the socket directory, the
 * plugin config) [reference 2, 5].
 */
export function hasCmpPathEvidence(c: Container): boolean {
  const argv = [...(c.command ?? []), ...(c.args ?? [])].join(' ');
  if (argv.includes('argocd-cmp-server')) return true;
  return c.volumeMounts.some((m) => m.mountPath === VAR_FILES_DIR || m.mountPath.startsWith(CMP_PLUGINS_DIR) || m.mountPath.startsWith(CMP_CONFIG_DIR));
}

/**
 * Anything that shows a container is meant to be an argocd-cmp-server sidecar. The volume names
 * `var-files` and `plugins` count only in the argocd-repo-server pod, where they are the stock
 * volumes a sidecar shares (there a mount of them at a wrong path is a broken sidecar): elsewhere
 * they are any application's own volumes (Velero's and Kibana's `plugins` at /plugins).
 */
export function hasCmpEvidence(c: Container, inRepoServerPod: boolean): boolean {
  if (hasCmpPathEvidence(c)) return true;
  return inRepoServerPod && c.volumeMounts.some((m) => m.name === 'var-files' || m.name === 'plugins');
}

export function isMainContainer(c: Container): boolean {
  if (MAIN_NAMES.has(c.name)) return true;
  const argv = [...(c.command ?? []), ...(c.args ?? [])].join(' ');
  return /(^|\/)argocd-repo-server\b/.test(argv) || argv.includes('uid_entrypoint.sh');
}

/** Sidecar.pod for a pod shape: see the field's comment in model/types.ts. */
export function podKeyOf(p: Pick<PodShape, 'form' | 'isPatch' | 'file' | 'podRef'>): string {
  if (p.isPatch && (p.form === 'strategic-merge' || p.form === 'json6902')) return `patches:${posix.dirname(p.file)}`;
  const at = p.podRef?.loc();
  return `${p.file}:${at?.line ?? 0}:${at?.column ?? 0}`;
}

/**
 * Sidecars live in the argocd-repo-server pod only [reference 5]: a pod is that pod when it is named
 * or patched as the repo-server (chart values, operator CR, a kustomize patch's target), when it holds
 * the repo-server container, or when any of its containers (copyutil included) shows Argo CD's paths.
 */
function isRepoServerPod(p: PodShape, main: Container | undefined, containers: Container[], initContainers: Container[]): boolean {
  return p.isRepoServer || main !== undefined || containers.some(hasCmpPathEvidence) || initContainers.some(hasCmpPathEvidence);
}

/** The pod-wide view: kept when the pod is the repo-server or holds a sidecar. */
export function podOf(p: PodShape, sidecars: Sidecar[]): RepoServerPod | undefined {
  if (!p.isRepoServer && sidecars.length === 0) return undefined;
  const containers = p.containers.map((ref) => containerOf(refToJS(ref), ref));
  const initContainers = p.initContainers.map((ref) => containerOf(refToJS(ref), ref));
  const declared: Volume[] = p.volumes.map((ref) => volumeOf(refToJS(ref), ref));
  const main = mainOf(p, containers);
  return {
    file: p.file,
    form: p.form,
    isPatch: p.isPatch,
    main: sidecars[0]?.repoServer ?? main,
    initContainers: sidecars[0]?.initContainers ?? initContainers,
    sidecars,
    containers,
    volumes: sidecars[0]?.volumes ?? (p.isPatch ? withStock(declared) : declared),
    pod: podKeyOf(p),
    namespace: p.namespace,
    podRef: p.podRef,
    running: p.running,
  };
}

/**
 * `bakedConfig`: a Dockerfile in scope COPYs a plugin.yaml to the config path, so a sidecar image may
 * carry its config without a mount.
 */
export function sidecarsFromPod(p: PodShape, bakedConfig = false): Sidecar[] {
  const pod = podKeyOf(p);
  const containers = p.containers.map((ref) => containerOf(refToJS(ref), ref));
  const initContainers = p.initContainers.map((ref) => containerOf(refToJS(ref), ref));
  const declared: Volume[] = p.volumes.map((ref) => volumeOf(refToJS(ref), ref));
  const volumes = p.isPatch ? withStock(declared) : declared;
  const podSecurityContext = securityContextOf(p.podSecurityContext ? refToJS(p.podSecurityContext) : undefined);
  const main = mainOf(p, containers);
  const repoServerPod = isRepoServerPod(p, main, containers, initContainers);
  const out: Sidecar[] = [];
  for (const c of containers) {
    if (c === main) continue;
    // Only a container with a sign of CMP (argocd-cmp-server, a var-files/plugins/config mount) is
    // judged as a plugin sidecar, wherever it is added: chart extraContainers and repo-server
    // patches also carry proxies, caches and helpers (istio, vault-agent, a busybox example), and a
    // CMP sidecar without any of those mounts could not serve a plugin anyway.
    if (!hasCmpEvidence(c, repoServerPod)) continue;
    // A container whose command certainly never starts argocd-cmp-server and that no plugin config
    // reaches claims no plugin: a debug shell or a tool installer that shares the volumes. Argo CD
    // lists only the sockets in the plugins directory [reference 2], so it registers nothing and
    // breaks nothing. With a config mounted (or baked), the same command is a broken plugin sidecar.
    if (neverStartsCmpServer(c) && !bakedConfig && !c.volumeMounts.some((m) => m.mountPath.startsWith(CMP_CONFIG_DIR))) continue;
    out.push({
      ...c,
      file: p.file,
      form: p.form,
      isPatch: p.isPatch,
      volumes,
      podSecurityContext,
      repoServer: main,
      initContainers,
      chart: p.chart,
      podRef: p.podRef,
      pod,
      namespace: p.namespace,
    });
  }
  return out;
}

function mainOf(p: PodShape, containers: Container[]): Container | undefined {
  if (p.mainRef) {
    const c = containerOf(refToJS(p.mainRef), p.mainRef);
    // the chart's image settings are a map (`repoServer.image.{repository,tag}`): known only with an
    // explicit tag; the operator's `image` goes with a separate `version`, so it says nothing alone
    const mapImage = c.imageRef !== undefined;
    return { ...c, name: 'argocd-repo-server', image: mapImage ? c.image : undefined, imageRef: mapImage ? c.imageRef : undefined, command: undefined, args: undefined };
  }
  return containers.find((c) => !p.allSidecars && isMainContainer(c));
}

function withStock(declared: Volume[]): Volume[] {
  const names = new Set(declared.map((v) => v.name));
  const stock: Volume[] = [];
  for (const [name, kind] of STOCK_VOLUMES) {
    if (!names.has(name)) stock.push({ name, kind, stock: true, configMapName: undefined });
  }
  // Re-declaring a stock volume in a strategic-merge patch merges by name: still the stock volume.
  return [...declared.map((v) => (STOCK_VOLUMES.has(v.name) ? { ...v, stock: true } : v)), ...stock];
}

/** Pod shape of a full workload or strategic-merge patch document. */
export function podFromWorkload(
  file: string,
  doc: NodeRef,
  raw: unknown,
  opts: { isPatch: boolean; form: SidecarForm; isRepoServer: boolean; target?: string },
): PodShape | undefined {
  const o = obj(raw);
  const kind = str(o.kind);
  let pod: NodeRef | undefined;
  if (kind === 'Pod') pod = doc.get('spec');
  else if (o.spec !== undefined) pod = doc.getIn(['spec', 'template', 'spec']);
  else if (o.containers !== undefined || o.volumes !== undefined) pod = doc; // a bare pod-spec fragment
  if (!pod) return undefined;
  return {
    file,
    ...opts,
    namespace: str(obj(o.metadata).namespace),
    running: runningDump(o),
    podRef: pod,
    containers: pod.get('containers')?.items() ?? [],
    initContainers: pod.get('initContainers')?.items() ?? [],
    volumes: pod.get('volumes')?.items() ?? [],
    podSecurityContext: pod.get('securityContext'),
  };
}

/**
 * A `kubectl get -o yaml` dump of a pod that was running when read (a Pod in phase Running, a
 * workload with ready replicas and none unavailable): every volume it declares could be mounted then.
 */
function runningDump(o: Record<string, unknown>): boolean {
  const status = obj(o.status);
  if (Object.keys(status).length === 0) return false;
  if (str(o.kind) === 'Pod') return status.phase === 'Running';
  const ready = typeof status.readyReplicas === 'number' ? status.readyReplicas : 0;
  return ready > 0 && !status.unavailableReplicas;
}
