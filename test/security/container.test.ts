// Container mode with a real runtime (podman or docker) on an image imported from a busybox-static
// rootfs built here (no registry). Skips visibly where no runtime works or busybox is missing.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderSource, type RenderOptions } from '../../src/render/index.js';
import { plugin, sh, cmd, source, sidecar, tempRepo, parseEnvLines, waitFor } from '../render/helpers.js';
import { MANIFEST, scratchDir, testImage } from './helpers.js';

const scratch = scratchDir('cmp-lint-sec-ctr-');
after(() => scratch.cleanup());
const tmpRoot = join(scratch.dir, 'renders');
mkdirSync(tmpRoot);

const setup = testImage(scratch.dir);

function opts(o: Partial<RenderOptions> & Pick<RenderOptions, 'repoRoot' | 'source' | 'plugins'>): RenderOptions {
  return { revision: 'abcdef0123456789abcdef0123456789abcdef01', tmpRoot, hostEnv: { ...process.env, CMP_LINT_RUNNER_SECRET: 'runner-secret' }, ...o };
}

const cm = (name: string) => ({ name: `${name}-cm`, key: 'plugin.yaml' });
const withSidecar = (name: string, image: string, env: { name: string; value?: string; fromSource: boolean }[] = []) =>
  sidecar({
    name,
    image,
    env,
    volumeMounts: [{ name: 'cfg', mountPath: '/home/argocd/cmp-server/config/plugin.yaml', subPath: 'plugin.yaml' }],
    volumes: [{ name: 'cfg', kind: 'configMap', configMapName: `${name}-cm` }],
  });

test('container: the sidecar image runs the plugin as uid 999 in /tmp/_cmp_server/<uuid>/<app>, no network, read-only root, only Argo CD variables', async (t) => {
  if (!setup.sb) return t.skip(setup.skip);
  const r = tempRepo({ 'apps/demo/x.txt': 'committed', 'apps/demo/link': { symlink: 'x.txt' } });
  try {
    const p = plugin({
      name: 'probe',
      configMap: cm('probe'),
      generate: sh(
        `id -u >&2; pwd >&2; ls /sys/class/net >&2; touch /root-write 2>/dev/null && echo ROOT-WRITABLE >&2; echo ok > made.txt && cat made.txt >&2; readlink link >&2; echo tmp > /tmp/t && cat /tmp/t >&2; ${MANIFEST}`,
      ),
    });
    const src = source({ path: 'apps/demo', plugin: { name: 'probe' } });
    const res = await renderSource(opts({ repoRoot: r.root, source: src, plugins: [p], sidecars: [withSidecar('probe', setup.image as string)], sandbox: setup.sb }));
    assert.equal(res.error, undefined, JSON.stringify(res.error));
    assert.equal(res.sandbox, setup.sb.label);
    assert.equal(res.image, setup.image);
    const lines = res.stderr.trim().split('\n');
    assert.equal(lines[0], '999');
    assert.match(lines[1], /^\/tmp\/_cmp_server\/[0-9a-f-]{36}\/apps\/demo$/);
    assert.equal(lines[2], 'lo', 'only the loopback interface (--network none)');
    assert.ok(!res.stderr.includes('ROOT-WRITABLE'));
    assert.deepEqual(lines.slice(3), ['ok', 'x.txt', 'tmp']);

    const envp = plugin({ name: 'env', configMap: cm('env'), generate: cmd(['env', '-0']) });
    const envRes = await renderSource(
      opts({
        repoRoot: r.root,
        source: source({ path: 'apps/demo', plugin: { name: 'env', env: [{ name: 'FOO', value: 'bar' }] } }),
        plugins: [envp],
        sidecars: [withSidecar('env', setup.image as string, [{ name: 'HELM_CACHE_HOME', value: '/tmp/helm', fromSource: false }, { name: 'FROM_SECRET', fromSource: true }])],
        sandbox: setup.sb,
      }),
    );
    // env -0 printed no manifest: the parse fails, but stdout holds the environment
    const env = parseEnvLines(envRes.stdout, '\0');
    assert.equal(env.get('ARGOCD_ENV_FOO'), 'bar');
    assert.equal(env.get('HELM_CACHE_HOME'), '/tmp/helm');
    assert.equal(env.get('ARGOCD_APP_SOURCE_PATH'), 'apps/demo');
    assert.ok(!env.has('CMP_LINT_RUNNER_SECRET') && !env.has('FROM_SECRET'));
    assert.ok(!envRes.stdout.includes('runner-secret'));
    assert.ok(!env.get('PATH')?.includes('node_modules'), 'the image PATH, not the runner one');
  } finally {
    r.cleanup();
  }
});

