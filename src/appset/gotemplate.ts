// A small evaluator for the Go text/template subset ApplicationSets use (`goTemplate: true`),
// with the sprig functions Argo CD registers (applicationset/utils/utils.go). Everything this
// evaluator does not implement throws `Unsupported`: the ApplicationSet is then reported as "not
// evaluable", never rendered with a guess. Real template errors (missingkey=error, a syntax error,
// `fail`, `required`) throw `TemplateError` with Go's wording where it is known.
//
// Split in three: gotemplate-parse.ts (errors, lexer, parser), gotemplate-funcs.ts (values and
// functions), and this file (execution and the public API).
import { type Arg, type Cmd, type MissingKey, type Node, type Parsed, type Pipe, TemplateError, TemplateParseError, Unsupported, argText, cmdText, lineOf, parseTemplate } from './gotemplate-parse.js';
import { FUNCS, NO_VALUE, type Val, goPrint, goV, isMap, truth } from './gotemplate-funcs.js';
// ---------------------------------------------------------------- exec

interface Scope {
  vars: Map<string, Val>[];
}

class Exec {
  constructor(
    readonly missing: MissingKey,
    readonly root: Val,
    readonly name: string,
    readonly text: string,
  ) {}

  /** text/template ErrorContext: `template: base:LINE:COL: executing "base" at <node>` (COL 0-based bytes). */
  where(pos: number, what: string): string {
    const before = this.text.slice(0, pos);
    const nl = before.lastIndexOf('\n');
    const col = Buffer.byteLength(nl < 0 ? before : before.slice(nl + 1));
    return `template: ${this.name}:${lineOf(this.text, pos)}:${col}: executing "${this.name}" at <${what}>`;
  }

  run(nodes: Node[], dot: Val, sc: Scope, out: string[]): void {
    for (const n of nodes) {
      switch (n.t) {
        case 'text':
          out.push(n.v);
          break;
        case 'action': {
          const v = this.pipe(n.pipe, dot, sc);
          if (n.pipe.decl.length === 0) out.push(goPrint(v));
          break;
        }
        case 'if':
        case 'with': {
          sc.vars.push(new Map());
          const v = this.pipe(n.pipe, dot, sc);
          if (truth(v)) this.run(n.then, n.t === 'with' ? v : dot, sc, out);
          else if (n.else) this.run(n.else, dot, sc, out);
          sc.vars.pop();
          break;
        }
        case 'range': {
          sc.vars.push(new Map());
          const v = this.pipe({ ...n.pipe, decl: [] }, dot, sc);
          let items: [Val, Val][];
          if (Array.isArray(v)) items = v.map((x, i) => [i, x]);
          else if (isMap(v))
            items = Object.keys(v)
              .sort()
              .map((k) => [k, v[k]]);
          else if (typeof v === 'number' && Number.isInteger(v)) items = Array.from({ length: Math.max(0, v) }, (_, i) => [i, i]);
          else if (v === null || v === NO_VALUE) items = [];
          else throw new TemplateError(`${this.where(n.pos, 'range')}: range can't iterate over ${goV(v)}`);
          if (items.length === 0) {
            if (n.else) this.run(n.else, dot, sc, out);
          } else
            for (const [k, x] of items) {
              const frame = new Map<string, Val>();
              if (n.pipe.decl.length === 1) frame.set(n.pipe.decl[0], x);
              else if (n.pipe.decl.length === 2) {
                frame.set(n.pipe.decl[0], k);
                frame.set(n.pipe.decl[1], x);
              }
              sc.vars.push(frame);
              this.run(n.body, x, sc, out);
              sc.vars.pop();
            }
          sc.vars.pop();
          break;
        }
      }
    }
  }

  lookupVar(sc: Scope, name: string, pos: number): Val {
    if (name === '$') return this.root;
    for (let i = sc.vars.length - 1; i >= 0; i--) if (sc.vars[i].has(name)) return sc.vars[i].get(name);
    throw new TemplateError(`template: ${this.name}:${lineOf(this.text, pos)}: undefined variable "${name}"`);
  }

  pipe(p: Pipe, dot: Val, sc: Scope): Val {
    let v: Val = undefined;
    let first = true;
    for (const cmd of p.cmds) {
      v = this.cmd(cmd, dot, sc, first ? undefined : { v });
      first = false;
    }
    if (p.decl.length) {
      const pos = p.cmds[0]?.pos ?? 0;
      if (p.assign) {
        const name = p.decl[0];
        let set = false;
        for (let i = sc.vars.length - 1; i >= 0 && !set; i--)
          if (sc.vars[i].has(name)) {
            sc.vars[i].set(name, v);
            set = true;
          }
        if (!set) throw new TemplateError(`template: ${this.name}:${lineOf(this.text, pos)}: undefined variable "${name}"`);
      } else sc.vars[sc.vars.length - 1].set(p.decl[0], v);
    }
    return v;
  }

