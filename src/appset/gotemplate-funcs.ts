// Values and functions of the Go text/template evaluator (gotemplate.ts): Go's printing of values
// (%v, %q, JSON, YAML), truth, comparison, and the builtins and sprig functions implemented.
import { createHash } from 'node:crypto';
import { TemplateError, Unsupported } from './gotemplate-parse.js';
import { goClean } from '../discover/gomatch.js';
// ---------------------------------------------------------------- values

/** A missing map entry under missingkey=default (Go's invalid reflect.Value). */
export const NO_VALUE: unique symbol = Symbol('no value');
export type Val = unknown;

export const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** fmt's %v of a float64: strconv 'g' with the shortest digits, %e when exp < -4 || exp >= 6 (1e+06). */
export function goFloat(f: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? '+Inf' : '-Inf';
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  const [mant, expS] = f.toExponential().split('e');
  const exp = Number(expS);
  if (exp < -4 || exp >= 6) {
    const e = Math.abs(exp);
    return `${mant}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' + e : e}`;
  }
  return String(f); // JS prints this range without an exponent too
}

/** fmt.Sprint-like %v of a JSON-ish value, as text/template prints it. */
export function goPrint(v: Val): string {
  if (v === NO_VALUE || v === null || v === undefined) return '<no value>';
  return goV(v, true);
}

export function goV(v: Val, top = false): string {
  if (v === NO_VALUE || v === undefined) return '<no value>';
  if (v === null) return top ? '<no value>' : '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return `[${v.map((x) => goV(x)).join(' ')}]`;
  if (isMap(v)) {
    const keys = Object.keys(v).sort();
    return `map[${keys.map((k) => `${k}:${goV(v[k])}`).join(' ')}]`;
  }
  throw new Unsupported(`cannot print a ${typeof v}`);
}

export function truth(v: Val): boolean {
  if (v === NO_VALUE || v === null || v === undefined) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return v !== '';
  if (Array.isArray(v)) return v.length > 0;
  if (isMap(v)) return Object.keys(v).length > 0;
  return true;
}

// sprig's empty (same as !truth for these kinds)
const empty = (v: Val) => !truth(v);

/** sprig strval: strings as is, everything else fmt %v. */
function strval(v: Val): string {
  if (typeof v === 'string') return v;
  if (v === NO_VALUE || v === null || v === undefined) return '<nil>';
  return goV(v);
}

/** Go's %q (strconv.Quote) for the characters real values hold. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c === 7) out += '\\a';
    else if (c === 8) out += '\\b';
    else if (c === 12) out += '\\f';
    else if (c === 11) out += '\\v';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).padStart(2, '0');
    else if (c >= 0x80 && c < 0xa0) throw new Unsupported('quoting of C1 control characters is not supported');
    else out += ch;
  }
  return out + '"';
}

/** encoding/json Marshal: sorted keys, HTML characters escaped. */
export function goJson(v: Val): string {
  const enc = (x: Val): string => {
    if (x === NO_VALUE || x === null || x === undefined) return 'null';
    if (typeof x === 'string') return JSON.stringify(x).replace(/[<>&\u2028\u2029]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
    if (typeof x === 'number') {
      if (!Number.isFinite(x)) throw new TemplateError(`json: unsupported value: ${goFloat(x)}`);
      return goJsonFloat(x);
    }
    if (typeof x === 'boolean') return String(x);
    if (Array.isArray(x)) return `[${x.map(enc).join(',')}]`;
    if (isMap(x)) return `{${Object.keys(x).sort().map((k) => `${enc(k)}:${enc(x[k])}`).join(',')}}`;
    throw new Unsupported(`cannot encode a ${typeof x} as JSON`);
  };
  return enc(v);
}

function goJsonFloat(f: number): string {
  const abs = Math.abs(f);
  if (abs !== 0 && (abs < 1e-6 || abs >= 1e21)) {
    // Go: 'e' format, exponent without a leading zero for two digits (1e-07, 1e+21)
    const [m, e] = f.toExponential().split('e');
    const n = Number(e);
    const a = Math.abs(n);
    return `${m}e${n < 0 ? '-' : '+'}${a < 10 ? '0' + a : a}`;
  }
  return String(f);
}

/** sigs.k8s.io/yaml Marshal for the values that print the same in every YAML emitter; else Unsupported. */
export function goYaml(v: Val, indent = ''): string {
  const scalar = (x: Val): string => {
    if (x === null || x === NO_VALUE || x === undefined) return 'null';
    if (typeof x === 'boolean') return String(x);
    if (typeof x === 'number') return goJsonFloat(x);
    if (typeof x === 'string') {
      // plain scalars every emitter writes unquoted (no indicator, no number, no YAML 1.1 keyword)
      if (/^[A-Za-z_/][A-Za-z0-9_./ -]*$/.test(x) && !/ $/.test(x) && !/ -|- /.test(x) && !/^(y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~)$/.test(x)) return x;
      throw new Unsupported('toYaml of strings that need quoting is not supported');
    }
    throw new Unsupported('toYaml of this value is not supported');
  };
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return v
      .map((x) => {
        if (isMap(x) || Array.isArray(x)) {
          if ((isMap(x) && Object.keys(x).length === 0) || (Array.isArray(x) && x.length === 0)) return `${indent}- ${isMap(x) ? '{}' : '[]'}`;
          const inner = goYaml(x, indent + '  ');
          return `${indent}- ${inner.slice(indent.length + 2)}`;
        }
        return `${indent}- ${scalar(x)}`;
      })
      .join('\n');
  }
  if (isMap(v)) {
    const keys = Object.keys(v).sort();
    if (keys.length === 0) return '{}';
    return keys
      .map((k) => {
        const key = scalar(k);
        const x = v[k];
        if (isMap(x) && Object.keys(x).length) return `${indent}${key}:\n${goYaml(x, indent + '  ')}`;
        if (Array.isArray(x) && x.length) return `${indent}${key}:\n${goYaml(x, indent)}`;
        if (isMap(x)) return `${indent}${key}: {}`;
        if (Array.isArray(x)) return `${indent}${key}: []`;
        return `${indent}${key}: ${scalar(x)}`;
      })
      .join('\n');
  }
  return indent + scalar(v);
}

