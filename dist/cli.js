#!/usr/bin/env node
import { createRequire as __cmpCreateRequire } from 'node:module'; const require = __cmpCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str3) => REGEX_SPECIAL_CHARS.test(str3);
    exports.isRegexChar = (str3) => str3.length === 1 && exports.hasRegexChars(str3);
    exports.escapeRegex = (str3) => str3.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str3) => str3.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str3) => {
      return str3.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code3) => {
      return code3 === CHAR_FORWARD_SLASH || code3 === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str3 = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code3;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str3.charCodeAt(index + 1);
      const advance = () => {
        prev = code3;
        return str3.charCodeAt(++index);
      };
      while (index < length) {
        code3 = advance();
        let next;
        if (code3 === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code3 = advance();
          if (code3 === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code3 === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code3 = advance())) {
            if (code3 === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code3 === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code3 === CHAR_DOT && (code3 = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code3 === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code3 === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code3 === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code3 === CHAR_PLUS || code3 === CHAR_AT || code3 === CHAR_ASTERISK || code3 === CHAR_QUESTION_MARK || code3 === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code3 === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code3 = advance())) {
                if (code3 === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code3 === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code3 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code3 === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code3 === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code3 === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code3 === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code3 === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code3 = advance())) {
              if (code3 === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code3 === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code3 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str3;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str3.slice(0, start);
        str3 = str3.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str3.slice(0, lastIndex);
        glob = str3.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str3;
      } else {
        base = str3;
      }
      if (base && base !== "" && base !== "/" && base !== str3) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code3)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants2 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants2;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type2, char) => {
      return `Missing ${type2}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants2.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse2 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants2.globChars(opts.windows);
      const EXTGLOB_CHARS = constants2.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type2) => {
        state[type2]++;
        stack.push(type2);
      };
      const decrement = (type2) => {
        state[type2]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type2, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type: type2, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse2(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix4 = POSIX_REGEX_SOURCE[rest2];
                if (posix4) {
                  prev.value = pre + posix4;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr2 = tokens.slice();
            const range = [];
            for (let i = arr2.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr2[i].type === "brace") {
                break;
              }
              if (arr2[i].type !== "dots") {
                range.unshift(arr2[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse2.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants2.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str3) => {
        switch (str3) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str3);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse2;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse2 = require_parse();
    var utils = require_utils();
    var constants2 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch4 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch4(input, options, returnState));
        const arrayMatcher = (str3) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str3);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix4 = opts.windows;
      const regex = isState ? picomatch4.compileRe(glob, options) : picomatch4.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored2 = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored2 = picomatch4(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch4.test(input, regex, options, { glob, posix: posix4 });
        const result = { glob, state, regex, posix: posix4, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored2(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch4.test = (input, regex, options, { glob, posix: posix4 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix4 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch4.matchBase(input, regex, options, posix4);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch4.matchBase = (input, glob, options, posix4 = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch4.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix4 }));
    };
    picomatch4.isMatch = (str3, patterns, options) => picomatch4(patterns, options)(str3);
    picomatch4.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch4.parse(p, options));
      return parse2(pattern, { ...options, fastpaths: false });
    };
    picomatch4.scan = (input, options) => scan(input, options);
    picomatch4.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch4.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch4.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse2.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse2(input, options);
      }
      return picomatch4.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch4.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch4.constants = constants2;
    module.exports = picomatch4;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch4(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch4, pico);
    module.exports = picomatch4;
  }
});

// src/files/gitignore.ts
function parseGitignore(text) {
  const rules = [];
  for (const raw of text.split("\n")) {
    const rule = parseLine(raw.endsWith("\r") ? raw.slice(0, -1) : raw);
    if (rule) rules.push(rule);
  }
  return rules;
}
function parseLine(line) {
  let p = stripTrailingSpaces(line);
  if (p === "" || p.startsWith("#")) return void 0;
  let negate = false;
  if (p.startsWith("!")) {
    negate = true;
    p = p.slice(1);
  } else if (p.startsWith("\\!") || p.startsWith("\\#")) {
    p = p.slice(1);
  }
  let dirOnly = false;
  if (p.endsWith("/") && !p.endsWith("\\/")) {
    dirOnly = true;
    p = p.replace(/\/+$/, "");
  }
  if (p === "") return void 0;
  const anchored = p.includes("/");
  p = p.replace(/^\/+/, "");
  if (p === "") return void 0;
  p = p.replace(/\[!/g, "[^");
  const glob = anchored ? p : `**/${p}`;
  let test;
  try {
    const m = (0, import_picomatch.default)(glob, PM_OPTIONS);
    if (glob.endsWith("/**")) {
      const self = (0, import_picomatch.default)(glob.slice(0, -3), PM_OPTIONS);
      test = (rel) => m(rel) && !self(rel);
    } else {
      test = m;
    }
  } catch {
    return void 0;
  }
  return { negate, dirOnly, source: line, test };
}
function stripTrailingSpaces(s) {
  let end = s.length;
  while (end > 0 && (s[end - 1] === " " || s[end - 1] === "	")) end--;
  if (end < s.length && end > 0 && s[end - 1] === "\\") {
    let n = 0;
    while (end - 1 - n >= 0 && s[end - 1 - n] === "\\") n++;
    if (n % 2 === 1) return s.slice(0, end + 1);
  }
  return s.slice(0, end);
}
function isIgnored(chain, rel, isDir) {
  for (let i = chain.length - 1; i >= 0; i--) {
    const f = chain[i];
    let sub;
    if (f.base === "") sub = rel;
    else if (rel.startsWith(f.base + "/")) sub = rel.slice(f.base.length + 1);
    else continue;
    for (let j = f.rules.length - 1; j >= 0; j--) {
      const r = f.rules[j];
      if (r.dirOnly && !isDir) continue;
      if (r.test(sub)) return !r.negate;
    }
  }
  return false;
}
var import_picomatch, PM_OPTIONS;
var init_gitignore = __esm({
  "src/files/gitignore.ts"() {
    "use strict";
    import_picomatch = __toESM(require_picomatch2(), 1);
    PM_OPTIONS = { dot: true, nobrace: true, noextglob: true, nonegate: true };
  }
});

// src/files/read.ts
import { openSync, fstatSync, readSync, closeSync, constants } from "node:fs";
function fileKind(name) {
  const lower = name.toLowerCase();
  if (lower.endsWith(".yaml") || lower.endsWith(".yml") || name === "Kustomization") return "yaml";
  if (lower.endsWith(".dockerignore") || lower.endsWith(".md")) return void 0;
  if (lower === "dockerfile" || lower === "containerfile" || lower.startsWith("dockerfile.") || lower.startsWith("containerfile.") || lower.endsWith(".dockerfile") || lower.endsWith(".containerfile")) {
    return "dockerfile";
  }
  return void 0;
}
function formatSize(n) {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}
function readTextFile(abs, maxFileSize) {
  let fd;
  try {
    fd = openSync(abs, OPEN_FLAGS);
  } catch (e) {
    return { skip: ioReason(e) };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { skip: "not a regular file" };
    if (st.size > maxFileSize) {
      return { skip: `larger than ${formatSize(maxFileSize)} (${formatSize(st.size)}; limit: maxFileSize)` };
    }
    const buf = Buffer.allocUnsafe(st.size);
    let got = 0;
    while (got < st.size) {
      const n = readSync(fd, buf, got, st.size - got, got);
      if (n === 0) break;
      got += n;
    }
    return decode(got === st.size ? buf : buf.subarray(0, got));
  } catch (e) {
    return { skip: ioReason(e) };
  } finally {
    closeSync(fd);
  }
}
function decode(buf) {
  if (buf.length >= 2 && (buf[0] === 255 && buf[1] === 254 || buf[0] === 254 && buf[1] === 255)) {
    return { skip: "not valid UTF-8 (UTF-16 text)" };
  }
  if (buf.subarray(0, BINARY_PROBE).indexOf(0) !== -1) return { skip: "binary file" };
  try {
    return { text: utf8.decode(buf) };
  } catch {
    return { skip: "not valid UTF-8" };
  }
}
function ioReason(e) {
  const code3 = e?.code;
  switch (code3) {
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "ELOOP":
      return "symbolic link loop";
    case "ENOENT":
      return "file disappeared while reading";
    case "EISDIR":
      return "is a directory";
    default:
      return `could not read (${code3 ?? (e instanceof Error ? e.message : String(e))})`;
  }
}
var DEFAULT_MAX_FILE_SIZE, utf8, BINARY_PROBE, OPEN_FLAGS;
var init_read = __esm({
  "src/files/read.ts"() {
    "use strict";
    DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;
    utf8 = new TextDecoder("utf-8", { fatal: true });
    BINARY_PROBE = 8 * 1024;
    OPEN_FLAGS = constants.O_NONBLOCK === void 0 ? "r" : constants.O_RDONLY | constants.O_NONBLOCK;
  }
});

// src/files/precheck.ts
function mayMatter(text) {
  return MAY_MATTER.test(text);
}
var MAY_MATTER;
var init_precheck = __esm({
  "src/files/precheck.ts"() {
    "use strict";
    MAY_MATTER = /cmp|plugin|argocd|argoproj|repo-?server|extracontainers|sidecarcontainers|configmap|kustomiz|patch|\/containers|\/volumes|kind["']?\s*:\s*["']?component\b/i;
  }
});

// src/files/discover.ts
import { lstatSync, statSync, realpathSync, readdirSync, readFileSync, existsSync } from "node:fs";
import { resolve, relative, join, dirname, basename, sep, isAbsolute } from "node:path";
async function discoverFiles(paths, opts) {
  const cwd = resolve(opts.cwd);
  const maxFileSize = opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const ignored = opts.ignore && opts.ignore.length > 0 ? (0, import_picomatch2.default)(opts.ignore, { dot: true }) : () => false;
  const context = resolve(cwd, opts.context ?? ".");
  const rel = (abs) => relative(cwd, abs).split(sep).join("/") || ".";
  const candidates = [];
  const skipped = [];
  const errors = [];
  const visited = /* @__PURE__ */ new Set();
  const linked = [];
  const walk = (d) => {
    if (visited.has(d.real)) return;
    visited.add(d.real);
    let entries;
    try {
      entries = readdirSync(d.abs, { withFileTypes: true });
    } catch (e) {
      skipped.push({ file: d.rel, reason: `directory: ${ioReason(e)}` });
      return;
    }
    let chain = d.chain;
    if (entries.some((e) => e.name === ".gitignore")) chain = withIgnoreFile(chain, join(d.abs, ".gitignore"), d.treeRel);
    for (const ent of entries) {
      const name = ent.name;
      if (name === ".git" || name === "node_modules") continue;
      const abs = join(d.abs, name);
      const childRel = d.rel === "." ? name : `${d.rel}/${name}`;
      const treeRel = d.treeRel ? `${d.treeRel}/${name}` : name;
      let isDir = ent.isDirectory();
      let isFile = ent.isFile();
      let real = d.real + sep + name;
      const isLink = ent.isSymbolicLink();
      if (isLink) {
        let st;
        try {
          st = statSync(abs);
          real = realpathSync(abs);
        } catch (e) {
          if (fileKind(name)) skipped.push({ file: childRel, reason: linkReason(e) });
          continue;
        }
        isDir = st.isDirectory();
        isFile = st.isFile();
        if ((isDir || isFile && fileKind(name)) && !d.bound.some((b) => inside(real, b))) {
          skipped.push({ file: childRel, reason: "symbolic link to outside the repository (not followed)" });
          continue;
        }
      } else if (!isDir && !isFile) {
        try {
          const st = lstatSync(abs);
          isDir = st.isDirectory();
          isFile = st.isFile();
        } catch {
          continue;
        }
      }
      if (isDir) {
        if (isIgnored(chain, treeRel, true) || ignored(childRel)) continue;
        const next = { abs, rel: childRel, real, treeRel, chain, bound: d.bound };
        if (isLink) linked.push(next);
        else walk(next);
      } else if (isFile) {
        const kind = fileKind(name);
        if (!kind || isIgnored(chain, treeRel, false) || ignored(childRel)) continue;
        candidates.push({ abs, rel: childRel, kind, real, viaLink: isLink });
      }
    }
  };
  for (const input of paths) {
    const abs = resolve(cwd, input);
    let st;
    try {
      st = lstatSync(abs);
    } catch (e) {
      const code3 = e.code;
      const message = code3 === "ENOENT" || code3 === "ENOTDIR" ? "no such file or directory" : ioReason(e);
      errors.push({ path: input, message });
      continue;
    }
    const isLink = st.isSymbolicLink();
    if (isLink) {
      try {
        st = statSync(abs);
      } catch (e) {
        skipped.push({ file: rel(abs), reason: linkReason(e) });
        continue;
      }
    }
    if (st.isDirectory()) {
      const real = realpathSync(abs);
      const root = treeRoot(abs, context);
      walk({ abs, rel: rel(abs), real, treeRel: toPosix(relative(root.dir, abs)), chain: root.chain, bound: [realpathSync(root.dir), real] });
    } else if (st.isFile()) {
      const r = rel(abs);
      const kind = fileKind(basename(abs));
      if (!kind) skipped.push({ file: r, reason: "not a YAML file or Dockerfile" });
      else if (ignored(r)) skipped.push({ file: r, reason: "ignored by the ignore globs of the config" });
      else candidates.push({ abs, rel: r, kind, real: realpathSync(abs), viaLink: isLink });
    } else {
      skipped.push({ file: rel(abs), reason: "not a regular file" });
    }
  }
  for (let i = 0; i < linked.length; i++) walk(linked[i]);
  candidates.sort((a, b) => Number(a.viaLink) - Number(b.viaLink) || cmp(a.rel, b.rel));
  const seen = /* @__PURE__ */ new Map();
  const files = [];
  for (const c of candidates) {
    const first = seen.get(c.real);
    if (first !== void 0) {
      if (first !== c.rel) skipped.push({ file: c.rel, reason: `same file as ${first} (linted there)` });
      continue;
    }
    seen.set(c.real, c.rel);
    const r = readTextFile(c.abs, maxFileSize);
    if ("skip" in r) skipped.push({ file: c.rel, reason: r.skip });
    else files.push({ path: c.rel, abs: c.abs, kind: c.kind, text: r.text });
  }
  files.sort((a, b) => cmp(a.path, b.path));
  skipped.sort((a, b) => cmp(a.file, b.file) || cmp(a.reason, b.reason));
  return { files, skipped, errors };
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function toPosix(p) {
  return p.split(sep).join("/");
}
function inside(p, root) {
  const r = relative(root, p);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
}
function linkReason(e) {
  const code3 = e.code;
  if (code3 === "ELOOP") return "symbolic link loop";
  if (code3 === "ENOENT" || code3 === "ENOTDIR") return "broken symbolic link";
  return ioReason(e);
}
function withIgnoreFile(chain, file, base) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return chain;
  }
  const rules = parseGitignore(text);
  return rules.length > 0 ? [...chain, { base, rules }] : chain;
}
function treeRoot(dir, context) {
  let root;
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, ".git"))) {
      root = d;
      break;
    }
    if (dirname(d) === d) break;
  }
  let chain = [];
  if (root !== void 0) chain = withIgnoreFile(chain, join(root, ".git", "info", "exclude"), "");
  else root = inside(dir, context) ? context : dir;
  const steps = toPosix(relative(root, dir)).split("/").filter(Boolean);
  for (let i = 0; i < steps.length; i++) {
    const base = steps.slice(0, i).join("/");
    chain = withIgnoreFile(chain, join(root, ...steps.slice(0, i), ".gitignore"), base);
  }
  return { dir: root, chain };
}
var import_picomatch2;
var init_discover = __esm({
  "src/files/discover.ts"() {
    "use strict";
    import_picomatch2 = __toESM(require_picomatch2(), 1);
    init_gitignore();
    init_read();
    init_precheck();
    init_read();
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar3(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair2;
    exports.isScalar = isScalar3;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml2, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml2);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj2, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj2, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type2) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type2 });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map2 = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map2.items.push(value);
        return map2;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema: schema2, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema2.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema2[identity.MAP] : Symbol.iterator in Object(value) ? schema2[identity.SEQ] : schema2[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema2, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema: schema2,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type2, schema2) {
        super(type2);
        Object.defineProperty(this, "schema", {
          value: schema2,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema2) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema2)
          copy.schema = schema2;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema2) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str3) => str3.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str3, indent, comment) => str3.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str3.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str3) => /^(%|---|\.\.\.)/m.test(str3);
    function lineLengthOverLimit(str3, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str3.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str3[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json2 = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json2;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str3 = "";
      let start = 0;
      for (let i = 0, ch = json2[i]; ch; ch = json2[++i]) {
        if (ch === " " && json2[i + 1] === "\\" && json2[i + 2] === "n") {
          str3 += json2.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json2[i + 1]) {
            case "u":
              {
                str3 += json2.slice(start, i);
                const code3 = json2.substr(i + 2, 4);
                switch (code3) {
                  case "0000":
                    str3 += "\\0";
                    break;
                  case "0007":
                    str3 += "\\a";
                    break;
                  case "000b":
                    str3 += "\\v";
                    break;
                  case "001b":
                    str3 += "\\e";
                    break;
                  case "0085":
                    str3 += "\\N";
                    break;
                  case "00a0":
                    str3 += "\\_";
                    break;
                  case "2028":
                    str3 += "\\L";
                    break;
                  case "2029":
                    str3 += "\\P";
                    break;
                  default:
                    if (code3.substr(0, 2) === "00")
                      str3 += "\\x" + code3.substr(2);
                    else
                      str3 += json2.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json2[i + 2] === '"' || json2.length < minMultiLineLength) {
                i += 1;
              } else {
                str3 += json2.slice(start, i) + "\n\n";
                while (json2[i + 2] === "\\" && json2[i + 3] === "n" && json2[i + 4] !== '"') {
                  str3 += "\n";
                  i += 2;
                }
                str3 += indent;
                if (json2[i + 2] === " ")
                  str3 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str3 = start ? str3 + json2.slice(start) : json2;
      return implicitKey ? str3 : foldFlowLines.foldFlowLines(str3, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type: type2, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type2 === Scalar.Scalar.BLOCK_FOLDED ? false : type2 === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type2 !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type: type2, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type2 !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str3 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str3);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str3 : foldFlowLines.foldFlowLines(str3, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type: type2 } = item;
      if (type2 !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type2 = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type2);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj2;
      if (identity.isScalar(item)) {
        obj2 = item.value;
        let match = tags.filter((t) => t.identify?.(obj2));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj2 = item;
        tagObj = tags.find((t) => t.nodeClass && obj2 instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj2?.constructor?.name ?? (obj2 === null ? "null" : typeof obj2);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str3 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str3;
      return identity.isScalar(node) || str3[0] === "{" || str3[0] === "[" ? `${props} ${str3}` : `${props}
${ctx.indent}${str3}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str3 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str3.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str3 === "" ? "?" : explicitKey ? `? ${str3}` : str3;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str3 = `? ${str3}`;
        if (keyComment && !keyCommentDone) {
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str3;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
        str3 = `? ${str3}
${indent}:`;
      } else {
        str3 = `${str3}:`;
        if (keyComment)
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str3.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str3 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str3;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge2 = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge2.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge2.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge2.tag && tag.default);
    function addMergeToJSMap(ctx, map2, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map2, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map2, it);
      else
        mergeValue(ctx, map2, source);
    }
    function mergeValue(ctx, map2, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map2 instanceof Map) {
          if (!map2.has(key))
            map2.set(key, value2);
        } else if (map2 instanceof Set) {
          map2.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map2, key)) {
          Object.defineProperty(map2, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map2;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge2;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge2 = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map2, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map2, value);
      else if (merge2.isMergeKey(ctx, key))
        merge2.addMergeToJSMap(ctx, map2, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map2 instanceof Map) {
          map2.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map2 instanceof Set) {
          map2.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map2)
            Object.defineProperty(map2, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map2[stringKey] = jsValue;
        }
      }
      return map2;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema2) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema2);
        if (identity.isNode(value))
          value = value.clone(schema2);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str4 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str4 += stringifyComment.lineComment(str4, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str4);
      }
      let str3;
      if (lines.length === 0) {
        str3 = flowChars.start + flowChars.end;
      } else {
        str3 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str3 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str3 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str3;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str3 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str3.includes("\n"));
        if (i < items.length - 1) {
          str3 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str3.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str3 += ",";
          }
        }
        if (comment)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment));
        lines.push(str3);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str3 = start;
          for (const line of lines)
            str3 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str3}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair2(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema2) {
        super(identity.MAP, schema2);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema2, obj2, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map2 = new this(schema2);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj2, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map2.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj2 instanceof Map) {
          for (const [key, value] of obj2)
            add(key, value);
        } else if (obj2 && typeof obj2 === "object") {
          for (const key of Object.keys(obj2))
            add(key, obj2[key]);
        }
        if (typeof schema2.sortMapEntries === "function") {
          map2.items.sort(schema2.sortMapEntries);
        }
        return map2;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair2(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair2(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair2(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair2(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type2) {
        const map2 = Type2 ? new Type2() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map2);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map2, item);
        return map2;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair2;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map2 = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map3, onError) {
        if (!identity.isMap(map3))
          onError("Expected a mapping for this tag");
        return map3;
      },
      createNode: (schema2, obj2, ctx) => YAMLMap.YAMLMap.from(schema2, obj2, ctx)
    };
    exports.map = map2;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema2) {
        super(identity.SEQ, schema2);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq2 = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq2);
        let i = 0;
        for (const item of this.items)
          seq2.push(toJS.toJS(item, String(i++), ctx));
        return seq2;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema2, obj2, ctx) {
        const { replacer } = ctx;
        const seq2 = new this(schema2);
        if (obj2 && Symbol.iterator in Object(obj2)) {
          let i = 0;
          for (let it of obj2) {
            if (typeof replacer === "function") {
              const key = obj2 instanceof Set ? it : String(i++);
              it = replacer.call(obj2, key, it);
            }
            seq2.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq2;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq2 = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq3, onError) {
        if (!identity.isSeq(seq3))
          onError("Expected a sequence for this tag");
        return seq3;
      },
      createNode: (schema2, obj2, ctx) => YAMLSeq.YAMLSeq.from(schema2, obj2, ctx)
    };
    exports.seq = seq2;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str3) => str3,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str3) => new Scalar.Scalar(str3[0] === "t" || str3[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str3) => str3.slice(-3).toLowerCase() === "nan" ? NaN : str3[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str3) => parseFloat(str3),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float2 = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str3) {
        const node = new Scalar.Scalar(parseFloat(str3));
        const dot = str3.indexOf(".");
        if (dot !== -1 && str3[str3.length - 1] === "0")
          node.minFractionDigits = str3.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float2;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str3, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str3) : parseInt(str3.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int2;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map2 = require_map();
    var _null2 = require_null();
    var seq2 = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float2 = require_float();
    var int2 = require_int();
    var schema2 = [
      map2.map,
      seq2.seq,
      string.string,
      _null2.nullTag,
      bool2.boolTag,
      int2.intOct,
      int2.int,
      int2.intHex,
      float2.floatNaN,
      float2.floatExp,
      float2.float
    ];
    exports.schema = schema2;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map2 = require_map();
    var seq2 = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str3) => str3,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str3) => str3 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str3, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str3) : parseInt(str3, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str3) => parseFloat(str3),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str3, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str3)}`);
        return str3;
      }
    };
    var schema2 = [map2.map, seq2.seq].concat(jsonScalars, jsonError);
    exports.schema = schema2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary2 = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str3 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str3.length);
          for (let i = 0; i < str3.length; ++i)
            buffer[i] = str3.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type: type2, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str3;
        if (typeof node_buffer.Buffer === "function") {
          str3 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str3 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type2 ?? (type2 = Scalar.Scalar.BLOCK_LITERAL);
        if (type2 !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str3.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str3.substr(o, lineWidth);
          }
          str3 = lines.join(type2 === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type: type2, value: str3 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq2, onError) {
      if (identity.isSeq(seq2)) {
        for (let i = 0; i < seq2.items.length; ++i) {
          let item = seq2.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq2.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq2;
    }
    function createPairs(schema2, iterable, ctx) {
      const { replacer } = ctx;
      const pairs3 = new YAMLSeq.YAMLSeq(schema2);
      pairs3.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs3.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs3;
    }
    var pairs2 = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs2;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs2 = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map2 = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map2);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map2.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map2.set(key, value);
        }
        return map2;
      }
      static from(schema2, iterable, ctx) {
        const pairs$1 = pairs2.createPairs(schema2, iterable, ctx);
        const omap3 = new this();
        omap3.items = pairs$1.items;
        return omap3;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap2 = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq2, onError) {
        const pairs$1 = pairs2.resolvePairs(seq2, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema2, iterable, ctx) => YAMLOMap.from(schema2, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str3) => str3.slice(-3).toLowerCase() === "nan" ? NaN : str3[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str3) => parseFloat(str3.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float2 = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str3) {
        const node = new Scalar.Scalar(parseFloat(str3.replace(/_/g, "")));
        const dot = str3.indexOf(".");
        if (dot !== -1) {
          const f = str3.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float2;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str3, offset, radix, { intAsBigInt }) {
      const sign = str3[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str3 = str3.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str3 = `0b${str3}`;
            break;
          case 8:
            str3 = `0o${str3}`;
            break;
          case 16:
            str3 = `0x${str3}`;
            break;
        }
        const n2 = BigInt(str3);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str3, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str3 = value.toString(radix);
        return value < 0 ? "-" + prefix + str3.substr(1) : prefix + str3;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int2;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema2) {
        super(schema2);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema2, iterable, ctx) {
        const { replacer } = ctx;
        const set3 = new this(schema2);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set3.items.push(Pair.createPair(value, null, ctx));
          }
        return set3;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set2 = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema2, iterable, ctx) => YAMLSet.from(schema2, iterable, ctx),
      resolve(map2, onError) {
        if (identity.isMap(map2)) {
          if (map2.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map2);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map2;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str3, asBigInt) {
      const sign = str3[0];
      const parts = sign === "-" || sign === "+" ? str3.substring(1) : str3;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str3, _onError, { intAsBigInt }) => parseSexagesimal(str3, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str3) => parseSexagesimal(str3, false),
      stringify: stringifySexagesimal
    };
    var timestamp2 = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str3) {
        const match = str3.match(timestamp2.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map2 = require_map();
    var _null2 = require_null();
    var seq2 = require_seq();
    var string = require_string();
    var binary2 = require_binary();
    var bool2 = require_bool2();
    var float2 = require_float2();
    var int2 = require_int2();
    var merge2 = require_merge();
    var omap2 = require_omap();
    var pairs2 = require_pairs();
    var set2 = require_set();
    var timestamp2 = require_timestamp();
    var schema2 = [
      map2.map,
      seq2.seq,
      string.string,
      _null2.nullTag,
      bool2.trueTag,
      bool2.falseTag,
      int2.intBin,
      int2.intOct,
      int2.int,
      int2.intHex,
      float2.floatNaN,
      float2.floatExp,
      float2.float,
      binary2.binary,
      merge2.merge,
      omap2.omap,
      pairs2.pairs,
      set2.set,
      timestamp2.intTime,
      timestamp2.floatTime,
      timestamp2.timestamp
    ];
    exports.schema = schema2;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map2 = require_map();
    var _null2 = require_null();
    var seq2 = require_seq();
    var string = require_string();
    var bool2 = require_bool();
    var float2 = require_float();
    var int2 = require_int();
    var schema2 = require_schema();
    var schema$1 = require_schema2();
    var binary2 = require_binary();
    var merge2 = require_merge();
    var omap2 = require_omap();
    var pairs2 = require_pairs();
    var schema$2 = require_schema3();
    var set2 = require_set();
    var timestamp2 = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema2.schema],
      ["failsafe", [map2.map, seq2.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary2.binary,
      bool: bool2.boolTag,
      float: float2.float,
      floatExp: float2.floatExp,
      floatNaN: float2.floatNaN,
      floatTime: timestamp2.floatTime,
      int: int2.int,
      intHex: int2.intHex,
      intOct: int2.intOct,
      intTime: timestamp2.intTime,
      map: map2.map,
      merge: merge2.merge,
      null: _null2.nullTag,
      omap: omap2.omap,
      pairs: pairs2.pairs,
      seq: seq2.seq,
      set: set2.set,
      timestamp: timestamp2.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary2.binary,
      "tag:yaml.org,2002:merge": merge2.merge,
      "tag:yaml.org,2002:omap": omap2.omap,
      "tag:yaml.org,2002:pairs": pairs2.pairs,
      "tag:yaml.org,2002:set": set2.set,
      "tag:yaml.org,2002:timestamp": timestamp2.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge2.merge) ? schemaTags.concat(merge2.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge2.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map2 = require_map();
    var seq2 = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema2 = class _Schema {
      constructor({ compat, customTags, merge: merge2, resolveKnownTags, schema: schema2, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema2 === "string" && schema2 || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge2);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map2.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq2.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema2;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema2 = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr2 = replacer.filter(keyToStr).map(String);
          if (asStr2.length > 0)
            replacer = replacer.concat(asStr2);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema2.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json: json2, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json2,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code3, message) {
        super();
        this.name = name;
        this.code = code3;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code3, message) {
        super("YAMLParseError", pos, code3, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code3, message) {
        super("YAMLWarning", pos, code3, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map2 = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep3, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep3?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep3) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map2.comment)
                map2.comment += "\n" + keyProps.comment;
              else
                map2.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map2.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep3 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep3, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map2.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map2.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map2.range = [bm.offset, offset, commentEnd ?? offset];
      return map2;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq2 = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq2.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq2.items.push(node);
      }
      seq2.range = [bs.offset, offset, commentEnd ?? offset];
      return seq2;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep3 = "";
        for (const token of end) {
          const { source, type: type2 } = token;
          switch (type2) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep3 + cb;
              sep3 = "";
              break;
            }
            case "newline":
              if (comment)
                sep3 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type2} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep3, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep3?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep3 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep3 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep3, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep3 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep3)
                for (const st of sep3) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep3, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map2 = coll;
            if (utilMapIncludes.mapIncludes(ctx, map2.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map2.items.push(pair);
          } else {
            const map2 = new YAMLMap.YAMLMap(ctx.schema);
            map2.flow = true;
            map2.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map2.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map2);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type2 = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines2(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type: type2, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep3 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type2 === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep3 + indent.slice(trimIndent) + content;
          sep3 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep3 === " ")
            sep3 = "\n";
          else if (!prevMoreIndented && sep3 === "\n")
            sep3 = "\n\n";
          value += sep3 + indent.slice(trimIndent) + content;
          sep3 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep3 === "\n")
            value += "\n";
          else
            sep3 = "\n";
        } else {
          value += sep3 + content;
          sep3 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type: type2, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines2(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type: type2, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code3, msg) => onError(offset + rel, code3, msg);
      switch (type2) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type2}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep3 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep3 === "\n")
            res += sep3;
          else
            sep3 = "\n";
        } else {
          res += sep3 + lm;
          sep3 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep3 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code3 = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code3);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type: type2, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type2)
        scalar.type = type2;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema2, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema2[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema2.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema2.knownTags[tagName];
      if (kt && !kt.collection) {
        schema2.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema2[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema: schema2 }, value, token, onError) {
      const tag = schema2.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema2[identity.SCALAR];
      if (schema2.compat) {
        const compat = schema2.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema2[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code3, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code3, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code3, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code3, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code3, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code3, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type: type2 = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type: type2, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type: type2 } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type2)
        switch (token.type) {
          case "single-quoted-scalar":
            type2 = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type2 = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type2 = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type2 = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type: type2, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type2) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type2;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type: type2, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type: type2, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type: type2, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep3, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep3)
        for (const st of sep3)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path) => {
      const parent = visit2.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar3 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar3;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type2) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type2)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type2 = cst.tokenType(source);
        if (!type2) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type2 === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type2;
          yield* this.step();
          switch (type2) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep3;
          if (scalar.end) {
            sep3 = scalar.end;
            sep3.push(this.sourceToken);
            delete scalar.end;
          } else
            sep3 = [this.sourceToken];
          const map2 = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep3 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map2;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map2) {
        const it = map2.items[map2.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map2.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map2.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map2.indent)) {
                const prev = map2.items[map2.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map2.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map2.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map2.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map2.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map2.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map2.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map2.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep3 = it.sep;
                  sep3.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep3 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map2.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map2.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map2);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map2.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq2) {
        const it = seq2.items[seq2.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq2.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq2.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq2.indent)) {
                const prev = seq2.items[seq2.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq2.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq2.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq2.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq2.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq2.indent) {
          const bv = this.startBlockValue(seq2);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep3 = fc.end.splice(1, fc.end.length);
            sep3.push(this.sourceToken);
            const map2 = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep3 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map2;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type2) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type: type2,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse2(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse2;
    exports.parseAllDocuments = parseAllDocuments2;
    exports.parseDocument = parseDocument;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema2 = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema2.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

// src/yaml/source.ts
function parseYaml(src) {
  const docs = (0, import_yaml.parseAllDocuments)(src.text, {
    lineCounter: src.lineCounter,
    // YAML 1.2 core schema. go-yaml (used by Kubernetes and Argo CD) also reads YAML 1.1 booleans such as
    // `yes`; the `yaml` package's 1.1 schema misreads `.` as a number, which breaks `path: .`.
    prettyErrors: false,
    uniqueKeys: false,
    strict: false
  });
  const list = Array.isArray(docs) ? docs : [docs];
  const errors = [];
  for (const d of list) {
    for (const e of d.errors) {
      const [a, b] = e.pos;
      errors.push({ message: firstLine(e.message), loc: src.loc(a, b) });
    }
  }
  return { src, docs: list, errors };
}
function firstLine(s) {
  const i = s.indexOf("\n");
  return (i < 0 ? s : s.slice(0, i)).replace(/ at line \d+, column \d+:?$/, "");
}
function parseEmbedded(outer, scalar, text) {
  let mapping;
  const start = scalar.range?.[0] ?? 0;
  if ((0, import_yaml.isScalar)(scalar) && (scalar.type === "BLOCK_LITERAL" || scalar.type === "BLOCK_FOLDED")) {
    const header = outer.pos(start);
    const lines = outer.text.slice(start).split("\n").slice(1);
    const first = lines.find((l) => l.trim() !== "") ?? "";
    const indent = first.length - first.trimStart().length;
    const base = outer.pos(start + outer.text.slice(start).indexOf("\n") + 1);
    mapping = { line0: base.line, indent: base.col - 1 + indent };
    void header;
  } else {
    mapping = { flat: outer.pos(start) };
  }
  return parseYaml(new SourceText(outer.file, text, mapping));
}
function blockLiteralOffset(text, from, value, o) {
  const nl = text.indexOf("\n", from);
  if (nl < 0) return void 0;
  const srcLines = text.slice(nl + 1).split("\n");
  const valLines = value.split("\n");
  const k = valLines.findIndex((l) => l.trim() !== "");
  if (k < 0 || k >= srcLines.length) return void 0;
  const src = srcLines[k].replace(/\r$/, "");
  const indent = src.length - valLines[k].length;
  if (indent < 0 || src.slice(indent) !== valLines[k]) return void 0;
  let line = 0;
  let lineStart = 0;
  while (line < valLines.length - 1 && lineStart + valLines[line].length < o) {
    lineStart += valLines[line].length + 1;
    line++;
  }
  if (line >= srcLines.length) return void 0;
  let off = nl + 1;
  for (let i = 0; i < line; i++) off += srcLines[i].length + 1;
  return off + indent + (o - lineStart);
}
function deref(n, doc) {
  if (n && (0, import_yaml.isAlias)(n) && doc) {
    try {
      return n.resolve(doc);
    } catch {
      return void 0;
    }
  }
  return n;
}
function findPair(map2, seg) {
  for (const p of map2.items) {
    if (!(0, import_yaml.isPair)(p)) continue;
    const k = (0, import_yaml.isScalar)(p.key) ? p.key.value : p.key;
    if (k === seg || String(k) === String(seg)) return p;
  }
  return void 0;
}
function docToJS(doc) {
  return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
}
function rootRef(src, doc) {
  return new NodeRef(src, doc.contents ?? null, void 0, doc);
}
function refToJS(ref) {
  const n = deref(ref.node, ref.doc);
  if (!n) return null;
  if ((0, import_yaml.isScalar)(n)) return n.value;
  return n.toJS(ref.doc, { maxAliasCount: MAX_ALIAS_COUNT });
}
var import_yaml, MAX_ALIAS_COUNT, SourceText, NodeRef;
var init_source = __esm({
  "src/yaml/source.ts"() {
    "use strict";
    import_yaml = __toESM(require_dist(), 1);
    MAX_ALIAS_COUNT = 200;
    SourceText = class {
      constructor(file, text, outer) {
        this.file = file;
        this.text = text;
        this.outer = outer;
      }
      file;
      text;
      outer;
      lineCounter = new import_yaml.LineCounter();
      /** 1-based line/column of an offset, in the outermost file. */
      pos(offset) {
        if (!this.outer) return this.lineCounter.linePos(Math.max(0, Math.min(offset, this.text.length)));
        const p = this.lineCounter.linePos(Math.max(0, Math.min(offset, this.text.trimEnd().length)));
        if ("flat" in this.outer) return this.outer.flat;
        return { line: this.outer.line0 + p.line - 1, col: p.col + this.outer.indent };
      }
      loc(start, end) {
        const a = this.pos(start);
        const b = this.pos(Math.max(start, end));
        return { file: this.file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
      }
    };
    NodeRef = class _NodeRef {
      constructor(src, node, keyNode, doc) {
        this.src = src;
        this.node = node;
        this.keyNode = keyNode;
        this.doc = doc;
      }
      src;
      node;
      keyNode;
      doc;
      get file() {
        return this.src.file;
      }
      /** Range of the value (or of the key when the value is empty). */
      loc() {
        const n = this.node?.range ? this.node : this.keyNode;
        if (!n?.range) return this.src.loc(0, 0);
        return this.src.loc(n.range[0], n.range[1]);
      }
      /** Range of the key when there is one, else of the value. */
      keyLoc() {
        if (this.keyNode?.range) return this.src.loc(this.keyNode.range[0], this.keyNode.range[1]);
        return this.loc();
      }
      /** Child by map key or sequence index; undefined when absent. */
      get(seg) {
        const n = deref(this.node, this.doc);
        if ((0, import_yaml.isMap)(n)) {
          const pair = findPair(n, seg);
          if (!pair) return void 0;
          return new _NodeRef(this.src, pair.value ?? null, pair.key, this.doc);
        }
        if ((0, import_yaml.isSeq)(n) && typeof seg === "number") {
          const item = n.items[seg];
          if (item === void 0) return void 0;
          return new _NodeRef(this.src, item ?? null, void 0, this.doc);
        }
        return void 0;
      }
      getIn(path) {
        let cur = this;
        for (const seg of path) {
          cur = cur.get(seg);
          if (!cur) return void 0;
        }
        return cur;
      }
      /** The deepest existing node along `path` (never undefined): findings point as close as possible. */
      closest(path) {
        let cur = this;
        for (const seg of path) {
          const next = cur.get(seg);
          if (!next) break;
          cur = next;
        }
        return cur;
      }
      /** Location of `path`: its key when `key` is true and it is a map entry, else its value. */
      at(path = [], key = false) {
        const r = this.closest(path);
        return key ? r.keyLoc() : r.loc();
      }
      /** Map entries as [key string, ref] pairs. */
      entries() {
        const n = deref(this.node, this.doc);
        if (!(0, import_yaml.isMap)(n)) return [];
        const out = [];
        for (const p of n.items) {
          const k = (0, import_yaml.isScalar)(p.key) ? String(p.key.value) : String(p.key);
          out.push([k, new _NodeRef(this.src, p.value ?? null, p.key, this.doc)]);
        }
        return out;
      }
      items() {
        const n = deref(this.node, this.doc);
        if (!(0, import_yaml.isSeq)(n)) return [];
        return n.items.map((it) => new _NodeRef(this.src, it ?? null, void 0, this.doc));
      }
      isMap() {
        return (0, import_yaml.isMap)(deref(this.node, this.doc));
      }
      isSeq() {
        return (0, import_yaml.isSeq)(deref(this.node, this.doc));
      }
      isScalar() {
        return (0, import_yaml.isScalar)(deref(this.node, this.doc));
      }
      /** Scalar value (undefined for collections and missing nodes). */
      scalar() {
        const n = deref(this.node, this.doc);
        return (0, import_yaml.isScalar)(n) ? n.value : void 0;
      }
      /** The comment lines directly before this node's key/value (for suppressions). */
      line() {
        return this.keyLoc().line;
      }
      /**
       * Location of the characters [start, end) of this scalar's VALUE (e.g. a command inside a shell
       * script held in YAML). Exact for block literals (`|`: value line k is source line k, shifted by
       * the block's indentation) and for single-line plain or quoted scalars whose value is their
       * source text; otherwise (folded, escapes, multi-line flow) the whole scalar.
       */
      scalarOffsetLoc(start, end = start) {
        const n = deref(this.node, this.doc);
        if (!(0, import_yaml.isScalar)(n) || !n.range || typeof n.value !== "string") return this.loc();
        const value = n.value;
        const text = this.src.text;
        const [from, to] = n.range;
        const map2 = (off) => {
          const o = Math.max(0, Math.min(off, value.length));
          if (n.type === "BLOCK_LITERAL") return blockLiteralOffset(text, from, value, o);
          const q = n.type === "QUOTE_DOUBLE" || n.type === "QUOTE_SINGLE" ? 1 : n.type === "PLAIN" ? 0 : -1;
          if (q < 0 || value.includes("\n") || text.slice(from + q, from + q + value.length) !== value) return void 0;
          return from + q + o;
        };
        const a = map2(start);
        const b = map2(Math.max(start, end));
        if (a === void 0 || b === void 0 || a > to) return this.loc();
        return this.src.loc(a, Math.min(b, to));
      }
    };
  }
});

// src/extract/util.ts
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function obj(v) {
  return isObj(v) ? v : {};
}
function arr(v) {
  return Array.isArray(v) ? v : [];
}
function str(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return void 0;
}
function strList(v) {
  if (Array.isArray(v)) return v.map((x) => x === null || x === void 0 ? "" : String(x));
  if (typeof v === "string") return [v];
  return [];
}
function commandOf(v, ref) {
  if (!isObj(v)) return void 0;
  const command2 = strList(v.command);
  const args = strList(v.args);
  if (command2.length === 0 && args.length === 0) return { command: command2, args, ref };
  return { command: command2, args, ref };
}
function securityContextOf(v) {
  const sc = obj(v);
  const caps = obj(sc.capabilities);
  const drop = strList(caps.drop).map((d) => d.toUpperCase());
  const num = (x) => typeof x === "number" ? x : typeof x === "string" && /^\d+$/.test(x) ? Number(x) : void 0;
  const bool2 = (x) => typeof x === "boolean" ? x : void 0;
  return {
    runAsUser: num(sc.runAsUser),
    runAsNonRoot: bool2(sc.runAsNonRoot),
    readOnlyRootFilesystem: bool2(sc.readOnlyRootFilesystem),
    allowPrivilegeEscalation: bool2(sc.allowPrivilegeEscalation),
    dropsAll: drop.includes("ALL")
  };
}
function containerOf(raw, ref) {
  const c = obj(raw);
  const env = arr(c.env).map((e, i) => {
    const o = obj(e);
    return { name: str(o.name) ?? "", value: str(o.value), fromSource: o.valueFrom !== void 0, ref: ref.getIn(["env", i]) };
  });
  const volumeMounts = arr(c.volumeMounts).map((m, i) => {
    const o = obj(m);
    return {
      name: str(o.name) ?? "",
      mountPath: str(o.mountPath) ?? "",
      subPath: str(o.subPath),
      readOnly: o.readOnly === true,
      ref: ref.getIn(["volumeMounts", i])
    };
  });
  const resources = obj(c.resources);
  return {
    name: str(c.name) ?? "",
    image: str(c.image),
    command: c.command === void 0 || c.command === null ? void 0 : strList(c.command),
    args: c.args === void 0 || c.args === null ? void 0 : strList(c.args),
    env,
    volumeMounts,
    securityContext: securityContextOf(c.securityContext),
    hasResources: Object.keys(obj(resources.requests)).length > 0 || Object.keys(obj(resources.limits)).length > 0,
    ref
  };
}
function volumeOf(raw, ref) {
  const v = obj(raw);
  const name = str(v.name) ?? "";
  if (isObj(v.configMap)) {
    const cm = v.configMap;
    const items = Array.isArray(cm.items) ? cm.items.map((it, i) => ({ key: str(obj(it).key) ?? "", path: str(obj(it).path) ?? "", ref: ref?.getIn(["configMap", "items", i]) })) : void 0;
    return { name, kind: "configMap", configMapName: str(cm.name), items, optional: cm.optional === true || void 0, ref };
  }
  if (v.secret !== void 0) return { name, kind: "secret", ref };
  const other = Object.keys(v).filter((k) => k !== "name");
  if (v.emptyDir !== void 0 || other.length === 0) return { name, kind: "emptyDir", ref };
  return { name, kind: "other", ref };
}
var init_util = __esm({
  "src/extract/util.ts"() {
    "use strict";
  }
});

// src/extract/plugin.ts
function looksLikePlugin(v) {
  if (!isObj(v)) return false;
  if (v.kind === "ConfigManagementPlugin") return true;
  const spec = obj(v.spec);
  return v.kind === void 0 && isObj(v.metadata) && (isObj(spec.generate) || isObj(spec.discover)) && !isObj(spec.template);
}
function socketNameOf(name, version) {
  return version ? `${name}-${version}` : name;
}
function pluginFromRef(ref, file, origin, opts = {}) {
  const raw = refToJS(ref);
  const specOnly = opts.specOnly === true;
  const spec = specOnly ? obj(raw) : obj(obj(raw).spec);
  const specRef = specOnly ? ref : ref.get("spec");
  const name = opts.name ?? str(obj(obj(raw).metadata).name) ?? "";
  const version = str(spec.version) || void 0;
  const discover = discoverOf(spec.discover, specRef?.get("discover"));
  const params = obj(spec.parameters);
  const paramsRef = specRef?.get("parameters");
  return {
    name,
    version,
    socketName: socketNameOf(name, version),
    origin,
    file,
    ref,
    nameRef: opts.nameRef ?? ref.getIn(["metadata", "name"]),
    versionRef: specRef?.get("version"),
    configMap: opts.configMap,
    init: commandOf(spec.init, specRef?.get("init")),
    generate: commandOf(spec.generate, specRef?.get("generate")),
    discover,
    parameters: {
      static: arr(params.static).map(
        (p, i) => ({
          name: str(obj(p).name) ?? "",
          collectionType: str(obj(p).collectionType),
          ref: paramsRef?.getIn(["static", i])
        })
      ),
      dynamic: commandOf(params.dynamic, paramsRef?.get("dynamic"))
    },
    preserveFileMode: spec.preserveFileMode === true,
    provideGitCreds: spec.provideGitCreds === true,
    raw,
    specOnly
  };
}
function discoverOf(v, ref) {
  if (!isObj(v)) return void 0;
  const find = obj(v.find);
  const cmd = commandOf(find, ref?.get("find"));
  const rule = {
    fileName: str(v.fileName) || void 0,
    glob: str(find.glob) || void 0,
    command: cmd && cmd.command.length > 0 ? cmd : void 0,
    ref
  };
  return rule;
}
var init_plugin = __esm({
  "src/extract/plugin.ts"() {
    "use strict";
    init_source();
    init_util();
  }
});

// src/extract/configmaps.ts
function configMapOf(file, ref, raw) {
  const o = obj(raw);
  const keys = /* @__PURE__ */ new Map();
  for (const section of ["data", "binaryData"]) {
    for (const [k, v] of ref.get(section)?.entries() ?? []) keys.set(k, { ref: v, value: str(v.scalar()) });
  }
  return { name: str(obj(o.metadata).name) ?? "", file, origin: "document", keys, ref };
}
function holdsPluginYaml(key, text) {
  return /\.ya?ml$/.test(key) || /kind:\s*ConfigManagementPlugin/.test(text);
}
function pluginsInConfigMap(src, cm, problems) {
  const out = [];
  for (const [key, { ref, value }] of cm.keys) {
    if (!ref?.node || value === void 0 || !holdsPluginYaml(key, value)) continue;
    const parsed = parseEmbedded(src, ref.node, value);
    const mentionsPlugin = /ConfigManagementPlugin/.test(value);
    if (parsed.errors.length > 0) {
      if (mentionsPlugin) for (const e of parsed.errors) problems.push({ ruleId: "yaml-syntax", loc: e.loc, message: `${e.message} (in ConfigMap ${cm.name} key ${key})` });
      continue;
    }
    for (const doc of parsed.docs) {
      let js;
      try {
        js = docToJS(doc);
      } catch (e) {
        problems.push({ ruleId: "yaml-syntax", loc: rootRef(parsed.src, doc).loc(), message: e.message });
        continue;
      }
      if (!looksLikePlugin(js)) continue;
      const pref = rootRef(parsed.src, doc);
      out.push(pluginFromRef(pref, cm.file, "configmap", { configMap: { name: cm.name, key, keyRef: ref } }));
    }
  }
  return out;
}
function legacyPlugins(src, file, ref, raw) {
  const o = obj(raw);
  if (str(obj(o.metadata).name) !== "argocd-cm") return void 0;
  const keyRef = ref.getIn(["data", "configManagementPlugins"]);
  if (!keyRef) return void 0;
  const text = str(obj(o.data).configManagementPlugins) ?? "";
  let names = [];
  if (keyRef.node) {
    const parsed = parseEmbedded(src, keyRef.node, text);
    try {
      names = parsed.docs.flatMap((d) => arr(docToJS(d)).map((p) => str(obj(p).name) ?? ""));
    } catch {
      names = [];
    }
  }
  return { file, ref: keyRef, names: names.filter(Boolean) };
}
function configMapGenerators(file, ref, raw) {
  const out = [];
  arr(obj(raw).configMapGenerator).forEach((g, i) => {
    if (!isObj(g)) return;
    const gRef = ref.getIn(["configMapGenerator", i]);
    const keys = /* @__PURE__ */ new Map();
    const files = /* @__PURE__ */ new Map();
    arr(g.files).forEach((f, j) => {
      const spec = str(f) ?? "";
      const eq = spec.indexOf("=");
      const path = eq >= 0 ? spec.slice(eq + 1) : spec;
      const key = eq >= 0 ? spec.slice(0, eq) : path.split("/").pop();
      keys.set(key, { ref: gRef.getIn(["files", j]) });
      files.set(key, path);
    });
    arr(g.literals).forEach((l, j) => {
      const s = str(l) ?? "";
      const eq = s.indexOf("=");
      if (eq > 0) keys.set(s.slice(0, eq), { ref: gRef.getIn(["literals", j]), value: s.slice(eq + 1) });
    });
    const name = str(g.name) ?? "";
    out.push({ cm: { name, file, origin: "generator", keys, ref: gRef.get("name") ?? gRef }, files });
  });
  return out;
}
var init_configmaps = __esm({
  "src/extract/configmaps.ts"() {
    "use strict";
    init_source();
    init_util();
    init_plugin();
  }
});

// src/model/argocd.ts
var CMP_ENTRYPOINT, VAR_FILES_DIR, CMP_PLUGINS_DIR, CMP_CONFIG_DIR, CMP_CONFIG_FILE, REPO_SERVER_UID, CHART_CMP_CONFIGMAP, STOCK_VOLUMES;
var init_argocd = __esm({
  "src/model/argocd.ts"() {
    "use strict";
    CMP_ENTRYPOINT = "/var/run/argocd/argocd-cmp-server";
    VAR_FILES_DIR = "/var/run/argocd";
    CMP_PLUGINS_DIR = "/home/argocd/cmp-server/plugins";
    CMP_CONFIG_DIR = "/home/argocd/cmp-server/config";
    CMP_CONFIG_FILE = "/home/argocd/cmp-server/config/plugin.yaml";
    REPO_SERVER_UID = 999;
    CHART_CMP_CONFIGMAP = "argocd-cmp-cm";
    STOCK_VOLUMES = /* @__PURE__ */ new Map([
      ["ssh-known-hosts", "configMap"],
      ["tls-certs", "configMap"],
      ["gpg-keys", "configMap"],
      ["gpg-keyring", "emptyDir"],
      ["tmp", "emptyDir"],
      ["tmp-dir", "emptyDir"],
      ["helm-working-dir", "emptyDir"],
      ["argocd-repo-server-tls", "secret"],
      ["argocd-repo-server-mtls", "secret"],
      ["var-files", "emptyDir"],
      ["plugins", "emptyDir"],
      ["argocd-cmd-params-cm", "configMap"]
    ]);
  }
});

// src/extract/pod.ts
function hasCmpEvidence(c) {
  const argv = [...c.command ?? [], ...c.args ?? []].join(" ");
  if (argv.includes("argocd-cmp-server")) return true;
  return c.volumeMounts.some(
    (m) => m.mountPath === VAR_FILES_DIR || m.mountPath.startsWith(CMP_PLUGINS_DIR) || m.mountPath.startsWith(CMP_CONFIG_DIR) || m.name === "var-files" || m.name === "plugins"
  );
}
function isMainContainer(c) {
  if (MAIN_NAMES.has(c.name)) return true;
  const argv = [...c.command ?? [], ...c.args ?? []].join(" ");
  return /(^|\/)argocd-repo-server\b/.test(argv) || argv.includes("uid_entrypoint.sh");
}
function sidecarsFromPod(p) {
  const containers = p.containers.map((ref) => containerOf(refToJS(ref), ref));
  const initContainers = p.initContainers.map((ref) => containerOf(refToJS(ref), ref));
  const declared = p.volumes.map((ref) => volumeOf(refToJS(ref), ref));
  const volumes = p.isPatch ? withStock(declared) : declared;
  const podSecurityContext = securityContextOf(p.podSecurityContext ? refToJS(p.podSecurityContext) : void 0);
  const main2 = containers.find((c) => !p.allSidecars && isMainContainer(c));
  const out = [];
  for (const c of containers) {
    if (c === main2) continue;
    const evidence = hasCmpEvidence(c);
    const isSidecar = p.allSidecars || evidence || p.isRepoServer && p.isPatch && c.image !== void 0 && !!c.name;
    if (!isSidecar) continue;
    out.push({
      ...c,
      file: p.file,
      form: p.form,
      isPatch: p.isPatch,
      volumes,
      podSecurityContext,
      repoServer: main2,
      initContainers,
      chart: p.chart,
      podRef: p.podRef
    });
  }
  return out;
}
function withStock(declared) {
  const names = new Set(declared.map((v) => v.name));
  const stock = [];
  for (const [name, kind] of STOCK_VOLUMES) {
    if (!names.has(name)) stock.push({ name, kind, stock: true, configMapName: void 0 });
  }
  return [...declared.map((v) => STOCK_VOLUMES.has(v.name) ? { ...v, stock: true } : v), ...stock];
}
function podFromWorkload(file, doc, raw, opts) {
  const o = obj(raw);
  const kind = str(o.kind);
  let pod;
  if (kind === "Pod") pod = doc.get("spec");
  else if (o.spec !== void 0) pod = doc.getIn(["spec", "template", "spec"]);
  else if (o.containers !== void 0 || o.volumes !== void 0) pod = doc;
  if (!pod) return void 0;
  return {
    file,
    ...opts,
    podRef: pod,
    containers: pod.get("containers")?.items() ?? [],
    initContainers: pod.get("initContainers")?.items() ?? [],
    volumes: pod.get("volumes")?.items() ?? [],
    podSecurityContext: pod.get("securityContext")
  };
}
var MAIN_NAMES;
var init_pod = __esm({
  "src/extract/pod.ts"() {
    "use strict";
    init_source();
    init_util();
    init_argocd();
    MAIN_NAMES = /* @__PURE__ */ new Set(["argocd-repo-server", "repo-server"]);
  }
});

// src/extract/workloads.ts
function isRepoServerName(name) {
  return !!name && /repo-server$/.test(name);
}
function workloadSidecars(file, ref, raw, targeted) {
  const o = obj(raw);
  const kind = str(o.kind);
  const name = str(obj(o.metadata).name);
  const spec = obj(o.spec);
  if (kind !== void 0 && WORKLOAD_KINDS.has(kind)) {
    const isPatch = kind !== "Pod" && (spec.selector === void 0 || !hasMainContainer(obj(obj(spec.template).spec).containers));
    return podFromWorkload(file, ref, raw, {
      isPatch,
      form: isPatch ? "strategic-merge" : "workload",
      isRepoServer: isRepoServerName(name) || isPatch && targeted,
      target: name
    });
  }
  if (kind === void 0 && o.apiVersion === void 0) {
    const tmpl = obj(obj(spec.template).spec);
    if (isObj(o.spec) && (tmpl.containers !== void 0 || tmpl.volumes !== void 0)) {
      return podFromWorkload(file, ref, raw, { isPatch: true, form: "strategic-merge", isRepoServer: true });
    }
    if (Array.isArray(o.containers) || Array.isArray(o.volumes) && Object.keys(o).every((k) => POD_SPEC_KEYS.has(k))) {
      return podFromWorkload(file, ref, raw, { isPatch: true, form: "strategic-merge", isRepoServer: true });
    }
  }
  return void 0;
}
function hasMainContainer(containers) {
  return arr(containers).some((c) => {
    const o = obj(c);
    return isMainContainer({ name: str(o.name) ?? "", command: arr(o.command).map(String), args: arr(o.args).map(String), env: [], volumeMounts: [], securityContext: {}, hasResources: false, ref: void 0 });
  });
}
function isJson6902(raw) {
  return Array.isArray(raw) && raw.length > 0 && raw.every((op) => isObj(op) && typeof op.op === "string" && typeof op.path === "string");
}
function json6902Sidecars(file, ref, raw, isRepoServer) {
  const shape = { file, form: "json6902", isPatch: true, isRepoServer, containers: [], initContainers: [], volumes: [], podRef: ref };
  arr(raw).forEach((op, i) => {
    const o = obj(op);
    if (o.op !== "add" && o.op !== "replace") return;
    const path = String(o.path);
    const value = ref.getIn([i, "value"]);
    if (!value) return;
    const c = J6902_CONTAINER.exec(path);
    if (c) {
      const list = c[1] === "containers" ? shape.containers : shape.initContainers;
      if (c[2]) list.push(value);
      else list.push(...value.items());
      return;
    }
    const v = J6902_VOLUME.exec(path);
    if (v) {
      if (v[1]) shape.volumes.push(value);
      else shape.volumes.push(...value.items());
    }
  });
  return shape.containers.length + shape.volumes.length > 0 ? shape : void 0;
}
function chartSidecars(file, root, cmpCreate) {
  const rs = root.get("repoServer");
  if (!rs) return void 0;
  const extra = rs.get("extraContainers");
  if (!extra) return void 0;
  return {
    file,
    form: "chart-values",
    isPatch: true,
    isRepoServer: true,
    allSidecars: true,
    podRef: rs,
    containers: extra.items(),
    initContainers: rs.get("initContainers")?.items() ?? [],
    volumes: rs.get("volumes")?.items() ?? [],
    chart: { cmpCreate, stockTmpName: "tmp" }
  };
}
function operatorSidecars(file, ref) {
  const repo = ref.getIn(["spec", "repo"]);
  const side = repo?.get("sidecarContainers");
  if (!repo || !side) return void 0;
  return {
    file,
    form: "operator",
    isPatch: true,
    isRepoServer: true,
    allSidecars: true,
    podRef: repo,
    containers: side.items(),
    initContainers: repo.get("initContainers")?.items() ?? [],
    volumes: repo.get("volumes")?.items() ?? []
  };
}
function shapeToSidecars(shape) {
  return shape ? sidecarsFromPod(shape) : [];
}
var WORKLOAD_KINDS, POD_SPEC_KEYS, J6902_CONTAINER, J6902_VOLUME;
var init_workloads = __esm({
  "src/extract/workloads.ts"() {
    "use strict";
    init_util();
    init_pod();
    WORKLOAD_KINDS = /* @__PURE__ */ new Set(["Deployment", "StatefulSet", "DaemonSet", "Pod", "ReplicaSet"]);
    POD_SPEC_KEYS = /* @__PURE__ */ new Set(["containers", "initContainers", "volumes", "securityContext", "serviceAccountName"]);
    J6902_CONTAINER = /^\/spec\/template\/spec\/(containers|initContainers)(\/(-|\d+))?$/;
    J6902_VOLUME = /^\/spec\/template\/spec\/volumes(\/(-|\d+))?$/;
  }
});

// src/extract/chart.ts
function isChartValues(r) {
  return !!(r.getIn(["configs", "cmp"]) || r.getIn(["repoServer", "extraContainers"]));
}
function chartRoots(root) {
  if (!root.isMap()) return [];
  if (root.get("kind") || root.get("apiVersion")) return [];
  if (isChartValues(root)) return [root];
  return root.entries().map(([, v]) => v).filter((v) => v.isMap() && isChartValues(v));
}
function extractChart(file, values) {
  const cmp2 = values.getIn(["configs", "cmp"]);
  const createRef = cmp2?.get("create");
  const cmpCreate = createRef?.scalar() === true;
  const pluginsRef = cmp2?.get("plugins");
  const plugins = [];
  const keys = /* @__PURE__ */ new Map();
  for (const [name, body] of pluginsRef?.entries() ?? []) {
    const key = `${name}.yaml`;
    const nameRef = new NodeRef(body.src, body.keyNode ?? null, body.keyNode, body.doc);
    plugins.push(
      pluginFromRef(body, file, "chart-values", { specOnly: true, name, nameRef, configMap: { name: CHART_CMP_CONFIGMAP, key, keyRef: nameRef } })
    );
    keys.set(key, { ref: nameRef });
  }
  const chart = { file, ref: values, cmpCreate, cmpCreateRef: createRef, pluginsRef };
  const configMap = cmpCreate ? { name: CHART_CMP_CONFIGMAP, file, origin: "chart", keys, ref: createRef ?? cmp2 ?? values } : void 0;
  return { chart, plugins, configMap, pod: chartSidecars(file, values, cmpCreate) };
}
var init_chart = __esm({
  "src/extract/chart.ts"() {
    "use strict";
    init_source();
    init_argocd();
    init_plugin();
    init_workloads();
  }
});

// src/extract/apps.ts
function applicationSources(file, ref, raw) {
  const o = obj(raw);
  const meta = obj(o.metadata);
  const spec = obj(o.spec);
  const app = {
    kind: "Application",
    name: str(meta.name) ?? "",
    namespace: str(meta.namespace),
    project: str(spec.project),
    destNamespace: str(obj(spec.destination).namespace),
    file,
    ref
  };
  return sourcesOfSpec(app, ref.get("spec"), spec, false);
}
function applicationSetSources(file, ref, raw) {
  const o = obj(raw);
  const out = [];
  const specRef = ref.get("spec");
  const visitTemplate = (tRef, t) => {
    const tm = obj(t);
    const tspec = obj(tm.spec);
    if (!tRef || !isObj(tm.spec)) return;
    const app = {
      kind: "ApplicationSet",
      name: str(obj(tm.metadata).name) ?? str(obj(o.metadata).name) ?? "",
      namespace: str(obj(tm.metadata).namespace) ?? str(obj(o.metadata).namespace),
      project: str(tspec.project),
      destNamespace: str(obj(tspec.destination).namespace),
      file,
      ref
    };
    out.push(...sourcesOfSpec(app, tRef.get("spec"), tspec, true));
  };
  const spec = obj(o.spec);
  visitTemplate(specRef?.get("template"), spec.template);
  const walkGenerators = (gRef, gens) => {
    arr(gens).forEach((g, i) => {
      const gi = gRef?.get(i);
      for (const [kind, body] of Object.entries(obj(g))) {
        const b = obj(body);
        if (isObj(b.template)) visitTemplate(gi?.getIn([kind, "template"]), b.template);
        if (Array.isArray(b.generators)) walkGenerators(gi?.getIn([kind, "generators"]), b.generators);
      }
    });
  };
  walkGenerators(specRef?.get("generators"), spec.generators);
  return out;
}
function sourcesOfSpec(app, specRef, spec, templated) {
  const out = [];
  if (!specRef) return out;
  if (isObj(spec.source)) {
    const r = specRef.get("source");
    if (r) out.push(sourceOf(app, r, spec.source, void 0, templated));
  }
  arr(spec.sources).forEach((s, i) => {
    const r = specRef.getIn(["sources", i]);
    if (r && isObj(s)) out.push(sourceOf(app, r, s, i, templated));
  });
  return out;
}
function sourceOf(app, ref, raw, index, templated) {
  const types2 = [];
  const typeRefs = {};
  for (const t of SOURCE_TYPES) {
    if (raw[t] !== void 0 && raw[t] !== null) {
      types2.push(t);
      typeRefs[t] = ref.get(t);
    }
  }
  let plugin;
  if (types2.includes("plugin")) {
    const p = obj(raw.plugin);
    const pRef = ref.get("plugin");
    plugin = {
      name: str(p.name) || void 0,
      nameRef: pRef.get("name"),
      env: arr(p.env).map((e, i) => ({
        name: str(obj(e).name) ?? "",
        value: str(obj(e).value) ?? "",
        ref: pRef.getIn(["env", i])
      })),
      parameters: arr(p.parameters).map((e, i) => ({ name: str(obj(e).name) ?? "", ref: pRef.getIn(["parameters", i]) })),
      ref: pRef
    };
  }
  return {
    app,
    index,
    repoURL: str(raw.repoURL),
    path: str(raw.path),
    targetRevision: str(raw.targetRevision),
    chart: str(raw.chart),
    ref,
    types: types2,
    typeRefs,
    plugin,
    templated,
    raw: refToJS(ref) ?? raw
  };
}
var SOURCE_TYPES;
var init_apps = __esm({
  "src/extract/apps.ts"() {
    "use strict";
    init_source();
    init_util();
    SOURCE_TYPES = ["helm", "kustomize", "directory", "plugin"];
  }
});

// src/extract/dockerfile.ts
import { posix } from "node:path";
function parseDockerfile(file, text) {
  const stages = [];
  let cur = { facts: emptyFacts(file), shell: ["/bin/sh", "-c"], workdir: "/" };
  for (const l of logicalLines(text)) {
    const m = /^(\S+)\s*/.exec(l.text);
    if (!m) continue;
    const keyword = m[1].toUpperCase();
    const start = m[0].length;
    const end = l.text.trimEnd().length;
    const rest = l.text.slice(start, end);
    const loc = (a, b) => locOf(file, l.segs, a, b);
    const f = cur.facts;
    switch (keyword) {
      case "FROM": {
        const toks = words(l.text, start);
        let i = 0;
        while (i < toks.length && toks[i].w.startsWith("--")) i++;
        if (i >= toks.length) break;
        const image = toks[i];
        const name = toks[i + 1]?.w.toLowerCase() === "as" ? toks[i + 2]?.w : void 0;
        const base = stages.find((s) => s.name !== void 0 && s.name === image.w.toLowerCase());
        cur = base ? { ...cloneStage(base, file), name: name?.toLowerCase() } : { facts: emptyFacts(file), shell: ["/bin/sh", "-c"], workdir: "/", name: name?.toLowerCase() };
        if (!base) {
          cur.facts.baseImage = image.w;
          cur.facts.baseImageLoc = loc(image.at, image.at + image.w.length);
          if (ARGOCD_IMAGE.test(image.w)) cur.facts.namedUsers.set("argocd", 999);
        }
        if (name !== void 0) cur.facts.stageName = name;
        else delete cur.facts.stageName;
        stages.push(cur);
        break;
      }
      case "USER":
        if (rest) {
          f.user = rest;
          f.userLoc = loc(start, end);
        }
        break;
      case "ENTRYPOINT": {
        const arr2 = jsonStrings(rest);
        f.entrypoint = arr2 ?? [...cur.shell, rest];
        f.entrypointLoc = loc(start, end);
        break;
      }
      case "SHELL": {
        const arr2 = jsonStrings(rest);
        if (arr2 && arr2.length > 0) cur.shell = arr2;
        break;
      }
      case "WORKDIR":
        if (rest) cur.workdir = posix.resolve(cur.workdir, rest);
        break;
      case "RUN":
        for (const script of [rest, ...l.heredocs]) {
          for (const [user, uid] of usersCreated(script)) f.namedUsers.set(user, uid);
        }
        break;
      case "COPY":
      case "ADD": {
        const c = parseCopy(keyword, l.text, start, cur.workdir, loc);
        if (c) f.copies.push(c);
        break;
      }
    }
  }
  return cur.facts;
}
function emptyFacts(file) {
  return { file, copies: [], namedUsers: /* @__PURE__ */ new Map() };
}
function cloneStage(s, file) {
  const f = s.facts;
  return {
    facts: { ...f, file, copies: [...f.copies], namedUsers: new Map(f.namedUsers), entrypoint: f.entrypoint && [...f.entrypoint] },
    shell: [...s.shell],
    workdir: s.workdir
  };
}
function parseCopy(instruction, text, start, workdir, loc) {
  const toks = words(text, start);
  const flags = /* @__PURE__ */ new Map();
  let i = 0;
  for (; i < toks.length && toks[i].w.startsWith("--"); i++) {
    const eq = toks[i].w.indexOf("=");
    if (eq > 0) flags.set(toks[i].w.slice(2, eq).toLowerCase(), toks[i].w.slice(eq + 1));
    else flags.set(toks[i].w.slice(2).toLowerCase(), "true");
  }
  if (i >= toks.length) return void 0;
  const argsAt = toks[i].at;
  const argsText = text.slice(argsAt).trimEnd();
  let sources;
  let dest;
  let destAt;
  let destEnd;
  const arr2 = argsText.startsWith("[") ? jsonStrings(argsText) : void 0;
  if (arr2) {
    if (arr2.length < 2) return void 0;
    sources = arr2.slice(0, -1);
    dest = arr2[arr2.length - 1];
    const lit = JSON.stringify(dest);
    const k = argsText.lastIndexOf(lit);
    destAt = k >= 0 ? argsAt + k : argsAt;
    destEnd = k >= 0 ? destAt + lit.length : argsAt + argsText.length;
  } else {
    const args = toks.slice(i);
    if (args.length < 2) return void 0;
    sources = args.slice(0, -1).map((t) => t.w);
    const d = args[args.length - 1];
    dest = d.w;
    destAt = d.at;
    destEnd = d.at + d.w.length;
  }
  const destIsDir = dest.endsWith("/") || dest === "." || dest === ".." || sources.length > 1;
  const c = {
    sources,
    dest,
    loc: loc(destAt, destEnd),
    instruction,
    destAbs: posix.resolve(workdir, dest),
    destIsDir
  };
  if (flags.has("from")) c.from = flags.get("from");
  if (flags.has("chmod")) c.chmod = flags.get("chmod");
  if (flags.has("chown")) c.chown = flags.get("chown");
  return c;
}
function jsonStrings(s) {
  if (!s.startsWith("[")) return void 0;
  try {
    const v = JSON.parse(s);
    return Array.isArray(v) && v.every((x) => typeof x === "string") ? v : void 0;
  } catch {
    return void 0;
  }
}
function words(text, from) {
  const out = [];
  const re = /\S+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ w: m[0], at: m.index });
  return out;
}
function logicalLines(text) {
  const lines = text.split("\n").map((s) => s.endsWith("\r") ? s.slice(0, -1) : s);
  const out = [];
  let escape = "\\";
  let directives = true;
  let i = 0;
  const skippable = (s) => s.trim() === "" || s.trimStart().startsWith("#");
  while (i < lines.length) {
    const first = lines[i];
    if (directives) {
      const d = /^#\s*([A-Za-z][A-Za-z0-9]*)\s*=\s*(.*?)\s*$/.exec(first);
      if (d) {
        if (d[1].toLowerCase() === "escape" && (d[2] === "`" || d[2] === "\\")) escape = d[2];
        i++;
        continue;
      }
      directives = false;
    }
    if (skippable(first)) {
      i++;
      continue;
    }
    const l = { text: "", segs: [], heredocs: [] };
    const cont = new RegExp(`${escape === "`" ? "`" : "\\\\"}[ \\t]*$`);
    let indent = first.length - first.trimStart().length;
    for (; ; ) {
      const line = lines[i];
      const m = cont.exec(line);
      const content = m ? line.slice(0, m.index) : line;
      l.segs.push({ at: l.text.length, line: i + 1, col: indent + 1 });
      l.text += content.slice(indent);
      indent = 0;
      i++;
      if (!m) break;
      while (i < lines.length && skippable(lines[i])) i++;
      if (i >= lines.length) break;
    }
    if (/^\s*(RUN|COPY|ADD)\s/i.test(l.text)) {
      for (const h of l.text.matchAll(/<<(-?)(["']?)([A-Za-z_][\w.-]*)\2/g)) {
        const body = [];
        while (i < lines.length) {
          const line = lines[i++];
          if ((h[1] ? line.replace(/^\t+/, "") : line) === h[3]) break;
          body.push(line);
        }
        l.heredocs.push(body.join("\n"));
      }
    }
    out.push(l);
  }
  return out;
}
function posAt(segs, offset) {
  let s = segs[0];
  for (const x of segs) {
    if (x.at > offset) break;
    s = x;
  }
  return { line: s.line, col: s.col + (offset - s.at) };
}
function locOf(file, segs, start, end) {
  const a = posAt(segs, start);
  const b = end > start ? posAt(segs, end - 1) : a;
  return { file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col + (end > start ? 1 : 0) };
}
function usersCreated(script) {
  const out = [];
  for (const cmd of script.split(/&&|\|\||[;|\n]/)) {
    const toks = shellWords(cmd);
    const k = toks.findIndex((t) => /^(useradd|adduser|usermod)$/.test(posix.basename(t)));
    if (k < 0) continue;
    const tool = posix.basename(toks[k]);
    let uid;
    const positional = [];
    for (let j = k + 1; j < toks.length; j++) {
      const t = toks[j];
      const eq = t.startsWith("--") ? t.indexOf("=") : -1;
      const opt = eq > 0 ? t.slice(0, eq) : t;
      if (opt === "-u" || opt === "--uid") {
        uid = eq > 0 ? t.slice(eq + 1) : toks[++j];
      } else if (/^-u\d+$/.test(t)) {
        uid = t.slice(2);
      } else if (t.startsWith("-") && t.length > 1) {
        if (eq < 0 && takesValue(opt, tool)) j++;
      } else {
        positional.push(t);
      }
    }
    const name = tool === "usermod" ? positional[positional.length - 1] : positional[0];
    if (name && uid !== void 0 && /^\d+$/.test(uid)) out.push([name, Number(uid)]);
  }
  return out;
}
function takesValue(opt, tool) {
  if (opt === "-l") return tool === "usermod";
  return VALUE_OPTS.has(opt);
}
function shellWords(s) {
  const out = [];
  let w = "";
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "'" || c === '"') {
      const close = s.indexOf(c, i + 1);
      const end = close < 0 ? s.length : close;
      w += s.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === "\\" && i + 1 < s.length) {
      w += s[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) out.push(w);
      w = "";
      inWord = false;
    } else {
      w += c;
      inWord = true;
    }
  }
  if (inWord) out.push(w);
  return out;
}
function userUid(user, namedUsers) {
  if (user === void 0) return void 0;
  const u = user.trim().split(":")[0];
  if (/^\d+$/.test(u)) return Number(u);
  return namedUsers?.get(u);
}
function userIs999(user, namedUsers) {
  return userUid(user, namedUsers) === 999;
}
function copiesTo(facts, path) {
  const target = posix.normalize(path).replace(/(.)\/+$/, "$1");
  const name = posix.basename(target);
  for (const c of facts.copies) {
    const extra = c;
    const destAbs = extra.destAbs ?? posix.resolve("/", c.dest);
    const isDir = extra.destIsDir ?? (c.dest.endsWith("/") || c.dest === "." || c.sources.length > 1);
    if (!isDir) {
      if (destAbs === target) return true;
      continue;
    }
    if (posix.join(destAbs, name) !== target) continue;
    for (const s of c.sources) {
      const clean = /^https?:\/\//.test(s) ? s.replace(/[?#].*$/, "") : s;
      const base = posix.basename(clean.replace(/\/+$/, ""));
      if (base === name || /[*?[]/.test(base) && import_picomatch3.default.isMatch(name, base, { dot: true })) return true;
    }
  }
  return false;
}
var import_picomatch3, ARGOCD_IMAGE, VALUE_OPTS;
var init_dockerfile = __esm({
  "src/extract/dockerfile.ts"() {
    "use strict";
    import_picomatch3 = __toESM(require_picomatch2(), 1);
    ARGOCD_IMAGE = /^(?:[\w.-]+(?::\d+)?\/)?argoproj\/argocd(?:[:@]|$)/;
    VALUE_OPTS = /* @__PURE__ */ new Set([
      "-g",
      "--gid",
      "-G",
      "--groups",
      "-d",
      "--home",
      "--home-dir",
      "-s",
      "--shell",
      "-c",
      "--comment",
      "--gecos",
      "-k",
      "--skel",
      "-e",
      "--expiredate",
      "-f",
      "--inactive",
      "-K",
      "--key",
      "-p",
      "--password",
      "-R",
      "--root",
      "-P",
      "--prefix",
      "-Z",
      "--selinux-user",
      "-b",
      "--base-dir",
      "-h",
      "--ingroup",
      "--firstuid",
      "--lastuid",
      "--firstgid",
      "--lastgid",
      "--conf",
      "--login",
      "-v",
      "--add-subuids",
      "-V",
      "--del-subuids",
      "-w",
      "--add-subgids",
      "-W",
      "--del-subgids"
    ]);
  }
});

// src/extract/index.ts
import { posix as posix2 } from "node:path";
function isKustomization(raw) {
  const o = obj(raw);
  if (typeof o.kind === "string") return KUSTOMIZE_KINDS.has(o.kind);
  return o.apiVersion === void 0 && o.spec === void 0 && (Array.isArray(o.configMapGenerator) || Array.isArray(o.patches) || Array.isArray(o.patchesStrategicMerge) || Array.isArray(o.patchesJson6902) || Array.isArray(o.resources) || Array.isArray(o.components));
}
function extract(files) {
  const out = { plugins: [], sidecars: [], configMaps: [], sources: [], images: [], legacy: [], charts: [], argoResources: [], problems: [], blockLines: /* @__PURE__ */ new Map() };
  const docs = [];
  for (const f of files) {
    if (f.kind === "dockerfile") {
      out.images.push(parseDockerfile(f.path, f.text));
      continue;
    }
    const src = new SourceText(f.path, f.text);
    const parsed = parseYaml(src);
    for (const e of parsed.errors) out.problems.push({ ruleId: "yaml-syntax", loc: e.loc, message: e.message });
    out.blockLines.set(f.path, blockScalarLines(src, parsed.docs));
    for (const doc of parsed.docs) {
      if (doc.errors.length > 0) continue;
      let raw;
      try {
        raw = docToJS(doc);
      } catch (e) {
        const ref = rootRef(src, doc);
        out.problems.push({ ruleId: "yaml-syntax", loc: ref.loc(), message: aliasMessage(e) });
        continue;
      }
      if (raw === null || raw === void 0) continue;
      docs.push({ file: f.path, src, doc, ref: rootRef(src, doc), raw });
    }
  }
  const repoServerPatchFiles = /* @__PURE__ */ new Set();
  const generators = [];
  for (const d of docs) {
    if (!isKustomization(d.raw)) continue;
    const dir = posix2.dirname(d.file);
    for (const p of [...arr(obj(d.raw).patches), ...arr(obj(d.raw).patchesJson6902)]) {
      const po = obj(p);
      const targetName = str(obj(po.target).name);
      if (typeof po.path === "string" && (isRepoServerName(targetName) || targetName === void 0)) {
        repoServerPatchFiles.add(posix2.normalize(posix2.join(dir, po.path)));
      }
    }
    for (const p of arr(obj(d.raw).patchesStrategicMerge)) {
      if (typeof p === "string" && !p.includes("\n")) repoServerPatchFiles.add(posix2.normalize(posix2.join(dir, p)));
    }
    generators.push(...configMapGenerators(d.file, d.ref, d.raw));
  }
  const shapes = [];
  for (const d of docs) extractDoc(d, out, shapes, repoServerPatchFiles.has(d.file));
  for (const s of shapes) out.sidecars.push(...shapeToSidecars(s));
  poolPatchVolumes(out.sidecars);
  linkGenerators(generators, out);
  linkDockerfiles(out);
  return out;
}
function extractDoc(d, out, shapes, targeted) {
  const o = obj(d.raw);
  const kind = str(o.kind);
  if (Array.isArray(d.raw)) {
    if (isJson6902(d.raw)) {
      const s = json6902Sidecars(d.file, d.ref, d.raw, targeted);
      if (s) shapes.push(s);
    }
    return;
  }
  if (!isObj(d.raw)) return;
  if (looksLikePlugin(d.raw)) {
    out.plugins.push(pluginFromRef(d.ref, d.file, "file"));
    return;
  }
  switch (kind) {
    case "ConfigMap": {
      const cm = configMapOf(d.file, d.ref, d.raw);
      out.configMaps.push(cm);
      out.plugins.push(...pluginsInConfigMap(d.src, cm, out.problems));
      const legacy = legacyPlugins(d.src, d.file, d.ref, d.raw);
      if (legacy) out.legacy.push(legacy);
      return;
    }
    case "Application":
      out.sources.push(...applicationSources(d.file, d.ref, d.raw));
      out.argoResources.push({ kind, file: d.file, ref: d.ref, raw: d.raw });
      return;
    case "ApplicationSet":
      out.sources.push(...applicationSetSources(d.file, d.ref, d.raw));
      out.argoResources.push({ kind, file: d.file, ref: d.ref, raw: d.raw });
      return;
    case "AppProject":
      out.argoResources.push({ kind, file: d.file, ref: d.ref, raw: d.raw });
      return;
    case "ArgoCD": {
      const s = operatorSidecars(d.file, d.ref);
      if (s) shapes.push(s);
      return;
    }
  }
  if (isKustomization(d.raw)) {
    inlinePatches(d, out, shapes);
    return;
  }
  const w = workloadSidecars(d.file, d.ref, d.raw, targeted);
  if (w) {
    shapes.push(w);
    return;
  }
  for (const values of chartRoots(d.ref)) {
    const c = extractChart(d.file, values);
    out.charts.push(c.chart);
    out.plugins.push(...c.plugins);
    if (c.configMap) out.configMaps.push(c.configMap);
    if (c.pod) shapes.push(c.pod);
  }
}
function inlinePatches(d, out, shapes) {
  const o = obj(d.raw);
  const texts = [];
  for (const key of ["patches", "patchesJson6902"]) {
    arr(o[key]).forEach((p, i) => {
      const text = str(obj(p).patch);
      const ref = d.ref.getIn([key, i, "patch"]);
      if (text && ref) texts.push({ ref, text, target: str(obj(obj(p).target).name) });
    });
  }
  arr(o.patchesStrategicMerge).forEach((p, i) => {
    const ref = d.ref.getIn(["patchesStrategicMerge", i]);
    if (typeof p === "string" && p.includes("\n") && ref) texts.push({ ref, text: p });
  });
  for (const t of texts) {
    if (!t.ref.node) continue;
    const parsed = parseEmbedded(d.src, t.ref.node, t.text);
    for (const e of parsed.errors) out.problems.push({ ruleId: "yaml-syntax", loc: e.loc, message: `${e.message} (in an inline kustomize patch)` });
    if (parsed.errors.length) continue;
    for (const doc of parsed.docs) {
      let raw;
      try {
        raw = docToJS(doc);
      } catch (e) {
        out.problems.push({ ruleId: "yaml-syntax", loc: t.ref.loc(), message: aliasMessage(e) });
        continue;
      }
      const inner = { file: d.file, src: parsed.src, doc, ref: rootRef(parsed.src, doc), raw };
      extractDoc(inner, out, shapes, t.target === void 0 || isRepoServerName(t.target));
    }
  }
}
function poolPatchVolumes(sidecars) {
  const patches = sidecars.filter((s) => s.isPatch && (s.form === "strategic-merge" || s.form === "json6902"));
  if (patches.length < 2) return;
  const pool = /* @__PURE__ */ new Map();
  for (const s of patches) for (const v of s.volumes) if (!v.stock && !pool.has(v.name)) pool.set(v.name, v);
  for (const s of patches) {
    const have = new Set(s.volumes.map((v) => v.name));
    for (const [name, v] of pool) if (!have.has(name)) s.volumes.push(v);
  }
}
function linkGenerators(generators, out) {
  for (const g of generators) {
    out.configMaps.push(g.cm);
    const dir = posix2.dirname(g.cm.file);
    for (const [key, path] of g.files) {
      const target = posix2.normalize(posix2.join(dir, path));
      let linked = out.plugins.filter((p) => p.origin === "file" && p.file === target);
      if (linked.length === 0) {
        const same = out.plugins.filter((p) => p.origin === "file" && p.file === g.cm.file);
        if (same.length === 1 && /\.ya?ml$/.test(key)) linked = same;
      }
      for (const p of linked) {
        p.origin = "configmap-generator";
        p.configMap = { name: g.cm.name, key, keyRef: g.cm.keys.get(key)?.ref };
      }
    }
  }
}
function linkDockerfiles(out) {
  for (const img of out.images) {
    for (const c of img.copies) {
      if (c.from || !copiesTo({ ...img, copies: [c] }, CMP_CONFIG_FILE)) continue;
      const dir = posix2.dirname(img.file);
      for (const s of c.sources) {
        const target = posix2.normalize(posix2.join(dir, s));
        for (const p of out.plugins) if (p.origin === "file" && p.file === target) p.origin = "dockerfile";
      }
    }
  }
}
function blockScalarLines(src, docs) {
  const lines = /* @__PURE__ */ new Set();
  for (const doc of docs) {
    (0, import_yaml2.visit)(doc, {
      Scalar(_, node) {
        if (!(0, import_yaml2.isScalar)(node) || !node.range) return;
        if (node.type !== "BLOCK_LITERAL" && node.type !== "BLOCK_FOLDED") return;
        const a = src.pos(node.range[0]).line + 1;
        const b = src.pos(node.range[1]).line;
        for (let l = a; l <= b; l++) lines.add(l);
      }
    });
  }
  return lines;
}
function aliasMessage(e) {
  const m = e?.message ?? String(e);
  return /alias/i.test(m) ? `too many alias expansions (more than allowed): the document looks like an alias bomb` : m;
}
var import_yaml2, KUSTOMIZE_KINDS;
var init_extract = __esm({
  "src/extract/index.ts"() {
    "use strict";
    import_yaml2 = __toESM(require_dist(), 1);
    init_source();
    init_util();
    init_plugin();
    init_configmaps();
    init_workloads();
    init_chart();
    init_apps();
    init_dockerfile();
    init_argocd();
    KUSTOMIZE_KINDS = /* @__PURE__ */ new Set(["Kustomization", "Component"]);
  }
});

// src/core/finding.ts
function docsUrl(ruleId) {
  return `${REPO_URL}/blob/main/docs/rules/${ruleId}.md`;
}
function compareFindings(a, b) {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}
var SEVERITY_RANK, TOOL_NAME, REPO_URL;
var init_finding = __esm({
  "src/core/finding.ts"() {
    "use strict";
    SEVERITY_RANK = { info: 0, warning: 1, error: 2 };
    TOOL_NAME = "cmp-lint";
    REPO_URL = "https://github.com/cmp-lint/cmp-lint";
  }
});

// src/rules/types.ts
function defineRule(rule) {
  return rule;
}
var init_types = __esm({
  "src/rules/types.ts"() {
    "use strict";
  }
});

// src/rules/yaml-syntax.ts
var yaml_syntax_default;
var init_yaml_syntax = __esm({
  "src/rules/yaml-syntax.ts"() {
    "use strict";
    init_types();
    yaml_syntax_default = defineRule({
      meta: {
        id: "yaml-syntax",
        severity: "error",
        description: "a YAML file, or YAML embedded in a ConfigMap value, does not parse"
      },
      check() {
      }
    });
  }
});

// src/schema/validate.ts
import { createRequire } from "node:module";
function load(name) {
  let mod = modules.get(name);
  if (!mod) {
    const file = `./validators/${name}.cjs`;
    try {
      mod = loadCjs(file);
    } catch (err) {
      const e = err;
      if (e.code === "MODULE_NOT_FOUND") {
        throw new Error(
          `cmp-lint: schema validator ${file} not found next to ${import.meta.url}; the build must copy src/schema/validators/*.cjs to dist/validators/`
        );
      }
      throw err;
    }
    modules.set(name, mod);
  }
  return mod;
}
function validatePlugin(obj2, opts = {}) {
  const mod = load("plugin");
  return run(opts.specOnly ? mod.spec : mod.plugin, obj2);
}
function validateArgo(kind, obj2) {
  const name = ARGO_FILES[kind];
  if (!name) throw new Error(`validateArgo: unsupported kind ${String(kind)}`);
  return run(load(name).validate, obj2);
}
function validateConfig(obj2) {
  return run(load("config").config, obj2);
}
function run(fn, obj2) {
  if (fn(obj2)) return [];
  return toIssues(fn.errors ?? [], obj2);
}
function toIssues(errors, root) {
  const collapsed = collapseAlternatives(errors);
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const e of collapsed) {
    if (e.keyword === "propertyNames" && !e.propertyName) continue;
    const issue = describe(e, root);
    const key = JSON.stringify([issue.path, issue.keyword, issue.message]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
  }
  return out;
}
function collapseAlternatives(errors) {
  let list = errors.slice();
  const groups = list.filter((e) => (e.keyword === "anyOf" || e.keyword === "oneOf") && !e.params?.passingSchemas).sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const g of groups) {
    const prefix = `${g.schemaPath}/`;
    const branchErrors = list.filter((e) => e !== g && e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(g.instancePath));
    const byBranch = /* @__PURE__ */ new Map();
    for (const e of branchErrors) {
      const idx = e.schemaPath.slice(prefix.length).split("/")[0];
      if (!byBranch.has(idx)) byBranch.set(idx, []);
      byBranch.get(idx).push(e);
    }
    const typeMiss = (errs) => errs.some((e) => e.keyword === "type" && e.instancePath === g.instancePath);
    const viable = [...byBranch.values()].filter((errs) => !typeMiss(errs));
    let replacement;
    if (viable.length > 0) {
      replacement = viable[0];
    } else {
      const types2 = [];
      for (const e of branchErrors) {
        if (e.keyword !== "type" || e.instancePath !== g.instancePath) continue;
        for (const t of String(e.params.type).split(",")) if (!types2.includes(t)) types2.push(t);
      }
      replacement = [{ ...g, keyword: "type", params: { type: types2.join(",") }, parentSchema: void 0 }];
    }
    const drop = new Set(branchErrors);
    const next = [];
    for (const e of list) {
      if (e === g) next.push(...replacement);
      else if (!drop.has(e)) next.push(e);
    }
    list = next;
  }
  return list;
}
function splitPointer(pointer, root) {
  if (pointer === "") return [];
  const segs = pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const out = [];
  let node = root;
  for (const s of segs) {
    if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(s)) {
      out.push(Number(s));
      node = node[Number(s)];
    } else {
      out.push(s);
      node = node !== null && typeof node === "object" ? node[s] : void 0;
    }
  }
  return out;
}
function valueAt(root, path) {
  let node = root;
  for (const p of path) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[p];
  }
  return node;
}
function kindOf(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  switch (typeof v) {
    case "string":
      return "a string";
    case "number":
      return Number.isInteger(v) ? "an integer" : "a number";
    case "boolean":
      return "a boolean";
    case "object":
      return "an object";
    default:
      return typeof v;
  }
}
function expectedType(e) {
  const types2 = String(e.params.type).split(",");
  const items = e.parentSchema?.items;
  return types2.map((t) => {
    if (t === "array" && items && typeof items === "object" && typeof items.type === "string" && types2.length === 1) {
      return `an array of ${items.type === "integer" ? "integer" : items.type}s`;
    }
    if (t === "object" && e.parentSchema?.additionalProperties?.type === "string" && !e.parentSchema?.properties) {
      return "a map of strings";
    }
    return A[t] ?? t;
  }).join(" or ");
}
function describe(e, root) {
  const path = splitPointer(e.instancePath, root);
  const params = { ...e.params ?? {} };
  const here = valueAt(root, path);
  let message;
  switch (e.keyword) {
    case "type":
      message = `must be ${expectedType(e)} (found ${kindOf(here)})`;
      break;
    case "additionalProperties":
      path.push(String(params.additionalProperty));
      message = `unknown field \`${params.additionalProperty}\``;
      if (e.parentSchema?.properties) params.knownFields = Object.keys(e.parentSchema.properties);
      break;
    case "required":
      message = `missing required field \`${params.missingProperty}\``;
      break;
    case "const":
      message = `must be ${code(params.allowedValue)} (found ${typeof here === "string" || typeof here === "number" ? code(here) : kindOf(here)})`;
      break;
    case "enum": {
      const allowed = params.allowedValues ?? [];
      message = `must be one of ${allowed.map(code).join(", ")} (found ${typeof here === "string" || typeof here === "number" ? code(here) : kindOf(here)})`;
      break;
    }
    case "minItems":
      message = params.limit === 1 ? "must not be empty" : `must have at least ${params.limit} items`;
      break;
    case "maxItems":
      message = `must have at most ${params.limit} items`;
      break;
    case "minLength":
      message = params.limit === 1 ? "must not be empty" : `must be at least ${params.limit} characters long`;
      break;
    case "maxLength":
      message = `must be at most ${params.limit} characters long`;
      break;
    case "minProperties":
      message = params.limit === 1 ? "must not be empty" : `must have at least ${params.limit} entries`;
      break;
    case "pattern":
      message = e.parentSchema?.patternErrorMessage ?? `must match the pattern \`${params.pattern}\``;
      break;
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      message = `must be ${params.comparison} ${params.limit}`;
      break;
    case "uniqueItems":
      message = `must not contain duplicates (items ${params.j} and ${params.i} are equal)`;
      break;
    case "anyOf":
    case "oneOf":
      message = params.passingSchemas ? "must match exactly one of the allowed forms" : "does not match any of the allowed forms";
      break;
    default:
      message = `must satisfy \`${e.keyword}\``;
  }
  if (e.propertyName !== void 0) {
    path.push(e.propertyName);
    params.propertyName = e.propertyName;
    const why = e.keyword === "pattern" ? e.parentSchema?.patternErrorMessage ?? message : message;
    return { path, keyword: "propertyNames", message: `invalid key \`${e.propertyName}\`: ${why}`, params };
  }
  return { path, keyword: e.keyword, message, params };
}
var loadCjs, modules, ARGO_FILES, A, code;
var init_validate = __esm({
  "src/schema/validate.ts"() {
    "use strict";
    loadCjs = createRequire(import.meta.url);
    modules = /* @__PURE__ */ new Map();
    ARGO_FILES = { Application: "application", ApplicationSet: "applicationset", AppProject: "appproject" };
    A = {
      string: "a string",
      number: "a number",
      integer: "an integer",
      boolean: "a boolean",
      array: "an array",
      object: "an object",
      null: "null"
    };
    code = (v) => typeof v === "string" ? v === "" ? '`""`' : `\`${v}\`` : `\`${JSON.stringify(v)}\``;
  }
});