  cmd(cmd: Cmd, dot: Val, sc: Scope, piped?: { v: Val }): Val {
    const head = cmd.args[0];
    if (head.t === 'ident') {
      const name = head.name;
      if (name === 'and' || name === 'or') {
        const vals: (() => Val)[] = cmd.args.slice(1).map((a) => () => this.arg(a, dot, sc));
        if (piped) vals.push(() => piped.v);
        if (vals.length === 0) throw new TemplateError(`${this.where(cmd.pos, cmdText(cmd))}: wrong number of args for ${name}: want at least 1 got 0`);
        let last: Val = null;
        for (const f of vals) {
          last = f();
          if (name === 'and' ? !truth(last) : truth(last)) return last;
        }
        return last;
      }
      const fn = Object.prototype.hasOwnProperty.call(FUNCS, name) ? FUNCS[name] : undefined;
      if (!fn) throw new Unsupported(`template function "${name}" is not supported by cmp-lint`);
      const args = cmd.args.slice(1).map((a) => this.arg(a, dot, sc));
      if (piped) args.push(piped.v);
      try {
        return fn(args);
      } catch (e) {
        if (e instanceof TemplateError && !e.message.startsWith('template:')) throw new TemplateError(`${this.where(cmd.pos, cmdText(cmd))}: ${e.message}`);
        throw e;
      }
    }
    if (cmd.args.length > 1 || piped) {
      if (head.t === 'field' && head.names.length) throw new Unsupported('calling a method with arguments is not supported');
      throw new TemplateError(`${this.where(head.pos, argText(head))}: can't give argument to non-function ${argText(head)}`);
    }
    return this.arg(head, dot, sc);
  }

  arg(a: Arg, dot: Val, sc: Scope): Val {
    switch (a.t) {
      case 'lit':
        return a.v;
      case 'var':
        return this.lookupVar(sc, a.name, a.pos);
      case 'pipe':
        return this.pipe(a.p, dot, sc);
      case 'ident':
        return this.cmd({ args: [a], pos: a.pos }, dot, sc);
      case 'field': {
        let v: Val = a.base === 'dot' ? dot : 'v' in a.base ? this.lookupVar(sc, a.base.v, a.pos) : this.pipe(a.base.p, dot, sc);
        for (const name of a.names) {
          if (v === NO_VALUE || v === null || v === undefined) {
            if (this.missing === 'error') throw new TemplateError(`${this.where(a.pos, a.text)}: nil data; no entry for key "${name}"`);
            if (v === null) throw new TemplateError(`${this.where(a.pos, a.text)}: nil pointer evaluating interface {}.${name}`);
            v = NO_VALUE;
            continue;
          }
          if (isMap(v)) {
            if (Object.prototype.hasOwnProperty.call(v, name)) v = v[name];
            else if (this.missing === 'error') throw new TemplateError(`${this.where(a.pos, a.text)}: map has no entry for key "${name}"`);
            else v = NO_VALUE; // missingkey=default and zero both print "<no value>" for map[string]any
            continue;
          }
          throw new TemplateError(`${this.where(a.pos, a.text)}: can't evaluate field ${name} in type interface {}`);
        }
        return v;
      }
    }
  }
}


const cache = new Map<string, Parsed>();

/** Execute one template text against `data` (Argo CD's Replace with useGoTemplate). */
export function execGoTemplate(text: string, data: Val, missing: MissingKey = 'default'): string {
  let parsed = cache.get(text);
  if (!parsed) {
    try {
      parsed = parseTemplate(text);
    } catch (e) {
      if (e instanceof TemplateError) throw new TemplateParseError(e.message);
      throw e;
    }
    if (cache.size > 5000) cache.clear();
    cache.set(text, parsed);
  }
  const out: string[] = [];
  new Exec(missing, data, 'base', text).run(parsed.nodes, data, { vars: [new Map([['$', data]])] }, out);
  return out.join('');
}

export { NO_VALUE, goFloat, goPrint, goQuote, goJson, goYaml, sanitizeName, goPathBase, goPathClean, goPathDir } from './gotemplate-funcs.js';
export { Unsupported, TemplateError, TemplateParseError, missingKeyOf, parseTemplate, type MissingKey } from './gotemplate-parse.js';