/** Argo CD's SanitizeName (applicationset/utils/template_functions.go). */
export function sanitizeName(name: string): string {
  let n = name.toLowerCase().replace(/[^-a-z0-9.]/g, '-');
  if (Buffer.byteLength(n) > 253) n = Buffer.from(n).subarray(0, 253).toString();
  return n.replace(/^[-.]+|[-.]+$/g, '');
}

const num = (v: Val, fn: string): number => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  if (v === null || v === NO_VALUE) return 0;
  throw new Unsupported(`${fn} with a ${typeof v} argument is not supported`);
};

const toInt = (v: Val): number => {
  // sprig toInt → cast.ToInt: strings parse, floats truncate, bools 0/1, anything else 0
  if (typeof v === 'number') return Math.trunc(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return /^[+-]?\d+$/.test(v.trim()) ? Number(v.trim()) : 0;
  return 0;
};

function byteSlice(s: string, a: number, b?: number): string {
  if (/^[\x00-\x7f]*$/.test(s)) return s.slice(a, b);
  return Buffer.from(s).subarray(a, b).toString();
}
const byteLen = (s: string) => Buffer.byteLength(s);

function goCompare(fn: string, a: Val, b: Val): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean' && (fn === 'eq' || fn === 'ne')) return a === b ? 0 : 1;
  if ((a === null || a === NO_VALUE) && (b === null || b === NO_VALUE) && (fn === 'eq' || fn === 'ne')) return 0;
  throw new TemplateError(`error calling ${fn}: incompatible types for comparison`);
}

type Fn = (args: Val[]) => Val;

const arity = (name: string, args: Val[], n: number) => {
  if (args.length !== n) throw new TemplateError(`wrong number of args for ${name}: want ${n} got ${args.length}`);
};