// src/core/paths.ts
function pathText(path, specOnly = false) {
  const segs = specOnly ? ["spec", ...path] : path;
  let s = "";
  for (const seg of segs) s += typeof seg === "number" ? `[${seg}]` : s ? `.${seg}` : seg;
  return `\`${s || "(document)"}\``;
}
var init_paths = __esm({
  "src/core/paths.ts"() {
    "use strict";
  }
});

// src/rules/plugin-schema.ts
var plugin_schema_default;
var init_plugin_schema = __esm({
  "src/rules/plugin-schema.ts"() {
    "use strict";
    init_types();
    init_validate();
    init_paths();
    plugin_schema_default = defineRule({
      meta: {
        id: "plugin-schema",
        severity: "error",
        description: "a plugin definition that makes the sidecar fail at startup (missing or mistyped required fields)"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          for (const issue of validatePlugin(p.raw, { specOnly: p.specOnly })) {
            if (issue.keyword === "additionalProperties") continue;
            const field = pathText(issue.path, p.specOnly);
            let message = `${field} ${issue.message}`;
            let hint;
            const last = issue.path[issue.path.length - 1];
            if (issue.keyword === "required") {
              const missing = String(issue.params.missingProperty ?? "");
              message = `${pathText([...issue.path, missing], p.specOnly)} is missing`;
              if (missing === "command" || missing === "generate" && !p.specOnly) message += ': the sidecar fails with "spec.generate command should be non-empty"';
              if (missing === "name") message += ': the sidecar fails with "metadata.name should be non-empty"';
              if (missing === "command") hint = 'generate:\n  command: [sh, -c]\n  args: ["\u2026"]';
            } else if (last === "command" && issue.keyword === "type") {
              hint = "write the command as a list: `command: [sh, -c]`";
            } else if (last === "kind") {
              message += ': the sidecar fails with "kind should be ConfigManagementPlugin"';
              hint = "kind: ConfigManagementPlugin";
            }
            report({ loc: p.ref.at(issue.path), message: `plugin \`${p.name || "?"}\`: ${message}`, hint });
          }
        }
      }
    });
  }
});

