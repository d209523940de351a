// Argo CD's diff semantics, unit by unit, with vectors translated from Argo CD's own tests
// (argoproj/argo-cd @ 37ee0097cf851bc2dd7665fc081bbce61a7e836e; test file and name cited per case).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyIgnore, compileJqPath, compileRules, jqDelete, JqUnsupported, removePointer } from '../../src/diff/argo-ignore.js';
import { overrideKeyOf, overridesOf, type IgnoreRule } from '../../src/diff/argo-settings.js';
import { setAppInstance, targetObjects, trackingId, truncateLabel } from '../../src/diff/argo-target.js';
import { deletePolicies, hookTypes, isSkip, isSyncHook, phases, syncInfo, syncOrder, wave } from '../../src/diff/argo-sync.js';
import type { ResourceChange } from '../../src/diff/types.js';
import { argoDiff, isExcludedResource } from '../../src/diff/argo-diff.js';
import { argoSettings } from '../../src/diff/argo-settings.js';

const rule = (r: Partial<IgnoreRule>): IgnoreRule => ({ group: '', kind: '', jsonPointers: [], jqPathExpressions: [], managedFieldsManagers: [], origin: 'test', ...r });

// test.NewDeployment() of argo-cd's test package, the parts the vectors touch
const deployment = () => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'nginx-deployment', namespace: 'default', labels: { app: 'nginx' } },
  spec: { replicas: 3, template: { spec: { containers: [{ name: 'nginx', image: 'nginx:1.7.9' }] } } },
});

test('tracking: TruncateLabel vectors (util/argo/resource_tracking_test.go TestTruncateLabel_*)', () => {
  assert.equal(truncateLabel('my-app'), 'my-app'); // _Short
  const at = 'a'.repeat(63);
  assert.equal(truncateLabel(at), at); // _AtLimit
  assert.equal(truncateLabel('my-app-with-an-extremely-long-name-that-is-over-sixty-three-characters'), 'my-app-with-an-extremely-long-name-that-is-over-sixty-three-cha'); // _LongName
  assert.equal(truncateLabel('the-very-suspicious-name-with-precisely-sixty-three-characters-with-hyphen'), 'the-very-suspicious-name-with-precisely-sixty-three-characters'); // _TrailingSpecialCharsStripped
  assert.equal(truncateLabel('-'.repeat(64)), undefined); // _AllSpecialChars: an error in Argo CD
});

test('tracking: SetAppInstance per method (TestSetAppInstanceLabel, TestSetAppInstanceAnnotation, TestSetAppInstanceAnnotationAndLabelLongName)', () => {
  const svc = () => ({ apiVersion: 'v1', kind: 'Service', metadata: { name: 'my-service', namespace: 'fake-ns' } }) as Record<string, unknown>;
  const label = svc();
  setAppInstance(label, { method: 'label', labelKey: 'app.kubernetes.io/instance', appName: 'my-app', destNamespace: '' });
  assert.deepEqual(label.metadata, { name: 'my-service', namespace: 'fake-ns', labels: { 'app.kubernetes.io/instance': 'my-app' } });
  const ann = svc();
  setAppInstance(ann, { method: 'annotation', labelKey: 'app.kubernetes.io/instance', appName: 'my-app', destNamespace: '' });
  assert.deepEqual(ann.metadata, { name: 'my-service', namespace: 'fake-ns', annotations: { 'argocd.argoproj.io/tracking-id': 'my-app:/Service:fake-ns/my-service' } });
  const long = 'my-app-with-an-extremely-long-name-that-is-over-sixty-three-characters';
  const both = svc();
  setAppInstance(both, { method: 'annotation+label', labelKey: 'app.kubernetes.io/instance', appName: long, destNamespace: '', installationID: 'inst-1' });
  assert.deepEqual(both.metadata, {
    name: 'my-service',
    namespace: 'fake-ns',
    annotations: { 'argocd.argoproj.io/installation-id': 'inst-1', 'argocd.argoproj.io/tracking-id': `${long}:/Service:fake-ns/my-service` },
    labels: { 'app.kubernetes.io/instance': 'my-app-with-an-extremely-long-name-that-is-over-sixty-three-cha' },
  });
  // label-only tracking keeps the full name (the label value is the app name)
  const l2 = svc();
  setAppInstance(l2, { method: 'label', labelKey: 'team/app', appName: long, destNamespace: '' });
  assert.equal((l2.metadata as { labels: Record<string, string> }).labels['team/app'], long);
  // TestParseAppInstanceValueCorrectFormat: app:group/kind:namespace/name
  assert.equal(trackingId('app', { apiVersion: 'group/v1', kind: 'kind', metadata: { name: 'ns', namespace: 'test' } }, 'dest'), 'app:group/kind:test/ns');
});