export const FUNCS: Record<string, Fn> = {
  // text/template builtins (and/or are evaluated lazily in exec)
  not: (a) => (arity('not', a, 1), !truth(a[0])),
  len: (a) => {
    arity('len', a, 1);
    const v = a[0];
    if (typeof v === 'string') return byteLen(v);
    if (Array.isArray(v)) return v.length;
    if (isMap(v)) return Object.keys(v).length;
    throw new TemplateError(`error calling len: len of type ${v === null || v === NO_VALUE ? 'nil' : typeof v}`);
  },
  index: (a) => {
    if (a.length < 1) throw new TemplateError('wrong number of args for index: want at least 1 got 0');
    let v = a[0];
    for (const k of a.slice(1)) {
      if (Array.isArray(v)) {
        if (typeof k !== 'number' || !Number.isInteger(k)) throw new TemplateError('error calling index: cannot index slice/array with non-integer');
        if (k < 0 || k >= v.length) throw new TemplateError(`error calling index: index out of range: ${k}`);
        v = v[k];
      } else if (isMap(v)) {
        if (typeof k !== 'string') throw new TemplateError('error calling index: value has type of wrong kind for map key');
        v = Object.prototype.hasOwnProperty.call(v, k) ? v[k] : null; // index returns the zero value for a missing key
      } else if (v === null || v === NO_VALUE) throw new TemplateError('error calling index: index of untyped nil');
      else throw new TemplateError(`error calling index: can't index item of type ${typeof v}`);
    }
    return v;
  },
  print: (a) => a.map((x, i) => (i > 0 && typeof x !== 'string' && typeof a[i - 1] !== 'string' ? ' ' : '') + goV(x)).join(''),
  println: (a) => a.map((x) => goV(x)).join(' ') + '\n',
  printf: (a) => goSprintf(strval(a[0]), a.slice(1)),
  eq: (a) => {
    if (a.length < 2) throw new TemplateError('missing argument for comparison');
    return a.slice(1).some((b) => goCompare('eq', a[0], b) === 0);
  },
  ne: (a) => (arity('ne', a, 2), goCompare('ne', a[0], a[1]) !== 0),
  lt: (a) => (arity('lt', a, 2), goCompare('lt', a[0], a[1]) < 0),
  le: (a) => (arity('le', a, 2), goCompare('le', a[0], a[1]) <= 0),
  gt: (a) => (arity('gt', a, 2), goCompare('gt', a[0], a[1]) > 0),
  ge: (a) => (arity('ge', a, 2), goCompare('ge', a[0], a[1]) >= 0),
  // sprig (the ones ApplicationSets use)
  default: (a) => {
    if (a.length === 0) throw new TemplateError('wrong number of args for default: want at least 1 got 0');
    return a.length < 2 || empty(a[1]) ? a[0] : a[1];
  },
  empty: (a) => (arity('empty', a, 1), empty(a[0])),
  coalesce: (a) => a.find((x) => !empty(x)) ?? null,
  ternary: (a) => (arity('ternary', a, 3), truth(a[2]) ? a[0] : a[1]),
  lower: (a) => (arity('lower', a, 1), strval(a[0]).toLowerCase()),
  upper: (a) => (arity('upper', a, 1), strval(a[0]).toUpperCase()),
  trim: (a) => (arity('trim', a, 1), strval(a[0]).replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/g, '')),
  trimPrefix: (a) => {
    arity('trimPrefix', a, 2);
    const [p, s] = [strval(a[0]), strval(a[1])];
    return p && s.startsWith(p) ? s.slice(p.length) : s;
  },
  trimSuffix: (a) => {
    arity('trimSuffix', a, 2);
    const [p, s] = [strval(a[0]), strval(a[1])];
    return p && s.endsWith(p) ? s.slice(0, s.length - p.length) : s;
  },
  trunc: (a) => {
    arity('trunc', a, 2);
    const c = toInt(a[0]);
    const s = strval(a[1]);
    const n = byteLen(s);
    if (c < 0 && n + c > 0) return byteSlice(s, n + c);
    if (c >= 0 && n > c) return byteSlice(s, 0, c);
    return s;
  },
  replace: (a) => (arity('replace', a, 3), strval(a[2]).split(strval(a[0])).join(strval(a[1]))),
  quote: (a) => a.filter((x) => x !== null && x !== NO_VALUE).map((x) => goQuote(strval(x))).join(' '),
  squote: (a) => a.filter((x) => x !== null && x !== NO_VALUE).map((x) => `'${strval(x)}'`).join(' '),
  contains: (a) => (arity('contains', a, 2), strval(a[1]).includes(strval(a[0]))),
  hasPrefix: (a) => (arity('hasPrefix', a, 2), strval(a[1]).startsWith(strval(a[0]))),
  hasSuffix: (a) => (arity('hasSuffix', a, 2), strval(a[1]).endsWith(strval(a[0]))),
  cat: (a) => a.filter((x) => x !== null && x !== NO_VALUE).map((x) => strval(x)).join(' '),
  splitList: (a) => (arity('splitList', a, 2), strval(a[1]).split(strval(a[0]))),
  join: (a) => {
    arity('join', a, 2);
    const l = a[1];
    if (typeof l === 'string') return l;
    if (!Array.isArray(l)) throw new Unsupported('join of a non-list is not supported');
    return l.filter((x: unknown) => x !== null).map(strval).join(strval(a[0]));
  },
  toString: (a: Val[]) => (arity('toString', a, 1), strval(a[0])),
  toJson: (a) => (arity('toJson', a, 1), goJson(a[0])),
  toYaml: (a) => (arity('toYaml', a, 1), goYaml(a[0])),
  list: (a) => [...a],
  dict: (a) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < a.length; i += 2) out[strval(a[i])] = i + 1 < a.length ? a[i + 1] : '';
    return out;
  },
  get: (a) => {
    arity('get', a, 2);
    const m = a[0];
    const k = strval(a[1]);
    return isMap(m) && Object.prototype.hasOwnProperty.call(m, k) ? m[k] : '';
  },
  hasKey: (a) => (arity('hasKey', a, 2), isMap(a[0]) && Object.prototype.hasOwnProperty.call(a[0], strval(a[1]))),
  first: (a) => {
    arity('first', a, 1);
    if (!Array.isArray(a[0])) throw new Unsupported('first of a non-list is not supported');
    return a[0].length ? a[0][0] : null;
  },
  last: (a) => {
    arity('last', a, 1);
    if (!Array.isArray(a[0])) throw new Unsupported('last of a non-list is not supported');
    return a[0].length ? a[0][a[0].length - 1] : null;
  },
  base: (a) => (arity('base', a, 1), goPathBase(strval(a[0]))),
  dir: (a) => (arity('dir', a, 1), goPathDir(strval(a[0]))),
  indent: (a) => {
    arity('indent', a, 2);
    const pad = ' '.repeat(Math.max(0, toInt(a[0])));
    return pad + strval(a[1]).split('\n').join('\n' + pad);
  },
  nindent: (a) => {
    arity('nindent', a, 2);
    const pad = ' '.repeat(Math.max(0, toInt(a[0])));
    return '\n' + pad + strval(a[1]).split('\n').join('\n' + pad);
  },
  split: (a) => {
    arity('split', a, 2);
    const out: Record<string, unknown> = {};
    strval(a[1])
      .split(strval(a[0]))
      .forEach((p, i) => (out[`_${i}`] = p));
    return out;
  },
  sha1sum: (a) => (arity('sha1sum', a, 1), createHash('sha1').update(strval(a[0])).digest('hex')),
  b64dec: (a) => {
    arity('b64dec', a, 1);
    const t = strval(a[0]);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(t) || t.length % 4 !== 0) throw new Unsupported('b64dec of invalid base64 is not supported');
    return Buffer.from(t, 'base64').toString('utf8');
  },
  normalize: (a) => (arity('normalize', a, 1), sanitizeName(strval(a[0]))),
  b64enc: (a) => (arity('b64enc', a, 1), Buffer.from(strval(a[0])).toString('base64')),
  sha256sum: (a) => sha256(strval(a[0])),
  int: (a) => (arity('int', a, 1), toInt(a[0])),
  int64: (a) => (arity('int64', a, 1), toInt(a[0])),
  atoi: (a) => (arity('atoi', a, 1), toInt(strval(a[0]))),
  add: (a) => a.reduce((s: number, x) => s + num(x, 'add'), 0),
  add1: (a) => (arity('add1', a, 1), num(a[0], 'add1') + 1),
  sub: (a) => (arity('sub', a, 2), num(a[0], 'sub') - num(a[1], 'sub')),
  mul: (a) => a.reduce((s: number, x) => s * num(x, 'mul'), 1),
  fail: (a) => {
    arity('fail', a, 1);
    throw new TemplateError(`error calling fail: ${strval(a[0])}`);
  },
};