// src/config.ts
import { readFileSync as readFileSync2, existsSync as existsSync2, statSync as statSync2 } from "node:fs";
import { resolve as resolve2, relative as relative2, join as join2 } from "node:path";
function defaultConfig() {
  return { rules: {}, ignore: [], plugins: [], render: { env: [], exclude: [] }, maxFileSize: DEFAULT_MAX_FILE_SIZE2 };
}
function loadConfig(cwd, explicit, knownRules) {
  let path;
  if (explicit) {
    path = resolve2(cwd, explicit);
    if (!existsSync2(path)) throw new ConfigError(`config file not found: ${explicit}`);
    if (statSync2(path).isDirectory()) throw new ConfigError(`config path is a directory: ${explicit}`);
  } else {
    path = CONFIG_FILE_NAMES.map((n) => join2(cwd, n)).find((p) => existsSync2(p));
  }
  if (!path) return defaultConfig();
  const display = relative2(cwd, path).split("\\").join("/") || path;
  let text;
  try {
    text = readFileSync2(path, "utf8");
  } catch (e) {
    throw new ConfigError(`cannot read config: ${e.message}`, display);
  }
  return parseConfig(display, text, knownRules);
}
function parseConfig(file, text, knownRules) {
  const src = new SourceText(file, text);
  const parsed = parseYaml(src);
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new ConfigError(`invalid YAML: ${e.message}`, file, e.loc.line, e.loc.column);
  }
  const doc = parsed.docs[0];
  if (!doc || doc.contents === null) return { ...defaultConfig(), file };
  if (parsed.docs.length > 1) throw new ConfigError("the config must be a single YAML document", file);
  let raw;
  try {
    raw = docToJS(doc);
  } catch (e) {
    throw new ConfigError(e.message, file);
  }
  const root = rootRef(src, doc);
  const issues = validateConfig(raw);
  if (issues.length > 0) {
    const i = issues[0];
    const loc = root.at(i.path, i.keyword === "additionalProperties");
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
    if (i.keyword === "additionalProperties") {
      const key = String(i.path[i.path.length - 1]);
      const near = i.path.length === 1 ? closest(key, TOP_LEVEL_KEYS) : void 0;
      const at = i.path.length > 1 ? ` in \`${i.path.slice(0, -1).join(".")}\`` : "";
      throw new ConfigError(`unknown key \`${key}\`${at}${near ? ` (did you mean \`${near}\`?)` : ""}${more}`, file, loc.line, loc.column);
    }
    throw new ConfigError(`${describePath(i.path)}${i.message}${more}`, file, loc.line, loc.column);
  }
  const o = raw;
  const cfg = defaultConfig();
  cfg.file = file;
  const rules = o.rules ?? {};
  if (knownRules) {
    for (const id of Object.keys(rules)) {
      if (!knownRules.has(id)) {
        const loc = root.at(["rules", id], true);
        const near = closest(id, [...knownRules]);
        throw new ConfigError(`unknown rule \`${id}\`${near ? ` (did you mean \`${near}\`?)` : ""}; \`cmp-lint rules\` lists them`, file, loc.line, loc.column);
      }
    }
  }
  cfg.rules = rules;
  cfg.ignore = o.ignore ?? [];
  cfg.plugins = o.plugins ?? [];
  cfg.kubeVersion = o.kubeVersion;
  const render = o.render ?? {};
  cfg.render = { env: [...render.env ?? [], ...render.passEnv ?? []], exclude: render.exclude ?? [] };
  if (render.timeout !== void 0) {
    const ms = parseDuration(render.timeout);
    if (ms === void 0) {
      const loc = root.at(["render", "timeout"]);
      throw new ConfigError(`render.timeout: cannot read \`${render.timeout}\` as a duration (use 60s, 2m or a number of seconds)`, file, loc.line, loc.column);
    }
    cfg.render.timeoutMs = ms;
  }
  if (o.maxFileSize !== void 0) {
    const n = parseSize(o.maxFileSize);
    if (n === void 0) {
      const loc = root.at(["maxFileSize"]);
      throw new ConfigError(`maxFileSize: cannot read \`${o.maxFileSize}\` as a size (use bytes or 5MB)`, file, loc.line, loc.column);
    }
    cfg.maxFileSize = n;
  }
  return cfg;
}
function describePath(path) {
  return path.length ? `${path.join(".")}: ` : "";
}
function parseDuration(v) {
  if (typeof v === "number") return v > 0 ? v * 1e3 : void 0;
  const s = v.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s) * 1e3;
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
  let total = 0;
  let m;
  let consumed = 0;
  while (m = re.exec(s)) {
    const n = Number(m[1]);
    total += m[2] === "ms" ? n : m[2] === "s" ? n * 1e3 : m[2] === "m" ? n * 6e4 : n * 36e5;
    consumed = re.lastIndex;
  }
  return consumed === s.length && total > 0 ? total : void 0;
}
function parseSize(v) {
  if (typeof v === "number") return v > 0 ? v : void 0;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m|gb|g|kib|mib|gib)?\s*$/i.exec(v);
  if (!m) return void 0;
  const unit = (m[2] ?? "b").toLowerCase();
  const mult = unit.startsWith("k") ? 1024 : unit.startsWith("m") ? 1024 ** 2 : unit.startsWith("g") ? 1024 ** 3 : 1;
  return Math.round(Number(m[1]) * mult);
}
function closest(s, known) {
  let best;
  let bestD = Infinity;
  for (const k of known) {
    const d = editDistance(s.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best !== void 0 && bestD <= Math.max(2, Math.floor(s.length / 3)) ? best : void 0;
}
function editDistance(a, b) {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
var CONFIG_FILE_NAMES, TOP_LEVEL_KEYS, DEFAULT_MAX_FILE_SIZE2, ConfigError;
var init_config = __esm({
  "src/config.ts"() {
    "use strict";
    init_source();
    init_validate();
    CONFIG_FILE_NAMES = [".cmp-lint.yaml", ".cmp-lint.yml"];
    TOP_LEVEL_KEYS = ["rules", "ignore", "plugins", "kubeVersion", "render", "maxFileSize"];
    DEFAULT_MAX_FILE_SIZE2 = 5 * 1024 * 1024;
    ConfigError = class extends Error {
      constructor(message, file, line, column) {
        super(message);
        this.file = file;
        this.line = line;
        this.column = column;
      }
      file;
      line;
      column;
      describe() {
        const where = this.file ? `${this.file}${this.line ? `:${this.line}:${this.column ?? 1}` : ""}: ` : "";
        return `${where}${this.message}`;
      }
    };
  }
});

// src/rules/plugin-unknown-field.ts
function levelOf(path) {
  const named = path.filter((s) => typeof s === "string");
  const last = named[named.length - 1] ?? "";
  if (last === "init" || last === "generate" || last === "dynamic") return "command";
  return last in KNOWN ? last : last === "" ? "" : "unknown";
}
function explain(key, level) {
  if (key === "lockRepo" || key === "allowConcurrency")
    return {
      message: `\`${key}\` belonged to the removed argocd-cm plugins; the sidecar ignores it (there is no locking in argocd-cmp-server)`,
      hint: `remove \`${key}\`; tools that share caches must be safe to run concurrently`
    };
  if (key === "name" && level === "spec") return { message: "`spec.name` is ignored: the plugin is named by `metadata.name`", hint: "metadata:\n  name: <plugin>" };
  if (key === "discovery") return { message: "`discovery` is ignored: the field is `discover`, so this plugin has no discover rule", hint: "rename it to `discover:`" };
  if ((key === "preserveFileMode" || key === "provideGitCreds") && level !== "spec")
    return { message: `\`${key}\` is ignored here: it belongs directly under \`spec\``, hint: `spec:
  ${key}: true` };
  if (key === "name" && level === "find") return { message: "`discover.find.name` is ignored: it belonged to the removed argocd-cm plugins" };
  return void 0;
}
var KNOWN, plugin_unknown_field_default;
var init_plugin_unknown_field = __esm({
  "src/rules/plugin-unknown-field.ts"() {
    "use strict";
    init_types();
    init_validate();
    init_paths();
    init_config();
    KNOWN = {
      "": ["apiVersion", "kind", "metadata", "spec"],
      spec: ["version", "init", "generate", "discover", "parameters", "preserveFileMode", "provideGitCreds"],
      command: ["command", "args"],
      discover: ["find", "fileName"],
      find: ["command", "args", "glob"],
      parameters: ["static", "dynamic"],
      static: ["name", "title", "tooltip", "required", "itemType", "collectionType", "string", "array", "map"]
    };
    plugin_unknown_field_default = defineRule({
      meta: {
        id: "plugin-unknown-field",
        severity: "warning",
        description: "a key in a plugin definition that Argo CD silently ignores (lockRepo, allowConcurrency, typos, misplaced keys)"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          for (const issue of validatePlugin(p.raw, { specOnly: p.specOnly })) {
            if (issue.keyword !== "additionalProperties") continue;
            const key = String(issue.path[issue.path.length - 1]);
            const parent = issue.path.slice(0, -1);
            const level = p.specOnly && parent.length === 0 ? "spec" : levelOf(parent);
            const known = KNOWN[level] ?? [];
            const loc = p.ref.at(issue.path, true);
            const where = pathText(issue.path, p.specOnly);
            const caseTwin = known.find((k) => k.toLowerCase() === key.toLowerCase());
            if (caseTwin) {
              report({
                loc,
                message: `plugin \`${p.name}\`: ${where} binds to \`${caseTwin}\` only because Argo CD matches keys case-insensitively`,
                hint: `write \`${caseTwin}\``
              });
              continue;
            }
            const special = explain(key, level);
            if (special) {
              report({ loc, message: `plugin \`${p.name}\`: ${special.message}`, hint: special.hint });
              continue;
            }
            const near = closest(key, known);
            report({
              loc,
              message: `plugin \`${p.name}\`: unknown field ${where} is ignored by Argo CD${near ? ` (did you mean \`${near}\`?)` : ""}`,
              hint: near ? `rename it to \`${near}\`` : known.length ? `allowed here: ${known.join(", ")}` : void 0
            });
          }
        }
      }
    });
  }
});

// src/rules/app-schema.ts
var app_schema_default;
var init_app_schema = __esm({
  "src/rules/app-schema.ts"() {
    "use strict";
    init_types();
    init_validate();
    init_paths();
    app_schema_default = defineRule({
      meta: {
        id: "app-schema",
        severity: "error",
        description: "an Application, ApplicationSet or AppProject that does not match Argo CD's CRD schema"
      },
      check({ model, report }) {
        for (const r of model.argoResources) {
          for (const issue of validateArgo(r.kind, r.raw)) {
            const name = r.raw?.metadata?.name;
            const field = issue.keyword === "required" ? pathText([...issue.path, String(issue.params.missingProperty ?? "")]) : pathText(issue.path);
            const message = issue.keyword === "required" ? `${field} is required` : `${field} ${issue.message}`;
            report({
              loc: r.ref.at(issue.path, issue.keyword === "additionalProperties"),
              message: `${r.kind} ${name ? `\`${name}\`` : "(no name)"}: ${message}`
            });
          }
        }
      }
    });
  }
});

// src/rules/legacy-cm-plugin.ts
var legacy_cm_plugin_default;
var init_legacy_cm_plugin = __esm({
  "src/rules/legacy-cm-plugin.ts"() {
    "use strict";
    init_types();
    legacy_cm_plugin_default = defineRule({
      meta: {
        id: "legacy-cm-plugin",
        severity: "error",
        description: "plugins declared in argocd-cm `configManagementPlugins`, which Argo CD v2.8 removed"
      },
      check({ model, report }) {
        for (const l of model.legacy) {
          const names = l.names.length ? ` (${l.names.map((n) => `\`${n}\``).join(", ")})` : "";
          report({
            loc: l.ref.keyLoc(),
            message: `argocd-cm \`configManagementPlugins\`${names} was removed in Argo CD v2.8: these plugins are silently gone`,
            hint: "move each plugin to a sidecar: its own plugin.yaml (`kind: ConfigManagementPlugin`) served by a container running /var/run/argocd/argocd-cmp-server; `lockRepo` has no equivalent"
          });
        }
      }
    });
  }
});

// src/model/links.ts
function findVolume(s, name) {
  return s.volumes.find((v) => v.name === name);
}
function configMount(s) {
  for (const m of s.volumeMounts) {
    const path = m.mountPath.replace(/\/+$/, "");
    if (path === CMP_CONFIG_FILE) {
      const volume = findVolume(s, m.name);
      const key = m.subPath ?? void 0;
      return { mount: m, volume, shape: "file", key };
    }
    if (path === CMP_CONFIG_DIR) {
      const volume = findVolume(s, m.name);
      let key = "plugin.yaml";
      if (volume?.items) key = volume.items.find((it) => it.path === "plugin.yaml")?.key;
      if (m.subPath) key = void 0;
      return { mount: m, volume, shape: "dir", key };
    }
  }
  return void 0;
}
function configMapsNamed(model, name) {
  if (!name) return [];
  return model.configMaps.filter((c) => c.name === name);
}
function pluginsServedBy(s, model) {
  const cfg = configMount(s);
  if (!cfg?.volume?.configMapName || !cfg.key) return [];
  const cm = cfg.volume.configMapName;
  return model.plugins.filter((p) => p.configMap?.name === cm && p.configMap.key === cfg.key);
}
function sidecarServing(plugin, sidecars) {
  const cm = plugin.configMap;
  if (!cm) return void 0;
  return sidecars.find((s) => {
    const cfg = configMount(s);
    return cfg?.volume?.configMapName === cm.name && cfg.key === cm.key;
  });
}
function imageRunsAs999(img) {
  const named = img.namedUsers;
  return userIs999(img.user, named);
}
function imageCopiesConfig(img) {
  return copiesTo(img, CMP_CONFIG_FILE);
}
function imageStartsCmpServer(img) {
  return (img.entrypoint ?? []).some((a) => a.includes("argocd-cmp-server") || a === CMP_ENTRYPOINT);
}
var init_links = __esm({
  "src/model/links.ts"() {
    "use strict";
    init_argocd();
    init_dockerfile();
  }
});

// src/rules/sidecar-command.ts
var SHELLS, NOT_A_SERVER, sidecar_command_default;
var init_sidecar_command = __esm({
  "src/rules/sidecar-command.ts"() {
    "use strict";
    init_types();
    init_argocd();
    init_links();
    SHELLS = /^(\/usr)?(\/bin\/)?(ba|da|z|a)?sh$/;
    NOT_A_SERVER = /(^|\/)(argocd-repo-server|argocd|helm|helmfile|kustomize|kubectl|sleep|tail|cat|true|sops|argocd-vault-plugin)$/;
    sidecar_command_default = defineRule({
      meta: {
        id: "sidecar-command",
        severity: "error",
        description: "a sidecar command that does not start /var/run/argocd/argocd-cmp-server"
      },
      check({ model, report }) {
        const imageStarts = model.images.some(imageStartsCmpServer);
        for (const s of model.sidecars) {
          const cmdRef = s.ref.get("command");
          if (!s.command || s.command.length === 0) {
            if (imageStarts) continue;
            report({
              loc: (s.ref.get("name") ?? s.ref).loc(),
              message: `sidecar \`${s.name}\` sets no \`command\`: it works only if the image's ENTRYPOINT starts ${CMP_ENTRYPOINT}`,
              hint: `check with \`docker inspect --format '{{json .Config.Entrypoint}}' ${s.image ?? "<image>"}\`, or set \`command: [${CMP_ENTRYPOINT}]\``,
              severity: "info"
            });
            continue;
          }
          const argv0 = s.command[0];
          if (argv0 === CMP_ENTRYPOINT) continue;
          const loc = (cmdRef ?? s.ref).loc();
          const fix = `command: [${CMP_ENTRYPOINT}]`;
          let shown = argv0;
          if (SHELLS.test(argv0)) {
            const operands = [...s.command.slice(1), ...s.args ?? []];
            const script = operands.join(" ");
            if (script.includes("argocd-cmp-server")) continue;
            const scriptFile = operands[0] && !operands[0].startsWith("-") ? operands[0] : /(^|[\s;&|(])([\w./-]*\.sh)\b/.exec(script)?.[2];
            if (!scriptFile) {
              report({ loc, message: `sidecar \`${s.name}\` runs a shell that never starts argocd-cmp-server: the plugin socket is never created`, hint: fix });
              continue;
            }
            shown = scriptFile;
          }
          if (/argocd-cmp-server$/.test(argv0)) {
            report({
              loc,
              message: `sidecar \`${s.name}\` starts \`${argv0}\`; the binary the repo-server provides is ${CMP_ENTRYPOINT}`,
              hint: fix,
              severity: "warning"
            });
            continue;
          }
          if (NOT_A_SERVER.test(argv0)) {
            report({ loc, message: `sidecar \`${s.name}\` runs \`${argv0}\` instead of argocd-cmp-server: no plugin socket is created`, hint: fix });
            continue;
          }
          report({
            loc,
            message: `sidecar \`${s.name}\` runs \`${shown}\`: make sure it ends with \`exec ${CMP_ENTRYPOINT}\``,
            hint: `if it does not, use ${fix}`,
            severity: "warning"
          });
        }
      }
    });
  }
});

// src/rules/sidecar-run-as-user.ts
var sidecar_run_as_user_default;
var init_sidecar_run_as_user = __esm({
  "src/rules/sidecar-run-as-user.ts"() {
    "use strict";
    init_types();
    init_argocd();
    init_links();
    sidecar_run_as_user_default = defineRule({
      meta: {
        id: "sidecar-run-as-user",
        severity: "error",
        description: "a sidecar that does not run as uid 999, so the repo-server cannot open its socket"
      },
      check({ model, report }) {
        const proven = model.images.find(imageRunsAs999);
        for (const s of model.sidecars) {
          const own = s.securityContext.runAsUser;
          const scRef = s.ref.get("securityContext");
          const fix = `securityContext: {runAsNonRoot: true, runAsUser: ${REPO_SERVER_UID}}`;
          if (own !== void 0) {
            if (own === REPO_SERVER_UID) continue;
            report({
              loc: (scRef?.get("runAsUser") ?? s.ref).loc(),
              message: `sidecar \`${s.name}\` runs as uid ${own}; the repo-server (uid ${REPO_SERVER_UID}) cannot connect to the socket it creates ("connect: permission denied")`,
              hint: `runAsUser: ${REPO_SERVER_UID}`
            });
            continue;
          }
          const pod = s.podSecurityContext.runAsUser;
          if (pod !== void 0) {
            if (pod === REPO_SERVER_UID) continue;
            report({
              loc: (s.ref.get("name") ?? s.ref).loc(),
              message: `sidecar \`${s.name}\` inherits the pod-level uid ${pod}; the socket works only if the repo-server container runs with the same uid`,
              hint: `set runAsUser: ${REPO_SERVER_UID} on the sidecar, or make sure both containers share uid ${pod}`,
              severity: "warning"
            });
            continue;
          }
          if (proven) continue;
          report({
            loc: (scRef ?? s.ref.get("name") ?? s.ref).keyLoc(),
            message: `sidecar \`${s.name}\` sets no runAsUser: it works only if its image runs as uid ${REPO_SERVER_UID}${s.image ? ` (\`${s.image}\`)` : ""}`,
            hint: fix,
            severity: s.form === "operator" ? "info" : "warning"
          });
        }
      }
    });
  }
});

// src/rules/sidecar-var-files-mount.ts
var sidecar_var_files_mount_default;
var init_sidecar_var_files_mount = __esm({
  "src/rules/sidecar-var-files-mount.ts"() {
    "use strict";
    init_types();
    init_argocd();
    sidecar_var_files_mount_default = defineRule({
      meta: {
        id: "sidecar-var-files-mount",
        severity: "error",
        description: "a sidecar does not mount `var-files` at /var/run/argocd, where argocd-cmp-server lives"
      },
      check({ model, report }) {
        for (const s of model.sidecars) {
          const m = s.volumeMounts.find((x) => x.mountPath.replace(/\/+$/, "") === VAR_FILES_DIR);
          if (!m) {
            report({
              loc: (s.ref.get("volumeMounts") ?? s.ref.get("name") ?? s.ref).keyLoc(),
              message: `sidecar \`${s.name}\` does not mount \`var-files\` at ${VAR_FILES_DIR}: /var/run/argocd/argocd-cmp-server does not exist in it`,
              hint: `add to its volumeMounts: \`- name: var-files\` with \`mountPath: ${VAR_FILES_DIR}\``
            });
          } else if (m.name !== "var-files") {
            const vol = s.volumes.find((v) => v.name === m.name);
            if (vol?.stock) continue;
            report({
              loc: (m.ref?.get("name") ?? m.ref ?? s.ref).loc(),
              message: `sidecar \`${s.name}\` mounts \`${m.name}\` at ${VAR_FILES_DIR}, but the repo-server copies argocd-cmp-server into \`var-files\``,
              hint: "mount the `var-files` volume there",
              severity: "warning"
            });
          }
        }
      }
    });
  }
});

// src/rules/sidecar-plugins-mount.ts
var sidecar_plugins_mount_default;
var init_sidecar_plugins_mount = __esm({
  "src/rules/sidecar-plugins-mount.ts"() {
    "use strict";
    init_types();
    init_argocd();
    sidecar_plugins_mount_default = defineRule({
      meta: {
        id: "sidecar-plugins-mount",
        severity: "error",
        description: "a sidecar does not mount `plugins` at /home/argocd/cmp-server/plugins, the socket directory"
      },
      check({ model, report }) {
        for (const s of model.sidecars) {
          const m = s.volumeMounts.find((x) => x.mountPath.replace(/\/+$/, "") === CMP_PLUGINS_DIR);
          if (!m) {
            report({
              loc: (s.ref.get("volumeMounts") ?? s.ref.get("name") ?? s.ref).keyLoc(),
              message: `sidecar \`${s.name}\` does not mount \`plugins\` at ${CMP_PLUGINS_DIR}: its socket is invisible to the repo-server`,
              hint: `add to its volumeMounts: \`- name: plugins\` with \`mountPath: ${CMP_PLUGINS_DIR}\``
            });
          } else if (m.name !== "plugins") {
            const vol = s.volumes.find((v) => v.name === m.name);
            if (vol?.stock) continue;
            report({
              loc: (m.ref?.get("name") ?? m.ref ?? s.ref).loc(),
              message: `sidecar \`${s.name}\` mounts \`${m.name}\` at ${CMP_PLUGINS_DIR}, but the repo-server looks for sockets in its \`plugins\` volume`,
              hint: "mount the shared `plugins` volume there"
            });
          }
        }
      }
    });
  }
});

// src/rules/sidecar-plugin-config.ts
var sidecar_plugin_config_default;
var init_sidecar_plugin_config = __esm({
  "src/rules/sidecar-plugin-config.ts"() {
    "use strict";
    init_types();
    init_argocd();
    init_links();
    sidecar_plugin_config_default = defineRule({
      meta: {
        id: "sidecar-plugin-config",
        severity: "error",
        description: "no plugin config reaches /home/argocd/cmp-server/config/plugin.yaml in the sidecar"
      },
      check({ model, report, where }) {
        const baked = model.images.some(imageCopiesConfig) || model.plugins.some((p) => p.origin === "dockerfile");
        const reportedMain = /* @__PURE__ */ new Set();
        for (const s of model.sidecars) {
          const cfg = configMount(s);
          const main2 = s.repoServer?.volumeMounts.find((m) => m.mountPath.replace(/\/+$/, "") === CMP_CONFIG_FILE || m.mountPath.replace(/\/+$/, "") === CMP_CONFIG_DIR);
          if (!cfg && main2?.ref) {
            const key = `${main2.ref.file}:${main2.ref.loc().line}`;
            if (!reportedMain.has(key)) {
              reportedMain.add(key);
              report({
                loc: (main2.ref.get("mountPath") ?? main2.ref).loc(),
                message: `the plugin config is mounted into the repo-server container \`${s.repoServer.name}\`, not into sidecar \`${s.name}\` (${where(s.ref.loc())}): argocd-cmp-server runs in the sidecar and finds no plugin.yaml`,
                hint: `move this volumeMount to sidecar \`${s.name}\``
              });
            }
            continue;
          }
          if (!cfg) {
            if (baked) continue;
            report({
              loc: (s.ref.get("volumeMounts") ?? s.ref.get("name") ?? s.ref).keyLoc(),
              message: `sidecar \`${s.name}\` mounts nothing at ${CMP_CONFIG_FILE}: this works only if the image${s.image ? ` \`${s.image}\`` : ""} contains the plugin config`,
              hint: `mount the ConfigMap key with \`mountPath: ${CMP_CONFIG_FILE}\` and \`subPath: plugin.yaml\`, or bake the file into the image`,
              severity: "warning"
            });
            continue;
          }
          const vol = cfg.volume;
          const mLoc = (cfg.mount.ref?.get("mountPath") ?? cfg.mount.ref ?? s.ref).loc();
          if (cfg.shape === "file" && vol?.kind === "configMap" && !cfg.mount.subPath) {
            report({
              loc: mLoc,
              message: `sidecar \`${s.name}\` mounts ConfigMap volume \`${vol.name}\` at ${CMP_CONFIG_FILE} without \`subPath\`: Kubernetes creates a directory named plugin.yaml and the sidecar cannot read it`,
              hint: `add \`subPath: ${vol.items?.[0]?.path ?? "plugin.yaml"}\` (the ConfigMap key), or mount the volume at ${CMP_CONFIG_DIR}`
            });
            continue;
          }
          if (cfg.shape === "dir" && vol?.kind === "configMap" && !cfg.mount.subPath) {
            const cms = configMapsNamed(model, vol.configMapName);
            const lacksKey = vol.items ? !vol.items.some((i) => i.path === "plugin.yaml") : cms.length > 0 && cms.every((c) => !c.keys.has("plugin.yaml"));
            if (lacksKey) {
              const keys = vol.items ? vol.items.map((i) => i.path) : [...new Set(cms.flatMap((c) => [...c.keys.keys()]))];
              report({
                loc: mLoc,
                message: `sidecar \`${s.name}\` mounts ConfigMap \`${vol.configMapName}\` as the config directory, but it has no \`plugin.yaml\` key (it has: ${keys.join(", ") || "none"}); argocd-cmp-server reads only plugin.yaml`,
                hint: `mount one key as a file: \`mountPath: ${CMP_CONFIG_FILE}\` with \`subPath: ${keys[0] ?? "<key>"}\``
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/sidecar-config-key.ts
var sidecar_config_key_default;
var init_sidecar_config_key = __esm({
  "src/rules/sidecar-config-key.ts"() {
    "use strict";
    init_types();
    init_links();
    init_config();
    init_argocd();
    sidecar_config_key_default = defineRule({
      meta: {
        id: "sidecar-config-key",
        severity: "error",
        description: "the config mount names a key that the referenced ConfigMap does not have"
      },
      check({ model, report, where }) {
        for (const s of model.sidecars) {
          const cfg = configMount(s);
          if (!cfg) continue;
          const cmName = cfg.volume ? cfg.volume.configMapName : cfg.mount.name;
          if (cfg.volume && cfg.volume.kind !== "configMap") continue;
          const cms = configMapsNamed(model, cmName);
          if (cms.length === 0) continue;
          const keys = [...new Set(cms.flatMap((c) => [...c.keys.keys()]))];
          const check = (key, loc) => {
            if (keys.includes(key)) return;
            const near = closest(key, keys) ?? (keys.length === 1 ? keys[0] : void 0);
            const chart = cmName === CHART_CMP_CONFIGMAP && cms.some((c) => c.origin === "chart") ? " (the chart names each key `<plugin>.yaml`)" : "";
            report({
              loc,
              message: `sidecar \`${s.name}\` mounts key \`${key}\` of ConfigMap \`${cmName}\` (${where(cms[0].ref.loc())}), which has no such key${chart}; it has: ${keys.join(", ")}`,
              hint: near ? `subPath: ${near}` : `use one of: ${keys.join(", ")}`
            });
          };
          if (cfg.shape === "file" && cfg.mount.subPath) {
            const items = cfg.volume?.items;
            if (items) {
              for (const it of items) check(it.key, (it.ref?.get("key") ?? it.ref ?? s.ref).loc());
            } else {
              check(cfg.mount.subPath, (cfg.mount.ref?.get("subPath") ?? cfg.mount.ref ?? s.ref).loc());
            }
          } else if (cfg.shape === "dir" && cfg.volume?.items) {
            for (const it of cfg.volume.items) check(it.key, (it.ref?.get("key") ?? it.ref ?? s.ref).loc());
          }
        }
      }
    });
  }
});

// src/rules/sidecar-volume-undeclared.ts
var sidecar_volume_undeclared_default;
var init_sidecar_volume_undeclared = __esm({
  "src/rules/sidecar-volume-undeclared.ts"() {
    "use strict";
    init_types();
    init_config();
    sidecar_volume_undeclared_default = defineRule({
      meta: {
        id: "sidecar-volume-undeclared",
        severity: "error",
        description: "a sidecar mounts a volume that the pod does not declare"
      },
      check({ model, report, where }) {
        for (const s of model.sidecars) {
          const declared = new Set(s.volumes.map((v) => v.name));
          for (const m of s.volumeMounts) {
            if (!m.name || declared.has(m.name)) continue;
            const loc = (m.ref?.get("name") ?? m.ref ?? s.ref).loc();
            const near = closest(m.name, [...declared].filter((n) => !s.volumes.find((v) => v.name === n)?.stock));
            if (near) {
              const v = s.volumes.find((x) => x.name === near);
              report({
                loc,
                message: `sidecar \`${s.name}\` mounts volume \`${m.name}\` at ${m.mountPath}, but the pod declares \`${near}\`${v?.ref ? ` (${where(v.ref.loc())})` : ""}, not \`${m.name}\`: the pod is rejected`,
                hint: `use the same name in both places (\`${near}\`)`
              });
              continue;
            }
            if (s.isPatch) {
              report({
                loc,
                message: `sidecar \`${s.name}\` mounts volume \`${m.name}\` at ${m.mountPath}, which neither this patch nor the stock argocd-repo-server pod declares: the pod is rejected unless your base adds it`,
                hint: `add \`- name: ${m.name}\` with its source (configMap, emptyDir, \u2026) to the patch's \`volumes:\``,
                severity: "warning"
              });
              continue;
            }
            report({
              loc,
              message: `sidecar \`${s.name}\` mounts volume \`${m.name}\` at ${m.mountPath}, but the pod does not declare it: the pod is rejected`,
              hint: `add \`- name: ${m.name}\` with its source (configMap, emptyDir, \u2026) to the pod's \`volumes:\``
            });
          }
        }
      }
    });
  }
});

// src/rules/app-plugin-not-found.ts
var app_plugin_not_found_default;
var init_app_plugin_not_found = __esm({
  "src/rules/app-plugin-not-found.ts"() {
    "use strict";
    init_types();
    init_config();
    init_links();
    app_plugin_not_found_default = defineRule({
      meta: {
        id: "app-plugin-not-found",
        severity: "error",
        description: "`plugin.name` of an Application names no plugin that Argo CD serves"
      },
      check({ model, report, where }) {
        if (model.plugins.length === 0 && model.externalPlugins.length === 0) return;
        const served = /* @__PURE__ */ new Set([...model.plugins.map((p) => p.socketName), ...model.externalPlugins]);
        const opaque = model.sidecars.filter((sc) => {
          const cfg = configMount(sc);
          if (!cfg) return !model.images.some(imageCopiesConfig);
          return pluginsServedBy(sc, model).length === 0;
        });
        for (const s of model.sources) {
          const name = s.plugin?.name;
          if (!name || served.has(name)) continue;
          if (s.templated && /\{\{|\$\{/.test(name)) continue;
          const loc = (s.plugin.nameRef ?? s.plugin.ref).loc();
          const app = `${s.app.kind} \`${s.app.name}\``;
          const versioned = model.plugins.find((p) => p.name === name && p.version);
          if (versioned) {
            report({
              loc,
              message: `${app} names plugin \`${name}\`, but the plugin at ${where((versioned.versionRef ?? versioned.ref).loc())} declares \`version: ${versioned.version}\`, so Argo CD serves it as \`${versioned.socketName}\``,
              hint: `plugin.name: ${versioned.socketName}`,
              related: [{ loc: (versioned.versionRef ?? versioned.ref).loc(), message: `plugin \`${name}\` version ${versioned.version}` }]
            });
            continue;
          }
          if (opaque.length > 0) continue;
          const base = model.plugins.find((p) => p.version && name === p.name + "-" + name.slice(p.name.length + 1) && name.startsWith(p.name + "-"));
          const near = closest(name, [...served]);
          const known = [...served].sort();
          report({
            loc,
            message: `${app} names plugin \`${name}\`, which no plugin in scope serves (known: ${known.join(", ")}): Argo CD reports "could not find cmp-server plugin with name \\"${name}\\""`,
            hint: near ? `plugin.name: ${near}` : base ? `plugin.name: ${base.socketName}` : "declare the plugin, or list it under `plugins:` in .cmp-lint.yaml when a sidecar defined elsewhere serves it"
          });
        }
      }
    });
  }
});

// src/rules/index.ts
function ruleInfo(r) {
  return { id: r.meta.id, severity: r.meta.severity, description: r.meta.description, docs: docsUrl(r.meta.id) };
}
function findRule(id) {
  return ALL_RULES.find((r) => r.meta.id === id);
}
var ALL_RULES, RULE_IDS, EXTERNAL_RULES;
var init_rules = __esm({
  "src/rules/index.ts"() {
    "use strict";
    init_finding();
    init_yaml_syntax();
    init_plugin_schema();
    init_plugin_unknown_field();
    init_app_schema();
    init_legacy_cm_plugin();
    init_sidecar_command();
    init_sidecar_run_as_user();
    init_sidecar_var_files_mount();
    init_sidecar_plugins_mount();
    init_sidecar_plugin_config();
    init_sidecar_config_key();
    init_sidecar_volume_undeclared();
    init_app_plugin_not_found();
    ALL_RULES = [
      yaml_syntax_default,
      plugin_schema_default,
      plugin_unknown_field_default,
      app_schema_default,
      legacy_cm_plugin_default,
      sidecar_command_default,
      sidecar_run_as_user_default,
      sidecar_var_files_mount_default,
      sidecar_plugins_mount_default,
      sidecar_plugin_config_default,
      sidecar_config_key_default,
      sidecar_volume_undeclared_default,
      app_plugin_not_found_default
    ];
    RULE_IDS = new Set(ALL_RULES.map((r) => r.meta.id));
    EXTERNAL_RULES = [
      {
        id: "render-failed",
        severity: "error",
        description: "a plugin's init, generate or find.command failed, timed out, or printed something Argo CD cannot parse",
        docs: docsUrl("render-failed")
      },
      {
        id: "render-empty",
        severity: "warning",
        description: "generate succeeded with zero resources: with auto-sync prune, Argo CD would delete everything the app owns",
        docs: docsUrl("render-empty")
      }
    ];
  }
});

// src/suppress.ts
function parseIds(rest) {
  const body = rest.split(/\s--\s|\s--$/)[0] ?? "";
  const ids = body.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  return new Set(ids.length ? ids : ["*"]);
}
function directivesOf(file, blockLines) {
  const d = { nextLine: /* @__PURE__ */ new Map(), whole: /* @__PURE__ */ new Set() };
  if (!file.text.includes("cmp-lint-disable")) return d;
  const lines = file.text.split(/\r?\n/);
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const text = lines[i];
    const m = DIRECTIVE.exec(text);
    if (m && !blockLines?.has(lineNo)) {
      const ids = parseIds(m[2]);
      if (m[1] === "disable" && !seenContent) for (const id of ids) d.whole.add(id);
      if (m[1] === "disable-next-line") {
        let j = i + 1;
        while (j < lines.length && /^\s*(#.*)?$/.test(lines[j])) j++;
        const set2 = d.nextLine.get(j + 1) ?? /* @__PURE__ */ new Set();
        for (const id of ids) set2.add(id);
        d.nextLine.set(j + 1, set2);
      }
      continue;
    }
    if (!/^\s*(#.*)?$/.test(text) && !/^\s*---\s*$/.test(text)) seenContent = true;
  }
  return d;
}
function applySuppressions(findings, files, blockLines) {
  const byFile = /* @__PURE__ */ new Map();
  const texts = new Map(files.map((f) => [f.path, f]));
  return findings.filter((f) => {
    let d = byFile.get(f.file);
    if (!d) {
      const input = texts.get(f.file);
      d = input ? directivesOf(input, blockLines.get(f.file)) : { nextLine: /* @__PURE__ */ new Map(), whole: /* @__PURE__ */ new Set() };
      byFile.set(f.file, d);
    }
    if (d.whole.has(f.ruleId) || d.whole.has("*")) return false;
    const ids = d.nextLine.get(f.line);
    return !(ids && (ids.has(f.ruleId) || ids.has("*")));
  });
}
var DIRECTIVE;
var init_suppress = __esm({
  "src/suppress.ts"() {
    "use strict";
    DIRECTIVE = /^\s*#\s*cmp-lint-(disable-next-line|disable)\b([^\n]*)$/;
  }
});

// src/lint.ts
var lint_exports = {};
__export(lint_exports, {
  InputError: () => InputError,
  RULE_IDS: () => RULE_IDS,
  findRepoRoot: () => findRepoRoot,
  lint: () => lint,
  loadModel: () => loadModel,
  runRules: () => runRules
});
import { existsSync as existsSync3 } from "node:fs";
import { dirname as dirname2, join as join3, resolve as resolve3, posix as posix3 } from "node:path";
function findRepoRoot(start) {
  let dir = resolve3(start);
  for (; ; ) {
    if (existsSync3(join3(dir, ".git"))) return dir;
    const up = dirname2(dir);
    if (up === dir) return resolve3(start);
    dir = up;
  }
}
async function loadModel(paths, opts) {
  const config = opts.config ?? defaultConfig();
  const found = await discoverFiles(paths.length ? paths : ["."], { cwd: opts.cwd, ignore: config.ignore, maxFileSize: config.maxFileSize });
  if (found.errors.length > 0) throw new InputError(found.errors.map((e) => `${e.path}: ${e.message}`).join("\n"));
  const referenced = kustomizeReferences(found.files);
  const inputs = found.files.filter((f) => f.kind === "dockerfile" || mayMatter(f.text) || referenced.has(f.path)).map((f) => ({ path: f.path, kind: f.kind, text: f.text }));
  const ex = extract(inputs);
  const model = {
    root: opts.root ?? findRepoRoot(opts.cwd),
    cwd: resolve3(opts.cwd),
    files: found.files.map((f) => f.path),
    plugins: ex.plugins,
    sidecars: ex.sidecars,
    configMaps: ex.configMaps,
    sources: ex.sources,
    images: ex.images,
    legacy: ex.legacy,
    charts: ex.charts,
    argoResources: ex.argoResources,
    externalPlugins: config.plugins
  };
  return { model, problems: ex.problems, inputs, skipped: found.skipped, blockLines: ex.blockLines, fileCount: found.files.length };
}
function kustomizeReferences(files) {
  const out = /* @__PURE__ */ new Set();
  for (const f of files) {
    if (!/(^|\/)kustomization\.ya?ml$/i.test(f.path) && !/kind:\s*(Kustomization|Component)\b/.test(f.text)) continue;
    const dir = posix3.dirname(f.path);
    for (const m of f.text.matchAll(/^\s*(?:-\s+)?(?:path:\s*)?["']?([^\s"'#=]+\.ya?ml)["']?\s*$/gm)) {
      out.add(posix3.normalize(posix3.join(dir, m[1])));
    }
  }
  return out;
}
async function lint(opts) {
  const config = opts.config ?? defaultConfig();
  const targets = opts.paths.length ? opts.paths : ["."];
  const scanPaths = opts.context ? [opts.context] : targets;
  const loaded = await loadModel(scanPaths, { cwd: opts.cwd, config });
  let findings = runRules(loaded.model, loaded.problems, config);
  findings = applySuppressions(findings, loaded.inputs, loaded.blockLines);
  let skipped = loaded.skipped;
  let fileCount = loaded.fileCount;
  if (opts.context) {
    const only = await discoverFiles(targets, { cwd: opts.cwd, ignore: config.ignore, maxFileSize: config.maxFileSize });
    if (only.errors.length > 0) throw new InputError(only.errors.map((e) => `${e.path}: ${e.message}`).join("\n"));
    const keep = new Set(only.files.map((f) => f.path));
    findings = findings.filter((f) => keep.has(f.file));
    skipped = only.skipped;
    fileCount = only.files.length;
  }
  findings.sort(compareFindings);
  const sources = /* @__PURE__ */ new Map();
  const byPath = new Map(loaded.inputs.map((i) => [i.path, i.text]));
  for (const f of findings) if (!sources.has(f.file) && byPath.has(f.file)) sources.set(f.file, byPath.get(f.file));
  return { findings, skipped, files: fileCount, rules: ALL_RULES.map((r) => ruleInfo(r)), sources };
}
function runRules(model, problems, config) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const push = (ruleId, defaultSev, a) => {
    const configured = config.rules[ruleId];
    if (configured === "off") return;
    const severity = configured ?? a.severity ?? defaultSev;
    const f = {
      ruleId,
      severity,
      message: a.message,
      file: a.loc.file,
      line: a.loc.line,
      column: a.loc.column,
      endLine: a.loc.endLine,
      endColumn: a.loc.endColumn,
      docs: docsUrl(ruleId)
    };
    if (a.hint) f.hint = a.hint;
    if (a.related?.length) f.related = a.related.map((r) => ({ file: r.loc.file, line: r.loc.line, column: r.loc.column, message: r.message }));
    const key = `${ruleId}|${f.file}|${f.line}|${f.column}|${f.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(f);
  };
  for (const p of problems) push(p.ruleId, "error", { loc: p.loc, message: p.message, hint: p.hint });
  for (const rule of ALL_RULES) {
    if (config.rules[rule.meta.id] === "off") continue;
    rule.check({
      model,
      report: (a) => push(rule.meta.id, rule.meta.severity, a),
      where: (loc) => `${loc.file}:${loc.line}`
    });
  }
  return out;
}
var InputError;
var init_lint = __esm({
  "src/lint.ts"() {
    "use strict";
    init_discover();
    init_extract();
    init_rules();
    init_config();
    init_finding();
    init_suppress();
    InputError = class extends Error {
    };
  }
});

// node_modules/js-yaml/dist/js-yaml.mjs
function getDefaultExportFromCjs(x) {
  return x && x.__esModule && Object.prototype.hasOwnProperty.call(x, "default") ? x["default"] : x;
}
function requireCommon() {
  if (hasRequiredCommon) return common;
  hasRequiredCommon = 1;
  function isNothing(subject) {
    return typeof subject === "undefined" || subject === null;
  }
  function isObject(subject) {
    return typeof subject === "object" && subject !== null;
  }
  function toArray(sequence) {
    if (Array.isArray(sequence)) return sequence;
    else if (isNothing(sequence)) return [];
    return [sequence];
  }
  function extend(target, source) {
    if (source) {
      const sourceKeys = Object.keys(source);
      for (let index = 0, length = sourceKeys.length; index < length; index += 1) {
        const key = sourceKeys[index];
        target[key] = source[key];
      }
    }
    return target;
  }
  function repeat(string, count) {
    let result = "";
    for (let cycle = 0; cycle < count; cycle += 1) {
      result += string;
    }
    return result;
  }
  function isNegativeZero(number) {
    return number === 0 && Number.NEGATIVE_INFINITY === 1 / number;
  }
  common.isNothing = isNothing;
  common.isObject = isObject;
  common.toArray = toArray;
  common.repeat = repeat;
  common.isNegativeZero = isNegativeZero;
  common.extend = extend;
  return common;
}
function requireException() {
  if (hasRequiredException) return exception;
  hasRequiredException = 1;
  function formatError(exception2, compact) {
    let where = "";
    const message = exception2.reason || "(unknown reason)";
    if (!exception2.mark) return message;
    if (exception2.mark.name) {
      where += 'in "' + exception2.mark.name + '" ';
    }
    where += "(" + (exception2.mark.line + 1) + ":" + (exception2.mark.column + 1) + ")";
    if (!compact && exception2.mark.snippet) {
      where += "\n\n" + exception2.mark.snippet;
    }
    return message + " " + where;
  }
  function YAMLException2(reason, mark) {
    Error.call(this);
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    } else {
      this.stack = new Error().stack || "";
    }
  }
  YAMLException2.prototype = Object.create(Error.prototype);
  YAMLException2.prototype.constructor = YAMLException2;
  YAMLException2.prototype.toString = function toString(compact) {
    return this.name + ": " + formatError(this, compact);
  };
  exception = YAMLException2;
  return exception;
}
function requireSnippet() {
  if (hasRequiredSnippet) return snippet;
  hasRequiredSnippet = 1;
  const common2 = requireCommon();
  function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
    let head = "";
    let tail = "";
    const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
    if (position - lineStart > maxHalfLength) {
      head = " ... ";
      lineStart = position - maxHalfLength + head.length;
    }
    if (lineEnd - position > maxHalfLength) {
      tail = " ...";
      lineEnd = position + maxHalfLength - tail.length;
    }
    return {
      str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
      pos: position - lineStart + head.length
      // relative position
    };
  }
  function padStart(string, max) {
    return common2.repeat(" ", max - string.length) + string;
  }
  function makeSnippet(mark, options) {
    options = Object.create(options || null);
    if (!mark.buffer) return null;
    if (!options.maxLength) options.maxLength = 79;
    if (typeof options.indent !== "number") options.indent = 1;
    if (typeof options.linesBefore !== "number") options.linesBefore = 3;
    if (typeof options.linesAfter !== "number") options.linesAfter = 2;
    const re = /\r?\n|\r|\0/g;
    const lineStarts = [0];
    const lineEnds = [];
    let match;
    let foundLineNo = -1;
    while (match = re.exec(mark.buffer)) {
      lineEnds.push(match.index);
      lineStarts.push(match.index + match[0].length);
      if (mark.position <= match.index && foundLineNo < 0) {
        foundLineNo = lineStarts.length - 2;
      }
    }
    if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
    let result = "";
    const lineNoLength = Math.min(mark.line + options.linesAfter, lineEnds.length).toString().length;
    const maxLineLength = options.maxLength - (options.indent + lineNoLength + 3);
    for (let i = 1; i <= options.linesBefore; i++) {
      if (foundLineNo - i < 0) break;
      const line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo - i],
        lineEnds[foundLineNo - i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]),
        maxLineLength
      );
      result = common2.repeat(" ", options.indent) + padStart((mark.line - i + 1).toString(), lineNoLength) + " | " + line2.str + "\n" + result;
    }
    const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
    result += common2.repeat(" ", options.indent) + padStart((mark.line + 1).toString(), lineNoLength) + " | " + line.str + "\n";
    result += common2.repeat("-", options.indent + lineNoLength + 3 + line.pos) + "^\n";
    for (let i = 1; i <= options.linesAfter; i++) {
      if (foundLineNo + i >= lineEnds.length) break;
      const line2 = getLine(
        mark.buffer,
        lineStarts[foundLineNo + i],
        lineEnds[foundLineNo + i],
        mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]),
        maxLineLength
      );
      result += common2.repeat(" ", options.indent) + padStart((mark.line + i + 1).toString(), lineNoLength) + " | " + line2.str + "\n";
    }
    return result.replace(/\n$/, "");
  }
  snippet = makeSnippet;
  return snippet;
}
function requireType() {
  if (hasRequiredType) return type;
  hasRequiredType = 1;
  const YAMLException2 = requireException();
  const TYPE_CONSTRUCTOR_OPTIONS = [
    "kind",
    "multi",
    "resolve",
    "construct",
    "instanceOf",
    "predicate",
    "represent",
    "representName",
    "defaultStyle",
    "styleAliases"
  ];
  const YAML_NODE_KINDS = [
    "scalar",
    "sequence",
    "mapping"
  ];
  function compileStyleAliases(map2) {
    const result = {};
    if (map2 !== null) {
      Object.keys(map2).forEach(function(style) {
        map2[style].forEach(function(alias) {
          result[String(alias)] = style;
        });
      });
    }
    return result;
  }
  function Type2(tag, options) {
    options = options || {};
    Object.keys(options).forEach(function(name) {
      if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
        throw new YAMLException2('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
      }
    });
    this.options = options;
    this.tag = tag;
    this.kind = options["kind"] || null;
    this.resolve = options["resolve"] || function() {
      return true;
    };
    this.construct = options["construct"] || function(data) {
      return data;
    };
    this.instanceOf = options["instanceOf"] || null;
    this.predicate = options["predicate"] || null;
    this.represent = options["represent"] || null;
    this.representName = options["representName"] || null;
    this.defaultStyle = options["defaultStyle"] || null;
    this.multi = options["multi"] || false;
    this.styleAliases = compileStyleAliases(options["styleAliases"] || null);
    if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
      throw new YAMLException2('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
    }
  }
  type = Type2;
  return type;
}
function requireSchema() {
  if (hasRequiredSchema) return schema;
  hasRequiredSchema = 1;
  const YAMLException2 = requireException();
  const Type2 = requireType();
  function compileList(schema2, name) {
    const result = [];
    schema2[name].forEach(function(currentType) {
      let newIndex = result.length;
      result.forEach(function(previousType, previousIndex) {
        if (previousType.tag === currentType.tag && previousType.kind === currentType.kind && previousType.multi === currentType.multi) {
          newIndex = previousIndex;
        }
      });
      result[newIndex] = currentType;
    });
    return result;
  }
  function compileMap() {
    const result = {
      scalar: {},
      sequence: {},
      mapping: {},
      fallback: {},
      multi: {
        scalar: [],
        sequence: [],
        mapping: [],
        fallback: []
      }
    };
    function collectType(type2) {
      if (type2.multi) {
        result.multi[type2.kind].push(type2);
        result.multi["fallback"].push(type2);
      } else {
        result[type2.kind][type2.tag] = result["fallback"][type2.tag] = type2;
      }
    }
    for (let index = 0, length = arguments.length; index < length; index += 1) {
      arguments[index].forEach(collectType);
    }
    return result;
  }
  function Schema2(definition) {
    return this.extend(definition);
  }
  Schema2.prototype.extend = function extend(definition) {
    let implicit = [];
    let explicit = [];
    if (definition instanceof Type2) {
      explicit.push(definition);
    } else if (Array.isArray(definition)) {
      explicit = explicit.concat(definition);
    } else if (definition && (Array.isArray(definition.implicit) || Array.isArray(definition.explicit))) {
      if (definition.implicit) implicit = implicit.concat(definition.implicit);
      if (definition.explicit) explicit = explicit.concat(definition.explicit);
    } else {
      throw new YAMLException2("Schema.extend argument should be a Type, [ Type ], or a schema definition ({ implicit: [...], explicit: [...] })");
    }
    implicit.forEach(function(type2) {
      if (!(type2 instanceof Type2)) {
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
      if (type2.loadKind && type2.loadKind !== "scalar") {
        throw new YAMLException2("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
      }
      if (type2.multi) {
        throw new YAMLException2("There is a multi type in the implicit list of a schema. Multi tags can only be listed as explicit.");
      }
    });
    explicit.forEach(function(type2) {
      if (!(type2 instanceof Type2)) {
        throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
    });
    const result = Object.create(Schema2.prototype);
    result.implicit = (this.implicit || []).concat(implicit);
    result.explicit = (this.explicit || []).concat(explicit);
    result.compiledImplicit = compileList(result, "implicit");
    result.compiledExplicit = compileList(result, "explicit");
    result.compiledTypeMap = compileMap(result.compiledImplicit, result.compiledExplicit);
    return result;
  };
  schema = Schema2;
  return schema;
}
function requireStr() {
  if (hasRequiredStr) return str2;
  hasRequiredStr = 1;
  const Type2 = requireType();
  str2 = new Type2("tag:yaml.org,2002:str", {
    kind: "scalar",
    construct: function(data) {
      return data !== null ? data : "";
    }
  });
  return str2;
}
function requireSeq() {
  if (hasRequiredSeq) return seq;
  hasRequiredSeq = 1;
  const Type2 = requireType();
  seq = new Type2("tag:yaml.org,2002:seq", {
    kind: "sequence",
    construct: function(data) {
      return data !== null ? data : [];
    }
  });
  return seq;
}
function requireMap() {
  if (hasRequiredMap) return map;
  hasRequiredMap = 1;
  const Type2 = requireType();
  map = new Type2("tag:yaml.org,2002:map", {
    kind: "mapping",
    construct: function(data) {
      return data !== null ? data : {};
    }
  });
  return map;
}
function requireFailsafe() {
  if (hasRequiredFailsafe) return failsafe;
  hasRequiredFailsafe = 1;
  const Schema2 = requireSchema();
  failsafe = new Schema2({
    explicit: [
      requireStr(),
      requireSeq(),
      requireMap()
    ]
  });
  return failsafe;
}
function require_null2() {
  if (hasRequired_null) return _null;
  hasRequired_null = 1;
  const Type2 = requireType();
  function resolveYamlNull(data) {
    if (data === null) return true;
    const max = data.length;
    return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
  }
  function constructYamlNull() {
    return null;
  }
  function isNull(object) {
    return object === null;
  }
  _null = new Type2("tag:yaml.org,2002:null", {
    kind: "scalar",
    resolve: resolveYamlNull,
    construct: constructYamlNull,
    predicate: isNull,
    represent: {
      canonical: function() {
        return "~";
      },
      lowercase: function() {
        return "null";
      },
      uppercase: function() {
        return "NULL";
      },
      camelcase: function() {
        return "Null";
      },
      empty: function() {
        return "";
      }
    },
    defaultStyle: "lowercase"
  });
  return _null;
}
function requireBool() {
  if (hasRequiredBool) return bool;
  hasRequiredBool = 1;
  const Type2 = requireType();
  function resolveYamlBoolean(data) {
    if (data === null) return false;
    const max = data.length;
    return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
  }
  function constructYamlBoolean(data) {
    return data === "true" || data === "True" || data === "TRUE";
  }
  function isBoolean(object) {
    return Object.prototype.toString.call(object) === "[object Boolean]";
  }
  bool = new Type2("tag:yaml.org,2002:bool", {
    kind: "scalar",
    resolve: resolveYamlBoolean,
    construct: constructYamlBoolean,
    predicate: isBoolean,
    represent: {
      lowercase: function(object) {
        return object ? "true" : "false";
      },
      uppercase: function(object) {
        return object ? "TRUE" : "FALSE";
      },
      camelcase: function(object) {
        return object ? "True" : "False";
      }
    },
    defaultStyle: "lowercase"
  });
  return bool;
}
function requireInt() {
  if (hasRequiredInt) return int;
  hasRequiredInt = 1;
  const common2 = requireCommon();
  const Type2 = requireType();
  function isHexCode(c) {
    return c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
  }
  function isOctCode(c) {
    return c >= 48 && c <= 55;
  }
  function isDecCode(c) {
    return c >= 48 && c <= 57;
  }
  function resolveYamlInteger(data) {
    if (data === null) return false;
    const max = data.length;
    let index = 0;
    let hasDigits = false;
    if (!max) return false;
    let ch = data[index];
    if (ch === "-" || ch === "+") {
      ch = data[++index];
    }
    if (ch === "0") {
      if (index + 1 === max) return true;
      ch = data[++index];
      if (ch === "b") {
        index++;
        for (; index < max; index++) {
          ch = data[index];
          if (ch !== "0" && ch !== "1") return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "x") {
        index++;
        for (; index < max; index++) {
          if (!isHexCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "o") {
        index++;
        for (; index < max; index++) {
          if (!isOctCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
    }
    for (; index < max; index++) {
      if (!isDecCode(data.charCodeAt(index))) {
        return false;
      }
      hasDigits = true;
    }
    if (!hasDigits) return false;
    return isFinite(parseYamlInteger(data));
  }
  function parseYamlInteger(data) {
    let value = data;
    let sign = 1;
    let ch = value[0];
    if (ch === "-" || ch === "+") {
      if (ch === "-") sign = -1;
      value = value.slice(1);
      ch = value[0];
    }
    if (value === "0") return 0;
    if (ch === "0") {
      if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
      if (value[1] === "x") return sign * parseInt(value.slice(2), 16);
      if (value[1] === "o") return sign * parseInt(value.slice(2), 8);
    }
    return sign * parseInt(value, 10);
  }
  function constructYamlInteger(data) {
    return parseYamlInteger(data);
  }
  function isInteger(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 === 0 && !common2.isNegativeZero(object));
  }
  int = new Type2("tag:yaml.org,2002:int", {
    kind: "scalar",
    resolve: resolveYamlInteger,
    construct: constructYamlInteger,
    predicate: isInteger,
    represent: {
      binary: function(obj2) {
        return obj2 >= 0 ? "0b" + obj2.toString(2) : "-0b" + obj2.toString(2).slice(1);
      },
      octal: function(obj2) {
        return obj2 >= 0 ? "0o" + obj2.toString(8) : "-0o" + obj2.toString(8).slice(1);
      },
      decimal: function(obj2) {
        return obj2.toString(10);
      },
      hexadecimal: function(obj2) {
        return obj2 >= 0 ? "0x" + obj2.toString(16).toUpperCase() : "-0x" + obj2.toString(16).toUpperCase().slice(1);
      }
    },
    defaultStyle: "decimal",
    styleAliases: {
      binary: [2, "bin"],
      octal: [8, "oct"],
      decimal: [10, "dec"],
      hexadecimal: [16, "hex"]
    }
  });
  return int;
}
function requireFloat() {
  if (hasRequiredFloat) return float;
  hasRequiredFloat = 1;
  const common2 = requireCommon();
  const Type2 = requireType();
  const YAML_FLOAT_PATTERN = new RegExp(
    // 2.5e4, 2.5 and integers
    "^(?:[-+]?(?:[0-9]+)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  );
  const YAML_FLOAT_SPECIAL_PATTERN = new RegExp(
    "^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
  );
  function resolveYamlFloat(data) {
    if (data === null) return false;
    if (!YAML_FLOAT_PATTERN.test(data)) {
      return false;
    }
    if (isFinite(parseFloat(data, 10))) {
      return true;
    }
    return YAML_FLOAT_SPECIAL_PATTERN.test(data);
  }
  function constructYamlFloat(data) {
    let value = data.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".indexOf(value[0]) >= 0) {
      value = value.slice(1);
    }
    if (value === ".inf") {
      return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    } else if (value === ".nan") {
      return NaN;
    }
    return sign * parseFloat(value, 10);
  }
  const SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
  function representYamlFloat(object, style) {
    if (isNaN(object)) {
      switch (style) {
        case "lowercase":
          return ".nan";
        case "uppercase":
          return ".NAN";
        case "camelcase":
          return ".NaN";
      }
    } else if (Number.POSITIVE_INFINITY === object) {
      switch (style) {
        case "lowercase":
          return ".inf";
        case "uppercase":
          return ".INF";
        case "camelcase":
          return ".Inf";
      }
    } else if (Number.NEGATIVE_INFINITY === object) {
      switch (style) {
        case "lowercase":
          return "-.inf";
        case "uppercase":
          return "-.INF";
        case "camelcase":
          return "-.Inf";
      }
    } else if (common2.isNegativeZero(object)) {
      return "-0.0";
    }
    const res = object.toString(10);
    return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
  }
  function isFloat(object) {
    return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common2.isNegativeZero(object));
  }
  float = new Type2("tag:yaml.org,2002:float", {
    kind: "scalar",
    resolve: resolveYamlFloat,
    construct: constructYamlFloat,
    predicate: isFloat,
    represent: representYamlFloat,
    defaultStyle: "lowercase"
  });
  return float;
}
function requireJson() {
  if (hasRequiredJson) return json;
  hasRequiredJson = 1;
  json = requireFailsafe().extend({
    implicit: [
      require_null2(),
      requireBool(),
      requireInt(),
      requireFloat()
    ]
  });
  return json;
}
function requireCore() {
  if (hasRequiredCore) return core;
  hasRequiredCore = 1;
  core = requireJson();
  return core;
}
function requireTimestamp() {
  if (hasRequiredTimestamp) return timestamp;
  hasRequiredTimestamp = 1;
  const Type2 = requireType();
  const YAML_DATE_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
  );
  const YAML_TIMESTAMP_REGEXP = new RegExp(
    "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
  );
  function resolveYamlTimestamp(data) {
    if (data === null) return false;
    if (YAML_DATE_REGEXP.exec(data) !== null) return true;
    if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
    return false;
  }
  function constructYamlTimestamp(data) {
    let fraction = 0;
    let delta = null;
    let match = YAML_DATE_REGEXP.exec(data);
    if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);
    if (match === null) throw new Error("Date resolve error");
    const year = +match[1];
    const month = +match[2] - 1;
    const day = +match[3];
    if (!match[4]) {
      return new Date(Date.UTC(year, month, day));
    }
    const hour = +match[4];
    const minute = +match[5];
    const second = +match[6];
    if (match[7]) {
      fraction = match[7].slice(0, 3);
      while (fraction.length < 3) {
        fraction += "0";
      }
      fraction = +fraction;
    }
    if (match[9]) {
      const tzHour = +match[10];
      const tzMinute = +(match[11] || 0);
      delta = (tzHour * 60 + tzMinute) * 6e4;
      if (match[9] === "-") delta = -delta;
    }
    const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
    if (delta) date.setTime(date.getTime() - delta);
    return date;
  }
  function representYamlTimestamp(object) {
    return object.toISOString();
  }
  timestamp = new Type2("tag:yaml.org,2002:timestamp", {
    kind: "scalar",
    resolve: resolveYamlTimestamp,
    construct: constructYamlTimestamp,
    instanceOf: Date,
    represent: representYamlTimestamp
  });
  return timestamp;
}
function requireMerge() {
  if (hasRequiredMerge) return merge;
  hasRequiredMerge = 1;
  const Type2 = requireType();
  function resolveYamlMerge(data) {
    return data === "<<" || data === null;
  }
  merge = new Type2("tag:yaml.org,2002:merge", {
    kind: "scalar",
    resolve: resolveYamlMerge
  });
  return merge;
}
function requireBinary() {
  if (hasRequiredBinary) return binary;
  hasRequiredBinary = 1;
  const Type2 = requireType();
  const BASE64_MAP = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r";
  function resolveYamlBinary(data) {
    if (data === null) return false;
    let bitlen = 0;
    const max = data.length;
    const map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++) {
      const code3 = map2.indexOf(data.charAt(idx));
      if (code3 > 64) continue;
      if (code3 < 0) return false;
      bitlen += 6;
    }
    return bitlen % 8 === 0;
  }
  function constructYamlBinary(data) {
    const input = data.replace(/[\r\n=]/g, "");
    const max = input.length;
    const map2 = BASE64_MAP;
    let bits = 0;
    const result = [];
    for (let idx = 0; idx < max; idx++) {
      if (idx % 4 === 0 && idx) {
        result.push(bits >> 16 & 255);
        result.push(bits >> 8 & 255);
        result.push(bits & 255);
      }
      bits = bits << 6 | map2.indexOf(input.charAt(idx));
    }
    const tailbits = max % 4 * 6;
    if (tailbits === 0) {
      result.push(bits >> 16 & 255);
      result.push(bits >> 8 & 255);
      result.push(bits & 255);
    } else if (tailbits === 18) {
      result.push(bits >> 10 & 255);
      result.push(bits >> 2 & 255);
    } else if (tailbits === 12) {
      result.push(bits >> 4 & 255);
    }
    return new Uint8Array(result);
  }
  function representYamlBinary(object) {
    let result = "";
    let bits = 0;
    const max = object.length;
    const map2 = BASE64_MAP;
    for (let idx = 0; idx < max; idx++) {
      if (idx % 3 === 0 && idx) {
        result += map2[bits >> 18 & 63];
        result += map2[bits >> 12 & 63];
        result += map2[bits >> 6 & 63];
        result += map2[bits & 63];
      }
      bits = (bits << 8) + object[idx];
    }
    const tail = max % 3;
    if (tail === 0) {
      result += map2[bits >> 18 & 63];
      result += map2[bits >> 12 & 63];
      result += map2[bits >> 6 & 63];
      result += map2[bits & 63];
    } else if (tail === 2) {
      result += map2[bits >> 10 & 63];
      result += map2[bits >> 4 & 63];
      result += map2[bits << 2 & 63];
      result += map2[64];
    } else if (tail === 1) {
      result += map2[bits >> 2 & 63];
      result += map2[bits << 4 & 63];
      result += map2[64];
      result += map2[64];
    }
    return result;
  }
  function isBinary(obj2) {
    return Object.prototype.toString.call(obj2) === "[object Uint8Array]";
  }
  binary = new Type2("tag:yaml.org,2002:binary", {
    kind: "scalar",
    resolve: resolveYamlBinary,
    construct: constructYamlBinary,
    predicate: isBinary,
    represent: representYamlBinary
  });
  return binary;
}
function requireOmap() {
  if (hasRequiredOmap) return omap;
  hasRequiredOmap = 1;
  const Type2 = requireType();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const _toString = Object.prototype.toString;
  function resolveYamlOmap(data) {
    if (data === null) return true;
    const objectKeys = {};
    const object = data;
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      let pairHasKey = false;
      if (_toString.call(pair) !== "[object Object]") return false;
      let pairKey;
      for (pairKey in pair) {
        if (_hasOwnProperty.call(pair, pairKey)) {
          if (!pairHasKey) pairHasKey = true;
          else return false;
        }
      }
      if (!pairHasKey) return false;
      if (_hasOwnProperty.call(objectKeys, pairKey)) return false;
      Object.defineProperty(objectKeys, pairKey, { value: true });
    }
    return true;
  }
  function constructYamlOmap(data) {
    return data !== null ? data : [];
  }
  omap = new Type2("tag:yaml.org,2002:omap", {
    kind: "sequence",
    resolve: resolveYamlOmap,
    construct: constructYamlOmap
  });
  return omap;
}
function requirePairs() {
  if (hasRequiredPairs) return pairs;
  hasRequiredPairs = 1;
  const Type2 = requireType();
  const _toString = Object.prototype.toString;
  function resolveYamlPairs(data) {
    if (data === null) return true;
    const object = data;
    const result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      if (_toString.call(pair) !== "[object Object]") return false;
      const keys = Object.keys(pair);
      if (keys.length !== 1) return false;
      result[index] = [keys[0], pair[keys[0]]];
    }
    return true;
  }
  function constructYamlPairs(data) {
    if (data === null) return [];
    const object = data;
    const result = new Array(object.length);
    for (let index = 0, length = object.length; index < length; index += 1) {
      const pair = object[index];
      const keys = Object.keys(pair);
      result[index] = [keys[0], pair[keys[0]]];
    }
    return result;
  }
  pairs = new Type2("tag:yaml.org,2002:pairs", {
    kind: "sequence",
    resolve: resolveYamlPairs,
    construct: constructYamlPairs
  });
  return pairs;
}
function requireSet() {
  if (hasRequiredSet) return set;
  hasRequiredSet = 1;
  const Type2 = requireType();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  function resolveYamlSet(data) {
    if (data === null) return true;
    const object = data;
    for (const key in object) {
      if (_hasOwnProperty.call(object, key)) {
        if (object[key] !== null) return false;
      }
    }
    return true;
  }
  function constructYamlSet(data) {
    return data !== null ? data : {};
  }
  set = new Type2("tag:yaml.org,2002:set", {
    kind: "mapping",
    resolve: resolveYamlSet,
    construct: constructYamlSet
  });
  return set;
}
function require_default() {
  if (hasRequired_default) return _default;
  hasRequired_default = 1;
  _default = requireCore().extend({
    implicit: [
      requireTimestamp(),
      requireMerge()
    ],
    explicit: [
      requireBinary(),
      requireOmap(),
      requirePairs(),
      requireSet()
    ]
  });
  return _default;
}
function requireLoader() {
  if (hasRequiredLoader) return loader;
  hasRequiredLoader = 1;
  const common2 = requireCommon();
  const YAMLException2 = requireException();
  const makeSnippet = requireSnippet();
  const DEFAULT_SCHEMA2 = require_default();
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const CONTEXT_FLOW_IN = 1;
  const CONTEXT_FLOW_OUT = 2;
  const CONTEXT_BLOCK_IN = 3;
  const CONTEXT_BLOCK_OUT = 4;
  const CHOMPING_CLIP = 1;
  const CHOMPING_STRIP = 2;
  const CHOMPING_KEEP = 3;
  const PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
  const PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
  const PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
  const PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
  const PATTERN_TAG_URI = /^(?:!|[^,\[\]{}])(?:%[0-9a-f]{2}|[0-9a-z\-#;/?:@&=+$,_.!~*'()\[\]])*$/i;
  function _class(obj2) {
    return Object.prototype.toString.call(obj2);
  }
  function isEol(c) {
    return c === 10 || c === 13;
  }
  function isWhiteSpace(c) {
    return c === 9 || c === 32;
  }
  function isWsOrEol(c) {
    return c === 9 || c === 32 || c === 10 || c === 13;
  }
  function isFlowIndicator(c) {
    return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
  }
  function fromHexCode(c) {
    if (c >= 48 && c <= 57) {
      return c - 48;
    }
    const lc = c | 32;
    if (lc >= 97 && lc <= 102) {
      return lc - 97 + 10;
    }
    return -1;
  }
  function escapedHexLen(c) {
    if (c === 120) {
      return 2;
    }
    if (c === 117) {
      return 4;
    }
    if (c === 85) {
      return 8;
    }
    return 0;
  }
  function fromDecimalCode(c) {
    if (c >= 48 && c <= 57) {
      return c - 48;
    }
    return -1;
  }
  function simpleEscapeSequence(c) {
    switch (c) {
      case 48:
        return "\0";
      case 97:
        return "\x07";
      case 98:
        return "\b";
      case 116:
        return "	";
      case 9:
        return "	";
      case 110:
        return "\n";
      case 118:
        return "\v";
      case 102:
        return "\f";
      case 114:
        return "\r";
      case 101:
        return "\x1B";
      case 32:
        return " ";
      case 34:
        return '"';
      case 47:
        return "/";
      case 92:
        return "\\";
      case 78:
        return "\x85";
      case 95:
        return "\xA0";
      case 76:
        return "\u2028";
      case 80:
        return "\u2029";
      default:
        return "";
    }
  }
  function charFromCodepoint(c) {
    if (c <= 65535) {
      return String.fromCharCode(c);
    }
    return String.fromCharCode(
      (c - 65536 >> 10) + 55296,
      (c - 65536 & 1023) + 56320
    );
  }
  function setProperty(object, key, value) {
    if (key === "__proto__") {
      Object.defineProperty(object, key, {
        configurable: true,
        enumerable: true,
        writable: true,
        value
      });
    } else {
      object[key] = value;
    }
  }
  const simpleEscapeCheck = new Array(256);
  const simpleEscapeMap = new Array(256);
  for (let i = 0; i < 256; i++) {
    simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
    simpleEscapeMap[i] = simpleEscapeSequence(i);
  }
  function State(input, options) {
    this.input = input;
    this.filename = options["filename"] || null;
    this.schema = options["schema"] || DEFAULT_SCHEMA2;
    this.onWarning = options["onWarning"] || null;
    this.legacy = options["legacy"] || false;
    this.json = options["json"] || false;
    this.listener = options["listener"] || null;
    this.maxDepth = typeof options["maxDepth"] === "number" ? options["maxDepth"] : 100;
    this.maxTotalMergeKeys = typeof options["maxTotalMergeKeys"] === "number" ? options["maxTotalMergeKeys"] : 1e4;
    this.implicitTypes = this.schema.compiledImplicit;
    this.typeMap = this.schema.compiledTypeMap;
    this.length = input.length;
    this.position = 0;
    this.line = 0;
    this.lineStart = 0;
    this.lineIndent = 0;
    this.depth = 0;
    this.totalMergeKeys = 0;
    this.firstTabInLine = -1;
    this.documents = [];
    this.anchorMapTransactions = [];
  }
  function generateError(state, message) {
    const mark = {
      name: state.filename,
      buffer: state.input.slice(0, -1),
      // omit trailing \0
      position: state.position,
      line: state.line,
      column: state.position - state.lineStart
    };
    mark.snippet = makeSnippet(mark);
    return new YAMLException2(message, mark);
  }
  function throwError(state, message) {
    throw generateError(state, message);
  }
  function throwWarning(state, message) {
    if (state.onWarning) {
      state.onWarning.call(null, generateError(state, message));
    }
  }
  function storeAnchor(state, name, value) {
    const transactions = state.anchorMapTransactions;
    if (transactions.length !== 0) {
      const transaction = transactions[transactions.length - 1];
      if (!_hasOwnProperty.call(transaction, name)) {
        transaction[name] = {
          existed: _hasOwnProperty.call(state.anchorMap, name),
          value: state.anchorMap[name]
        };
      }
    }
    state.anchorMap[name] = value;
  }
  function beginAnchorTransaction(state) {
    state.anchorMapTransactions.push(/* @__PURE__ */ Object.create(null));
  }
  function commitAnchorTransaction(state) {
    const transaction = state.anchorMapTransactions.pop();
    const transactions = state.anchorMapTransactions;
    if (transactions.length === 0) return;
    const parent = transactions[transactions.length - 1];
    const names = Object.keys(transaction);
    for (let index = 0, length = names.length; index < length; index += 1) {
      const name = names[index];
      if (!_hasOwnProperty.call(parent, name)) {
        parent[name] = transaction[name];
      }
    }
  }
  function rollbackAnchorTransaction(state) {
    const transaction = state.anchorMapTransactions.pop();
    const names = Object.keys(transaction);
    for (let index = names.length - 1; index >= 0; index -= 1) {
      const entry = transaction[names[index]];
      if (entry.existed) {
        state.anchorMap[names[index]] = entry.value;
      } else {
        delete state.anchorMap[names[index]];
      }
    }
  }
  function snapshotState(state) {
    return {
      position: state.position,
      line: state.line,
      lineStart: state.lineStart,
      lineIndent: state.lineIndent,
      firstTabInLine: state.firstTabInLine,
      tag: state.tag,
      anchor: state.anchor,
      kind: state.kind,
      result: state.result
    };
  }
  function restoreState(state, snapshot) {
    state.position = snapshot.position;
    state.line = snapshot.line;
    state.lineStart = snapshot.lineStart;
    state.lineIndent = snapshot.lineIndent;
    state.firstTabInLine = snapshot.firstTabInLine;
    state.tag = snapshot.tag;
    state.anchor = snapshot.anchor;
    state.kind = snapshot.kind;
    state.result = snapshot.result;
  }
  const directiveHandlers = {
    YAML: function handleYamlDirective(state, name, args) {
      if (state.version !== null) {
        throwError(state, "duplication of %YAML directive");
      }
      if (args.length !== 1) {
        throwError(state, "YAML directive accepts exactly one argument");
      }
      const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
      if (match === null) {
        throwError(state, "ill-formed argument of the YAML directive");
      }
      const major = parseInt(match[1], 10);
      const minor = parseInt(match[2], 10);
      if (major !== 1) {
        throwError(state, "unacceptable YAML version of the document");
      }
      state.version = args[0];
      state.checkLineBreaks = minor < 2;
      if (minor !== 1 && minor !== 2) {
        throwWarning(state, "unsupported YAML version of the document");
      }
    },
    TAG: function handleTagDirective(state, name, args) {
      let prefix;
      if (args.length !== 2) {
        throwError(state, "TAG directive accepts exactly two arguments");
      }
      const handle = args[0];
      prefix = args[1];
      if (!PATTERN_TAG_HANDLE.test(handle)) {
        throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
      }
      if (_hasOwnProperty.call(state.tagMap, handle)) {
        throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
      }
      if (!PATTERN_TAG_URI.test(prefix)) {
        throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
      }
      try {
        prefix = decodeURIComponent(prefix);
      } catch (err) {
        throwError(state, "tag prefix is malformed: " + prefix);
      }
      state.tagMap[handle] = prefix;
    }
  };
  function captureSegment(state, start, end, checkJson) {
    if (start < end) {
      const _result = state.input.slice(start, end);
      if (checkJson) {
        for (let _position = 0, _length = _result.length; _position < _length; _position += 1) {
          const _character = _result.charCodeAt(_position);
          if (!(_character === 9 || _character >= 32 && _character <= 1114111)) {
            throwError(state, "expected valid JSON character");
          }
        }
      } else if (PATTERN_NON_PRINTABLE.test(_result)) {
        throwError(state, "the stream contains non-printable characters");
      }
      state.result += _result;
    }
  }
  function chargeMergeWork(state) {
    state.totalMergeKeys++;
    if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) {
      throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
    }
  }
  function mergeMappings(state, destination, source, overridableKeys) {
    if (!common2.isObject(source)) {
      throwError(state, "cannot merge mappings; the provided source object is unacceptable");
    }
    chargeMergeWork(state);
    const sourceKeys = Object.keys(source);
    for (let index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
      const key = sourceKeys[index];
      chargeMergeWork(state);
      if (!_hasOwnProperty.call(destination, key)) {
        setProperty(destination, key, source[key]);
        overridableKeys[key] = true;
      }
    }
  }
  function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startLineStart, startPos) {
    if (Array.isArray(keyNode)) {
      keyNode = Array.prototype.slice.call(keyNode);
      for (let index = 0, quantity = keyNode.length; index < quantity; index += 1) {
        if (Array.isArray(keyNode[index])) {
          throwError(state, "nested arrays are not supported inside keys");
        }
        if (typeof keyNode === "object" && _class(keyNode[index]) === "[object Object]") {
          keyNode[index] = "[object Object]";
        }
      }
    }
    if (typeof keyNode === "object" && _class(keyNode) === "[object Object]") {
      keyNode = "[object Object]";
    }
    keyNode = String(keyNode);
    if (_result === null) {
      _result = {};
    }
    if (keyTag === "tag:yaml.org,2002:merge") {
      if (Array.isArray(valueNode)) {
        if (valueNode.length > 100) {
          throwError(state, "abnormal merge sequence size");
        }
        for (let index = 0, quantity = valueNode.length; index < quantity; index += 1) {
          mergeMappings(state, _result, valueNode[index], overridableKeys);
        }
      } else {
        mergeMappings(state, _result, valueNode, overridableKeys);
      }
    } else {
      if (!state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode)) {
        state.line = startLine || state.line;
        state.lineStart = startLineStart || state.lineStart;
        state.position = startPos || state.position;
        throwError(state, "duplicated mapping key");
      }
      setProperty(_result, keyNode, valueNode);
      delete overridableKeys[keyNode];
    }
    return _result;
  }
  function readLineBreak(state) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 10) {
      state.position++;
    } else if (ch === 13) {
      state.position++;
      if (state.input.charCodeAt(state.position) === 10) {
        state.position++;
      }
    } else {
      throwError(state, "a line break is expected");
    }
    state.line += 1;
    state.lineStart = state.position;
    state.firstTabInLine = -1;
  }
  function skipSeparationSpace(state, allowComments, checkIndent) {
    let lineBreaks = 0;
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      while (isWhiteSpace(ch)) {
        if (ch === 9 && state.firstTabInLine === -1) {
          state.firstTabInLine = state.position;
        }
        ch = state.input.charCodeAt(++state.position);
      }
      if (allowComments && ch === 35) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (ch !== 10 && ch !== 13 && ch !== 0);
      }
      if (isEol(ch)) {
        readLineBreak(state);
        ch = state.input.charCodeAt(state.position);
        lineBreaks++;
        state.lineIndent = 0;
        while (ch === 32) {
          state.lineIndent++;
          ch = state.input.charCodeAt(++state.position);
        }
      } else {
        break;
      }
    }
    if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
      throwWarning(state, "deficient indentation");
    }
    return lineBreaks;
  }
  function testDocumentSeparator(state) {
    let _position = state.position;
    let ch = state.input.charCodeAt(_position);
    if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2)) {
      _position += 3;
      ch = state.input.charCodeAt(_position);
      if (ch === 0 || isWsOrEol(ch)) {
        return true;
      }
    }
    return false;
  }
  function writeFoldedLines(state, count) {
    if (count === 1) {
      state.result += " ";
    } else if (count > 1) {
      state.result += common2.repeat("\n", count - 1);
    }
  }
  function readPlainScalar(state, nodeIndent, withinFlowCollection) {
    let captureStart;
    let captureEnd;
    let hasPendingContent;
    let _line;
    let _lineStart;
    let _lineIndent;
    const _kind = state.kind;
    const _result = state.result;
    let ch = state.input.charCodeAt(state.position);
    if (isWsOrEol(ch) || isFlowIndicator(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96) {
      return false;
    }
    if (ch === 63 || ch === 45) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
        return false;
      }
    }
    state.kind = "scalar";
    state.result = "";
    captureStart = captureEnd = state.position;
    hasPendingContent = false;
    while (ch !== 0) {
      if (ch === 58) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
          break;
        }
      } else if (ch === 35) {
        const preceding = state.input.charCodeAt(state.position - 1);
        if (isWsOrEol(preceding)) {
          break;
        }
      } else if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && isFlowIndicator(ch)) {
        break;
      } else if (isEol(ch)) {
        _line = state.line;
        _lineStart = state.lineStart;
        _lineIndent = state.lineIndent;
        skipSeparationSpace(state, false, -1);
        if (state.lineIndent >= nodeIndent) {
          hasPendingContent = true;
          ch = state.input.charCodeAt(state.position);
          continue;
        } else {
          state.position = captureEnd;
          state.line = _line;
          state.lineStart = _lineStart;
          state.lineIndent = _lineIndent;
          break;
        }
      }
      if (hasPendingContent) {
        captureSegment(state, captureStart, captureEnd, false);
        writeFoldedLines(state, state.line - _line);
        captureStart = captureEnd = state.position;
        hasPendingContent = false;
      }
      if (!isWhiteSpace(ch)) {
        captureEnd = state.position + 1;
      }
      ch = state.input.charCodeAt(++state.position);
    }
    captureSegment(state, captureStart, captureEnd, false);
    if (state.result) {
      return true;
    }
    state.kind = _kind;
    state.result = _result;
    return false;
  }
  function readSingleQuotedScalar(state, nodeIndent) {
    let captureStart;
    let captureEnd;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 39) {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    state.position++;
    captureStart = captureEnd = state.position;
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      if (ch === 39) {
        captureSegment(state, captureStart, state.position, true);
        ch = state.input.charCodeAt(++state.position);
        if (ch === 39) {
          captureStart = state.position;
          state.position++;
          captureEnd = state.position;
        } else {
          return true;
        }
      } else if (isEol(ch)) {
        captureSegment(state, captureStart, captureEnd, true);
        writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
        captureStart = captureEnd = state.position;
      } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
        throwError(state, "unexpected end of the document within a single quoted scalar");
      } else {
        state.position++;
        if (!isWhiteSpace(ch)) {
          captureEnd = state.position;
        }
      }
    }
    throwError(state, "unexpected end of the stream within a single quoted scalar");
  }
  function readDoubleQuotedScalar(state, nodeIndent) {
    let captureStart;
    let captureEnd;
    let tmp;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 34) {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    state.position++;
    captureStart = captureEnd = state.position;
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      if (ch === 34) {
        captureSegment(state, captureStart, state.position, true);
        state.position++;
        return true;
      } else if (ch === 92) {
        captureSegment(state, captureStart, state.position, true);
        ch = state.input.charCodeAt(++state.position);
        if (isEol(ch)) {
          skipSeparationSpace(state, false, nodeIndent);
        } else if (ch < 256 && simpleEscapeCheck[ch]) {
          state.result += simpleEscapeMap[ch];
          state.position++;
        } else if ((tmp = escapedHexLen(ch)) > 0) {
          let hexLength = tmp;
          let hexResult = 0;
          for (; hexLength > 0; hexLength--) {
            ch = state.input.charCodeAt(++state.position);
            if ((tmp = fromHexCode(ch)) >= 0) {
              hexResult = (hexResult << 4) + tmp;
            } else {
              throwError(state, "expected hexadecimal character");
            }
          }
          state.result += charFromCodepoint(hexResult);
          state.position++;
        } else {
          throwError(state, "unknown escape sequence");
        }
        captureStart = captureEnd = state.position;
      } else if (isEol(ch)) {
        captureSegment(state, captureStart, captureEnd, true);
        writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
        captureStart = captureEnd = state.position;
      } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
        throwError(state, "unexpected end of the document within a double quoted scalar");
      } else {
        state.position++;
        if (!isWhiteSpace(ch)) {
          captureEnd = state.position;
        }
      }
    }
    throwError(state, "unexpected end of the stream within a double quoted scalar");
  }
  function readFlowCollection(state, nodeIndent) {
    let readNext = true;
    let _line;
    let _lineStart;
    let _pos;
    const _tag = state.tag;
    let _result;
    const _anchor = state.anchor;
    let terminator;
    let isPair2;
    let isExplicitPair;
    let isMapping;
    const overridableKeys = /* @__PURE__ */ Object.create(null);
    let keyNode;
    let keyTag;
    let valueNode;
    let ch = state.input.charCodeAt(state.position);
    if (ch === 91) {
      terminator = 93;
      isMapping = false;
      _result = [];
    } else if (ch === 123) {
      terminator = 125;
      isMapping = true;
      _result = {};
    } else {
      return false;
    }
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    ch = state.input.charCodeAt(++state.position);
    while (ch !== 0) {
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if (ch === terminator) {
        state.position++;
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = isMapping ? "mapping" : "sequence";
        state.result = _result;
        return true;
      } else if (!readNext) {
        throwError(state, "missed comma between flow collection entries");
      } else if (ch === 44) {
        throwError(state, "expected the node content, but found ','");
      }
      keyTag = keyNode = valueNode = null;
      isPair2 = isExplicitPair = false;
      if (ch === 63) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following)) {
          isPair2 = isExplicitPair = true;
          state.position++;
          skipSeparationSpace(state, true, nodeIndent);
        }
      }
      _line = state.line;
      _lineStart = state.lineStart;
      _pos = state.position;
      composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
      keyTag = state.tag;
      keyNode = state.result;
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if ((isExplicitPair || state.line === _line) && ch === 58) {
        isPair2 = true;
        ch = state.input.charCodeAt(++state.position);
        skipSeparationSpace(state, true, nodeIndent);
        composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
        valueNode = state.result;
      }
      if (isMapping) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos);
      } else if (isPair2) {
        _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos));
      } else {
        _result.push(keyNode);
      }
      skipSeparationSpace(state, true, nodeIndent);
      ch = state.input.charCodeAt(state.position);
      if (ch === 44) {
        readNext = true;
        ch = state.input.charCodeAt(++state.position);
      } else {
        readNext = false;
      }
    }
    throwError(state, "unexpected end of the stream within a flow collection");
  }
  function readBlockScalar(state, nodeIndent) {
    let folding;
    let chomping = CHOMPING_CLIP;
    let didReadContent = false;
    let detectedIndent = false;
    let textIndent = nodeIndent;
    let emptyLines = 0;
    let atMoreIndented = false;
    let tmp;
    let ch = state.input.charCodeAt(state.position);
    if (ch === 124) {
      folding = false;
    } else if (ch === 62) {
      folding = true;
    } else {
      return false;
    }
    state.kind = "scalar";
    state.result = "";
    while (ch !== 0) {
      ch = state.input.charCodeAt(++state.position);
      if (ch === 43 || ch === 45) {
        if (CHOMPING_CLIP === chomping) {
          chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
        } else {
          throwError(state, "repeat of a chomping mode identifier");
        }
      } else if ((tmp = fromDecimalCode(ch)) >= 0) {
        if (tmp === 0) {
          throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
        } else if (!detectedIndent) {
          textIndent = nodeIndent + tmp - 1;
          detectedIndent = true;
        } else {
          throwError(state, "repeat of an indentation width identifier");
        }
      } else {
        break;
      }
    }
    if (isWhiteSpace(ch)) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (isWhiteSpace(ch));
      if (ch === 35) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (!isEol(ch) && ch !== 0);
      }
    }
    while (ch !== 0) {
      readLineBreak(state);
      state.lineIndent = 0;
      ch = state.input.charCodeAt(state.position);
      while ((!detectedIndent || state.lineIndent < textIndent) && ch === 32) {
        state.lineIndent++;
        ch = state.input.charCodeAt(++state.position);
      }
      if (!detectedIndent && state.lineIndent > textIndent) {
        textIndent = state.lineIndent;
      }
      if (isEol(ch)) {
        emptyLines++;
        continue;
      }
      if (!detectedIndent && textIndent === 0) {
        throwError(state, "missing indentation for block scalar");
      }
      if (state.lineIndent < textIndent) {
        if (chomping === CHOMPING_KEEP) {
          state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        } else if (chomping === CHOMPING_CLIP) {
          if (didReadContent) {
            state.result += "\n";
          }
        }
        break;
      }
      if (folding) {
        if (isWhiteSpace(ch)) {
          atMoreIndented = true;
          state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        } else if (atMoreIndented) {
          atMoreIndented = false;
          state.result += common2.repeat("\n", emptyLines + 1);
        } else if (emptyLines === 0) {
          if (didReadContent) {
            state.result += " ";
          }
        } else {
          state.result += common2.repeat("\n", emptyLines);
        }
      } else {
        state.result += common2.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
      }
      didReadContent = true;
      detectedIndent = true;
      emptyLines = 0;
      const captureStart = state.position;
      while (!isEol(ch) && ch !== 0) {
        ch = state.input.charCodeAt(++state.position);
      }
      captureSegment(state, captureStart, state.position, false);
    }
    return true;
  }
  function readBlockSequence(state, nodeIndent) {
    const _tag = state.tag;
    const _anchor = state.anchor;
    const _result = [];
    let detected = false;
    if (state.firstTabInLine !== -1) return false;
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      if (state.firstTabInLine !== -1) {
        state.position = state.firstTabInLine;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (ch !== 45) {
        break;
      }
      const following = state.input.charCodeAt(state.position + 1);
      if (!isWsOrEol(following)) {
        break;
      }
      detected = true;
      state.position++;
      if (skipSeparationSpace(state, true, -1)) {
        if (state.lineIndent <= nodeIndent) {
          _result.push(null);
          ch = state.input.charCodeAt(state.position);
          continue;
        }
      }
      const _line = state.line;
      composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
      _result.push(state.result);
      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
      if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
        throwError(state, "bad indentation of a sequence entry");
      } else if (state.lineIndent < nodeIndent) {
        break;
      }
    }
    if (detected) {
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = "sequence";
      state.result = _result;
      return true;
    }
    return false;
  }
  function readBlockMapping(state, nodeIndent, flowIndent) {
    let allowCompact;
    let _keyLine;
    let _keyLineStart;
    let _keyPos;
    const _tag = state.tag;
    const _anchor = state.anchor;
    const _result = {};
    const overridableKeys = /* @__PURE__ */ Object.create(null);
    let keyTag = null;
    let keyNode = null;
    let valueNode = null;
    let atExplicitKey = false;
    let detected = false;
    if (state.firstTabInLine !== -1) return false;
    if (state.anchor !== null) {
      storeAnchor(state, state.anchor, _result);
    }
    let ch = state.input.charCodeAt(state.position);
    while (ch !== 0) {
      if (!atExplicitKey && state.firstTabInLine !== -1) {
        state.position = state.firstTabInLine;
        throwError(state, "tab characters must not be used in indentation");
      }
      const following = state.input.charCodeAt(state.position + 1);
      const _line = state.line;
      if ((ch === 63 || ch === 58) && isWsOrEol(following)) {
        if (ch === 63) {
          if (atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
            keyTag = keyNode = valueNode = null;
          }
          detected = true;
          atExplicitKey = true;
          allowCompact = true;
        } else if (atExplicitKey) {
          atExplicitKey = false;
          allowCompact = true;
        } else {
          throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line");
        }
        state.position += 1;
        ch = following;
      } else {
        _keyLine = state.line;
        _keyLineStart = state.lineStart;
        _keyPos = state.position;
        if (!composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
          break;
        }
        if (state.line === _line) {
          ch = state.input.charCodeAt(state.position);
          while (isWhiteSpace(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          if (ch === 58) {
            ch = state.input.charCodeAt(++state.position);
            if (!isWsOrEol(ch)) {
              throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
            }
            if (atExplicitKey) {
              storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
              keyTag = keyNode = valueNode = null;
            }
            detected = true;
            atExplicitKey = false;
            allowCompact = false;
            keyTag = state.tag;
            keyNode = state.result;
          } else if (detected) {
            throwError(state, "can not read an implicit mapping pair; a colon is missed");
          } else {
            state.tag = _tag;
            state.anchor = _anchor;
            return true;
          }
        } else if (detected) {
          throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
        } else {
          state.tag = _tag;
          state.anchor = _anchor;
          return true;
        }
      }
      if (state.line === _line || state.lineIndent > nodeIndent) {
        if (atExplicitKey) {
          _keyLine = state.line;
          _keyLineStart = state.lineStart;
          _keyPos = state.position;
        }
        if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
          if (atExplicitKey) {
            keyNode = state.result;
          } else {
            valueNode = state.result;
          }
        }
        if (!atExplicitKey) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _keyLine, _keyLineStart, _keyPos);
          keyTag = keyNode = valueNode = null;
        }
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
      }
      if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
        throwError(state, "bad indentation of a mapping entry");
      } else if (state.lineIndent < nodeIndent) {
        break;
      }
    }
    if (atExplicitKey) {
      storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
    }
    if (detected) {
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = "mapping";
      state.result = _result;
    }
    return detected;
  }
  function readTagProperty(state) {
    let isVerbatim = false;
    let isNamed = false;
    let tagHandle;
    let tagName;
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 33) return false;
    if (state.tag !== null) {
      throwError(state, "duplication of a tag property");
    }
    ch = state.input.charCodeAt(++state.position);
    if (ch === 60) {
      isVerbatim = true;
      ch = state.input.charCodeAt(++state.position);
    } else if (ch === 33) {
      isNamed = true;
      tagHandle = "!!";
      ch = state.input.charCodeAt(++state.position);
    } else {
      tagHandle = "!";
    }
    let _position = state.position;
    if (isVerbatim) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (ch !== 0 && ch !== 62);
      if (state.position < state.length) {
        tagName = state.input.slice(_position, state.position);
        ch = state.input.charCodeAt(++state.position);
      } else {
        throwError(state, "unexpected end of the stream within a verbatim tag");
      }
    } else {
      while (ch !== 0 && !isWsOrEol(ch)) {
        if (ch === 33) {
          if (!isNamed) {
            tagHandle = state.input.slice(_position - 1, state.position + 1);
            if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
              throwError(state, "named tag handle cannot contain such characters");
            }
            isNamed = true;
            _position = state.position + 1;
          } else {
            throwError(state, "tag suffix cannot contain exclamation marks");
          }
        }
        ch = state.input.charCodeAt(++state.position);
      }
      tagName = state.input.slice(_position, state.position);
      if (PATTERN_FLOW_INDICATORS.test(tagName)) {
        throwError(state, "tag suffix cannot contain flow indicator characters");
      }
    }
    if (tagName && !PATTERN_TAG_URI.test(tagName)) {
      throwError(state, "tag name cannot contain such characters: " + tagName);
    }
    try {
      tagName = decodeURIComponent(tagName);
    } catch (err) {
      throwError(state, "tag name is malformed: " + tagName);
    }
    if (isVerbatim) {
      state.tag = tagName;
    } else if (_hasOwnProperty.call(state.tagMap, tagHandle)) {
      state.tag = state.tagMap[tagHandle] + tagName;
    } else if (tagHandle === "!") {
      state.tag = "!" + tagName;
    } else if (tagHandle === "!!") {
      state.tag = "tag:yaml.org,2002:" + tagName;
    } else {
      throwError(state, 'undeclared tag handle "' + tagHandle + '"');
    }
    return true;
  }
  function readAnchorProperty(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 38) return false;
    if (state.anchor !== null) {
      throwError(state, "duplication of an anchor property");
    }
    ch = state.input.charCodeAt(++state.position);
    const _position = state.position;
    while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }
    if (state.position === _position) {
      throwError(state, "name of an anchor node must contain at least one character");
    }
    state.anchor = state.input.slice(_position, state.position);
    return true;
  }
  function readAlias(state) {
    let ch = state.input.charCodeAt(state.position);
    if (ch !== 42) return false;
    ch = state.input.charCodeAt(++state.position);
    const _position = state.position;
    while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }
    if (state.position === _position) {
      throwError(state, "name of an alias node must contain at least one character");
    }
    const alias = state.input.slice(_position, state.position);
    if (!_hasOwnProperty.call(state.anchorMap, alias)) {
      throwError(state, 'unidentified alias "' + alias + '"');
    }
    state.result = state.anchorMap[alias];
    skipSeparationSpace(state, true, -1);
    return true;
  }
  function tryReadBlockMappingFromProperty(state, propertyStart, nodeIndent, flowIndent) {
    const fallbackState = snapshotState(state);
    beginAnchorTransaction(state);
    restoreState(state, propertyStart);
    state.tag = null;
    state.anchor = null;
    state.kind = null;
    state.result = null;
    if (readBlockMapping(state, nodeIndent, flowIndent) && state.kind === "mapping") {
      commitAnchorTransaction(state);
      return true;
    }
    rollbackAnchorTransaction(state);
    restoreState(state, fallbackState);
    return false;
  }
  function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
    let allowBlockScalars;
    let allowBlockCollections;
    let indentStatus = 1;
    let atNewLine = false;
    let hasContent = false;
    let propertyStart = null;
    let type2;
    let flowIndent;
    let blockIndent;
    if (state.depth >= state.maxDepth) {
      throwError(state, "nesting exceeded maxDepth (" + state.maxDepth + ")");
    }
    state.depth += 1;
    if (state.listener !== null) {
      state.listener("open", state);
    }
    state.tag = null;
    state.anchor = null;
    state.kind = null;
    state.result = null;
    const allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
    if (allowToSeek) {
      if (skipSeparationSpace(state, true, -1)) {
        atNewLine = true;
        if (state.lineIndent > parentIndent) {
          indentStatus = 1;
        } else if (state.lineIndent === parentIndent) {
          indentStatus = 0;
        } else if (state.lineIndent < parentIndent) {
          indentStatus = -1;
        }
      }
    }
    if (indentStatus === 1) {
      while (true) {
        const ch = state.input.charCodeAt(state.position);
        const propertyState = snapshotState(state);
        if (atNewLine && (ch === 33 && state.tag !== null || ch === 38 && state.anchor !== null)) {
          break;
        }
        if (!readTagProperty(state) && !readAnchorProperty(state)) {
          break;
        }
        if (propertyStart === null) {
          propertyStart = propertyState;
        }
        if (skipSeparationSpace(state, true, -1)) {
          atNewLine = true;
          allowBlockCollections = allowBlockStyles;
          if (state.lineIndent > parentIndent) {
            indentStatus = 1;
          } else if (state.lineIndent === parentIndent) {
            indentStatus = 0;
          } else if (state.lineIndent < parentIndent) {
            indentStatus = -1;
          }
        } else {
          allowBlockCollections = false;
        }
      }
    }
    if (allowBlockCollections) {
      allowBlockCollections = atNewLine || allowCompact;
    }
    if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
      if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
        flowIndent = parentIndent;
      } else {
        flowIndent = parentIndent + 1;
      }
      blockIndent = state.position - state.lineStart;
      if (indentStatus === 1) {
        if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent)) {
          hasContent = true;
        } else {
          const ch = state.input.charCodeAt(state.position);
          if (propertyStart !== null && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62 && tryReadBlockMappingFromProperty(
            state,
            propertyStart,
            propertyStart.position - propertyStart.lineStart,
            flowIndent
          )) {
            hasContent = true;
          } else if (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent)) {
            hasContent = true;
          } else if (readAlias(state)) {
            hasContent = true;
            if (state.tag !== null || state.anchor !== null) {
              throwError(state, "alias node should not have any properties");
            }
          } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
            hasContent = true;
            if (state.tag === null) {
              state.tag = "?";
            }
          }
          if (state.anchor !== null) {
            storeAnchor(state, state.anchor, state.result);
          }
        }
      } else if (indentStatus === 0) {
        hasContent = allowBlockCollections && readBlockSequence(state, blockIndent);
      }
    }
    if (state.tag === null) {
      if (state.anchor !== null) {
        storeAnchor(state, state.anchor, state.result);
      }
    } else if (state.tag === "?") {
      if (state.result !== null && state.kind !== "scalar") {
        throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
      }
      for (let typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
        type2 = state.implicitTypes[typeIndex];
        if (type2.resolve(state.result)) {
          state.result = type2.construct(state.result);
          state.tag = type2.tag;
          if (state.anchor !== null) {
            storeAnchor(state, state.anchor, state.result);
          }
          break;
        }
      }
    } else if (state.tag !== "!") {
      if (_hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag)) {
        type2 = state.typeMap[state.kind || "fallback"][state.tag];
      } else {
        type2 = null;
        const typeList = state.typeMap.multi[state.kind || "fallback"];
        for (let typeIndex = 0, typeQuantity = typeList.length; typeIndex < typeQuantity; typeIndex += 1) {
          if (state.tag.slice(0, typeList[typeIndex].tag.length) === typeList[typeIndex].tag) {
            type2 = typeList[typeIndex];
            break;
          }
        }
      }
      if (!type2) {
        throwError(state, "unknown tag !<" + state.tag + ">");
      }
      if (state.result !== null && type2.kind !== state.kind) {
        throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type2.kind + '", not "' + state.kind + '"');
      }
      if (!type2.resolve(state.result, state.tag)) {
        throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
      } else {
        state.result = type2.construct(state.result, state.tag);
        if (state.anchor !== null) {
          storeAnchor(state, state.anchor, state.result);
        }
      }
    }
    if (state.listener !== null) {
      state.listener("close", state);
    }
    state.depth -= 1;
    return state.tag !== null || state.anchor !== null || hasContent;
  }
  function readDocument(state) {
    const documentStart = state.position;
    let hasDirectives = false;
    let ch;
    state.version = null;
    state.checkLineBreaks = state.legacy;
    state.tagMap = /* @__PURE__ */ Object.create(null);
    state.anchorMap = /* @__PURE__ */ Object.create(null);
    while ((ch = state.input.charCodeAt(state.position)) !== 0) {
      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
      if (state.lineIndent > 0 || ch !== 37) {
        break;
      }
      hasDirectives = true;
      ch = state.input.charCodeAt(++state.position);
      let _position = state.position;
      while (ch !== 0 && !isWsOrEol(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      const directiveName = state.input.slice(_position, state.position);
      const directiveArgs = [];
      if (directiveName.length < 1) {
        throwError(state, "directive name must not be less than one character in length");
      }
      while (ch !== 0) {
        while (isWhiteSpace(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        if (ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (ch !== 0 && !isEol(ch));
          break;
        }
        if (isEol(ch)) break;
        _position = state.position;
        while (ch !== 0 && !isWsOrEol(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        directiveArgs.push(state.input.slice(_position, state.position));
      }
      if (ch !== 0) readLineBreak(state);
      if (_hasOwnProperty.call(directiveHandlers, directiveName)) {
        directiveHandlers[directiveName](state, directiveName, directiveArgs);
      } else {
        throwWarning(state, 'unknown document directive "' + directiveName + '"');
      }
    }
    skipSeparationSpace(state, true, -1);
    if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45) {
      state.position += 3;
      skipSeparationSpace(state, true, -1);
    } else if (hasDirectives) {
      throwError(state, "directives end mark is expected");
    }
    composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
    skipSeparationSpace(state, true, -1);
    if (state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
      throwWarning(state, "non-ASCII line breaks are interpreted as content");
    }
    state.documents.push(state.result);
    if (state.position === state.lineStart && testDocumentSeparator(state)) {
      if (state.input.charCodeAt(state.position) === 46) {
        state.position += 3;
        skipSeparationSpace(state, true, -1);
      }
      return;
    }
    if (state.position < state.length - 1) {
      throwError(state, "end of the stream or a document separator is expected");
    }
  }
  function loadDocuments(input, options) {
    input = String(input);
    options = options || {};
    if (input.length !== 0) {
      if (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13) {
        input += "\n";
      }
      if (input.charCodeAt(0) === 65279) {
        input = input.slice(1);
      }
    }
    const state = new State(input, options);
    const nullpos = input.indexOf("\0");
    if (nullpos !== -1) {
      state.position = nullpos;
      throwError(state, "null byte is not allowed in input");
    }
    state.input += "\0";
    while (state.input.charCodeAt(state.position) === 32) {
      state.lineIndent += 1;
      state.position += 1;
    }
    while (state.position < state.length - 1) {
      readDocument(state);
    }
    return state.documents;
  }
  function loadAll2(input, iterator, options) {
    if (iterator !== null && typeof iterator === "object" && typeof options === "undefined") {
      options = iterator;
      iterator = null;
    }
    const documents = loadDocuments(input, options);
    if (typeof iterator !== "function") {
      return documents;
    }
    for (let index = 0, length = documents.length; index < length; index += 1) {
      iterator(documents[index]);
    }
  }
  function load22(input, options) {
    const documents = loadDocuments(input, options);
    if (documents.length === 0) {
      return void 0;
    } else if (documents.length === 1) {
      return documents[0];
    }
    throw new YAMLException2("expected a single document in the stream, but found more");
  }
  loader.loadAll = loadAll2;
  loader.load = load22;
  return loader;
}
function requireDumper() {
  if (hasRequiredDumper) return dumper;
  hasRequiredDumper = 1;
  const common2 = requireCommon();
  const YAMLException2 = requireException();
  const DEFAULT_SCHEMA2 = require_default();
  const _toString = Object.prototype.toString;
  const _hasOwnProperty = Object.prototype.hasOwnProperty;
  const CHAR_BOM = 65279;
  const CHAR_TAB = 9;
  const CHAR_LINE_FEED = 10;
  const CHAR_CARRIAGE_RETURN = 13;
  const CHAR_SPACE = 32;
  const CHAR_EXCLAMATION = 33;
  const CHAR_DOUBLE_QUOTE = 34;
  const CHAR_SHARP = 35;
  const CHAR_PERCENT = 37;
  const CHAR_AMPERSAND = 38;
  const CHAR_SINGLE_QUOTE = 39;
  const CHAR_ASTERISK = 42;
  const CHAR_COMMA = 44;
  const CHAR_MINUS = 45;
  const CHAR_COLON = 58;
  const CHAR_EQUALS = 61;
  const CHAR_GREATER_THAN = 62;
  const CHAR_QUESTION = 63;
  const CHAR_COMMERCIAL_AT = 64;
  const CHAR_LEFT_SQUARE_BRACKET = 91;
  const CHAR_RIGHT_SQUARE_BRACKET = 93;
  const CHAR_GRAVE_ACCENT = 96;
  const CHAR_LEFT_CURLY_BRACKET = 123;
  const CHAR_VERTICAL_LINE = 124;
  const CHAR_RIGHT_CURLY_BRACKET = 125;
  const ESCAPE_SEQUENCES = {};
  ESCAPE_SEQUENCES[0] = "\\0";
  ESCAPE_SEQUENCES[7] = "\\a";
  ESCAPE_SEQUENCES[8] = "\\b";
  ESCAPE_SEQUENCES[9] = "\\t";
  ESCAPE_SEQUENCES[10] = "\\n";
  ESCAPE_SEQUENCES[11] = "\\v";
  ESCAPE_SEQUENCES[12] = "\\f";
  ESCAPE_SEQUENCES[13] = "\\r";
  ESCAPE_SEQUENCES[27] = "\\e";
  ESCAPE_SEQUENCES[34] = '\\"';
  ESCAPE_SEQUENCES[92] = "\\\\";
  ESCAPE_SEQUENCES[133] = "\\N";
  ESCAPE_SEQUENCES[160] = "\\_";
  ESCAPE_SEQUENCES[8232] = "\\L";
  ESCAPE_SEQUENCES[8233] = "\\P";
  const DEPRECATED_BOOLEANS_SYNTAX = [
    "y",
    "Y",
    "yes",
    "Yes",
    "YES",
    "on",
    "On",
    "ON",
    "n",
    "N",
    "no",
    "No",
    "NO",
    "off",
    "Off",
    "OFF"
  ];
  const DEPRECATED_BASE60_SYNTAX = /^[-+]?[0-9_]+(?::[0-9_]+)+(?:\.[0-9_]*)?$/;
  function compileStyleMap(schema2, map2) {
    if (map2 === null) return {};
    const result = {};
    const keys = Object.keys(map2);
    for (let index = 0, length = keys.length; index < length; index += 1) {
      let tag = keys[index];
      let style = String(map2[tag]);
      if (tag.slice(0, 2) === "!!") {
        tag = "tag:yaml.org,2002:" + tag.slice(2);
      }
      const type2 = schema2.compiledTypeMap["fallback"][tag];
      if (type2 && _hasOwnProperty.call(type2.styleAliases, style)) {
        style = type2.styleAliases[style];
      }
      result[tag] = style;
    }
    return result;
  }
  function encodeHex(character) {
    let handle;
    let length;
    const string = character.toString(16).toUpperCase();
    if (character <= 255) {
      handle = "x";
      length = 2;
    } else if (character <= 65535) {
      handle = "u";
      length = 4;
    } else if (character <= 4294967295) {
      handle = "U";
      length = 8;
    } else {
      throw new YAMLException2("code point within a string may not be greater than 0xFFFFFFFF");
    }
    return "\\" + handle + common2.repeat("0", length - string.length) + string;
  }
  const QUOTING_TYPE_SINGLE = 1;
  const QUOTING_TYPE_DOUBLE = 2;
  function State(options) {
    this.schema = options["schema"] || DEFAULT_SCHEMA2;
    this.indent = Math.max(1, options["indent"] || 2);
    this.noArrayIndent = options["noArrayIndent"] || false;
    this.skipInvalid = options["skipInvalid"] || false;
    this.flowLevel = common2.isNothing(options["flowLevel"]) ? -1 : options["flowLevel"];
    this.styleMap = compileStyleMap(this.schema, options["styles"] || null);
    this.sortKeys = options["sortKeys"] || false;
    this.lineWidth = options["lineWidth"] || 80;
    this.noRefs = options["noRefs"] || false;
    this.noCompatMode = options["noCompatMode"] || false;
    this.condenseFlow = options["condenseFlow"] || false;
    this.quotingType = options["quotingType"] === '"' ? QUOTING_TYPE_DOUBLE : QUOTING_TYPE_SINGLE;
    this.forceQuotes = options["forceQuotes"] || false;
    this.replacer = typeof options["replacer"] === "function" ? options["replacer"] : null;
    this.implicitTypes = this.schema.compiledImplicit;
    this.explicitTypes = this.schema.compiledExplicit;
    this.tag = null;
    this.result = "";
    this.duplicates = [];
    this.usedDuplicates = null;
  }
  function indentString(string, spaces) {
    const ind = common2.repeat(" ", spaces);
    let position = 0;
    let result = "";
    const length = string.length;
    while (position < length) {
      let line;
      const next = string.indexOf("\n", position);
      if (next === -1) {
        line = string.slice(position);
        position = length;
      } else {
        line = string.slice(position, next + 1);
        position = next + 1;
      }
      if (line.length && line !== "\n") result += ind;
      result += line;
    }
    return result;
  }
  function generateNextLine(state, level) {
    return "\n" + common2.repeat(" ", state.indent * level);
  }
  function testImplicitResolving(state, str22) {
    for (let index = 0, length = state.implicitTypes.length; index < length; index += 1) {
      const type2 = state.implicitTypes[index];
      if (type2.resolve(str22)) {
        return true;
      }
    }
    return false;
  }
  function isWhitespace(c) {
    return c === CHAR_SPACE || c === CHAR_TAB;
  }
  function isPrintable(c) {
    return c >= 32 && c <= 126 || c >= 161 && c <= 55295 && c !== 8232 && c !== 8233 || c >= 57344 && c <= 65533 && c !== CHAR_BOM || c >= 65536 && c <= 1114111;
  }
  function isNsCharOrWhitespace(c) {
    return isPrintable(c) && c !== CHAR_BOM && // - b-char
    c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
  }
  function isPlainSafe(c, prev, inblock) {
    const cIsNsCharOrWhitespace = isNsCharOrWhitespace(c);
    const cIsNsChar = cIsNsCharOrWhitespace && !isWhitespace(c);
    return (
      // ns-plain-safe
      (inblock ? cIsNsCharOrWhitespace : cIsNsCharOrWhitespace && // - c-flow-indicator
      c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET) && // ns-plain-char
      c !== CHAR_SHARP && // false on '#'
      !(prev === CHAR_COLON && !cIsNsChar) || // false on ': '
      isNsCharOrWhitespace(prev) && !isWhitespace(prev) && c === CHAR_SHARP || // change to true on '[^ ]#'
      prev === CHAR_COLON && cIsNsChar
    );
  }
  function isPlainSafeFirst(c) {
    return isPrintable(c) && c !== CHAR_BOM && !isWhitespace(c) && // - s-white
    // - (c-indicator ::=
    // “-” | “?” | “:” | “,” | “[” | “]” | “{” | “}”
    c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && // | “#” | “&” | “*” | “!” | “|” | “=” | “>” | “'” | “"”
    c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && // | “%” | “@” | “`”)
    c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
  }
  function isPlainSafeLast(c) {
    return !isWhitespace(c) && c !== CHAR_COLON;
  }
  function codePointAt(string, pos) {
    const first = string.charCodeAt(pos);
    let second;
    if (first >= 55296 && first <= 56319 && pos + 1 < string.length) {
      second = string.charCodeAt(pos + 1);
      if (second >= 56320 && second <= 57343) {
        return (first - 55296) * 1024 + second - 56320 + 65536;
      }
    }
    return first;
  }
  function needIndentIndicator(string) {
    const leadingSpaceRe = /^\n* /;
    return leadingSpaceRe.test(string);
  }
  const STYLE_PLAIN = 1;
  const STYLE_SINGLE = 2;
  const STYLE_LITERAL = 3;
  const STYLE_FOLDED = 4;
  const STYLE_DOUBLE = 5;
  function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType, quotingType, forceQuotes, inblock) {
    let i;
    let char = 0;
    let prevChar = null;
    let hasLineBreak = false;
    let hasFoldableLine = false;
    const shouldTrackWidth = lineWidth !== -1;
    let previousLineBreak = -1;
    let plain3 = isPlainSafeFirst(codePointAt(string, 0)) && isPlainSafeLast(codePointAt(string, string.length - 1));
    if (singleLineOnly || forceQuotes) {
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        char = codePointAt(string, i);
        if (!isPrintable(char)) {
          return STYLE_DOUBLE;
        }
        plain3 = plain3 && isPlainSafe(char, prevChar, inblock);
        prevChar = char;
      }
    } else {
      for (i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
        char = codePointAt(string, i);
        if (char === CHAR_LINE_FEED) {
          hasLineBreak = true;
          if (shouldTrackWidth) {
            hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
            i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ";
            previousLineBreak = i;
          }
        } else if (!isPrintable(char)) {
          return STYLE_DOUBLE;
        }
        plain3 = plain3 && isPlainSafe(char, prevChar, inblock);
        prevChar = char;
      }
      hasFoldableLine = hasFoldableLine || shouldTrackWidth && (i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ");
    }
    if (!hasLineBreak && !hasFoldableLine) {
      if (plain3 && !forceQuotes && !testAmbiguousType(string)) {
        return STYLE_PLAIN;
      }
      return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
    }
    if (indentPerLevel > 9 && needIndentIndicator(string)) {
      return STYLE_DOUBLE;
    }
    if (!forceQuotes) {
      return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
    }
    return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
  }
  function writeScalar(state, string, level, iskey, inblock) {
    state.dump = (function() {
      if (string.length === 0) {
        return state.quotingType === QUOTING_TYPE_DOUBLE ? '""' : "''";
      }
      if (!state.noCompatMode) {
        if (DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1 || DEPRECATED_BASE60_SYNTAX.test(string)) {
          return state.quotingType === QUOTING_TYPE_DOUBLE ? '"' + string + '"' : "'" + string + "'";
        }
      }
      const indent = state.indent * Math.max(1, level);
      const lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);
      const singleLineOnly = iskey || // No block styles in flow mode.
      state.flowLevel > -1 && level >= state.flowLevel;
      function testAmbiguity(string2) {
        return testImplicitResolving(state, string2);
      }
      switch (chooseScalarStyle(
        string,
        singleLineOnly,
        state.indent,
        lineWidth,
        testAmbiguity,
        state.quotingType,
        state.forceQuotes && !iskey,
        inblock
      )) {
        case STYLE_PLAIN:
          return string;
        case STYLE_SINGLE:
          return "'" + string.replace(/'/g, "''") + "'";
        case STYLE_LITERAL:
          return "|" + blockHeader(string, state.indent) + dropEndingNewline(indentString(string, indent));
        case STYLE_FOLDED:
          return ">" + blockHeader(string, state.indent) + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
        case STYLE_DOUBLE:
          return '"' + escapeString(string) + '"';
        default:
          throw new YAMLException2("impossible error: invalid scalar style");
      }
    })();
  }
  function blockHeader(string, indentPerLevel) {
    const indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : "";
    const clip = string[string.length - 1] === "\n";
    const keep = clip && (string[string.length - 2] === "\n" || string === "\n");
    const chomp = keep ? "+" : clip ? "" : "-";
    return indentIndicator + chomp + "\n";
  }
  function dropEndingNewline(string) {
    return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
  }
  function foldString(string, width) {
    const lineRe = /(\n+)([^\n]*)/g;
    let result = (function() {
      let nextLF = string.indexOf("\n");
      nextLF = nextLF !== -1 ? nextLF : string.length;
      lineRe.lastIndex = nextLF;
      return foldLine(string.slice(0, nextLF), width);
    })();
    let prevMoreIndented = string[0] === "\n" || string[0] === " ";
    let moreIndented;
    let match;
    while (match = lineRe.exec(string)) {
      const prefix = match[1];
      const line = match[2];
      moreIndented = line[0] === " ";
      result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
      prevMoreIndented = moreIndented;
    }
    return result;
  }
  function foldLine(line, width) {
    if (line === "" || line[0] === " ") return line;
    const breakRe = / [^ ]/g;
    let match;
    let start = 0;
    let end;
    let curr = 0;
    let next = 0;
    let result = "";
    while (match = breakRe.exec(line)) {
      next = match.index;
      if (next - start > width) {
        end = curr > start ? curr : next;
        result += "\n" + line.slice(start, end);
        start = end + 1;
      }
      curr = next;
    }
    result += "\n";
    if (line.length - start > width && curr > start) {
      result += line.slice(start, curr) + "\n" + line.slice(curr + 1);
    } else {
      result += line.slice(start);
    }
    return result.slice(1);
  }
  function escapeString(string) {
    let result = "";
    let char = 0;
    for (let i = 0; i < string.length; char >= 65536 ? i += 2 : i++) {
      char = codePointAt(string, i);
      const escapeSeq = ESCAPE_SEQUENCES[char];
      if (!escapeSeq && isPrintable(char)) {
        result += string[i];
        if (char >= 65536) result += string[i + 1];
      } else {
        result += escapeSeq || encodeHex(char);
      }
    }
    return result;
  }
  function writeFlowSequence(state, level, object) {
    let _result = "";
    const _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      if (state.replacer) {
        value = state.replacer.call(object, String(index), value);
      }
      if (writeNode(state, level, value, false, false) || typeof value === "undefined" && writeNode(state, level, null, false, false)) {
        if (_result !== "") _result += "," + (!state.condenseFlow ? " " : "");
        _result += state.dump;
      }
    }
    state.tag = _tag;
    state.dump = "[" + _result + "]";
  }
  function writeBlockSequence(state, level, object, compact) {
    let _result = "";
    const _tag = state.tag;
    for (let index = 0, length = object.length; index < length; index += 1) {
      let value = object[index];
      if (state.replacer) {
        value = state.replacer.call(object, String(index), value);
      }
      if (writeNode(state, level + 1, value, true, true, false, true) || typeof value === "undefined" && writeNode(state, level + 1, null, true, true, false, true)) {
        if (!compact || _result !== "") {
          _result += generateNextLine(state, level);
        }
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          _result += "-";
        } else {
          _result += "- ";
        }
        _result += state.dump;
      }
    }
    state.tag = _tag;
    state.dump = _result || "[]";
  }
  function writeFlowMapping(state, level, object) {
    let _result = "";
    const _tag = state.tag;
    const objectKeyList = Object.keys(object);
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      if (_result !== "") pairBuffer += ", ";
      if (state.condenseFlow) pairBuffer += '"';
      const objectKey = objectKeyList[index];
      let objectValue = object[objectKey];
      if (state.replacer) {
        objectValue = state.replacer.call(object, objectKey, objectValue);
      }
      if (!writeNode(state, level, objectKey, false, false)) {
        continue;
      }
      if (state.dump.length > 1024) pairBuffer += "? ";
      pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " ");
      if (!writeNode(state, level, objectValue, false, false)) {
        continue;
      }
      pairBuffer += state.dump;
      _result += pairBuffer;
    }
    state.tag = _tag;
    state.dump = "{" + _result + "}";
  }
  function writeBlockMapping(state, level, object, compact) {
    let _result = "";
    const _tag = state.tag;
    const objectKeyList = Object.keys(object);
    if (state.sortKeys === true) {
      objectKeyList.sort();
    } else if (typeof state.sortKeys === "function") {
      objectKeyList.sort(state.sortKeys);
    } else if (state.sortKeys) {
      throw new YAMLException2("sortKeys must be a boolean or a function");
    }
    for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
      let pairBuffer = "";
      if (!compact || _result !== "") {
        pairBuffer += generateNextLine(state, level);
      }
      const objectKey = objectKeyList[index];
      let objectValue = object[objectKey];
      if (state.replacer) {
        objectValue = state.replacer.call(object, objectKey, objectValue);
      }
      if (!writeNode(state, level + 1, objectKey, true, true, true)) {
        continue;
      }
      const explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
      if (explicitPair) {
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          pairBuffer += "?";
        } else {
          pairBuffer += "? ";
        }
      }
      pairBuffer += state.dump;
      if (explicitPair) {
        pairBuffer += generateNextLine(state, level);
      }
      if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
        continue;
      }
      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        pairBuffer += ":";
      } else {
        pairBuffer += ": ";
      }
      pairBuffer += state.dump;
      _result += pairBuffer;
    }
    state.tag = _tag;
    state.dump = _result || "{}";
  }
  function detectType(state, object, explicit) {
    const typeList = explicit ? state.explicitTypes : state.implicitTypes;
    for (let index = 0, length = typeList.length; index < length; index += 1) {
      const type2 = typeList[index];
      if ((type2.instanceOf || type2.predicate) && (!type2.instanceOf || typeof object === "object" && object instanceof type2.instanceOf) && (!type2.predicate || type2.predicate(object))) {
        if (explicit) {
          if (type2.multi && type2.representName) {
            state.tag = type2.representName(object);
          } else {
            state.tag = type2.tag;
          }
        } else {
          state.tag = "?";
        }
        if (type2.represent) {
          const style = state.styleMap[type2.tag] || type2.defaultStyle;
          let _result;
          if (_toString.call(type2.represent) === "[object Function]") {
            _result = type2.represent(object, style);
          } else if (_hasOwnProperty.call(type2.represent, style)) {
            _result = type2.represent[style](object, style);
          } else {
            throw new YAMLException2("!<" + type2.tag + '> tag resolver accepts not "' + style + '" style');
          }
          state.dump = _result;
        }
        return true;
      }
    }
    return false;
  }
  function writeNode(state, level, object, block, compact, iskey, isblockseq) {
    state.tag = null;
    state.dump = object;
    if (!detectType(state, object, false)) {
      detectType(state, object, true);
    }
    const type2 = _toString.call(state.dump);
    const inblock = block;
    if (block) {
      block = state.flowLevel < 0 || state.flowLevel > level;
    }
    const objectOrArray = type2 === "[object Object]" || type2 === "[object Array]";
    let duplicateIndex;
    let duplicate;
    if (objectOrArray) {
      duplicateIndex = state.duplicates.indexOf(object);
      duplicate = duplicateIndex !== -1;
    }
    if (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) {
      compact = false;
    }
    if (duplicate && state.usedDuplicates[duplicateIndex]) {
      state.dump = "*ref_" + duplicateIndex;
    } else {
      if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
        state.usedDuplicates[duplicateIndex] = true;
      }
      if (type2 === "[object Object]") {
        if (block && Object.keys(state.dump).length !== 0) {
          writeBlockMapping(state, level, state.dump, compact);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + state.dump;
          }
        } else {
          writeFlowMapping(state, level, state.dump);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + " " + state.dump;
          }
        }
      } else if (type2 === "[object Array]") {
        if (block && state.dump.length !== 0) {
          if (state.noArrayIndent && !isblockseq && level > 0) {
            writeBlockSequence(state, level - 1, state.dump, compact);
          } else {
            writeBlockSequence(state, level, state.dump, compact);
          }
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + state.dump;
          }
        } else {
          writeFlowSequence(state, level, state.dump);
          if (duplicate) {
            state.dump = "&ref_" + duplicateIndex + " " + state.dump;
          }
        }
      } else if (type2 === "[object String]") {
        if (state.tag !== "?") {
          writeScalar(state, state.dump, level, iskey, inblock);
        }
      } else if (type2 === "[object Undefined]") {
        return false;
      } else {
        if (state.skipInvalid) return false;
        throw new YAMLException2("unacceptable kind of an object to dump " + type2);
      }
      if (state.tag !== null && state.tag !== "?") {
        let tagStr = encodeURI(
          state.tag[0] === "!" ? state.tag.slice(1) : state.tag
        ).replace(/!/g, "%21");
        if (state.tag[0] === "!") {
          tagStr = "!" + tagStr;
        } else if (tagStr.slice(0, 18) === "tag:yaml.org,2002:") {
          tagStr = "!!" + tagStr.slice(18);
        } else {
          tagStr = "!<" + tagStr + ">";
        }
        state.dump = tagStr + " " + state.dump;
      }
    }
    return true;
  }
  function getDuplicateReferences(object, state) {
    const objects = [];
    const duplicatesIndexes = [];
    inspectNode(object, objects, duplicatesIndexes);
    const length = duplicatesIndexes.length;
    for (let index = 0; index < length; index += 1) {
      state.duplicates.push(objects[duplicatesIndexes[index]]);
    }
    state.usedDuplicates = new Array(length);
  }
  function inspectNode(object, objects, duplicatesIndexes) {
    if (object !== null && typeof object === "object") {
      const index = objects.indexOf(object);
      if (index !== -1) {
        if (duplicatesIndexes.indexOf(index) === -1) {
          duplicatesIndexes.push(index);
        }
      } else {
        objects.push(object);
        if (Array.isArray(object)) {
          for (let i = 0, length = object.length; i < length; i += 1) {
            inspectNode(object[i], objects, duplicatesIndexes);
          }
        } else {
          const objectKeyList = Object.keys(object);
          for (let i = 0, length = objectKeyList.length; i < length; i += 1) {
            inspectNode(object[objectKeyList[i]], objects, duplicatesIndexes);
          }
        }
      }
    }
  }
  function dump2(input, options) {
    options = options || {};
    const state = new State(options);
    if (!state.noRefs) getDuplicateReferences(input, state);
    let value = input;
    if (state.replacer) {
      value = state.replacer.call({ "": value }, "", value);
    }
    if (writeNode(state, 0, value, true, true)) return state.dump + "\n";
    return "";
  }
  dumper.dump = dump2;
  return dumper;
}
function requireJsYaml() {
  if (hasRequiredJsYaml) return jsYaml;
  hasRequiredJsYaml = 1;
  const loader2 = requireLoader();
  const dumper2 = requireDumper();
  function renamed(from, to) {
    return function() {
      throw new Error("Function yaml." + from + " is removed in js-yaml 4. Use yaml." + to + " instead, which is now safe by default.");
    };
  }
  jsYaml.Type = requireType();
  jsYaml.Schema = requireSchema();
  jsYaml.FAILSAFE_SCHEMA = requireFailsafe();
  jsYaml.JSON_SCHEMA = requireJson();
  jsYaml.CORE_SCHEMA = requireCore();
  jsYaml.DEFAULT_SCHEMA = require_default();
  jsYaml.load = loader2.load;
  jsYaml.loadAll = loader2.loadAll;
  jsYaml.dump = dumper2.dump;
  jsYaml.YAMLException = requireException();
  jsYaml.types = {
    binary: requireBinary(),
    float: requireFloat(),
    map: requireMap(),
    null: require_null2(),
    pairs: requirePairs(),
    set: requireSet(),
    timestamp: requireTimestamp(),
    bool: requireBool(),
    int: requireInt(),
    merge: requireMerge(),
    omap: requireOmap(),
    seq: requireSeq(),
    str: requireStr()
  };
  jsYaml.safeLoad = renamed("safeLoad", "load");
  jsYaml.safeLoadAll = renamed("safeLoadAll", "loadAll");
  jsYaml.safeDump = renamed("safeDump", "dump");
  return jsYaml;
}
var jsYaml, loader, common, hasRequiredCommon, exception, hasRequiredException, snippet, hasRequiredSnippet, type, hasRequiredType, schema, hasRequiredSchema, str2, hasRequiredStr, seq, hasRequiredSeq, map, hasRequiredMap, failsafe, hasRequiredFailsafe, _null, hasRequired_null, bool, hasRequiredBool, int, hasRequiredInt, float, hasRequiredFloat, json, hasRequiredJson, core, hasRequiredCore, timestamp, hasRequiredTimestamp, merge, hasRequiredMerge, binary, hasRequiredBinary, omap, hasRequiredOmap, pairs, hasRequiredPairs, set, hasRequiredSet, _default, hasRequired_default, hasRequiredLoader, dumper, hasRequiredDumper, hasRequiredJsYaml, jsYamlExports, yaml, Type, Schema, FAILSAFE_SCHEMA, JSON_SCHEMA, CORE_SCHEMA, DEFAULT_SCHEMA, load2, loadAll, dump, YAMLException, types, safeLoad, safeLoadAll, safeDump;
var init_js_yaml = __esm({
  "node_modules/js-yaml/dist/js-yaml.mjs"() {
    jsYaml = {};
    loader = {};
    common = {};
    dumper = {};
    jsYamlExports = requireJsYaml();
    yaml = /* @__PURE__ */ getDefaultExportFromCjs(jsYamlExports);
    ({
      Type,
      Schema,
      FAILSAFE_SCHEMA,
      JSON_SCHEMA,
      CORE_SCHEMA,
      DEFAULT_SCHEMA,
      load: load2,
      loadAll,
      dump,
      YAMLException,
      types,
      safeLoad,
      safeLoadAll,
      safeDump
    } = yaml);
  }
});

// src/discover/gomatch.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync2, statSync as statSync3 } from "node:fs";
function scanChunk(p) {
  let i0 = 0;
  let star = false;
  while (i0 < p.length && p[i0] === "*") {
    i0++;
    star = true;
  }
  const pat = p.slice(i0);
  let inrange = false;
  let i = 0;
  scan: for (; i < pat.length; i++) {
    switch (pat[i]) {
      case "\\":
        if (i + 1 < pat.length) i++;
        break;
      case "[":
        inrange = true;
        break;
      case "]":
        inrange = false;
        break;
      case "*":
        if (!inrange) break scan;
        break;
    }
  }
  return { star, chunk: pat.slice(0, i), rest: pat.slice(i) };
}
function getEsc(chunk) {
  if (chunk.length === 0 || chunk[0] === "-" || chunk[0] === "]") throw new BadPatternError();
  let c = chunk;
  if (c[0] === "\\") {
    c = c.slice(1);
    if (c.length === 0) throw new BadPatternError();
  }
  const r = c[0];
  const rest = c.slice(1);
  if (rest.length === 0) throw new BadPatternError();
  return { r, rest };
}
function matchChunk(chunkIn, sIn) {
  let chunk = chunkIn;
  let s = sIn;
  let failed = false;
  while (chunk.length > 0) {
    if (!failed && s.length === 0) failed = true;
    switch (chunk[0]) {
      case "[": {
        let r = "";
        if (!failed) {
          r = s[0];
          s = s.slice(1);
        }
        chunk = chunk.slice(1);
        let negated = false;
        if (chunk.length > 0 && chunk[0] === "^") {
          negated = true;
          chunk = chunk.slice(1);
        }
        let match = false;
        let nrange = 0;
        for (; ; ) {
          if (chunk.length > 0 && chunk[0] === "]" && nrange > 0) {
            chunk = chunk.slice(1);
            break;
          }
          const lo = getEsc(chunk);
          chunk = lo.rest;
          let hi = lo.r;
          if (chunk[0] === "-") {
            const h = getEsc(chunk.slice(1));
            chunk = h.rest;
            hi = h.r;
          }
          const rc = r.codePointAt(0) ?? -1;
          if (lo.r.codePointAt(0) <= rc && rc <= hi.codePointAt(0)) match = true;
          nrange++;
        }
        if (match === negated) failed = true;
        break;
      }
      case "?":
        if (!failed) {
          if (s[0] === "/") failed = true;
          s = s.slice(1);
        }
        chunk = chunk.slice(1);
        break;
      case "\\":
        chunk = chunk.slice(1);
        if (chunk.length === 0) throw new BadPatternError();
      // falls through
      default:
        if (!failed) {
          if (chunk[0] !== s[0]) failed = true;
          s = s.slice(1);
        }
        chunk = chunk.slice(1);
    }
  }
  return failed ? void 0 : s;
}
function goMatch(pattern, name) {
  let p = runes(pattern);
  let n = runes(name);
  outer: while (p.length > 0) {
    const { star, chunk, rest } = scanChunk(p);
    p = rest;
    if (star && chunk.length === 0) return !n.includes("/");
    const t = matchChunk(chunk, n);
    if (t !== void 0 && (t.length === 0 || p.length > 0)) {
      n = t;
      continue;
    }
    if (star) {
      for (let i = 0; i < n.length && n[i] !== "/"; i++) {
        const t2 = matchChunk(chunk, n.slice(i + 1));
        if (t2 !== void 0) {
          if (p.length === 0 && t2.length > 0) continue;
          n = t2;
          continue outer;
        }
      }
    }
    while (p.length > 0) {
      const c = scanChunk(p);
      p = c.rest;
      matchChunk(c.chunk, []);
    }
    return false;
  }
  return n.length === 0;
}
function checkPattern(pattern) {
  goMatch(pattern, "");
}
function goClean(p) {
  if (p === "") return ".";
  const rooted = p.startsWith("/");
  const out = [];
  for (const seg of p.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!rooted) out.push("..");
      continue;
    }
    out.push(seg);
  }
  const s = out.join("/");
  if (rooted) return "/" + s;
  return s === "" ? "." : s;
}
function goJoin(...parts) {
  const nonEmpty = parts.filter((x) => x !== "");
  if (nonEmpty.length === 0) return "";
  return goClean(nonEmpty.join("/"));
}
function hasMeta(p) {
  return /[*?[\\]/.test(p);
}
function splitDir(p) {
  const i = p.lastIndexOf("/");
  return [p.slice(0, i + 1), p.slice(i + 1)];
}
function cleanGlobPath(dir) {
  if (dir === "") return ".";
  if (dir === "/") return dir;
  return dir.slice(0, -1);
}
function globIn(dir, pattern, acc) {
  try {
    if (!statSync3(dir).isDirectory()) return;
  } catch {
    return;
  }
  let names;
  try {
    names = readdirSync2(dir);
  } catch {
    return;
  }
  names.sort(byteOrder);
  for (const n of names) if (goMatch(pattern, n)) acc.push(goJoin(dir, n));
}
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
function goGlob(pattern, depth = 0) {
  if (depth > 1e4) throw new BadPatternError();
  checkPattern(pattern);
  if (!hasMeta(pattern)) {
    try {
      lstatSync2(pattern);
      return [pattern];
    } catch {
      return [];
    }
  }
  const [d, file] = splitDir(pattern);
  const dir = cleanGlobPath(d);
  const out = [];
  if (!hasMeta(dir)) {
    globIn(dir, file, out);
    return out;
  }
  if (dir === pattern) throw new BadPatternError();
  for (const m of goGlob(dir, depth + 1)) globIn(m, file, out);
  return out;
}
var ERR_BAD_PATTERN, BadPatternError, runes;
var init_gomatch = __esm({
  "src/discover/gomatch.ts"() {
    "use strict";
    ERR_BAD_PATTERN = "syntax error in pattern";
    BadPatternError = class extends Error {
      constructor() {
        super(ERR_BAD_PATTERN);
        this.name = "BadPatternError";
      }
    };
    runes = (s) => Array.from(s);
  }
});

// src/discover/zglob.ts
import { lstatSync as lstatSync3, readdirSync as readdirSync3, statSync as statSync4 } from "node:fs";
function zglobCompile(pattern) {
  let globmask = "";
  let root = "";
  pattern.split("/").forEach((seg, n) => {
    if (root === "" && /[*{]/.test(seg)) root = globmask === "" ? "." : globmask;
    globmask = goJoin(globmask, seg);
    if (n === 0 && globmask.length === 0) globmask = "/";
  });
  if (root === "") return { root: "" };
  if (globmask === "") globmask = ".";
  const cc = Array.from(goClean(globmask));
  let filemask = "";
  for (let i = 0; i < cc.length; i++) {
    const c = cc[i];
    if (i < cc.length - 2 && c === "\\") {
      i++;
      filemask += hexEsc(cc[i]);
    } else if (c === "*") {
      if (i < cc.length - 2 && cc[i + 1] === "*" && cc[i + 2] === "/") {
        filemask += "(.*/)?";
        i += 2;
      } else {
        filemask += "[^/]*";
      }
    } else if (c === "[") {
      let b = "";
      for (let j = i + 1; j < cc.length; j++) {
        if (cc[j] === "]") {
          i = j;
          break;
        }
        b += cc[j];
      }
      if (b !== "") filemask += "[" + b + "]";
    } else if (c === "{") {
      let b = "";
      for (let j = i + 1; j < cc.length; j++) {
        if (cc[j] === ",") b += "|";
        else if (cc[j] === "}") {
          i = j;
          break;
        } else b += plain2(cc[j]) ? cc[j] : hexEsc(cc[j]);
      }
      if (b !== "") filemask += "(" + b + ")";
    } else if (i < cc.length - 1 && c === "!" && cc[i + 1] === "(") {
      i++;
      let b = "";
      for (let j = i + 1; j < cc.length; j++) {
        if (cc[j] === ")") {
          i = j;
          break;
        }
        b += `[^${hexEsc(cc[j]).slice(1, -1)}/]*`;
      }
      if (b !== "") {
        if (root === "") root = filemask;
        filemask += b;
      }
    } else {
      filemask += plain2(c) ? c : hexEsc(c);
    }
  }
  if (filemask.endsWith("/")) filemask += "[^/]*";
  let regex;
  try {
    regex = new RegExp("^" + filemask + "$", "u");
  } catch (e) {
    throw new Error(`error parsing regexp: ${e.message}`);
  }
  return { root: goClean(root), regex };
}
function zglob(pattern) {
  const z = zglobCompile(pattern);
  if (z.root === "") {
    try {
      statSync4(pattern);
      return [pattern];
    } catch {
      throw new Error("file does not exist");
    }
  }
  const re = z.regex;
  const out = [];
  try {
    lstatSync3(z.root);
  } catch {
    throw new Error(`lstat ${z.root}: no such file or directory`);
  }
  const walk = (dir) => {
    let ents;
    try {
      ents = readdirSync3(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of ents) {
      const p = dir === "/" ? "/" + e.name : dir + "/" + e.name;
      const path = z.root === "." ? p.slice(2) : p;
      if (re.test(path)) out.push(path);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(z.root);
  return out.sort();
}
var plain2, hexEsc;
var init_zglob = __esm({
  "src/discover/zglob.ts"() {
    "use strict";
    init_gomatch();
    plain2 = (c) => c === "/" || /^[0-9A-Za-z]$/.test(c) || c.codePointAt(0) > 255;
    hexEsc = (c) => `[\\u{${c.codePointAt(0).toString(16)}}]`;
  }
});

// src/discover/index.ts
function effectiveRule(rule) {
  if (!rule) return void 0;
  if (rule.fileName) return { kind: "fileName", value: rule.fileName };
  if (rule.glob) return { kind: "glob", value: rule.glob };
  if (rule.command && rule.command.command.length > 0) return { kind: "command", value: rule.command };
  return void 0;
}
function hasDiscovery(rule) {
  return effectiveRule(rule) !== void 0;
}
function evaluateFiles(kind, value, appDir) {
  const pattern = goJoin(appDir, value);
  try {
    const matches = kind === "fileName" ? goGlob(pattern) : zglob(pattern);
    return { result: matches.length > 0 ? "match" : "no-match", kind, matches };
  } catch (e) {
    const what = kind === "fileName" ? "filename" : "glob";
    const msg = e instanceof BadPatternError ? e.message : e.message;
    return { result: "error", kind, error: `error finding ${what} match for pattern ${JSON.stringify(pattern)}: ${msg}` };
  }
}
function evaluateDiscoverSync(rule, appDir) {
  const eff = effectiveRule(rule);
  if (!eff) return { result: "no-match" };
  if (eff.kind === "command") return { result: "unknown", kind: "command" };
  return evaluateFiles(eff.kind, eff.value, appDir);
}
async function evaluateDiscover(rule, appDir, opts = {}) {
  const eff = effectiveRule(rule);
  if (!eff || eff.kind !== "command") return evaluateDiscoverSync(rule, appDir);
  const execute = opts.execute ?? opts.run !== void 0;
  if (!execute || !opts.run) return { result: "unknown", kind: "command" };
  try {
    const out = await opts.run(eff.value, opts.plugin);
    return { result: out !== "" ? "match" : "no-match", kind: "command" };
  } catch (e) {
    return { result: "error", kind: "command", error: `error running find command: ${e.message}` };
  }
}
function socketOrder(plugins) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const p of [...plugins].sort((a, b) => cmpBytes(a.socketName + ".sock", b.socketName + ".sock"))) {
    if (seen.has(p.socketName)) continue;
    seen.add(p.socketName);
    out.push(p);
  }
  return out;
}
function cmpBytes(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
async function pickPlugin(plugins, source, appDir, opts = {}) {
  const types2 = source.types ?? [];
  if (types2.length > 1) return { mode: "not-plugin", error: `multiple application sources defined: ${types2.join(",")}`, probes: [] };
  if (types2.length === 1 && types2[0] !== "plugin") return { mode: "not-plugin", notCmp: true, probes: [] };
  const name = source.plugin?.name;
  const probes = [];
  const evalOne = async (p) => {
    const outcome = await evaluateDiscover(p.discover, appDir, { run: opts.run, execute: opts.run !== void 0, plugin: p });
    probes.push({ plugin: p, outcome });
    return outcome;
  };
  if (name) {
    const notFound = `could not find cmp-server plugin with name ${JSON.stringify(name)} supporting the given repository`;
    const p = plugins.find((x) => x.socketName === name);
    if (!p) return { mode: "named", error: notFound, probes };
    if (!hasDiscovery(p.discover)) {
      probes.push({ plugin: p, outcome: "no-discover" });
      return { mode: "named", plugin: p, probes };
    }
    const o = await evalOne(p);
    if (o.result === "match") return { mode: "named", plugin: p, probes };
    if (o.result === "unknown") return { mode: "named", unknown: [p], probes };
    return { mode: "named", error: o.result === "error" ? `${notFound}: match repository error: ${o.error}` : notFound, probes };
  }
  let lastErr;
  const unknown = [];
  for (const p of socketOrder(plugins)) {
    if (!hasDiscovery(p.discover)) {
      lastErr = void 0;
      continue;
    }
    const o = await evalOne(p);
    if (o.result === "match") {
      return { mode: "auto", plugin: p, probes, unknown: unknown.length ? unknown : void 0 };
    }
    if (o.result === "unknown") unknown.push(p);
    lastErr = o.result === "error" ? `match repository error: ${o.error}` : void 0;
  }
  const res = { mode: "auto", probes, unknown: unknown.length ? unknown : void 0 };
  if (types2[0] === "plugin") {
    res.error = "could not find plugin supporting the given repository" + (lastErr ? `: ${lastErr}` : "");
  } else {
    res.notCmp = true;
    res.lastError = lastErr;
  }
  return res;
}
var init_discover2 = __esm({
  "src/discover/index.ts"() {
    "use strict";
    init_gomatch();
    init_zglob();
    init_gomatch();
    init_zglob();
  }
});

// src/render/env.ts
function goExpand(s, mapping) {
  let buf;
  let i = 0;
  for (let j = 0; j < s.length; j++) {
    if (s[j] === "$" && j + 1 < s.length) {
      buf = (buf ?? "") + s.slice(i, j);
      const [name, w] = shellName(s.slice(j + 1));
      if (name === "" && w > 0) {
      } else if (name === "") {
        buf += "$";
      } else {
        buf += mapping(name);
      }
      j += w;
      i = j + 1;
    }
  }
  return buf === void 0 ? s : buf + s.slice(i);
}
function shellName(s) {
  if (s[0] === "{") {
    if (s.length > 2 && isSpecial(s[1]) && s[2] === "}") return [s[1], 3];
    for (let i2 = 1; i2 < s.length; i2++) {
      if (s[i2] === "}") {
        if (i2 === 1) return ["", 2];
        return [s.slice(1, i2), i2 + 1];
      }
    }
    return ["", 1];
  }
  if (isSpecial(s[0])) return [s[0], 1];
  let i = 0;
  while (i < s.length && isAlnum(s[i])) i++;
  return [s.slice(0, i), i];
}
function envsubst(value, vars) {
  const table = new Map(vars);
  return goExpand(value, (n) => n === "$" ? "$" : table.get(n) ?? "");
}
function goJson(v) {
  return JSON.stringify(v).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function paramValues(source) {
  const plugin = source.raw?.plugin;
  const list = Array.isArray(plugin?.parameters) ? plugin.parameters : [];
  return list.map((p) => {
    const o = p && typeof p === "object" ? p : {};
    const out = { name: asStr(o.name) };
    if (o.string !== void 0 && o.string !== null) out.string = asStr(o.string);
    if (o.array !== void 0 && o.array !== null) out.array = Array.isArray(o.array) ? o.array.map(asStr) : [];
    if (o.map !== void 0 && o.map !== null) {
      out.map = {};
      if (typeof o.map === "object" && !Array.isArray(o.map)) for (const [k, v] of Object.entries(o.map)) out.map[k] = asStr(v);
    }
    return out;
  });
}
function parametersJson(params) {
  if (params.length === 0) return "null";
  const items = params.map((p) => {
    const o = {};
    if (p.array !== void 0) o.array = p.array;
    if (p.map !== void 0) o.map = Object.fromEntries(Object.keys(p.map).sort().map((k) => [k, p.map[k]]));
    o.name = p.name;
    if (p.string !== void 0) o.string = p.string;
    return o;
  });
  return goJson(items);
}
function escapeParamName(s) {
  return Array.from(s.toUpperCase()).map((c) => /^[A-Z0-9_]$/.test(c) ? c : "_").join("");
}
function parameterEnv(params) {
  const env = [["ARGOCD_APP_PARAMETERS", parametersJson(params)]];
  for (const p of params) {
    const base = "PARAM_" + escapeParamName(p.name);
    if (p.string !== void 0) env.push([base, p.string]);
    if (p.map) for (const k of Object.keys(p.map).sort()) env.push([`${base}_${escapeParamName(k)}`, p.map[k]]);
    if (p.array) p.array.forEach((v, i) => env.push([`${base}_${i}`, v]));
  }
  return env;
}
function instanceName(name, namespace, controlPlaneNamespace = "argocd") {
  if (!namespace || namespace === controlPlaneNamespace) return name;
  return `${namespace}_${name}`;
}
function normalizeKubeVersion(v) {
  if (!v) return "";
  const m = /^\s*v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(v);
  if (!m) return "";
  return `${Number(m[1])}.${Number(m[2])}.${Number(m[3] ?? 0)}`;
}
function buildVars(i) {
  const { source: s, revision } = i;
  return [
    ["ARGOCD_APP_NAME", instanceName(s.app.name, s.app.namespace, i.controlPlaneNamespace)],
    ["ARGOCD_APP_NAMESPACE", s.app.destNamespace ?? ""],
    ["ARGOCD_APP_PROJECT_NAME", s.app.project || "default"],
    ["ARGOCD_APP_REVISION", revision],
    ["ARGOCD_APP_REVISION_SHORT", revision.slice(0, 7)],
    ["ARGOCD_APP_REVISION_SHORT_8", revision.slice(0, 8)],
    ["ARGOCD_APP_SOURCE_REPO_URL", s.repoURL ?? ""],
    ["ARGOCD_APP_SOURCE_PATH", s.path ?? ""],
    ["ARGOCD_APP_SOURCE_TARGET_REVISION", s.targetRevision ?? ""],
    ["KUBE_VERSION", normalizeKubeVersion(i.kubeVersion)],
    ["KUBE_API_VERSIONS", [...i.kubeApiVersions ?? []].sort().join(",")]
  ];
}
function requestEnv(i) {
  const vars = buildVars(i);
  const env = [...vars];
  const plugin = i.source.plugin;
  if (plugin) {
    for (const e of plugin.env) env.push([`ARGOCD_ENV_${e.name}`, envsubst(e.value, vars)]);
    env.push(...parameterEnv(paramValues(i.source)));
  }
  return env;
}
function processEnv(i) {
  const out = {};
  const h = i.hostEnv;
  if (h.PATH !== void 0) out.PATH = h.PATH;
  for (const n of ["LANG", "LC_ALL"]) if (h[n] !== void 0) out[n] = h[n];
  out.HOME = i.home;
  out.TMPDIR = i.tmpdir;
  for (const e of i.sidecar?.env ?? []) {
    if (e.fromSource || e.value === void 0 || HOST_ONLY.has(e.name) || e.name === "") continue;
    out[e.name] = e.value;
  }
  for (const n of i.passEnv ?? []) if (h[n] !== void 0) out[n] = h[n];
  for (const [k, v] of i.request) if (k !== "") out[k] = v;
  return out;
}
var isSpecial, isAlnum, asStr, HOST_ONLY;
var init_env = __esm({
  "src/render/env.ts"() {
    "use strict";
    isSpecial = (c) => "*#$@!?-0123456789".includes(c) && c !== "";
    isAlnum = (c) => /^[A-Za-z0-9_]$/.test(c);
    asStr = (v) => v === null || v === void 0 ? "" : typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);
    HOST_ONLY = /* @__PURE__ */ new Set(["PATH", "HOME", "TMPDIR"]);
  }
});

// src/render/exec.ts
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
function trackDir(dir) {
  liveDirs.add(dir);
}
function untrackDir(dir) {
  liveDirs.delete(dir);
}
function killGroup(pid, sig) {
  try {
    process.kill(-pid, sig);
    return true;
  } catch {
    return false;
  }
}
function killAll() {
  for (const pid of liveGroups) killGroup(pid, "SIGKILL");
  liveGroups.clear();
  for (const d of liveDirs) {
    try {
      rmSync(d, { recursive: true, force: true });
    } catch {
    }
  }
  liveDirs.clear();
}
function endGroups(pgids, graceMs = KILL_GRACE_MS) {
  for (const pid of pgids) {
    if (killGroup(pid, "SIGTERM")) {
      setTimeout(() => {
        killGroup(pid, "SIGKILL");
        liveGroups.delete(pid);
      }, graceMs).unref();
    } else {
      liveGroups.delete(pid);
    }
  }
}
function argvOf(c) {
  return [...c.command, ...c.args];
}
function goQuote(s) {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "	") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (c < 32 || c === 127) out += "\\x" + c.toString(16).padStart(2, "0");
    else out += ch;
  }
  return out + '"';
}
function argsToLog(argv) {
  return argv.map((a) => a === "" ? '""' : /\s/u.test(a) ? goQuote(a) : a).join(" ");
}
function spawnErrorText(argv0, e) {
  if (e.code === "ENOENT" && !argv0.includes("/")) return `exec: ${JSON.stringify(argv0)}: executable file not found in $PATH`;
  const why = e.code === "ENOENT" ? "no such file or directory" : e.code === "EACCES" ? "permission denied" : e.message;
  return `fork/exec ${argv0}: ${why}`;
}
function runCommand(cmd, o) {
  const argv = argvOf(cmd);
  const start = Date.now();
  const max = o.maxStdout ?? MAX_STDOUT;
  const grace = o.killGraceMs ?? KILL_GRACE_MS;
  return new Promise((resolve8) => {
    const res = {
      argv,
      stdout: "",
      stderr: "",
      code: null,
      signal: null,
      timedOut: false,
      aborted: false,
      overflow: false,
      durationMs: 0
    };
    if (argv.length === 0 || cmd.command.length === 0) {
      res.error = "Command is empty";
      resolve8(res);
      return;
    }
    let child;
    try {
      child = spawn(argv[0], argv.slice(1), {
        cwd: o.cwd,
        env: o.env,
        detached: true,
        // setsid: its own process group, like Setpgid in the sidecar
        stdio: ["ignore", "pipe", "pipe"],
        windowsHide: true
      });
    } catch (e) {
      res.spawnError = e;
      res.error = spawnErrorText(argv[0], res.spawnError);
      resolve8(res);
      return;
    }
    const out = [];
    const err = [];
    let outBytes = 0;
    let settled = false;
    let exited = false;
    let deadlineTimer;
    let hardKillTimer;
    let fallbackTimer;
    const pid = child.pid;
    if (pid !== void 0) liveGroups.add(pid);
    const hardKill = () => {
      if (pid !== void 0) killGroup(pid, "SIGKILL");
    };
    const expire = (why) => {
      if (settled || pid === void 0) return;
      if (why === "timeout") res.timedOut = true;
      else res.aborted = true;
      killGroup(pid, "SIGTERM");
      try {
        process.kill(pid, "SIGKILL");
      } catch {
      }
      hardKillTimer = setTimeout(hardKill, grace);
      fallbackTimer = setTimeout(() => finish(), grace + 1e3);
    };
    deadlineTimer = setTimeout(() => expire("timeout"), Math.max(0, o.deadline - Date.now()));
    const onAbort = () => expire("abort");
    if (o.signal) {
      if (o.signal.aborted) queueMicrotask(onAbort);
      else o.signal.addEventListener("abort", onAbort, { once: true });
    }
    child.stdout.on("data", (b) => {
      if (res.overflow) return;
      outBytes += b.length;
      if (outBytes > max) {
        res.overflow = true;
        hardKill();
        return;
      }
      out.push(b);
    });
    child.stderr.on("data", (b) => {
      err.push(b);
    });
    child.on("error", (e) => {
      if (pid === void 0 || !exited) {
        res.spawnError = e;
        finish();
      }
    });
    child.on("exit", (code3, signal) => {
      exited = true;
      res.code = code3;
      res.signal = signal;
    });
    child.on("close", (code3, signal) => {
      if (res.code === null && res.signal === null) {
        res.code = code3;
        res.signal = signal;
      }
      finish();
    });
    function finish() {
      if (settled) return;
      settled = true;
      clearTimeout(deadlineTimer);
      clearTimeout(fallbackTimer);
      o.signal?.removeEventListener("abort", onAbort);
      child.stdout?.destroy();
      child.stderr?.destroy();
      if (pid !== void 0) {
        o.onGroup?.(pid);
        if (res.timedOut || res.aborted) {
          hardKillTimer?.unref();
          setTimeout(() => liveGroups.delete(pid), grace + 10).unref();
        }
      }
      res.durationMs = Date.now() - start;
      const stdout = Buffer.concat(out).toString("utf8");
      res.stdout = stdout.endsWith("\n") ? stdout.slice(0, -1) : stdout;
      res.stderr = Buffer.concat(err).toString("utf8");
      res.error = errorText(res);
      resolve8(res);
    }
  });
}
function errorText(r) {
  if (r.spawnError) return spawnErrorText(r.argv[0], r.spawnError);
  let cause;
  if (r.overflow) cause = "signal: killed";
  else if (r.signal) cause = `signal: ${SIGNAL_TEXT[r.signal] ?? r.signal}`;
  else if (r.code !== 0 && r.code !== null) cause = `exit status ${r.code}`;
  else if (r.timedOut || r.aborted) cause = r.timedOut ? "context deadline exceeded" : "context canceled";
  if (!cause) return void 0;
  let s = `\`${argsToLog(r.argv)}\` failed ${cause}`;
  const se = r.stderr.trim();
  if (se) s += `: ${se}`;
  return s;
}
var DEFAULT_TIMEOUT_MS, KILL_GRACE_MS, MAX_STDOUT, liveGroups, liveDirs, SIGNAL_TEXT;
var init_exec = __esm({
  "src/render/exec.ts"() {
    "use strict";
    DEFAULT_TIMEOUT_MS = 6e4;
    KILL_GRACE_MS = 5e3;
    MAX_STDOUT = 100 * 1024 * 1024;
    liveGroups = /* @__PURE__ */ new Set();
    liveDirs = /* @__PURE__ */ new Set();
    SIGNAL_TEXT = {
      SIGKILL: "killed",
      SIGTERM: "terminated",
      SIGINT: "interrupt",
      SIGHUP: "hangup",
      SIGSEGV: "segmentation fault",
      SIGABRT: "aborted",
      SIGPIPE: "broken pipe",
      SIGBUS: "bus error"
    };
  }
});

// src/render/parse.ts
function jsonValueEnd(s, i) {
  const c = s[i];
  if (c === "{" || c === "[") {
    let depth = 0;
    let inStr = false;
    for (let j2 = i; j2 < s.length; j2++) {
      const ch = s[j2];
      if (inStr) {
        if (ch === "\\") j2++;
        else if (ch === '"') inStr = false;
      } else if (ch === '"') inStr = true;
      else if (ch === "{" || ch === "[") depth++;
      else if (ch === "}" || ch === "]") {
        depth--;
        if (depth === 0) return j2 + 1;
      }
    }
    return s.length;
  }
  if (c === '"') {
    for (let j2 = i + 1; j2 < s.length; j2++) {
      if (s[j2] === "\\") j2++;
      else if (s[j2] === '"') return j2 + 1;
    }
    return s.length;
  }
  let j = i;
  while (j < s.length && !/[\s{}[\]",]/.test(s[j])) j++;
  return Math.max(j, i + 1);
}
function splitJson(text) {
  const out = [];
  let i = 0;
  for (; ; ) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) return out;
    const end = jsonValueEnd(text, i);
    const chunk = text.slice(i, end);
    try {
      out.push(JSON.parse(chunk));
    } catch (e) {
      if (out.length === 0) return void 0;
      throw new ManifestError(`failed to unmarshal manifest: ${e.message}`, out.length + 1, excerpt(chunk));
    }
    i = end;
  }
}
function splitYamlDocs(text) {
  const docs = [];
  let cur = [];
  let startLine = 1;
  const lines = text.split("\n");
  lines.forEach((line, idx) => {
    if (line.startsWith("---")) {
      const rest = line.slice(3).trim();
      if (rest.length > 0 && rest[0] !== "#") {
        throw new ManifestError(`failed to unmarshal manifest: invalid Yaml document separator: ${rest}`, docs.length + 1, excerpt(line));
      }
      docs.push({ text: cur.join("\n"), line: startLine });
      cur = [];
      startLine = idx + 2;
      return;
    }
    cur.push(line);
  });
  docs.push({ text: cur.join("\n"), line: startLine });
  return docs;
}
function yamlDocs(text) {
  const out = [];
  for (const d of splitYamlDocs(text)) {
    if (d.text.trim() === "") continue;
    let values;
    try {
      values = yaml.loadAll(d.text, null, { json: true });
    } catch (e) {
      const ye = e;
      const line = ye.mark ? d.line + ye.mark.line : d.line;
      throw new ManifestError(
        `failed to unmarshal manifest: error converting YAML to JSON: yaml: line ${line}: ${ye.reason ?? e.message}`,
        out.length + 1,
        excerpt(d.text)
      );
    }
    out.push(values.length > 0 ? values[0] : null);
  }
  return out;
}
function parseManifests(stdout) {
  const trimmed = stdout.trimStart();
  let docs;
  if (trimmed.startsWith("{")) docs = splitJson(trimmed);
  if (docs === void 0) docs = yamlDocs(stdout);
  const out = [];
  docs.forEach((doc, i) => {
    if (doc === null || doc === void 0) return;
    if (typeof doc !== "object" || Array.isArray(doc)) {
      const shown = typeof doc === "string" ? doc : JSON.stringify(doc);
      throw new ManifestError(
        `failed to unmarshal manifest: json: cannot unmarshal ${goType(doc)} into Go value of type map[string]interface {}`,
        i + 1,
        excerpt(shown)
      );
    }
    for (const m of flatten(doc, i + 1)) out.push(m);
  });
  return out;
}
function requireKind(m, doc) {
  if (typeof m.kind !== "string" || m.kind === "") {
    const j = JSON.stringify(m);
    throw new ManifestError(`Object 'Kind' is missing in '${j.length > 200 ? j.slice(0, 200) + "\u2026" : j}'`, doc, excerpt(j));
  }
  return m;
}
function flatten(m, doc) {
  const kind = typeof m.kind === "string" ? m.kind : "";
  if (kind.endsWith("List") && "items" in m) {
    if (m.items === null || m.items === void 0) return [];
    if (!Array.isArray(m.items)) {
      throw new ManifestError(`failed to unmarshal manifest: json: cannot unmarshal ${goType(m.items)} into Go value of type []interface {}`, doc);
    }
    const itemKind = kind.slice(0, -"List".length);
    const out = [];
    for (const it of m.items) {
      if (it === null || typeof it !== "object" || Array.isArray(it)) {
        throw new ManifestError(`failed to unmarshal manifest: json: cannot unmarshal ${goType(it)} into Go value of type map[string]interface {}`, doc);
      }
      const item = { ...it };
      if ((item.kind === void 0 || item.kind === "") && (item.apiVersion === void 0 || item.apiVersion === "") && itemKind) {
        item.kind = itemKind;
        if (m.apiVersion !== void 0) item.apiVersion = m.apiVersion;
      }
      out.push(...flatten(item, doc));
    }
    return out;
  }
  return [requireKind(m, doc)];
}
var ManifestError, excerpt, goType;
var init_parse = __esm({
  "src/render/parse.ts"() {
    "use strict";
    init_js_yaml();
    ManifestError = class extends Error {
      constructor(message, doc, excerpt2) {
        super(message);
        this.doc = doc;
        this.excerpt = excerpt2;
        this.name = "ManifestError";
      }
      doc;
      excerpt;
    };
    excerpt = (s, n = 120) => {
      const one = s.trim();
      return one.length > n ? one.slice(0, n) + "\u2026" : one;
    };
    goType = (v) => Array.isArray(v) ? "array" : v === null ? "null" : typeof v === "boolean" ? "bool" : typeof v === "number" ? "number" : typeof v;
  }
});

// src/render/workspace.ts
import { chmodSync, copyFileSync, lstatSync as lstatSync4, mkdirSync, readdirSync as readdirSync4, readlinkSync, realpathSync as realpathSync2, symlinkSync } from "node:fs";
import { dirname as dirname3, join as join4, resolve as resolve5, sep as sep2 } from "node:path";
function inbound(candidate, base) {
  if (!candidate.startsWith("/")) return false;
  const c = goClean(candidate);
  const b = goClean(base);
  return c === b || c.startsWith(b === "/" ? "/" : b + "/");
}
function excluded(rel, exclusions) {
  for (const pat of exclusions) {
    try {
      if (goMatch(pat, rel)) return true;
    } catch (e) {
      if (e instanceof BadPatternError) throw new WorkspaceError(`error verifying exclusion pattern ${pat}: ${e.message}`);
      throw e;
    }
  }
  return false;
}
function copyRepo(src, dstIn, opts = {}) {
  const dst = realpathSync2(dstIn);
  const exclusions = (opts.exclusions ?? []).map((s) => s.trim()).filter((s) => s !== "");
  const preserve = opts.preserveFileMode === true;
  const stats = { files: 0, dirs: 0, symlinks: 0 };
  const modeOf = (st, dflt) => preserve ? st.mode & 4095 & ~18 : dflt;
  const visit2 = (abs, rel) => {
    let st;
    try {
      st = lstatSync4(abs);
    } catch (e) {
      throw new WorkspaceError(`error walking ${abs}: ${e.message}`);
    }
    if (excluded(rel, exclusions)) return;
    const target = rel === "." ? dst : join4(dst, rel);
    if (!inbound(target, dst)) throw new WorkspaceError(`illegal filepath in archive: ${target}`);
    if (st.isDirectory()) {
      mkdirSync(target, { recursive: true });
      chmodSync(target, modeOf(st, 493) | 448);
      stats.dirs++;
      let names;
      try {
        names = readdirSync4(abs);
      } catch (e) {
        throw new WorkspaceError(`error walking ${abs}: ${e.message}`);
      }
      names.sort(byteOrder);
      for (const n of names) visit2(join4(abs, n), rel === "." ? n : `${rel}/${n}`);
      if (preserve) chmodSync(target, modeOf(st, 493));
    } else if (st.isSymbolicLink()) {
      const link = readlinkSync(abs);
      const linkTarget = goJoin(dirname3(target), link);
      let real;
      try {
        real = realpathSync2(linkTarget);
      } catch (e) {
        const code3 = e.code;
        if (code3 === "ENOENT" || code3 === "ENOTDIR") real = linkTarget;
        else throw new WorkspaceError(`error checking symlink realpath: ${e.message}`);
      }
      if (!inbound(real, dst)) {
        throw new WorkspaceError(`illegal filepath in symlink: ${linkTarget} (${rel} -> ${link} leaves the repository copy)`);
      }
      mkdirSync(dirname3(target), { recursive: true });
      symlinkSync(real, target);
      stats.symlinks++;
    } else if (st.isFile()) {
      mkdirSync(dirname3(target), { recursive: true });
      copyFileSync(abs, target);
      chmodSync(target, modeOf(st, 420));
      stats.files++;
    }
  };
  visit2(resolve5(src), ".");
  if (stats.dirs + stats.files + stats.symlinks === 0) throw new WorkspaceError(`no files to send(${src})`);
  return stats;
}
function appDirIn(root, path) {
  const p = goJoin(root, path ?? "");
  if (!inbound(p, root)) throw new WorkspaceError(`${path}: app path outside root`);
  return p.split("/").join(sep2);
}
var WorkspaceError;
var init_workspace = __esm({
  "src/render/workspace.ts"() {
    "use strict";
    init_gomatch();
    WorkspaceError = class extends Error {
      constructor(message) {
        super(message);
        this.name = "WorkspaceError";
      }
    };
  }
});

// src/render/index.ts
import { execFileSync } from "node:child_process";
import { mkdirSync as mkdirSync2, mkdtempSync, realpathSync as realpathSync3, rmSync as rmSync2, statSync as statSync5 } from "node:fs";
import { tmpdir } from "node:os";
import { join as join5 } from "node:path";
function sidecarFor(plugin, sidecars = []) {
  return sidecarServing(plugin, sidecars);
}
function gitRevision(root) {
  try {
    return execFileSync("git", ["-C", root, "rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 1e4 }).trim();
  } catch {
    return "";
  }
}
function missingTool(r) {
  if (r.spawnError?.code === "ENOENT") return r.argv[0];
  if (r.code !== 127) return void 0;
  const m = /(?:^|\n)(?:[^\n]*: )?([A-Za-z0-9_.+\-/]+): (?:command )?not found/.exec(r.stderr);
  return m ? m[1] : void 0;
}
function describeRule(p) {
  const eff = effectiveRule(p.discover);
  if (!eff) return "no discover rule";
  if (eff.kind === "command") return `find.command \`${argsToLog([...eff.value.command, ...eff.value.args])}\``;
  return `${eff.kind === "fileName" ? "fileName" : "find.glob"}: ${JSON.stringify(eff.value)}`;
}
async function renderSource(opts) {
  const t0 = Date.now();
  const s = opts.source;
  const result = {
    app: { kind: s.app.kind, name: s.app.name, namespace: s.app.namespace, file: s.app.file, sourceIndex: s.index, path: s.path },
    source: s,
    manifests: [],
    stdout: "",
    stderr: "",
    timings: { workspaceMs: 0, discoverMs: 0, initMs: 0, generateMs: 0, parseMs: 0, totalMs: 0 },
    empty: false
  };
  const done = () => {
    result.timings.totalMs = Date.now() - t0;
    return result;
  };
  const types2 = opts.pluginName ? ["plugin"] : s.types;
  if (types2.length === 1 && types2[0] !== "plugin") {
    result.skipped = `not a plugin source (${types2[0]})`;
    return done();
  }
  if (s.chart) {
    result.skipped = `a Helm repository chart (${s.chart}), not a path in this repository`;
    return done();
  }
  if (s.templated && /\{\{/.test(s.path ?? "")) {
    result.skipped = `the path ${JSON.stringify(s.path)} is an ApplicationSet template`;
    return done();
  }
  let srcAppDir;
  try {
    srcAppDir = appDirIn(opts.repoRoot, s.path);
    if (!statSync5(srcAppDir).isDirectory()) throw new Error("not a directory");
  } catch {
    result.skipped = `path ${JSON.stringify(s.path ?? "")} is not a directory under ${opts.repoRoot} (the source may live in another repository)`;
    return done();
  }
  const deadline = t0 + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const hostEnv = opts.hostEnv ?? process.env;
  const base = realpathSync3(mkdtempSync(join5(opts.tmpRoot ?? tmpdir(), "cmp-lint-render-")));
  trackDir(base);
  const groups = [];
  try {
    const home = join5(base, "home");
    const tmp = join5(base, "tmp");
    mkdirSync2(home);
    mkdirSync2(tmp);
    const revision = opts.revision ?? gitRevision(opts.repoRoot);
    const request = requestEnv({
      source: s,
      revision,
      kubeVersion: opts.kubeVersion,
      kubeApiVersions: opts.kubeApiVersions,
      controlPlaneNamespace: opts.controlPlaneNamespace
    });
    const envFor = (p) => processEnv({ hostEnv, home, tmpdir: tmp, passEnv: opts.passEnv, sidecar: sidecarFor(p, opts.sidecars), request });
    let n = 0;
    const clean = /* @__PURE__ */ new Map();
    const workspace = (preserve) => {
      const have = clean.get(preserve);
      if (have) return have;
      const t = Date.now();
      const dir = join5(base, `ws${n++}`);
      mkdirSync2(dir);
      try {
        copyRepo(opts.repoRoot, dir, { exclusions: opts.exclusions, preserveFileMode: preserve });
      } finally {
        result.timings.workspaceMs += Date.now() - t;
      }
      clean.set(preserve, dir);
      return dir;
    };
    const appDir = (ws2) => appDirIn(ws2, s.path);
    const run2 = async (cmd, p, ws2) => {
      clean.delete(p.preserveFileMode);
      const r = await runCommand(cmd, {
        cwd: appDir(ws2),
        env: envFor(p),
        deadline,
        signal: opts.signal,
        killGraceMs: opts.killGraceMs,
        maxStdout: opts.maxStdout,
        onGroup: (g2) => groups.push(g2)
      });
      return r;
    };
    let pick;
    const td = Date.now();
    try {
      const src = opts.pluginName ? { types: ["plugin"], plugin: { ...s.plugin ?? { env: [], parameters: [], ref: s.ref }, name: opts.pluginName } } : s;
      const needsFiles = opts.plugins.length > 0;
      const probeDir = needsFiles ? appDir(workspace(false)) : srcAppDir;
      pick = await pickPlugin(opts.plugins, src, probeDir, {
        run: async (cmd, p) => {
          const plugin2 = p;
          const r = await run2(cmd, plugin2, workspace(plugin2.preserveFileMode));
          if (r.timedOut) throw new Error(`${r.error ?? ""} (deadline of ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)} exceeded: context deadline exceeded)`);
          if (r.error) throw new Error(r.error);
          return r.stdout;
        }
      });
    } catch (e) {
      if (e instanceof WorkspaceError) {
        result.error = { stage: "workspace", message: e.message, hint: workspaceHint(e.message) };
        return done();
      }
      throw e;
    } finally {
      result.timings.discoverMs = Date.now() - td - result.timings.workspaceMs;
    }
    if (pick.notCmp && !pick.error) {
      result.skipped = "no plugin discovery matches: Argo CD would use its built-in Helm / Kustomize / directory handling" + (pick.lastError ? ` (last probe error: ${pick.lastError})` : "");
      return done();
    }
    if (!pick.plugin) {
      result.error = { stage: "discover", message: pick.error ?? "could not find plugin supporting the given repository", hint: discoverHint(pick, opts, s) };
      return done();
    }
    const plugin = pick.plugin;
    result.plugin = plugin.socketName;
    result.pluginMode = pick.mode === "named" ? "named" : "auto";
    const sidecar = sidecarFor(plugin, opts.sidecars);
    let ws;
    try {
      ws = workspace(plugin.preserveFileMode);
    } catch (e) {
      if (e instanceof WorkspaceError) {
        result.error = { stage: "workspace", message: e.message, hint: workspaceHint(e.message) };
        return done();
      }
      throw e;
    }
    const fail = (stage, r) => {
      const what = `plugin ${JSON.stringify(plugin.socketName)} ${stage}`;
      let message;
      if (r.timedOut) message = `${what} timed out after ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)}: ${r.error} (Argo CD: context deadline exceeded)`;
      else if (r.aborted) message = `${what} was interrupted: ${r.error}`;
      else if (r.overflow) message = `${what} printed more than ${Math.round((opts.maxStdout ?? 100 * 1024 * 1024) / 1048576)} MiB on stdout: ${r.error}`;
      else message = `${what} failed: ${r.error}`;
      result.error = { stage, message, hint: runHint(r, plugin, sidecar, opts) };
      return done();
    };
    if (plugin.init && plugin.init.command.length > 0) {
      const ti = Date.now();
      const r = await run2(plugin.init, plugin, ws);
      result.timings.initMs = Date.now() - ti;
      if (r.error) {
        result.stderr = r.stderr;
        return fail("init", r);
      }
    }
    if (!plugin.generate || plugin.generate.command.length === 0) {
      result.error = { stage: "generate", message: `plugin ${JSON.stringify(plugin.socketName)}: invalid plugin configuration file. spec.generate command should be non-empty` };
      return done();
    }
    const tg = Date.now();
    const g = await run2(plugin.generate, plugin, ws);
    result.timings.generateMs = Date.now() - tg;
    result.stdout = g.stdout;
    result.stderr = g.stderr;
    if (g.error) return fail("generate", g);
    const tp = Date.now();
    try {
      result.manifests = parseManifests(g.stdout);
    } catch (e) {
      if (!(e instanceof ManifestError)) throw e;
      const where = e.doc ? ` (document ${e.doc}${e.excerpt ? `: ${JSON.stringify(e.excerpt)}` : ""})` : "";
      result.error = {
        stage: "parse",
        message: `plugin ${JSON.stringify(plugin.socketName)} generate printed output Argo CD cannot parse: ${e.message}${where}`,
        hint: "generate must print only Kubernetes manifests (YAML documents or JSON objects) on stdout; send log lines to stderr (`echo ... >&2`)"
      };
      return done();
    } finally {
      result.timings.parseMs = Date.now() - tp;
    }
    result.empty = result.manifests.length === 0;
    return done();
  } finally {
    endGroups(groups, opts.killGraceMs);
    try {
      rmSync2(base, { recursive: true, force: true, maxRetries: 3 });
    } catch {
    }
    untrackDir(base);
  }
}
function workspaceHint(msg) {
  if (msg.includes("illegal filepath in symlink")) return "Argo CD refuses to unpack a repository whose symlinks point outside it; make the link relative and inside the repository";
  if (msg.includes("no files to send")) return "a tar exclusion pattern matches the repository root (e.g. `*`), so nothing reaches the plugin";
  if (msg.includes("exclusion pattern")) return "tar exclusions are Go filepath.Match patterns";
  return void 0;
}
function discoverHint(pick, opts, s) {
  const name = opts.pluginName ?? s.plugin?.name;
  if (name) {
    const p = opts.plugins.find((x) => x.socketName === name);
    if (!p) {
      const byMeta = opts.plugins.find((x) => x.name === name && x.version);
      if (byMeta) return `plugin ${JSON.stringify(byMeta.name)} declares version ${JSON.stringify(byMeta.version)} (${byMeta.file}), so Argo CD serves it as ${JSON.stringify(byMeta.socketName)}`;
      const known = opts.plugins.map((x) => x.socketName);
      return known.length ? `plugins in scope: ${known.join(", ")}` : "no plugin definitions were found in scope";
    }
    return `the plugin's discover rule (${describeRule(p)}, ${p.file}) must also match the app path ${JSON.stringify(s.path ?? "")}; Argo CD evaluates it even for a named plugin`;
  }
  const tried = pick.probes.map((pr) => `${pr.plugin.socketName} (${describeRule(pr.plugin)})`);
  return tried.length ? `discover rules tried in socket-name order: ${tried.join("; ")}` : "no plugin in scope has a discover rule; name the plugin in spec.source.plugin.name";
}
function runHint(r, plugin, sidecar, opts) {
  const tool = missingTool(r);
  if (tool) {
    const where = sidecar?.image ? `in the cluster it comes from the sidecar image ${sidecar.image} (container ${JSON.stringify(sidecar.name)}, ${sidecar.file})` : `in the cluster the sidecar image serving plugin ${JSON.stringify(plugin.socketName)} must provide it`;
    return `\`${tool}\` was not found on this machine's PATH; ${where}. Install it locally (or put a wrapper on PATH) to render`;
  }
  if (r.spawnError?.code === "EACCES") {
    return plugin.preserveFileMode ? `the file is not executable in the repository; set its exec bit (git update-index --chmod=+x)` : `without preserveFileMode Argo CD writes every file as 0644, so repository scripts lose their exec bit: run them through a shell (command: [sh, ./script.sh]) or set preserveFileMode: true`;
  }
  if (r.timedOut) {
    return "Argo CD stops the plugin at the repo-server deadline (controller.repo.server.timeout.seconds and server.repo.server.timeout.seconds, default 60); raise both, or --timeout here";
  }
  void opts;
  return void 0;
}
function renderFindings(results) {
  const out = [];
  for (const r of results) {
    if (!r.error && !r.empty) continue;
    const loc = locOf2(r.source);
    const app = `${r.app.kind} ${JSON.stringify(r.app.name)}${r.app.sourceIndex !== void 0 ? ` source #${r.app.sourceIndex}` : ""}`;
    if (r.error) {
      out.push({
        ruleId: "render-failed",
        severity: "error",
        message: `${app}: ${r.error.message}`,
        ...loc,
        hint: r.error.hint,
        docs: docsUrl("render-failed")
      });
    } else {
      out.push({
        ruleId: "render-empty",
        severity: "warning",
        message: `${app}: plugin ${JSON.stringify(r.plugin)} generate succeeded with zero resources; with auto-sync prune Argo CD would delete everything this app owns`,
        ...loc,
        hint: "make the generate script fail loudly (set -euo pipefail) instead of printing nothing",
        docs: docsUrl("render-empty")
      });
    }
  }
  return out;
}
function locOf2(s) {
  const ref = s.ref ?? s.app.ref;
  if (ref && typeof ref.loc === "function") {
    const l = ref.keyLoc ? ref.keyLoc() : ref.loc();
    return { file: l.file, line: l.line, column: l.column, endLine: l.endLine, endColumn: l.endColumn };
  }
  return { file: s.app.file, line: 1, column: 1, endLine: 1, endColumn: 1 };
}
var secs;
var init_render = __esm({
  "src/render/index.ts"() {
    "use strict";
    init_links();
    init_finding();
    init_discover2();
    init_env();
    init_exec();
    init_parse();
    init_workspace();
    init_exec();
    init_parse();
    init_env();
    init_workspace();
    secs = (ms) => `${+(ms / 1e3).toFixed(3)}s`;
  }
});

// src/render/cli.ts
var cli_exports = {};
__export(cli_exports, {
  RENDER_HELP: () => RENDER_HELP,
  manifestsYaml: () => manifestsYaml,
  outFileName: () => outFileName,
  parseRenderArgs: () => parseRenderArgs,
  renderCommand: () => renderCommand
});
import { mkdirSync as mkdirSync3, writeFileSync } from "node:fs";
import { join as join6, resolve as resolve6 } from "node:path";
function parseRenderArgs(argv) {
  const a = { apps: [], all: false, passEnv: [], help: false };
  const value = (i, flag) => {
    const v = argv[i];
    if (v === void 0 || v.startsWith("-") && v !== "-") throw new UsageError(`${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    let inline;
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    if (eq > 0) {
      inline = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    const take = (flag) => inline !== void 0 ? inline : value(++i, flag);
    switch (arg) {
      case "-h":
      case "--help":
        a.help = true;
        break;
      case "--all":
        a.all = true;
        break;
      case "--app":
        a.apps.push(take(arg));
        break;
      case "--plugin":
        a.plugin = take(arg);
        break;
      case "--out":
        a.out = take(arg);
        break;
      case "--timeout": {
        const v = take(arg);
        const ms = parseDuration(v);
        if (ms === void 0) throw new UsageError(`--timeout: cannot read \`${v}\` as a duration (use 60s, 2m or a number of seconds)`);
        a.timeoutMs = ms;
        break;
      }
      case "--kube-version": {
        const v = take(arg);
        if (!/^v?\d+\.\d+(\.\d+)?([-+].*)?$/.test(v)) throw new UsageError(`--kube-version: \`${v}\` is not a Kubernetes version like 1.31.2`);
        a.kubeVersion = v;
        break;
      }
      case "--pass-env":
        a.passEnv.push(take(arg));
        break;
      default:
        if (arg.startsWith("-") && arg !== "-") throw new UsageError(`unknown option ${arg}`);
        if (a.path !== void 0) throw new UsageError(`only one path can be rendered at a time (got ${a.path} and ${arg})`);
        a.path = arg;
    }
  }
  if (a.all && a.apps.length) throw new UsageError("--app and --all cannot be used together");
  return a;
}
function manifestsYaml(r) {
  const head = `# ${r.app.kind} ${r.app.name}${r.app.sourceIndex !== void 0 ? ` (source #${r.app.sourceIndex})` : ""} from ${r.app.file}, plugin ${r.plugin}
`;
  const docs = r.manifests.map((m) => "---\n" + yaml.dump(m, { lineWidth: -1, noRefs: true, sortKeys: false }));
  return head + docs.join("");
}
function outFileName(r, taken) {
  const safe = (s) => s.replace(/[^A-Za-z0-9._-]+/g, "_") || "app";
  let base = safe(r.app.name) + (r.app.sourceIndex !== void 0 ? `-${r.app.sourceIndex}` : "");
  if (taken.has(base) && r.app.namespace) base = `${safe(r.app.namespace)}_${base}`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name + ".yaml";
}
async function renderCommand(argv, io) {
  let args;
  try {
    args = parseRenderArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`cmp-lint render: ${e.message}

${RENDER_HELP}`);
      return 2;
    }
    throw e;
  }
  if (args.help) {
    io.stdout(RENDER_HELP);
    return 0;
  }
  let config;
  try {
    config = loadConfig(io.cwd);
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr(`cmp-lint render: ${e.describe()}
`);
      return 2;
    }
    throw e;
  }
  const target = resolve6(io.cwd, args.path ?? ".");
  const lint2 = await Promise.resolve().then(() => (init_lint(), lint_exports));
  let loaded;
  try {
    loaded = await lint2.loadModel([target], { cwd: io.cwd, config, root: lint2.findRepoRoot(target) });
  } catch (e) {
    if (e instanceof lint2.InputError) {
      io.stderr(`cmp-lint render: ${e.message}
`);
      return 2;
    }
    throw e;
  }
  const model = loaded.model;
  let sources = model.sources;
  if (args.apps.length) {
    const missing = args.apps.filter((n) => !sources.some((s) => s.app.name === n));
    if (missing.length) {
      const names = [...new Set(sources.map((s) => s.app.name))].sort();
      io.stderr(`cmp-lint render: no Application named ${missing.map((m) => JSON.stringify(m)).join(", ")}${names.length ? ` (found: ${names.join(", ")})` : ""}
`);
      return 2;
    }
    sources = sources.filter((s) => args.apps.includes(s.app.name));
  }
  if (args.plugin && !model.plugins.some((p) => p.socketName === args.plugin)) {
    io.stderr(`cmp-lint render: no plugin ${JSON.stringify(args.plugin)} in scope (plugins: ${model.plugins.map((p) => p.socketName).join(", ") || "none"})
`);
    return 2;
  }
  const ac = new AbortController();
  const onSigint = () => {
    ac.abort();
    killAll();
  };
  process.once("SIGINT", onSigint);
  const results = [];
  try {
    const revision = gitRevision(model.root);
    for (const s of sources) {
      if (ac.signal.aborted) break;
      results.push(
        await renderSource({
          repoRoot: model.root,
          source: s,
          plugins: model.plugins,
          sidecars: model.sidecars,
          pluginName: args.plugin,
          timeoutMs: args.timeoutMs ?? config.render.timeoutMs,
          kubeVersion: args.kubeVersion ?? config.kubeVersion,
          revision,
          passEnv: [...config.render.env, ...args.passEnv],
          exclusions: config.render.exclude,
          signal: ac.signal
        })
      );
    }
  } finally {
    process.removeListener("SIGINT", onSigint);
  }
  if (ac.signal.aborted) {
    io.stderr("cmp-lint render: interrupted\n");
    return 130;
  }
  const rendered = results.filter((r) => !r.error && !r.skipped);
  const taken = /* @__PURE__ */ new Set();
  if (args.out) {
    const dir = resolve6(io.cwd, args.out);
    mkdirSync3(dir, { recursive: true });
    for (const r of rendered) {
      const f = join6(dir, outFileName(r, taken));
      writeFileSync(f, manifestsYaml(r));
      io.stderr(`wrote ${f} (${r.manifests.length} resource${r.manifests.length === 1 ? "" : "s"})
`);
    }
  } else {
    for (const r of rendered) io.stdout(manifestsYaml(r));
  }
  for (const f of renderFindings(results)) {
    io.stderr(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}
`);
    if (f.hint) io.stderr(`  hint: ${f.hint}
`);
  }
  const explicit = args.apps.length > 0;
  for (const r of results) {
    if (!r.skipped) continue;
    if (!explicit && /^not a plugin source|built-in Helm/.test(r.skipped)) continue;
    io.stderr(`note: ${appLabel(r.source)} (${r.app.file}) not rendered: ${r.skipped}
`);
  }
  if (results.every((r) => r.skipped)) {
    io.stderr(`cmp-lint render: no Application source in ${args.path ?? "."} reaches a plugin (${model.plugins.length} plugin definition${model.plugins.length === 1 ? "" : "s"} in scope)
`);
  }
  return results.some((r) => r.error) ? 1 : 0;
}
var RENDER_HELP, UsageError, appLabel;
var init_cli = __esm({
  "src/render/cli.ts"() {
    "use strict";
    init_js_yaml();
    init_config();
    init_render();
    RENDER_HELP = `Usage: cmp-lint render [path] [options]

Runs each selected Application source's Config Management Plugin on this machine the way
argocd-cmp-server would (plugin choice, workspace copy, environment, init then generate,
deadline, output parsing) and prints the manifests as YAML.

Options:
  --app NAME          render only this Application (repeatable)
  --all               render every Application source that reaches a plugin (default)
  --plugin NAME       use this plugin (socket name, <name>-<version>) as if the source named it
  --out DIR           write one YAML file per app source into DIR instead of stdout
  --timeout DURATION  deadline per source, like the repo-server's (default 60s)
  --kube-version V    KUBE_VERSION for the plugin (e.g. 1.31.2); default: config kubeVersion, else empty
  --pass-env NAME     let the plugin see this variable of your environment (repeatable);
                      nothing else is passed except PATH, LANG and LC_ALL
  -h, --help          show this help

Exit codes: 0 rendered (or nothing to render), 1 a render failed, 2 usage or configuration error.
`;
    UsageError = class extends Error {
    };
    appLabel = (s) => `${s.app.kind} ${JSON.stringify(s.app.name)}${s.index !== void 0 ? ` source #${s.index}` : ""}`;
  }
});

// src/cli.ts
init_lint();
init_config();
import { parseArgs } from "node:util";
import { writeFileSync as writeFileSync2, readFileSync as readFileSync3, existsSync as existsSync4 } from "node:fs";
import { resolve as resolve7, dirname as dirname4, join as join7 } from "node:path";
import { fileURLToPath } from "node:url";

// src/report/github.ts
init_finding();

// src/report/summary.ts
init_finding();
function sortFindings(findings) {
  return [...findings].sort(compareFindings);
}
function countBySeverity(findings) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function summaryLine(findings, files) {
  if (findings.length === 0) return `no problems in ${plural(files, "file")}`;
  const c = countBySeverity(findings);
  return `\u2716 ${plural(findings.length, "problem")} (${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.info, "info")}) in ${plural(files, "file")}`;
}
function splitLines(text) {
  return text.split(/\r\n|\r|\n/);
}
function lineReader(sources) {
  const cache = /* @__PURE__ */ new Map();
  return (file, line) => {
    let lines = cache.get(file);
    if (!lines) {
      const text = sources.get(file);
      if (text === void 0) return void 0;
      lines = splitLines(text);
      cache.set(file, lines);
    }
    return line >= 1 ? lines[line - 1] : void 0;
  };
}

// src/report/github.ts
var COMMAND = { error: "error", warning: "warning", info: "notice" };
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function command(name, props, message) {
  const list = Object.entries(props).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  return `::${name} ${list}::${escapeData(message)}`;
}
function annotation(f) {
  const props = {
    file: f.file,
    line: f.line,
    col: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
    title: `${TOOL_NAME} (${f.ruleId})`
  };
  return command(COMMAND[f.severity], props, f.hint ? `${f.message}
hint: ${f.hint}` : f.message);
}
function formatGithub(result) {
  const out = sortFindings(result.findings).map(annotation);
  for (const s of result.skipped) out.push(command("notice", { file: s.file, title: `${TOOL_NAME} (skipped)` }, `skipped: ${s.reason}`));
  out.push(summaryLine(result.findings, result.files));
  return out.join("\n") + "\n";
}

// src/report/json.ts
init_finding();
function toJsonReport(result, toolVersion) {
  const findings = sortFindings(result.findings).map((f) => {
    const j = {
      ruleId: f.ruleId,
      severity: f.severity,
      message: f.message,
      file: f.file,
      line: f.line,
      column: f.column,
      endLine: f.endLine,
      endColumn: f.endColumn
    };
    if (f.hint !== void 0) j.hint = f.hint;
    if (f.docs !== void 0) j.docs = f.docs;
    if (f.related && f.related.length > 0) {
      j.related = f.related.map((r) => ({ file: r.file, line: r.line, column: r.column, message: r.message }));
    }
    return j;
  });
  return {
    version: 1,
    tool: { name: TOOL_NAME, version: toolVersion },
    findings,
    skipped: result.skipped.map((s) => ({ file: s.file, reason: s.reason })),
    summary: { ...countBySeverity(result.findings), files: result.files }
  };
}
function formatJson(result, toolVersion) {
  return JSON.stringify(toJsonReport(result, toolVersion), null, 2) + "\n";
}

// src/report/sarif.ts
init_finding();
import { createHash } from "node:crypto";
import { resolve as resolve4 } from "node:path";
import { pathToFileURL } from "node:url";
var SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
var SRCROOT = "%SRCROOT%";
var LEVEL = { error: "error", warning: "warning", info: "note" };
function toSarif(result, opts) {
  const rules = ruleTable(result.rules, result.findings);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const getLine = lineReader(result.sources);
  const seen = /* @__PURE__ */ new Map();
  const results = sortFindings(result.findings).map((f) => {
    const hash = lineHash(f, getLine(f.file, f.line));
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    const sarifResult = {
      ruleId: f.ruleId,
      ruleIndex: index.get(f.ruleId),
      level: LEVEL[f.severity],
      message: { text: f.hint ? `${f.message}
hint: ${f.hint}` : f.message },
      locations: [{ physicalLocation: { artifactLocation: artifact(f.file), region: region(f) } }],
      partialFingerprints: { primaryLocationLineHash: `${hash}:${n}` }
    };
    if (f.related && f.related.length > 0) {
      sarifResult.relatedLocations = f.related.map((r, id) => ({
        id,
        physicalLocation: { artifactLocation: artifact(r.file), region: { startLine: r.line, startColumn: r.column } },
        message: { text: r.message }
      }));
    }
    return sarifResult;
  });
  const root = pathToFileURL(resolve4(opts.cwd ?? process.cwd())).href;
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: opts.toolVersion,
            semanticVersion: opts.toolVersion,
            informationUri: REPO_URL,
            rules: rules.map(ruleDescriptor)
          }
        },
        originalUriBaseIds: { [SRCROOT]: { uri: root.endsWith("/") ? root : root + "/" } },
        // Finding columns come from the yaml package's offsets into JavaScript strings.
        columnKind: "utf16CodeUnits",
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: result.skipped.map((s) => ({
              level: "note",
              message: { text: `skipped: ${s.reason}` },
              locations: [{ physicalLocation: { artifactLocation: artifact(s.file) } }]
            }))
          }
        ],
        results
      }
    ]
  };
}
function formatSarif(result, opts) {
  return JSON.stringify(toSarif(result, opts), null, 2) + "\n";
}
function ruleTable(rules, findings) {
  const table = [];
  const ids = /* @__PURE__ */ new Set();
  for (const r of rules) {
    if (ids.has(r.id)) continue;
    ids.add(r.id);
    table.push(r);
  }
  for (const f of sortFindings(findings)) {
    if (ids.has(f.ruleId)) continue;
    ids.add(f.ruleId);
    table.push({ id: f.ruleId, severity: f.severity, description: f.ruleId, docs: docsUrl(f.ruleId) });
  }
  return table;
}
function ruleDescriptor(r) {
  const url = r.docs || docsUrl(r.id);
  return {
    id: r.id,
    name: pascalCase(r.id),
    shortDescription: { text: r.description },
    fullDescription: { text: r.description },
    helpUri: url,
    help: { text: `${r.description}. See ${url}` },
    defaultConfiguration: { level: LEVEL[r.severity] }
  };
}
function pascalCase(id) {
  return id.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}