test('container: a tool missing from the image names the image; the deadline kills and removes the container and its daemons', async (t) => {
  if (!setup.sb) return t.skip(setup.skip);
  const rt = setup.sb.runtime as string;
  const r = tempRepo({ 'app/x.txt': '' });
  try {
    const missing = plugin({ name: 'helmish', configMap: cm('helmish'), generate: cmd(['helm', 'template', '.']) });
    const res = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'helmish' } }), plugins: [missing], sidecars: [withSidecar('helmish', setup.image as string)], sandbox: setup.sb }));
    assert.equal(res.error?.stage, 'generate');
    assert.match(res.error?.message ?? '', /exec: "helm": executable file not found in \$PATH/);
    assert.match(res.error?.hint ?? '', new RegExp(`\`helm\` is not in the image ${setup.image!.replace(/[.:/]/g, '\\$&')}`));

    const hang = plugin({ name: 'hang', configMap: cm('hang'), generate: sh(`setsid sleep 600 & trap "" TERM; sleep 600`) });
    const res2 = await renderSource(
      opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'hang' } }), plugins: [hang], sidecars: [withSidecar('hang', setup.image as string)], sandbox: setup.sb, timeoutMs: 3000, killGraceMs: 200 }),
    );
    assert.equal(res2.error?.stage, 'generate');
    assert.match(res2.error?.message ?? '', /timed out/);
    const left = () => execFileSync(rt, ['ps', '-a', '--filter', 'name=cmp-lint-', '--format', '{{.Names}} {{.Status}}'], { encoding: 'utf8' }).trim();
    assert.ok(await waitFor(() => left() === '', 10_000), `containers left: ${left()}`);
  } finally {
    r.cleanup();
  }
});

test('container: an image that cannot be pulled is a sandbox failure naming the image and how to log in', async (t) => {
  if (!setup.sb) return t.skip(setup.skip);
  const r = tempRepo({ 'app/x.txt': '' });
  try {
    const p = plugin({ name: 'private', configMap: cm('private'), generate: sh(MANIFEST) });
    const res = await renderSource(
      opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'private' } }), plugins: [p], sidecars: [withSidecar('private', 'localhost:1/cmp-lint/no-such-image:1')], sandbox: setup.sb }),
    );
    assert.equal(res.error?.stage, 'sandbox');
    assert.match(res.error?.message ?? '', /^cannot pull image localhost:1\/cmp-lint\/no-such-image:1 with (podman|docker): .*log in first \(`(podman|docker) login localhost:1`/);
    // a plugin with no known image: explicit container mode says what to pass
    const bare = plugin({ name: 'bare', generate: sh(MANIFEST) });
    const res2 = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'bare' } }), plugins: [bare], sandbox: setup.sb }));
    assert.equal(res2.error?.stage, 'sandbox');
    assert.match(res2.error?.message ?? '', /no sidecar image is known for plugin "bare" .*pass --image/);
    // --image runs it anyway
    const res3 = await renderSource(opts({ repoRoot: r.root, source: source({ path: 'app', plugin: { name: 'bare' } }), plugins: [bare], sandbox: { ...setup.sb, image: setup.image } }));
    assert.equal(res3.error, undefined, JSON.stringify(res3.error));
    assert.equal(res3.manifests.length, 1);
  } finally {
    r.cleanup();
  }
});