function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

export function goPathBase(p: string): string {
  if (p === '') return '.';
  p = p.replace(/\/+$/, '');
  if (p === '') return '/';
  const i = p.lastIndexOf('/');
  return i >= 0 ? p.slice(i + 1) : p;
}

/** Go path.Clean: the one implementation, shared with discovery's glob matching. */
export const goPathClean = goClean;

export function goPathDir(p: string): string {
  const i = p.lastIndexOf('/');
  return goPathClean(p.slice(0, i + 1));
}

function goSprintf(format: string, args: Val[]): string {
  let ai = 0;
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i];
    if (c !== '%') {
      out += c;
      continue;
    }
    const verb = format[++i];
    if (verb === '%') {
      out += '%';
      continue;
    }
    if (!verb || !'svdq'.includes(verb)) throw new Unsupported(`printf verb %${verb ?? ''} is not supported`);
    if (ai >= args.length) {
      out += `%!${verb}(MISSING)`;
      continue;
    }
    const a = args[ai++];
    if (verb === 'd') {
      if (typeof a !== 'number' || !Number.isInteger(a)) throw new Unsupported('printf %d of a non-integer is not supported');
      out += String(a);
    } else if (verb === 'q') {
      if (typeof a !== 'string') throw new Unsupported('printf %q of a non-string is not supported');
      out += goQuote(a);
    } else if (verb === 's') {
      if (typeof a !== 'string') throw new Unsupported('printf %s of a non-string is not supported');
      out += a;
    } else out += a === null || a === NO_VALUE ? '<nil>' : goV(a);
  }
  if (ai < args.length) throw new Unsupported('printf with extra arguments is not supported');
  return out;
}