function artifact(file) {
  const uri = file.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/");
  return { uri, uriBaseId: SRCROOT };
}
function region(f) {
  const endLine = Math.max(f.endLine, f.line);
  const endColumn = endLine === f.line ? Math.max(f.endColumn, f.column) : f.endColumn;
  return { startLine: f.line, startColumn: f.column, endLine, endColumn };
}
function lineHash(f, lineText) {
  const what = lineText !== void 0 ? `line\0${lineText.trim()}` : `message\0${f.message}`;
  return createHash("sha256").update(`${f.ruleId}\0${f.file}\0${what}`).digest("hex").slice(0, 32);
}

// src/report/codeframe.ts
var TAB_WIDTH = 4;
var MAX_FRAME_WIDTH = 100;
var LEAD = 30;
var plain = { gutter: (s) => s, marker: (s) => s };
function expandTabs(text) {
  let shown = "";
  const at = [];
  for (let i = 0; i < text.length; i++) {
    at.push(shown.length);
    const ch = text[i];
    shown += ch === "	" ? " ".repeat(TAB_WIDTH - shown.length % TAB_WIDTH) : ch;
  }
  at.push(shown.length);
  return { shown, at };
}
function codeFrame(getLine, r, paint = plain) {
  const text = getLine(r.line);
  if (text === void 0) return [];
  const { shown, at } = expandTabs(text);
  const i0 = Math.min(Math.max(r.column - 1, 0), text.length);
  const i1 = r.endLine === r.line ? Math.min(Math.max(r.endColumn - 1, i0), text.length) : text.length;
  const from = at[i0];
  const to = Math.max(at[i1], from + 1);
  const start = shown.length > MAX_FRAME_WIDTH ? Math.max(0, Math.min(from - LEAD, shown.length - MAX_FRAME_WIDTH)) : 0;
  const clip = (s) => {
    if (s.length <= MAX_FRAME_WIDTH && start === 0) return s;
    if (s.length <= start) return "";
    const body = s.slice(start, start + MAX_FRAME_WIDTH);
    return (start > 0 ? "\u2026" : "") + body + (s.length > start + MAX_FRAME_WIDTH ? "\u2026" : "");
  };
  const rows = [];
  const context = (n) => {
    const t = n >= 1 ? getLine(n) : void 0;
    const body = t === void 0 ? "" : clip(expandTabs(t).shown);
    if (body.trim() !== "") rows.push({ n, body, main: false });
  };
  context(r.line - 1);
  rows.push({ n: r.line, body: clip(shown), main: true });
  context(r.line + 1);
  const width = String(rows[rows.length - 1].n).length;
  const out = [];
  for (const { n, body, main: main2 } of rows) {
    const mark = main2 ? paint.marker(">") : " ";
    const gutter = paint.gutter(`${String(n).padStart(width)} |`);
    out.push(`${mark} ${gutter}${body === "" ? "" : " " + body}`);
    if (main2) {
      const lead = start > 0 ? 1 : 0;
      const a = from - start + lead;
      const b = Math.min(to, start + MAX_FRAME_WIDTH) - start + lead;
      out.push(`  ${paint.gutter(`${" ".repeat(width)} |`)} ${" ".repeat(a)}${paint.marker("^".repeat(Math.max(1, b - a)))}`);
    }
  }
  return out;
}