test('namespaces: NormalizeTargetObjects (controller/state_test.go Test_NormalizeTargetObjects_ClusterScopeTracking, _NamespacedResourceWithTracking)', () => {
  const t = { method: 'annotation' as const, labelKey: 'app.kubernetes.io/instance', appName: 'guestbook', destNamespace: 'my-app-namespace' };
  const [cr, cm, crd, widget, gadget] = targetObjects(
    [
      { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', metadata: { name: 'test', namespace: 'test' } },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'my-config' }, data: { key: 'value' } },
      { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', metadata: { name: 'widgets.example.com' }, spec: { group: 'example.com', scope: 'Cluster', names: { kind: 'Widget' } } },
      { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w', namespace: 'x' } },
      { apiVersion: 'example.com/v1', kind: 'Gadget', metadata: { name: 'g' } },
    ],
    t,
    new Set(['example.com/Widget']),
  );
  // cluster-scoped: namespace cleared, the tracking id still carries the destination namespace
  assert.deepEqual(cr.metadata, { name: 'test', annotations: { 'argocd.argoproj.io/tracking-id': 'guestbook:rbac.authorization.k8s.io/ClusterRole:my-app-namespace/test' } });
  assert.deepEqual(cm.metadata, { name: 'my-config', namespace: 'my-app-namespace', annotations: { 'argocd.argoproj.io/tracking-id': 'guestbook:/ConfigMap:my-app-namespace/my-config' } });
  // CRDs get no tracking (reposerver: !kube.IsCRD(target))
  assert.deepEqual(crd.metadata, { name: 'widgets.example.com' });
  // a custom kind its CRD says is cluster-scoped loses its namespace; an unknown kind is namespaced
  assert.equal((widget.metadata as Record<string, unknown>).namespace, undefined);
  assert.equal((gadget.metadata as Record<string, unknown>).namespace, 'my-app-namespace');
});

test('ignoreDifferences: jsonPointers (util/argo/normalizers/diff_normalizer_test.go)', () => {
  // TestNormalizeObjectWithMatchedGroupKind: a missing pointer is skipped, the next one applies
  const c = compileRules([rule({ group: 'apps', kind: 'Deployment', jsonPointers: ['/not-matching-path', '/spec/template/spec/containers'] })]);
  const d = applyIgnore(deployment(), c) as ReturnType<typeof deployment>;
  assert.deepEqual(d.spec.template.spec, {});
  // TestNormalizeNoMatchedGroupKinds: group "" kind Service does not touch a Deployment
  const n = applyIgnore(deployment(), compileRules([rule({ kind: 'Service', jsonPointers: ['/spec'] })]));
  assert.deepEqual(n, deployment());
  // TestNormalizeGlobMatch: */* style globs
  const g = applyIgnore(deployment(), compileRules([rule({ group: '*', kind: '*', jsonPointers: ['/spec/template/spec/containers'] })])) as ReturnType<typeof deployment>;
  assert.deepEqual(g.spec.template.spec, {});
  // TestNormalizeExpectedErrorAreSilenced: invalid paths are no-ops
  const s = applyIgnore(deployment(), compileRules([rule({ group: '*', kind: '*', jsonPointers: ['/invalid', '/invalid/json/path'] })]));
  assert.deepEqual(s, deployment());
  // RFC 6901 escapes and array indexes
  const doc = { metadata: { annotations: { 'a/b': '1', 'c~d': '2' } }, list: [1, 2, 3] };
  assert.ok(removePointer(doc, '/metadata/annotations/a~1b'));
  assert.ok(removePointer(doc, '/metadata/annotations/c~0d'));
  assert.ok(removePointer(doc, '/list/1'));
  assert.ok(!removePointer(doc, '/list/5'));
  assert.deepEqual(doc, { metadata: { annotations: {} }, list: [1, 3] });
  // name and namespace narrow a rule
  assert.deepEqual(applyIgnore(deployment(), compileRules([rule({ group: 'apps', kind: 'Deployment', name: 'other', jsonPointers: ['/spec'] })])), deployment());
  assert.equal((applyIgnore(deployment(), compileRules([rule({ group: 'apps', kind: 'Deployment', namespace: 'default', jsonPointers: ['/spec'] })])) as Record<string, unknown>).spec, undefined);
});

test('ignoreDifferences: jqPathExpressions (TestNormalizeJQPathExpression, TestNormalizeJQPathExpressionWithError)', () => {
  const dep = deployment() as Record<string, any>;
  dep.spec.template.spec.initContainers = [{ name: 'init-container-0' }, { name: 'init-container-1' }];
  const out = applyIgnore(dep, compileRules([rule({ group: 'apps', kind: 'Deployment', jqPathExpressions: ['.spec.template.spec.initContainers[] | select(.name == "init-container-0")'] })])) as Record<string, any>;
  assert.deepEqual(out.spec.template.spec.initContainers, [{ name: 'init-container-1' }]);
  // .spec.fakeField.foo[]: iterating null is an error, the patch is skipped
  assert.deepEqual(applyIgnore(deployment(), compileRules([rule({ group: 'apps', kind: 'Deployment', jqPathExpressions: ['.spec.fakeField.foo[]'] })])), deployment());
  // the optional form does not fail
  assert.deepEqual(jqDelete(compileJqPath('.spec.fakeField.foo[]?'), deployment()), deployment());
  // common forms from Argo CD's docs
  const webhook = { webhooks: [{ name: 'a', clientConfig: { caBundle: 'X', url: 'u' } }, { name: 'b', clientConfig: { caBundle: 'Y' } }] };
  assert.deepEqual(jqDelete(compileJqPath('.webhooks[]?.clientConfig.caBundle'), webhook), { webhooks: [{ name: 'a', clientConfig: { url: 'u' } }, { name: 'b', clientConfig: {} }] });
  assert.deepEqual(jqDelete(compileJqPath('.metadata.annotations."foo.bar/x"'), { metadata: { annotations: { 'foo.bar/x': '1', y: '2' } } }), { metadata: { annotations: { y: '2' } } });
  assert.deepEqual(jqDelete(compileJqPath('.data["config.yaml"]'), { data: { 'config.yaml': 'a', other: 'b' } }), { data: { other: 'b' } });
  assert.deepEqual(
    jqDelete(compileJqPath('.spec.containers[] | select(.name == "a" or .name == "c") | .image'), { spec: { containers: [{ name: 'a', image: '1' }, { name: 'b', image: '2' }, { name: 'c', image: '3' }] } }),
    { spec: { containers: [{ name: 'a' }, { name: 'b', image: '2' }, { name: 'c' }] } },
  );
  // several array elements deleted at once keep the right ones (delpaths from the last)
  assert.deepEqual(jqDelete(compileJqPath('.items[] | select(.keep != true)'), { items: [{ n: 1 }, { n: 2, keep: true }, { n: 3 }] }), { items: [{ n: 2, keep: true }] });
  // indexing a string is an error: skipped
  assert.equal(jqDelete(compileJqPath('.a[] | select(.name == "x")'), { a: ['str'] }), undefined);
});

test('ignoreDifferences: what is not evaluated is said, never guessed (TestNormalizeIllegalJQPathExpression, TestJqPathExpressionFailWithTimeout)', () => {
  for (const expr of ['.spec.template.spec.containers[] | select(.name == "missing-quote)', 'until(true==false; [.] + [1])', '.. | .caBundle?', '.a | select(.name | startswith("x"))', '.a[1:2]']) {
    assert.throws(() => compileJqPath(expr), JqUnsupported, expr);
  }
  const c = compileRules([rule({ kind: 'ConfigMap', jqPathExpressions: ['.data | to_entries'], managedFieldsManagers: ['kube-controller-manager'], origin: 'Application spec.ignoreDifferences[0]' })]);
  assert.deepEqual(c.notes, [
    'ignoreDifferences expression not evaluated: ".data | to_entries" (Application spec.ignoreDifferences[0]; a term must start with "." or select(: "to_entries"): differences it would hide are shown',
    'ignoreDifferences managedFieldsManagers kube-controller-manager (Application spec.ignoreDifferences[0]): not applicable offline (it needs the live object\'s managedFields)',
  ]);
  const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: '1' } };
  assert.deepEqual(applyIgnore(cm, c), cm);
});

test('argocd-cm overrides: split keys, the old map, .all and the /status default (util/settings appendResourceOverridesFromSplitKeys, GetResourceOverrides)', () => {
  assert.equal(overrideKeyOf('apps_Deployment'), 'apps/Deployment');
  assert.equal(overrideKeyOf('Service'), 'Service');
  assert.equal(overrideKeyOf('a_b_c'), undefined);
  const rules = overridesOf({
    'resource.customizations.ignoreDifferences.apps_Deployment': 'jsonPointers:\n- /spec/replicas\n',
    'resource.customizations.ignoreDifferences.all': 'managedFieldsManagers:\n- kube-controller-manager\njqPathExpressions:\n- .metadata.labels.x\n',
    'resource.customizations': 'admissionregistration.k8s.io/MutatingWebhookConfiguration:\n  ignoreDifferences: |\n    jsonPointers:\n    - /webhooks/0/clientConfig/caBundle\n',
  });
  const brief = rules.map((r) => [r.group, r.kind, r.jsonPointers, r.jqPathExpressions, r.managedFieldsManagers]);
  assert.deepEqual(brief, [
    ['admissionregistration.k8s.io', 'MutatingWebhookConfiguration', ['/webhooks/0/clientConfig/caBundle'], [], []],
    // the status default joins the .all entry (both are */*); split keys in sorted order (Go: map order)
    ['*', '*', ['/status'], ['.metadata.labels.x'], ['kube-controller-manager']],
    ['apps', 'Deployment', ['/spec/replicas'], [], []],
  ]);
  assert.deepEqual(
    overridesOf({ 'resource.compareoptions': 'ignoreResourceStatusField: crd\n' }).map((r) => [r.group, r.kind, r.jsonPointers]),
    [['apiextensions.k8s.io', 'CustomResourceDefinition', ['/status']]],
  );
  assert.deepEqual(overridesOf({ 'resource.compareoptions': 'ignoreResourceStatusField: none\n' }), []);
});

test('hooks (gitops-engine pkg/sync/hook/hook_test.go, helm/*_test.go, syncwaves/waves_test.go)', () => {
  const a = (h: string) => ({ 'argocd.argoproj.io/hook': h });
  assert.ok(!isSyncHook({}) && !isSkip({})); // TestNoHooks
  for (const h of ['PreSync', 'Sync', 'PostSync', 'SyncFail']) assert.deepEqual([isSyncHook(a(h)), isSkip(a(h)), hookTypes(a(h))], [true, false, [h]]); // TestOneHook
  assert.deepEqual([isSyncHook(a('Skip')), isSkip(a('Skip')), hookTypes(a('Skip'))], [false, true, ['Skip']]); // TestSkipHook
  assert.deepEqual([isSyncHook(a('Garbage')), isSkip(a('Garbage')), hookTypes(a('Garbage'))], [true, false, []]); // TestGarbageHook
  assert.deepEqual(hookTypes(a('Sync,Sync')), ['Sync']); // TestDupHookTypes
  assert.deepEqual([isSyncHook(a('Skip,PreSync,PostSync')), isSkip(a('Skip,PreSync,PostSync'))], [true, false]); // TestSkipAndHook
  assert.deepEqual(phases(a('Skip,PreSync,PostSync')), ['PreSync', 'PostSync']);
  assert.deepEqual(hookTypes({ 'helm.sh/hook': 'pre-install' }), ['PreSync']); // TestHelmHook
  assert.deepEqual([isSyncHook({ 'helm.sh/hook': 'garbage' }), hookTypes({ 'helm.sh/hook': 'garbage' })], [true, []]); // TestGarbageHelmHook
  assert.deepEqual(hookTypes({ ...a('Sync'), 'helm.sh/hook': 'pre-install' }), ['Sync']); // TestBothHooks
  assert.ok(!isSyncHook({ 'helm.sh/hook': 'crd-install' })); // helm/hook_test.go: crd-install is not a hook
  assert.deepEqual(deletePolicies({}), ['BeforeHookCreation']); // delete_policy_test.go TestDeletePolicies default
  assert.deepEqual(deletePolicies({ 'argocd.argoproj.io/hook-delete-policy': 'HookSucceeded,garbage' }), ['HookSucceeded']);
  assert.deepEqual(deletePolicies({ 'helm.sh/hook-delete-policy': 'hook-succeeded,hook-failed' }), ['HookSucceeded', 'HookFailed']);
  assert.equal(wave({}), 0); // waves_test.go TestWave
  assert.equal(wave({ 'argocd.argoproj.io/sync-wave': '1' }), 1);
  assert.equal(wave({ 'helm.sh/hook-weight': '-1' }), -1);
  assert.equal(wave({ 'argocd.argoproj.io/sync-wave': 'x', 'helm.sh/hook-weight': '2' }), 2);
  // delete hooks are hooks (controller/hook.go isHook) but not part of a sync
  const pre = syncInfo({ metadata: { annotations: { 'helm.sh/hook': 'pre-delete' } } });
  assert.deepEqual(pre, { phase: undefined, wave: 0, hook: { types: ['PreDelete'], deletePolicies: ['BeforeHookCreation'] } });
  assert.deepEqual(syncInfo({ metadata: { annotations: { 'helm.sh/hook': 'test' } } }), { phase: undefined, wave: 0, ignored: true, hook: { types: [], deletePolicies: ['BeforeHookCreation'] } });
  assert.deepEqual(syncInfo({ metadata: { annotations: { 'argocd.argoproj.io/sync-options': 'Prune=false, PruneLast=true', 'argocd.argoproj.io/compare-options': 'IgnoreExtraneous' } } }), {
    phase: 'Sync',
    wave: 0,
    prune: false,
    pruneLast: true,
    ignoreExtraneous: true,
  });
});

test('sync order: phase, wave, kind, name; prunes in reverse waves (gitops-engine sync_tasks.go Less, sync_context.go)', () => {
  const ch = (kind: string, name: string, status: ResourceChange['status'], ann: Record<string, string> = {}): ResourceChange => ({
    key: { group: '', kind, namespace: 'ns', name },
    status,
    sync: syncInfo({ metadata: { annotations: ann } }),
  });
  const order = syncOrder([
    ch('Pod', 'a', 'changed'),
    ch('Service', 'b', 'changed'),
    ch('PersistentVolume', 'c', 'added'),
    ch('Job', 'post', 'added', { 'argocd.argoproj.io/hook': 'PostSync' }),
    ch('Job', 'pre', 'added', { 'helm.sh/hook': 'pre-upgrade' }),
    ch('ConfigMap', 'late', 'changed', { 'argocd.argoproj.io/sync-wave': '1' }),
    ch('ConfigMap', 'early', 'changed', { 'argocd.argoproj.io/sync-wave': '-1' }),
    ch('Widget', 'w', 'changed'),
    ch('ConfigMap', 'skip', 'changed', { 'argocd.argoproj.io/hook': 'Skip' }),
    ch('ConfigMap', 'same', 'unchanged'),
    ch('Secret', 'gone-w5', 'removed', { 'argocd.argoproj.io/sync-wave': '5' }),
    ch('Secret', 'gone-w0', 'removed'),
  ]).map((c) => c.key.name);
  // prune waves 0 and 5 swap: gone-w5 runs in wave 0, gone-w0 in wave 5
  assert.deepEqual(order, ['pre', 'early', 'gone-w5', 'c', 'b', 'a', 'w', 'late', 'gone-w0', 'post', 'skip', 'same']);
});

test('resource exclusions and inclusions (util/settings resources_filter.go IsExcludedResource truth table; coreExcludedResources)', () => {
  const none = { exclusions: [], inclusions: [] };
  assert.ok(isExcludedResource(none, '', 'Event', 'https://kubernetes.default.svc')); // core
  assert.ok(isExcludedResource(none, 'coordination.k8s.io', 'Lease', ''));
  assert.ok(!isExcludedResource(none, 'apps', 'Deployment', ''));
  const ex = { exclusions: [{ apiGroups: ['*.example.com'], kinds: ['*'], clusters: ['https://prod.*'] }], inclusions: [] };
  assert.ok(isExcludedResource(ex, 'a.example.com', 'Widget', 'https://prod.example'));
  assert.ok(!isExcludedResource(ex, 'a.example.com', 'Widget', 'https://dev.example'));
  const inc = { exclusions: [], inclusions: [{ apiGroups: ['apps'], kinds: ['Deployment'], clusters: [] }] };
  assert.ok(!isExcludedResource(inc, 'apps', 'Deployment', 'x')); // included
  assert.ok(isExcludedResource(inc, '', 'ConfigMap', 'x')); // inclusion rules for this cluster: the rest is not allowed
  const incOther = { exclusions: [], inclusions: [{ apiGroups: ['apps'], kinds: ['Deployment'], clusters: ['https://other'] }] };
  assert.ok(!isExcludedResource(incOther, '', 'ConfigMap', 'https://mine')); // no inclusion rule for this cluster: allowed
});

test('redaction holds when an ignoreDifferences rule deletes a Secret\'s kind; tracking on Secrets names no value', () => {
  const settings = { ...argoSettings('/nonexistent', []), overrides: [rule({ kind: 'Secret', jsonPointers: ['/kind', '/apiVersion'] })] };
  const src = { app: { kind: 'Application', name: 'app', label: 'Application app', destNamespace: 'ns', file: 'a.yaml', ref: undefined } } as never;
  const sec = (v: string) => ({ apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, data: { password: v } });
  const r = argoDiff({ source: src, manifests: [sec('b2xkLXZhbHVl')], settings }, { source: src, manifests: [sec('bmV3LXZhbHVl')], settings }, 20);
  const all = JSON.stringify(r);
  assert.ok(!all.includes('b2xkLXZhbHVl') && !all.includes('bmV3LXZhbHVl'), all);
  assert.match(r.resources[0].diff ?? '', /password: <changed \(new\)>/);
  assert.match(r.resources[0].diff ?? '', /argocd\.argoproj\.io\/tracking-id: app:\/Secret:ns\/s/);
});

test('argocd-cm written as JSON (`kubectl get cm argocd-cm -o json`) gives the diff its settings; tools\' JSON files are not read', async () => {
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const { settingsFile } = await import('../../src/diff/argo-settings.js');
  const dir = mkdtempSync(join(tmpdir(), 'argocd-cm-json-'));
  try {
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'argocd-cm', namespace: 'argocd' }, data: { 'application.resourceTrackingMethod': 'label', 'application.instanceLabelKey': 'argocd.argoproj.io/instance' } };
    writeFileSync(join(dir, 'argocd-cm.json'), JSON.stringify(cm, null, 4));
    // (a package.json naming argocd-cm is never a manifest: not read, so the JSON dump decides)
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...cm, data: { 'application.resourceTrackingMethod': 'annotation+label' } }));
    const s = argoSettings(dir, ['package.json', 'argocd-cm.json']);
    assert.equal(s.file, 'argocd-cm.json');
    assert.equal(s.trackingMethod, 'label');
    assert.equal(s.trackingFrom, 'argocd-cm');
    assert.equal(s.instanceLabelKey, 'argocd.argoproj.io/instance');
    assert.deepEqual(['a.yaml', 'b.yml', 'c.json', 'package.json', 'values.schema.json', 'd.jsonnet'].map(settingsFile), [true, true, true, false, false, false]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