// src/report/stylish.ts
var sgr = (open, close) => (s) => `\x1B[${open}m${s}\x1B[${close}m`;
var ansi = {
  bold: sgr(1, 22),
  dim: sgr(2, 22),
  red: sgr(31, 39),
  yellow: sgr(33, 39),
  cyan: sgr(36, 39),
  green: sgr(32, 39)
};
var none = (s) => s;
var severityColor = { error: ansi.red, warning: ansi.yellow, info: ansi.cyan };
function formatStylish(result, opts) {
  const c = opts.color;
  const paint = (p) => c ? p : none;
  const getLine = lineReader(result.sources);
  const out = [];
  for (const f of sortFindings(result.findings)) {
    const sev = paint(severityColor[f.severity]);
    out.push(`${paint(ansi.bold)(`${f.file}:${f.line}:${f.column}`)}  ${sev(f.severity)}  ${f.message}  ${paint(ansi.dim)(f.ruleId)}`);
    if (f.hint) out.push(indentLines(`${paint(ansi.bold)("hint:")} ${f.hint}`));
    for (const r of f.related ?? []) out.push(`  ${paint(ansi.dim)("see")} ${r.file}:${r.line}: ${r.message}`);
    const framePaint = { gutter: paint(ansi.dim), marker: (s) => paint(ansi.bold)(sev(s)) };
    for (const row of codeFrame((n) => getLine(f.file, n), f, framePaint)) out.push(`  ${row}`);
    out.push("");
  }
  const summary = summaryLine(result.findings, result.files);
  out.push(summaryColor(result.findings, paint)(summary));
  for (const s of result.skipped) out.push(`${paint(ansi.dim)("skipped:")} ${s.file} \u2014 ${s.reason}`);
  return out.join("\n") + "\n";
}
function indentLines(text) {
  return text.split("\n").map((l, i) => (i === 0 ? "  " : "        ") + l).join("\n");
}
function summaryColor(findings, paint) {
  if (findings.length === 0) return paint(ansi.green);
  const worst = findings.some((f) => f.severity === "error") ? "error" : findings.some((f) => f.severity === "warning") ? "warning" : "info";
  const color = paint(severityColor[worst]);
  return (s) => paint(ansi.bold)(color(s));
}

// src/report/markdown.ts
init_finding();

// src/report/index.ts
var FORMATS = ["stylish", "json", "sarif", "github"];
function isFormat(name) {
  return FORMATS.includes(name);
}
function formatResult(result, format, opts) {
  switch (format) {
    case "stylish":
      return formatStylish(result, { color: opts.color ?? false });
    case "json":
      return formatJson(result, opts.toolVersion);
    case "sarif":
      return formatSarif(result, { toolVersion: opts.toolVersion, cwd: opts.cwd });
    case "github":
      return formatGithub(result);
    default: {
      const never = format;
      throw new Error(`unknown format "${String(never)}"; expected one of ${FORMATS.join(", ")}`);
    }
  }
}
function useColor(isTTY, env = process.env) {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== void 0) return force !== "0" && force.toLowerCase() !== "false";
  return isTTY === true && env.TERM !== "dumb";
}

// src/cli.ts
init_finding();
init_rules();

// src/core/version.ts
var VERSION = true ? "0.1.0" : JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version;

// src/cli.ts
var HELP = `cmp-lint ${VERSION} \u2014 lint Argo CD Config Management Plugin setups

Usage:
  cmp-lint [options] [paths...]        lint files and directories (default: .)
  cmp-lint render [path] [options]     run plugins locally as argocd-cmp-server would (render --help)
  cmp-lint rules                       list the rule catalog
  cmp-lint explain <rule-id>           show the documentation of a rule

Options:
  -f, --format <name>     output format: ${FORMATS.join(", ")} (default: stylish)
  -o, --output <file>     write the report to a file instead of stdout
      --fail-on <level>   exit 1 when a finding is at or above: error, warning, info (default: error)
  -c, --config <file>     configuration file (default: .cmp-lint.yaml in the working directory)
      --context <dir>     read this directory for cross-file context, report only on the given paths
      --color / --no-color  force colours on or off (default: on for a terminal, off with NO_COLOR)
  -v, --version           print the version
  -h, --help              print this help

Exit codes: 0 no finding at or above --fail-on, 1 findings at or above it,
            2 usage or configuration error, 3 internal error (a bug: please report it).
Docs: ${REPO_URL}#readme`;
var UsageError2 = class extends Error {
};
async function main(argv, io) {
  try {
    const [sub, ...rest] = argv;
    if (sub === "rules") return rulesCommand(rest, io);
    if (sub === "explain") return explainCommand(rest, io);
    if (sub === "render") {
      const { renderCommand: renderCommand2 } = await Promise.resolve().then(() => (init_cli(), cli_exports));
      return await renderCommand2(rest, { stdout: io.stdout, stderr: io.stderr, cwd: io.cwd });
    }
    return await lintCommand(argv, io);
  } catch (e) {
    if (e instanceof UsageError2 || e instanceof InputError) {
      io.stderr(`cmp-lint: ${e.message}
`);
      if (e instanceof UsageError2) io.stderr(`Run 'cmp-lint --help' for usage.
`);
      return 2;
    }
    if (e instanceof ConfigError) {
      io.stderr(`cmp-lint: configuration error: ${e.describe()}
`);
      return 2;
    }
    const err = e;
    io.stderr(`cmp-lint: internal error: ${err?.message ?? String(e)}
This is a bug in cmp-lint ${VERSION}; please report it at ${REPO_URL}/issues with the input that caused it.
`);
    if (io.env.CMP_LINT_DEBUG) io.stderr(`${err?.stack ?? ""}
`);
    return 3;
  }
}
function parse(argv) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: "string", short: "f" },
        output: { type: "string", short: "o" },
        "fail-on": { type: "string" },
        config: { type: "string", short: "c" },
        context: { type: "string" },
        color: { type: "boolean" },
        "no-color": { type: "boolean" },
        version: { type: "boolean", short: "v" },
        help: { type: "boolean", short: "h" }
      }
    });
  } catch (e) {
    throw new UsageError2(friendlyArgError(e.message));
  }
}
function friendlyArgError(msg) {
  const m = /Unknown option '([^']+)'/.exec(msg);
  if (m) return `unknown option '${m[1]}'`;
  const v = /Option '([^']+)' argument missing/.exec(msg);
  if (v) return `option '${v[1].split(",").pop().trim().split(" ")[0]}' needs a value`;
  return msg.split(". ")[0].replace(/\.$/, "");
}
async function lintCommand(argv, io) {
  const { values, positionals } = parse(argv);
  if (values.help) {
    io.stdout(HELP + "\n");
    return 0;
  }
  if (values.version) {
    io.stdout(VERSION + "\n");
    return 0;
  }
  const format = values.format ?? "stylish";
  if (!isFormat(format)) throw new UsageError2(`unknown format '${format}' (choose one of: ${FORMATS.join(", ")})`);
  const failOn = values["fail-on"] ?? "error";
  if (!(failOn in SEVERITY_RANK)) throw new UsageError2(`--fail-on must be error, warning or info (got '${values["fail-on"]}')`);
  if (values.context !== void 0 && !existsSync4(resolve7(io.cwd, values.context))) throw new UsageError2(`--context: no such directory: ${values.context}`);
  const config = loadConfig(io.cwd, values.config, /* @__PURE__ */ new Set([...RULE_IDS, ...EXTERNAL_RULES.map((r) => r.id)]));
  const result = await lint({ cwd: io.cwd, paths: positionals, config, context: values.context });
  const color = values["no-color"] ? false : values.color ? true : !values.output && useColor(io.isTTY, io.env);
  const text = formatResult(result, format, { color, toolVersion: VERSION, cwd: io.cwd });
  if (values.output) {
    try {
      writeFileSync2(resolve7(io.cwd, values.output), text);
    } catch (e) {
      throw new UsageError2(`cannot write ${values.output}: ${e.code ?? e.message}`);
    }
  } else {
    io.stdout(text);
  }
  return exitCode(result, failOn);
}
function exitCode(result, failOn) {
  const bar = SEVERITY_RANK[failOn];
  return result.findings.some((f) => SEVERITY_RANK[f.severity] >= bar) ? 1 : 0;
}
function rulesCommand(argv, io) {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout("Usage: cmp-lint rules [--format json]\nLists every rule: id, default severity, description.\n");
    return 0;
  }
  const json2 = argv.includes("--format=json") || argv.includes("--format") && argv[argv.indexOf("--format") + 1] === "json";
  const rules = [...ALL_RULES.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description })), ...EXTERNAL_RULES];
  if (json2) {
    io.stdout(JSON.stringify(rules, null, 2) + "\n");
    return 0;
  }
  const w = Math.max(...rules.map((r) => r.id.length));
  for (const r of rules) io.stdout(`${r.id.padEnd(w)}  ${r.severity.padEnd(7)}  ${r.description}
`);
  return 0;
}
function explainCommand(argv, io) {
  const id = argv.find((a) => !a.startsWith("-"));
  if (!id) throw new UsageError2("explain needs a rule id; `cmp-lint rules` lists them");
  const known = findRule(id) || EXTERNAL_RULES.some((r) => r.id === id);
  if (!known) throw new UsageError2(`unknown rule '${id}'; \`cmp-lint rules\` lists them`);
  const page = docsPath(id);
  if (!page) {
    io.stdout(`${id}: ${findRule(id)?.meta.description ?? ""}
`);
    return 0;
  }
  io.stdout(readFileSync3(page, "utf8"));
  return 0;
}
function docsPath(id) {
  const here = dirname4(fileURLToPath(import.meta.url));
  for (const base of [join7(here, ".."), join7(here, "..", "..")]) {
    const p = join7(base, "docs", "rules", `${id}.md`);
    if (existsSync4(p)) return p;
  }
  return void 0;
}

// src/bin.ts
var code2 = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  isTTY: !!process.stdout.isTTY,
  env: process.env
});
process.exitCode = code2;
