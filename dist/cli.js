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
    exports.hasRegexChars = (str4) => REGEX_SPECIAL_CHARS.test(str4);
    exports.isRegexChar = (str4) => str4.length === 1 && exports.hasRegexChars(str4);
    exports.escapeRegex = (str4) => str4.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str4) => str4.replace(REGEX_BACKSLASH, "/");
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
    exports.removeBackslashes = (str4) => {
      return str4.replace(REGEX_REMOVE_BACKSLASH, (match) => {
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
      let str4 = input;
      let index2 = -1;
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
      const eos = () => index2 >= length;
      const peek = () => str4.charCodeAt(index2 + 1);
      const advance = () => {
        prev = code3;
        return str4.charCodeAt(++index2);
      };
      while (index2 < length) {
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
          slashes.push(index2);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index2 === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index2 + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code3 === CHAR_PLUS || code3 === CHAR_AT || code3 === CHAR_ASTERISK || code3 === CHAR_QUESTION_MARK || code3 === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code3 === CHAR_EXCLAMATION_MARK && index2 === start) {
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
        if (opts.nonegate !== true && code3 === CHAR_EXCLAMATION_MARK && index2 === start) {
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
      let base = str4;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str4.slice(0, start);
        str4 = str4.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str4.slice(0, lastIndex);
        glob = str4.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str4;
      } else {
        base = str4;
      }
      if (base && base !== "" && base !== "/" && base !== str4) {
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
    var constants3 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants3;
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
      let quote3 = 0;
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
          quote3 = quote3 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote3 === 0) {
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
      let quote3 = 0;
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
          quote3 = quote3 === 1 ? 0 : 1;
          continue;
        }
        if (quote3 === 1) {
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
      let index2 = 0;
      const chars = [];
      while (index2 < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index2), false);
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
        index2 += match.end + 1;
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
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants3.DEFAULT_MAX_EXTGLOB_RECURSION;
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
      const PLATFORM_CHARS = constants3.globChars(opts.windows);
      const EXTGLOB_CHARS = constants3.extglobChars(PLATFORM_CHARS);
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
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc2, chars, first, rest, index2) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc2) {
              return esc2 + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index2 === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc2) {
              return esc2 + first + (rest ? star : "");
            }
            return star;
          }
          return esc2 ? m : `\\${m}`;
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
                const posix9 = POSIX_REGEX_SOURCE[rest2];
                if (posix9) {
                  prev.value = pre + posix9;
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
      } = constants3.globChars(opts.windows);
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
      const create = (str4) => {
        switch (str4) {
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
            const match = /^(.*?)\.(\w+)$/.exec(str4);
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
    var constants3 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch4 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch4(input, options, returnState));
        const arrayMatcher = (str4) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str4);
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
      const posix9 = opts.windows;
      const regex = isState ? picomatch4.compileRe(glob, options) : picomatch4.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored2 = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored2 = picomatch4(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch4.test(input, regex, options, { glob, posix: posix9 });
        const result = { glob, state, regex, posix: posix9, input, output, match, isMatch };
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
    picomatch4.test = (input, regex, options, { glob, posix: posix9 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix9 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch4.matchBase(input, regex, options, posix9);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch4.matchBase = (input, glob, options, posix9 = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch4.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix9 }));
    };
    picomatch4.isMatch = (str4, patterns, options) => picomatch4(patterns, options)(str4);
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
    picomatch4.constants = constants3;
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
function isIgnored(chain, rel, isDir2) {
  for (let i = chain.length - 1; i >= 0; i--) {
    const f = chain[i];
    let sub;
    if (f.base === "") sub = rel;
    else if (rel.startsWith(f.base + "/")) sub = rel.slice(f.base.length + 1);
    else continue;
    for (let j = f.rules.length - 1; j >= 0; j--) {
      const r = f.rules[j];
      if (r.dirOnly && !isDir2) continue;
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
import { isUtf8 } from "node:buffer";
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
    if (scratch.length < st.size) scratch = Buffer.allocUnsafe(Math.max(st.size, scratch.length * 2));
    const buf = scratch.subarray(0, st.size);
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
  if (!isUtf8(buf)) return { skip: "not valid UTF-8" };
  const text = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString("utf8");
  return { text: text.charCodeAt(0) === 65279 ? text.slice(1) : text };
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
var DEFAULT_MAX_FILE_SIZE, BINARY_PROBE, OPEN_FLAGS, scratch;
var init_read = __esm({
  "src/files/read.ts"() {
    "use strict";
    DEFAULT_MAX_FILE_SIZE = 5 * 1024 * 1024;
    BINARY_PROBE = 8 * 1024;
    OPEN_FLAGS = constants.O_NONBLOCK === void 0 ? "r" : constants.O_RDONLY | constants.O_NONBLOCK;
    scratch = Buffer.allocUnsafe(1 << 20);
  }
});

// src/files/precheck.ts
function mayMatter(text) {
  return MAY_MATTER.test(text);
}
var MAY_MATTER, STRONG_WORDS;
var init_precheck = __esm({
  "src/files/precheck.ts"() {
    "use strict";
    MAY_MATTER = /cmp|plugin|argocd|argoproj|repo-?server|extracontainers|sidecarcontainers|configmap|kustomiz|patch|\/containers|\/volumes|kind["']?\s*:\s*["']?component\b/i;
    STRONG_WORDS = /cmp|plugin|argocd|argoproj|repo-?server|extracontainers|sidecarcontainers|kustomiz|patch|\/containers|\/volumes|var-files|kind["']?\s*:\s*["']?component\b/i;
  }
});

// src/files/discover.ts
import { spawnSync } from "node:child_process";
import { lstatSync, statSync, realpathSync, readdirSync, readFileSync, existsSync } from "node:fs";
import { resolve, relative, join, dirname, basename, sep, isAbsolute } from "node:path";
async function discoverFiles(paths, opts) {
  const cwd = resolve(opts.cwd);
  const maxFileSize = opts.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const globs = opts.ignore && opts.ignore.length > 0 ? (0, import_picomatch2.default)(opts.ignore, { dot: true }) : void 0;
  const ignoreBase = resolve(cwd, opts.ignoreBase ?? ".");
  const ignored = (cwdRel) => globs !== void 0 && globs(ignoreBase === cwd ? cwdRel : relative(ignoreBase, resolve(cwd, cwdRel)).split(sep).join("/"));
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
      let isDir2 = ent.isDirectory();
      let isFile2 = ent.isFile();
      let real2 = d.real + sep + name;
      const isLink = ent.isSymbolicLink();
      if (isLink) {
        let st;
        try {
          st = statSync(abs);
          real2 = realpathSync(abs);
        } catch (e) {
          if (fileKind(name)) skipped.push({ file: childRel, reason: linkReason(e) });
          continue;
        }
        isDir2 = st.isDirectory();
        isFile2 = st.isFile();
        if ((isDir2 || isFile2 && fileKind(name)) && !d.bound.some((b) => inside(real2, b))) {
          skipped.push({ file: childRel, reason: "symbolic link to outside the repository (not followed)" });
          continue;
        }
      } else if (!isDir2 && !isFile2) {
        try {
          const st = lstatSync(abs);
          isDir2 = st.isDirectory();
          isFile2 = st.isFile();
        } catch {
          continue;
        }
      }
      if (isDir2) {
        if (isIgnored(chain, treeRel, true) || ignored(childRel)) continue;
        const next = { abs, rel: childRel, real: real2, treeRel, chain, bound: d.bound, linked: d.linked || isLink };
        if (isLink) linked.push(next);
        else walk(next);
      } else if (isFile2) {
        const kind = fileKind(name);
        if (!kind || isIgnored(chain, treeRel, false) || ignored(childRel)) continue;
        candidates.push({ abs, rel: childRel, kind, real: real2, viaLink: isLink || !!d.linked });
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
      const real2 = realpathSync(abs);
      const listing = gitListing(abs);
      if (listing) {
        const dirIgnored = /* @__PURE__ */ new Map();
        const underIgnoredDir = (fileRel) => {
          for (let i = fileRel.indexOf("/"); i > 0; i = fileRel.indexOf("/", i + 1)) {
            const d = fileRel.slice(0, i);
            let v = dirIgnored.get(d);
            if (v === void 0) dirIgnored.set(d, v = ignored(d));
            if (v) return true;
          }
          return false;
        };
        const bound = [realpathSync(listing.top)];
        for (const entry of listing.files) {
          const parts = entry.split("/");
          if (parts.some((p) => p === ".git" || p === "node_modules")) continue;
          const fileAbs = join(abs, ...parts);
          const fileRel = rel(fileAbs);
          if (ignored(fileRel) || underIgnoredDir(fileRel)) continue;
          const special = listing.special.get(entry);
          if (special) {
            let dst;
            let dstReal;
            try {
              dst = statSync(fileAbs);
              dstReal = realpathSync(fileAbs);
            } catch (e) {
              if (special === "link" && fileKind(parts[parts.length - 1])) skipped.push({ file: fileRel, reason: linkReason(e) });
              continue;
            }
            if (dst.isDirectory()) {
              if (special === "link" && !bound.some((b) => inside(dstReal, b))) {
                skipped.push({ file: fileRel, reason: "symbolic link to outside the repository (not followed)" });
                continue;
              }
              const root = treeRoot(fileAbs, context);
              const next = { abs: fileAbs, rel: fileRel, real: dstReal, treeRel: toPosix(relative(root.dir, fileAbs)), chain: root.chain, bound: [...bound, dstReal], linked: special === "link" };
              if (special === "link") linked.push(next);
              else walk(next);
              continue;
            }
          }
          const kind = fileKind(parts[parts.length - 1]);
          if (!kind) continue;
          let lst;
          try {
            lst = lstatSync(fileAbs);
          } catch {
            continue;
          }
          let fileReal = real2 + sep + parts.join(sep);
          const viaLink = lst.isSymbolicLink();
          if (viaLink) {
            try {
              if (!statSync(fileAbs).isFile()) continue;
              fileReal = realpathSync(fileAbs);
            } catch (e) {
              skipped.push({ file: fileRel, reason: linkReason(e) });
              continue;
            }
            if (!bound.some((b) => inside(fileReal, b))) {
              skipped.push({ file: fileRel, reason: "symbolic link to outside the repository (not followed)" });
              continue;
            }
          } else if (!lst.isFile()) continue;
          candidates.push({ abs: fileAbs, rel: fileRel, kind, real: fileReal, viaLink });
        }
      } else {
        const root = treeRoot(abs, context);
        walk({ abs, rel: rel(abs), real: real2, treeRel: toPosix(relative(root.dir, abs)), chain: root.chain, bound: [realpathSync(root.dir), real2] });
      }
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
    else if (opts.keep && !opts.keep(r.text, c.kind, c.rel)) files.push({ path: c.rel, abs: c.abs, kind: c.kind, text: "", dropped: true });
    else files.push({ path: c.rel, abs: c.abs, kind: c.kind, text: r.text });
  }
  files.sort((a, b) => cmp(a.path, b.path));
  skipped.sort((a, b) => cmp(a.file, b.file) || cmp(a.reason, b.reason));
  return { files, skipped, errors };
}
function gitListing(dir) {
  const env = { ...process.env, GIT_OPTIONAL_LOCKS: "0" };
  const opts = { cwd: dir, env, encoding: "buffer", maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "ignore"] };
  let top;
  try {
    const t = spawnSync("git", ["rev-parse", "--is-inside-work-tree", "--show-toplevel"], opts);
    const lines = t.status === 0 ? t.stdout.toString("utf8").split("\n") : [];
    if (lines[0] !== "true" || !lines[1]) return void 0;
    top = lines[1];
  } catch {
    return void 0;
  }
  const list2 = spawnSync("git", ["-c", "core.quotePath=false", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "."], opts);
  if (list2.status !== 0) return void 0;
  const files = [...new Set(list2.stdout.toString("utf8").split("\0").filter(Boolean))];
  const special = /* @__PURE__ */ new Map();
  const staged = spawnSync("git", ["ls-files", "-z", "--stage", "--", "."], opts);
  if (staged.status === 0) {
    for (const rec of staged.stdout.toString("utf8").split("\0")) {
      const m = /^(120000|160000) [0-9a-f]+ \d+\t(.*)$/s.exec(rec);
      if (m) special.set(m[2], m[1] === "120000" ? "link" : "submodule");
    }
  }
  return { top, files, special };
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
    var isAlias3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap4 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair4 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar6 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq4 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
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
    var hasAnchor = (node) => (isScalar6(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias3;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap4;
    exports.isNode = isNode;
    exports.isPair = isPair4;
    exports.isScalar = isScalar6;
    exports.isSeq = isSeq4;
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
    function visit3(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit3.BREAK = BREAK;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
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
    exports.visit = visit3;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit3 = require_visit();
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
          visit3.visit(doc.contents, (_key, node) => {
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
    var visit3 = require_visit();
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
      visit3.visit(root, {
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
    var visit3 = require_visit();
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
          visit3.visit(doc, {
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
    var stringifyComment = (str4) => str4.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str4, indent, comment) => str4.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str4.endsWith(" ") ? "" : " ") + comment;
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
    var containsDocumentMarker = (str4) => /^(%|---|\.\.\.)/m.test(str4);
    function lineLengthOverLimit(str4, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str4.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str4[i] === "\n") {
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
      let str4 = "";
      let start = 0;
      for (let i = 0, ch = json2[i]; ch; ch = json2[++i]) {
        if (ch === " " && json2[i + 1] === "\\" && json2[i + 2] === "n") {
          str4 += json2.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json2[i + 1]) {
            case "u":
              {
                str4 += json2.slice(start, i);
                const code3 = json2.substr(i + 2, 4);
                switch (code3) {
                  case "0000":
                    str4 += "\\0";
                    break;
                  case "0007":
                    str4 += "\\a";
                    break;
                  case "000b":
                    str4 += "\\v";
                    break;
                  case "001b":
                    str4 += "\\e";
                    break;
                  case "0085":
                    str4 += "\\N";
                    break;
                  case "00a0":
                    str4 += "\\_";
                    break;
                  case "2028":
                    str4 += "\\L";
                    break;
                  case "2029":
                    str4 += "\\P";
                    break;
                  default:
                    if (code3.substr(0, 2) === "00")
                      str4 += "\\x" + code3.substr(2);
                    else
                      str4 += json2.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json2[i + 2] === '"' || json2.length < minMultiLineLength) {
                i += 1;
              } else {
                str4 += json2.slice(start, i) + "\n\n";
                while (json2[i + 2] === "\\" && json2[i + 3] === "n" && json2[i + 4] !== '"') {
                  str4 += "\n";
                  i += 2;
                }
                str4 += indent;
                if (json2[i + 2] === " ")
                  str4 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str4 = start ? str4 + json2.slice(start) : json2;
      return implicitKey ? str4 : foldFlowLines.foldFlowLines(str4, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
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
      const str4 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str4);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str4 : foldFlowLines.foldFlowLines(str4, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
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
      const str4 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str4;
      return identity.isScalar(node) || str4[0] === "{" || str4[0] === "[" ? `${props} ${str4}` : `${props}
${ctx.indent}${str4}`;
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
      let str4 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str4.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str4 === "" ? "?" : explicitKey ? `? ${str4}` : str4;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str4 = `? ${str4}`;
        if (keyComment && !keyCommentDone) {
          str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str4;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(keyComment));
        str4 = `? ${str4}
${indent}:`;
      } else {
        str4 = `${str4}:`;
        if (keyComment)
          str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(keyComment));
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
        ctx.indentAtStart = str4.length + 1;
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
      str4 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str4 += stringifyComment.lineComment(str4, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str4;
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
    var merge3 = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge3.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge3.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge3.tag && tag.default);
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
    exports.merge = merge3;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge3 = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map2, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map2, value);
      else if (merge3.isMergeKey(ctx, key))
        merge3.addMergeToJSMap(ctx, map2, value);
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
        let str5 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str5 += stringifyComment.lineComment(str5, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str5);
      }
      let str4;
      if (lines.length === 0) {
        str4 = flowChars.start + flowChars.end;
      } else {
        str4 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str4 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str4 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str4;
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
        let str4 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str4.includes("\n"));
        if (i < items.length - 1) {
          str4 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str4.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str4 += ",";
          }
        }
        if (comment)
          str4 += stringifyComment.lineComment(str4, itemIndent, commentString(comment));
        lines.push(str4);
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
          let str4 = start;
          for (const line of lines)
            str4 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str4}
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
      resolve: (str4) => str4,
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
      resolve: (str4) => new Scalar.Scalar(str4[0] === "t" || str4[0] === "T"),
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
      resolve: (str4) => str4.slice(-3).toLowerCase() === "nan" ? NaN : str4[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str4) => parseFloat(str4),
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
      resolve(str4) {
        const node = new Scalar.Scalar(parseFloat(str4));
        const dot = str4.indexOf(".");
        if (dot !== -1 && str4[str4.length - 1] === "0")
          node.minFractionDigits = str4.length - dot - 1;
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
    var intResolve = (str4, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str4) : parseInt(str4.substring(offset), radix);
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
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 16, opt),
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
        resolve: (str4) => str4,
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
        resolve: (str4) => str4 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str4, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str4) : parseInt(str4, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str4) => parseFloat(str4),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str4, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str4)}`);
        return str4;
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
          const str4 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str4.length);
          for (let i = 0; i < str4.length; ++i)
            buffer[i] = str4.charCodeAt(i);
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
        let str4;
        if (typeof node_buffer.Buffer === "function") {
          str4 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str4 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type2 ?? (type2 = Scalar.Scalar.BLOCK_LITERAL);
        if (type2 !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str4.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str4.substr(o, lineWidth);
          }
          str4 = lines.join(type2 === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type: type2, value: str4 }, ctx, onComment, onChompKeep);
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
      resolve: (str4) => str4.slice(-3).toLowerCase() === "nan" ? NaN : str4[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str4) => parseFloat(str4.replace(/_/g, "")),
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
      resolve(str4) {
        const node = new Scalar.Scalar(parseFloat(str4.replace(/_/g, "")));
        const dot = str4.indexOf(".");
        if (dot !== -1) {
          const f = str4.substring(dot + 1).replace(/_/g, "");
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
    function intResolve(str4, offset, radix, { intAsBigInt }) {
      const sign = str4[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str4 = str4.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str4 = `0b${str4}`;
            break;
          case 8:
            str4 = `0o${str4}`;
            break;
          case 16:
            str4 = `0x${str4}`;
            break;
        }
        const n2 = BigInt(str4);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str4, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str4 = value.toString(radix);
        return value < 0 ? "-" + prefix + str4.substr(1) : prefix + str4;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int2 = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str4, _onError, opt) => intResolve(str4, 2, 16, opt),
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
    function parseSexagesimal(str4, asBigInt) {
      const sign = str4[0];
      const parts = sign === "-" || sign === "+" ? str4.substring(1) : str4;
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
      resolve: (str4, _onError, { intAsBigInt }) => parseSexagesimal(str4, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str4) => parseSexagesimal(str4, false),
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
      resolve(str4) {
        const match = str4.match(timestamp2.test);
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
    var merge3 = require_merge();
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
      merge3.merge,
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
    var merge3 = require_merge();
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
      merge: merge3.merge,
      null: _null2.nullTag,
      omap: omap2.omap,
      pairs: pairs2.pairs,
      seq: seq2.seq,
      set: set2.set,
      timestamp: timestamp2.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary2.binary,
      "tag:yaml.org,2002:merge": merge3.merge,
      "tag:yaml.org,2002:omap": omap2.omap,
      "tag:yaml.org,2002:pairs": pairs2.pairs,
      "tag:yaml.org,2002:set": set2.set,
      "tag:yaml.org,2002:timestamp": timestamp2.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge3.merge) ? schemaTags.concat(merge3.merge) : schemaTags.slice();
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
        tags = tags.concat(merge3.merge);
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
      constructor({ compat, customTags, merge: merge3, resolveKnownTags, schema: schema2, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema2 === "string" && schema2 || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge3);
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
    var YAMLParseError2 = class extends YAMLError {
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
    exports.YAMLParseError = YAMLParseError2;
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
        const { start, key, sep: sep6, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep6?.[0],
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
          if (!keyProps.anchor && !keyProps.tag && !sep6) {
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
        const valueProps = resolveProps.resolveProps(sep6 ?? [], {
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
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep6, null, valueProps, onError);
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
        let sep6 = "";
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
                comment += sep6 + cb;
              sep6 = "";
              break;
            }
            case "newline":
              if (comment)
                sep6 += source;
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
      const isMap4 = fc.start.source === "{";
      const fcName = isMap4 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap4 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
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
        const { start, key, sep: sep6, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep6?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep6 && !value) {
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
          if (!isMap4 && ctx.options.strict && utilContainsNewline.containsNewline(key))
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
        if (!isMap4 && !sep6 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep6, null, props, onError);
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
          const valueProps = resolveProps.resolveProps(sep6 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap4 && !props.found && ctx.options.strict) {
              if (sep6)
                for (const st of sep6) {
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
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep6, null, valueProps, onError) : null;
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
          if (isMap4) {
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
      const expectedEnd = isMap4 ? "}" : "]";
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
      const lines = scalar.source ? splitLines3(scalar.source) : [];
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
      let sep6 = "";
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
          value += sep6 + indent.slice(trimIndent) + content;
          sep6 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep6 === " ")
            sep6 = "\n";
          else if (!prevMoreIndented && sep6 === "\n")
            sep6 = "\n\n";
          value += sep6 + indent.slice(trimIndent) + content;
          sep6 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep6 === "\n")
            value += "\n";
          else
            sep6 = "\n";
        } else {
          value += sep6 + content;
          sep6 = " ";
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
    function splitLines3(source) {
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
      let sep6 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep6 === "\n")
            res += sep6;
          else
            sep6 = "\n";
        } else {
          res += sep6 + lm;
          sep6 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep6 + (match?.[1] ?? "");
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
    function stringifyItem({ start, key, sep: sep6, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep6)
        for (const st of sep6)
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
    function visit3(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit3.BREAK = BREAK;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
    visit3.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index2] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index2];
        } else
          return void 0;
      }
      return item;
    };
    visit3.parentCollection = (cst, path) => {
      const parent = visit3.itemAtPath(cst, path.slice(0, -1));
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
    exports.visit = visit3;
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
    var isScalar6 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
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
    exports.isScalar = isScalar6;
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
    var Lexer2 = class {
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
        const quote3 = this.charAt(0);
        let end = this.buffer.indexOf(quote3, this.pos + 1);
        if (quote3 === "'") {
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
    exports.Lexer = Lexer2;
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
    function includesToken(list2, type2) {
      for (let i = 0; i < list2.length; ++i)
        if (list2[i].type === type2)
          return true;
      return false;
    }
    function findNonEmptyIndex(list2) {
      for (let i = 0; i < list2.length; ++i) {
        switch (list2[i].type) {
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
    var Parser2 = class {
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
          let sep6;
          if (scalar.end) {
            sep6 = scalar.end;
            sep6.push(this.sourceToken);
            delete scalar.end;
          } else
            sep6 = [this.sourceToken];
          const map2 = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep6 }]
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
                  const sep6 = it.sep;
                  sep6.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep6 }]
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
            const sep6 = fc.end.splice(1, fc.end.length);
            sep6.push(this.sourceToken);
            const map2 = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep6 }]
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
    exports.Parser = Parser2;
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
    function parseAllDocuments3(source, options = {}) {
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
    exports.parseAllDocuments = parseAllDocuments3;
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
    var visit3 = require_visit();
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
    exports.visit = visit3.visit;
    exports.visitAsync = visit3.visitAsync;
  }
});

// src/yaml/source.ts
function parseYaml(src) {
  let docs;
  try {
    docs = (0, import_yaml.parseAllDocuments)(src.text, {
      // YAML 1.2 core schema. go-yaml (used by Kubernetes and Argo CD) also reads YAML 1.1 booleans such as
      // `yes`; the `yaml` package's 1.1 schema misreads `.` as a number, which breaks `path: .`.
      prettyErrors: false,
      logLevel: "error",
      // no Node warnings on stderr (e.g. collection keys): findings say what matters
      uniqueKeys: false,
      strict: false
    });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return { src, docs: [], errors: [{ message: TOO_DEEP, loc: src.loc(0, 0) }] };
  }
  const list2 = Array.isArray(docs) ? docs : [docs];
  const errors = [];
  for (const d of list2) {
    if (d.errors.length === 0) {
      const deep = tooDeep(d);
      if (deep) d.errors.push(new import_yaml.YAMLParseError([deep, deep + 1], "RESOURCE_EXHAUSTION", TOO_DEEP));
    }
    for (const e of d.errors) {
      const [a, b] = e.pos;
      const message = /call stack/i.test(e.message) ? TOO_DEEP : firstLine(e.message);
      errors.push({ message, loc: src.loc(a, b) });
    }
  }
  return { src, docs: list2, errors };
}
function tooDeep(doc) {
  const stack = [[doc.contents, 1]];
  while (stack.length > 0) {
    const [n, depth] = stack.pop();
    if (!(0, import_yaml.isMap)(n) && !(0, import_yaml.isSeq)(n)) continue;
    if (depth > MAX_DEPTH) return n.range?.[0] ?? 0;
    for (const it of n.items) {
      if ((0, import_yaml.isPair)(it)) stack.push([it.key, depth + 1], [it.value, depth + 1]);
      else stack.push([it, depth + 1]);
    }
  }
  return void 0;
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
  return parseYaml(new SourceText(outer.file, text, mapping, outer.outerSrc ?? (outer.isTopLevel() ? outer : void 0)));
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
  return ref.toJS();
}
function nodeToJS(ref) {
  const n = deref(ref.node, ref.doc);
  if (!n) return null;
  if ((0, import_yaml.isScalar)(n)) return n.value;
  try {
    return n.toJS(ref.doc, { maxAliasCount: MAX_ALIAS_COUNT });
  } catch {
    return plainOf(ref);
  }
}
function plainOf(root) {
  let budget = MAX_PLAIN_NODES;
  const walk = (r) => {
    if (--budget < 0) throw new Error("too many alias expansions");
    if (r.isMap()) {
      const o = {};
      for (const [k, v2] of r.entries()) if (!Object.prototype.hasOwnProperty.call(o, k)) o[k] = walk(v2);
      return o;
    }
    if (r.isSeq()) return r.items().map(walk);
    const v = r.scalar();
    return v === void 0 ? null : v;
  };
  return walk(root);
}
var import_yaml, MAX_ALIAS_COUNT, MAX_DEPTH, SourceText, TOO_DEEP, NodeRef, MAX_PLAIN_NODES;
var init_source = __esm({
  "src/yaml/source.ts"() {
    "use strict";
    import_yaml = __toESM(require_dist(), 1);
    MAX_ALIAS_COUNT = 200;
    MAX_DEPTH = 256;
    SourceText = class {
      constructor(file, text, outer, outerSrc) {
        this.file = file;
        this.text = text;
        this.outer = outer;
        this.outerSrc = outerSrc;
        const starts = this.lineCounter.lineStarts;
        starts.push(0);
        for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
      }
      file;
      text;
      outer;
      outerSrc;
      /**
       * Line starts taken from the text itself, not from the parser: on some broken input the
       * parser's error recovery swallows a line break into a token without reporting it, and every
       * later position would be one line off.
       */
      lineCounter = new import_yaml.LineCounter();
      /** The whole file, or one document of it (a slice: its own lines, shifted). */
      isTopLevel() {
        return this.outer === void 0 || "slice" in this.outer && !!this.outer.slice;
      }
      /** 1-based line/column of an offset, in the outermost file. */
      pos(offset) {
        offset = Math.max(0, Math.min(offset, this.text.length));
        if (offset > 0 && this.text.charCodeAt(offset - 1) === 13 && (offset >= this.text.length || this.text.charCodeAt(offset) === 10)) offset--;
        if (!this.outer) return this.lineCounter.linePos(Math.max(0, Math.min(offset, this.text.length)));
        const slice = "slice" in this.outer && !!this.outer.slice;
        const p = this.lineCounter.linePos(Math.max(0, Math.min(offset, slice ? this.text.length : this.text.trimEnd().length)));
        if ("flat" in this.outer) return this.outer.flat;
        const line = this.outer.line0 + p.line - 1;
        const col = p.col + this.outer.indent;
        return this.outerSrc ? this.outerSrc.clamp(line, col) : { line, col };
      }
      /** The nearest position that exists in this (top-level) text. */
      clamp(line, col) {
        if (this.outer && "slice" in this.outer && this.outer.slice) {
          const line0 = this.outer.line0;
          const p = this.clampLocal(line - line0 + 1, col);
          return { line: p.line + line0 - 1, col: p.col };
        }
        return this.clampLocal(line, col);
      }
      clampLocal(line, col) {
        const starts = this.lineCounter.lineStarts;
        const l = Math.max(1, Math.min(line, starts.length));
        const start = starts[l - 1];
        const next = l < starts.length ? starts[l] - 1 : this.text.length;
        let len = next - start;
        if (len > 0 && this.text.charCodeAt(start + len - 1) === 13) len--;
        return { line: l, col: Math.max(1, Math.min(col, len + 1)) };
      }
      loc(start, end) {
        const a = this.pos(start);
        const b = this.pos(Math.max(start, end));
        return { file: this.file, line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
      }
    };
    TOO_DEEP = `nesting deeper than ${MAX_DEPTH} levels: cmp-lint does not read this document`;
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
      /** Plain JS value of this node (bounded alias expansion). */
      toJS() {
        return nodeToJS(this);
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
    MAX_PLAIN_NODES = 1e5;
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
  const command3 = strList(v.command);
  const args = strList(v.args);
  if (command3.length === 0 && args.length === 0) return { command: command3, args, ref };
  return { command: command3, args, ref };
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
  const kindOk = v.kind === void 0 || typeof v.kind === "string" && /plugin/i.test(v.kind);
  return kindOk && isObj(v.metadata) && (isObj(spec.generate) || isObj(spec.discover)) && !isObj(spec.template);
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
  const params2 = obj(spec.parameters);
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
      static: arr(params2.static).map(
        (p, i) => ({
          name: str(obj(p).name) ?? "",
          collectionType: str(obj(p).collectionType),
          ref: paramsRef?.getIn(["static", i])
        })
      ),
      dynamic: commandOf(params2.dynamic, paramsRef?.get("dynamic"))
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
  const cmd2 = commandOf(find, ref?.get("find"));
  const rule = {
    fileName: str(v.fileName) || void 0,
    glob: str(find.glob) || void 0,
    command: cmd2 && cmd2.command.length > 0 ? cmd2 : void 0,
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
  return { name: str(obj(o.metadata).name) ?? "", namespace: str(obj(o.metadata).namespace), file, origin: "document", keys, ref };
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
        const m = e.message;
        const what = /alias/i.test(m) ? "too many alias expansions (more than allowed): the document looks like an alias bomb" : m;
        problems.push({ ruleId: "yaml-syntax", loc: rootRef(parsed.src, doc).loc(), message: `${what} (in ConfigMap ${cm.name} key ${key})` });
        continue;
      }
      if (!looksLikePlugin(js)) continue;
      const pref = rootRef(parsed.src, doc);
      out.push(pluginFromRef(pref, cm.file, "configmap", { configMap: { name: cm.name, key, keyRef: ref } }));
    }
  }
  return out;
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

// src/extract/legacy.ts
function legacyKeyRef(ref, raw) {
  const o = obj(raw);
  const kind = str(o.kind);
  const name = str(obj(o.metadata).name);
  if (kind === "ConfigMap" && name === "argocd-cm") return at(ref, ["data", KEY], "argocd-cm");
  if (kind === "ArgoCD") return at(ref, ["spec", KEY], "the ArgoCD resource");
  if (kind !== void 0 || o.apiVersion !== void 0) return void 0;
  if (name === void 0 || name === "argocd-cm") {
    const d = at(ref, ["data", KEY], "argocd-cm");
    if (d) return d;
  }
  return at(ref, [KEY], "argocd-cm") ?? at(ref, ["spec", KEY], "the ArgoCD resource");
}
function bareLegacyList(file, ref, raw) {
  if (!Array.isArray(raw) || raw.length === 0) return void 0;
  const allowed = /* @__PURE__ */ new Set(["name", "init", "generate", "lockRepo"]);
  const ok = raw.every((it) => isObj(it) && typeof it.name === "string" && isObj(it.generate) && it.generate.command !== void 0 && Object.keys(it).every((k) => allowed.has(k)));
  if (!ok) return void 0;
  const list2 = legacyList(file, ref, "argocd-cm");
  const first = list2.plugins[0];
  return { ...list2, ref: first?.nameRef ?? ref };
}
function at(ref, path, where) {
  const keyRef = ref.getIn(path);
  return keyRef ? { keyRef, where } : void 0;
}
function chartLegacyKeyRef(values) {
  return values.getIn(["configs", "cm", KEY]) ?? values.getIn(["server", "config", KEY]);
}
function legacyOfDocument(file, ref, raw) {
  const found = legacyKeyRef(ref, raw);
  return found ? legacyList(file, found.keyRef, found.where) : void 0;
}
function legacyList(file, keyRef, where) {
  const plugins = [];
  const v = keyRef.scalar();
  let items = [];
  if (typeof v === "string" && keyRef.node) {
    const parsed = parseEmbedded(keyRef.src, keyRef.node, v);
    if (parsed.errors.length === 0) {
      for (const doc of parsed.docs) {
        try {
          docToJS(doc);
        } catch {
          continue;
        }
        items.push(...rootRef(parsed.src, doc).items());
      }
    }
  } else if (keyRef.isSeq()) items = keyRef.items();
  for (const it of items) {
    const o = obj(it.toJS());
    if (!isObj(o)) continue;
    plugins.push({
      name: str(o.name) ?? "",
      nameRef: it.get("name"),
      ref: it,
      init: commandOf(o.init, it.get("init")),
      generate: commandOf(o.generate, it.get("generate")),
      lockRepo: o.lockRepo === true
    });
  }
  return { file, ref: keyRef, names: plugins.map((p) => p.name).filter(Boolean), plugins, where };
}
var KEY;
var init_legacy = __esm({
  "src/extract/legacy.ts"() {
    "use strict";
    init_source();
    init_util();
    KEY = "configManagementPlugins";
  }
});

// src/model/argocd.ts
var CMP_ENTRYPOINT, VAR_FILES_DIR, CMP_PLUGINS_DIR, CMP_CONFIG_DIR, CMP_CONFIG_FILE, MAX_SOCKET_PATH, REPO_SERVER_UID, CHART_CMP_CONFIGMAP, STOCK_VOLUMES, STOCK_TMP_VOLUMES, BUILD_ENV_VARS;
var init_argocd = __esm({
  "src/model/argocd.ts"() {
    "use strict";
    CMP_ENTRYPOINT = "/var/run/argocd/argocd-cmp-server";
    VAR_FILES_DIR = "/var/run/argocd";
    CMP_PLUGINS_DIR = "/home/argocd/cmp-server/plugins";
    CMP_CONFIG_DIR = "/home/argocd/cmp-server/config";
    CMP_CONFIG_FILE = "/home/argocd/cmp-server/config/plugin.yaml";
    MAX_SOCKET_PATH = 107;
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
    STOCK_TMP_VOLUMES = /* @__PURE__ */ new Set(["tmp", "tmp-dir"]);
    BUILD_ENV_VARS = [
      "ARGOCD_APP_NAME",
      "ARGOCD_APP_NAMESPACE",
      "ARGOCD_APP_PROJECT_NAME",
      "ARGOCD_APP_REVISION",
      "ARGOCD_APP_REVISION_SHORT",
      "ARGOCD_APP_REVISION_SHORT_8",
      "ARGOCD_APP_SOURCE_REPO_URL",
      "ARGOCD_APP_SOURCE_PATH",
      "ARGOCD_APP_SOURCE_TARGET_REVISION",
      "KUBE_VERSION",
      "KUBE_API_VERSIONS"
    ];
  }
});

// src/extract/pod.ts
import { posix } from "node:path";
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
function podKeyOf(p) {
  if (p.isPatch && (p.form === "strategic-merge" || p.form === "json6902")) return `patches:${posix.dirname(p.file)}`;
  const at2 = p.podRef?.loc();
  return `${p.file}:${at2?.line ?? 0}:${at2?.column ?? 0}`;
}
function podOf(p, sidecars) {
  if (!p.isRepoServer && sidecars.length === 0) return void 0;
  const containers = p.containers.map((ref) => containerOf(refToJS(ref), ref));
  const initContainers = p.initContainers.map((ref) => containerOf(refToJS(ref), ref));
  const declared = p.volumes.map((ref) => volumeOf(refToJS(ref), ref));
  const main2 = mainOf(p, containers);
  return {
    file: p.file,
    form: p.form,
    isPatch: p.isPatch,
    main: sidecars[0]?.repoServer ?? main2,
    initContainers: sidecars[0]?.initContainers ?? initContainers,
    sidecars,
    containers,
    volumes: sidecars[0]?.volumes ?? (p.isPatch ? withStock(declared) : declared),
    pod: podKeyOf(p),
    namespace: p.namespace,
    podRef: p.podRef
  };
}
function sidecarsFromPod(p) {
  const pod = podKeyOf(p);
  const containers = p.containers.map((ref) => containerOf(refToJS(ref), ref));
  const initContainers = p.initContainers.map((ref) => containerOf(refToJS(ref), ref));
  const declared = p.volumes.map((ref) => volumeOf(refToJS(ref), ref));
  const volumes = p.isPatch ? withStock(declared) : declared;
  const podSecurityContext = securityContextOf(p.podSecurityContext ? refToJS(p.podSecurityContext) : void 0);
  const main2 = mainOf(p, containers);
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
      podRef: p.podRef,
      pod,
      namespace: p.namespace
    });
  }
  return out;
}
function mainOf(p, containers) {
  if (p.mainRef) {
    const c = containerOf(refToJS(p.mainRef), p.mainRef);
    return { ...c, name: "argocd-repo-server", image: void 0, command: void 0, args: void 0 };
  }
  return containers.find((c) => !p.allSidecars && isMainContainer(c));
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
    namespace: str(obj(o.metadata).namespace),
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
function json6902Sidecars(file, ref, raw, isRepoServer2) {
  const shape = { file, form: "json6902", isPatch: true, isRepoServer: isRepoServer2, containers: [], initContainers: [], volumes: [], podRef: ref };
  arr(raw).forEach((op, i) => {
    const o = obj(op);
    if (o.op !== "add" && o.op !== "replace") return;
    const path = String(o.path);
    const value = ref.getIn([i, "value"]);
    if (!value) return;
    const c = J6902_CONTAINER.exec(path);
    if (c) {
      const list2 = c[1] === "containers" ? shape.containers : shape.initContainers;
      if (c[2]) list2.push(value);
      else list2.push(...value.items());
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
  if (!rs || !rs.isMap()) return void 0;
  const extra = rs.get("extraContainers");
  if (!extra && !rs.get("volumeMounts") && !rs.get("initContainers")) return void 0;
  return {
    file,
    form: "chart-values",
    isPatch: true,
    isRepoServer: true,
    allSidecars: true,
    podRef: rs,
    mainRef: rs,
    containers: extra?.items() ?? [],
    initContainers: rs.get("initContainers")?.items() ?? [],
    volumes: rs.get("volumes")?.items() ?? [],
    chart: { cmpCreate, stockTmpName: "tmp" }
  };
}
function operatorSidecars(file, ref) {
  const repo = ref.getIn(["spec", "repo"]);
  if (!repo || !repo.isMap()) return void 0;
  const side = repo.get("sidecarContainers");
  if (!side && !repo.get("volumeMounts") && !repo.get("initContainers")) return void 0;
  return {
    file,
    form: "operator",
    isPatch: true,
    isRepoServer: true,
    allSidecars: true,
    podRef: repo,
    mainRef: repo,
    namespace: str(obj(ref.getIn(["metadata"])?.toJS()).namespace),
    containers: side?.items() ?? [],
    initContainers: repo.get("initContainers")?.items() ?? [],
    volumes: repo.get("volumes")?.items() ?? []
  };
}
function shapeToPod(shape) {
  const sidecars = sidecarsFromPod(shape);
  return { sidecars, pod: podOf(shape, sidecars) };
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
  return !!(r.getIn(["configs", "cmp"]) || r.getIn(["repoServer", "extraContainers"]) || r.getIn(["repoServer", "initContainers"]) || r.getIn(["repoServer", "volumeMounts"]) || chartLegacyKeyRef(r));
}
function chartRoots(root) {
  if (!root.isMap()) return [];
  if (root.get("kind") || root.get("apiVersion")) return [];
  if (isChartValues(root)) return [root];
  return root.entries().map(([, v]) => v).filter((v) => v.isMap() && isChartValues(v));
}
function extractChart(file, values, namespace) {
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
      pluginFromRef(body, file, "chart-values", { specOnly: true, name, nameRef, configMap: { name: CHART_CMP_CONFIGMAP, key, keyRef: nameRef, namespace } })
    );
    keys.set(key, { ref: nameRef });
  }
  const chart = { file, ref: values, cmpCreate, cmpCreateRef: createRef, pluginsRef };
  const configMap = cmpCreate ? { name: CHART_CMP_CONFIGMAP, namespace, file, origin: "chart", keys, ref: createRef ?? cmp2 ?? values } : void 0;
  const pod = chartSidecars(file, values, cmpCreate);
  if (pod) pod.namespace = namespace;
  return { chart, plugins, configMap, pod };
}
var init_chart = __esm({
  "src/extract/chart.ts"() {
    "use strict";
    init_source();
    init_argocd();
    init_plugin();
    init_workloads();
    init_legacy();
  }
});

// src/extract/wrapped.ts
function helmfileValues(ref, raw) {
  const o = obj(raw);
  if (!Array.isArray(o.releases) || o.kind !== void 0) return [];
  const out = [];
  arr(o.releases).forEach((rel, i) => {
    const r = obj(rel);
    arr(r.values).forEach((v, j) => {
      if (!isObj(v)) return;
      const vRef = ref.getIn(["releases", i, "values", j]);
      if (!vRef) return;
      for (const values of chartRoots(vRef)) out.push({ values, namespace: str(r.namespace), via: `helmfile release \`${str(r.name) ?? i}\`` });
    });
  });
  return out;
}
function kustomizeHelmChartValues(ref, raw) {
  const out = [];
  arr(obj(raw).helmCharts).forEach((hc, i) => {
    const h = obj(hc);
    if (!isObj(h.valuesInline)) return;
    const vRef = ref.getIn(["helmCharts", i, "valuesInline"]);
    if (!vRef) return;
    for (const values of chartRoots(vRef)) out.push({ values, namespace: str(h.namespace), via: `kustomize helmCharts \`${str(h.name) ?? i}\`` });
  });
  return out;
}
function applicationHelmValues(src, ref, raw, problems) {
  const o = obj(raw);
  const spec = obj(o.spec);
  const sourcesOf = (s, base) => {
    const list2 = [];
    const ns = str(obj(s.destination).namespace);
    if (isObj(s.source)) list2.push({ path: [...base, "source"], source: s.source, ns });
    arr(s.sources).forEach((x, i) => isObj(x) && list2.push({ path: [...base, "sources", i], source: x, ns }));
    return list2;
  };
  const candidates = o.kind === "ApplicationSet" ? sourcesOf(obj(obj(spec.template).spec), ["spec", "template", "spec"]) : sourcesOf(spec, ["spec"]);
  const wanted2 = candidates.filter(({ source }) => {
    const helm = obj(source.helm);
    return isObj(helm.valuesObject) && CMP_VALUES.test(JSON.stringify(helm.valuesObject)) || typeof helm.values === "string" && CMP_VALUES.test(helm.values);
  });
  if (wanted2.length === 0) return [];
  let root = ref;
  if (!root.node && src.text) {
    const parsed = parseYaml(src);
    const doc = parsed.docs.find((d) => d.contents !== null);
    if (!doc) return [];
    root = rootRef(src, doc);
  }
  const out = [];
  const name = str(obj(o.metadata).name) ?? "";
  for (const { path, source, ns } of wanted2) {
    const via = `${o.kind} \`${name}\``;
    const helm = obj(source.helm);
    const vo = root.getIn([...path, "helm", "valuesObject"]);
    if (vo && isObj(helm.valuesObject)) for (const values of chartRoots(vo)) out.push({ values, namespace: ns, via });
    const vs = root.getIn([...path, "helm", "values"]);
    if (vs?.node && typeof helm.values === "string") {
      const parsed = parseEmbedded(vs.src, vs.node, helm.values);
      if (parsed.errors.length > 0) {
        for (const e of parsed.errors) problems.push({ ruleId: "yaml-syntax", loc: e.loc, message: `${e.message} (in \`helm.values\` of ${via})` });
        continue;
      }
      for (const doc of parsed.docs) for (const values of chartRoots(rootRef(parsed.src, doc))) out.push({ values, namespace: ns, via });
    }
  }
  return out;
}
var CMP_VALUES;
var init_wrapped = __esm({
  "src/extract/wrapped.ts"() {
    "use strict";
    init_source();
    init_util();
    init_chart();
    CMP_VALUES = /\b(cmp|extraContainers)\b/;
  }
});

// src/extract/apps.ts
function applicationSources(file, ref, raw) {
  const o = obj(raw);
  const meta = obj(o.metadata);
  const spec = obj(o.spec);
  const name = str(meta.name) ?? "";
  const app2 = {
    kind: "Application",
    name,
    label: labelOf("Application", name),
    namespace: str(meta.namespace),
    project: str(spec.project),
    destNamespace: str(obj(spec.destination).namespace),
    file,
    ref
  };
  return sourcesOfSpec(app2, ref.get("spec"), spec, false);
}
function applicationSetSources(file, ref, raw) {
  const o = obj(raw);
  const out = [];
  const specRef = ref.get("spec");
  const visitTemplate = (tRef, t) => {
    const tm = obj(t);
    const tspec = obj(tm.spec);
    if (!tRef || !isObj(tm.spec)) return;
    const name = str(obj(tm.metadata).name) ?? str(obj(o.metadata).name) ?? "";
    const app2 = {
      kind: "ApplicationSet",
      name,
      label: labelOf("ApplicationSet", name),
      namespace: str(obj(tm.metadata).namespace) ?? str(obj(o.metadata).namespace),
      project: str(tspec.project),
      destNamespace: str(obj(tspec.destination).namespace),
      file,
      ref
    };
    out.push(...sourcesOfSpec(app2, tRef.get("spec"), tspec, true));
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
function sourcesOfSpec(app2, specRef, spec, templated) {
  const out = [];
  if (!specRef) return out;
  if (isObj(spec.source)) {
    const r = specRef.get("source");
    if (r) out.push(sourceOf(app2, r, spec.source, void 0, templated));
  }
  arr(spec.sources).forEach((s, i) => {
    const r = specRef.getIn(["sources", i]);
    if (r && isObj(s)) out.push(sourceOf(app2, r, s, i, templated));
  });
  return out;
}
function sourceOf(app2, ref, raw, index2, templated) {
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
    const pRef = ref.get("plugin") ?? ref;
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
    app: app2,
    index: index2,
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
function labelOf(kind, name) {
  return name ? `${kind} \`${name}\`` : `${kind} (no name)`;
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
      for (let index2 = 0, length = sourceKeys.length; index2 < length; index2 += 1) {
        const key = sourceKeys[index2];
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
    for (let index2 = 0, length = arguments.length; index2 < length; index2 += 1) {
      arguments[index2].forEach(collectType);
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
    let index2 = 0;
    let hasDigits = false;
    if (!max) return false;
    let ch = data[index2];
    if (ch === "-" || ch === "+") {
      ch = data[++index2];
    }
    if (ch === "0") {
      if (index2 + 1 === max) return true;
      ch = data[++index2];
      if (ch === "b") {
        index2++;
        for (; index2 < max; index2++) {
          ch = data[index2];
          if (ch !== "0" && ch !== "1") return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "x") {
        index2++;
        for (; index2 < max; index2++) {
          if (!isHexCode(data.charCodeAt(index2))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
      if (ch === "o") {
        index2++;
        for (; index2 < max; index2++) {
          if (!isOctCode(data.charCodeAt(index2))) return false;
          hasDigits = true;
        }
        return hasDigits && isFinite(parseYamlInteger(data));
      }
    }
    for (; index2 < max; index2++) {
      if (!isDecCode(data.charCodeAt(index2))) {
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
    for (let index2 = 0, length = object.length; index2 < length; index2 += 1) {
      const pair = object[index2];
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
    for (let index2 = 0, length = object.length; index2 < length; index2 += 1) {
      const pair = object[index2];
      if (_toString.call(pair) !== "[object Object]") return false;
      const keys = Object.keys(pair);
      if (keys.length !== 1) return false;
      result[index2] = [keys[0], pair[keys[0]]];
    }
    return true;
  }
  function constructYamlPairs(data) {
    if (data === null) return [];
    const object = data;
    const result = new Array(object.length);
    for (let index2 = 0, length = object.length; index2 < length; index2 += 1) {
      const pair = object[index2];
      const keys = Object.keys(pair);
      result[index2] = [keys[0], pair[keys[0]]];
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
    for (let index2 = 0, length = names.length; index2 < length; index2 += 1) {
      const name = names[index2];
      if (!_hasOwnProperty.call(parent, name)) {
        parent[name] = transaction[name];
      }
    }
  }
  function rollbackAnchorTransaction(state) {
    const transaction = state.anchorMapTransactions.pop();
    const names = Object.keys(transaction);
    for (let index2 = names.length - 1; index2 >= 0; index2 -= 1) {
      const entry = transaction[names[index2]];
      if (entry.existed) {
        state.anchorMap[names[index2]] = entry.value;
      } else {
        delete state.anchorMap[names[index2]];
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
    for (let index2 = 0, quantity = sourceKeys.length; index2 < quantity; index2 += 1) {
      const key = sourceKeys[index2];
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
      for (let index2 = 0, quantity = keyNode.length; index2 < quantity; index2 += 1) {
        if (Array.isArray(keyNode[index2])) {
          throwError(state, "nested arrays are not supported inside keys");
        }
        if (typeof keyNode === "object" && _class(keyNode[index2]) === "[object Object]") {
          keyNode[index2] = "[object Object]";
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
        for (let index2 = 0, quantity = valueNode.length; index2 < quantity; index2 += 1) {
          mergeMappings(state, _result, valueNode[index2], overridableKeys);
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
    let isPair4;
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
      isPair4 = isExplicitPair = false;
      if (ch === 63) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following)) {
          isPair4 = isExplicitPair = true;
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
        isPair4 = true;
        ch = state.input.charCodeAt(++state.position);
        skipSeparationSpace(state, true, nodeIndent);
        composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
        valueNode = state.result;
      }
      if (isMapping) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos);
      } else if (isPair4) {
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
    for (let index2 = 0, length = documents.length; index2 < length; index2 += 1) {
      iterator(documents[index2]);
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
    for (let index2 = 0, length = keys.length; index2 < length; index2 += 1) {
      let tag = keys[index2];
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
    for (let index2 = 0, length = state.implicitTypes.length; index2 < length; index2 += 1) {
      const type2 = state.implicitTypes[index2];
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
    for (let index2 = 0, length = object.length; index2 < length; index2 += 1) {
      let value = object[index2];
      if (state.replacer) {
        value = state.replacer.call(object, String(index2), value);
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
    for (let index2 = 0, length = object.length; index2 < length; index2 += 1) {
      let value = object[index2];
      if (state.replacer) {
        value = state.replacer.call(object, String(index2), value);
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
    for (let index2 = 0, length = objectKeyList.length; index2 < length; index2 += 1) {
      let pairBuffer = "";
      if (_result !== "") pairBuffer += ", ";
      if (state.condenseFlow) pairBuffer += '"';
      const objectKey = objectKeyList[index2];
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
    for (let index2 = 0, length = objectKeyList.length; index2 < length; index2 += 1) {
      let pairBuffer = "";
      if (!compact || _result !== "") {
        pairBuffer += generateNextLine(state, level);
      }
      const objectKey = objectKeyList[index2];
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
    for (let index2 = 0, length = typeList.length; index2 < length; index2 += 1) {
      const type2 = typeList[index2];
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
    for (let index2 = 0; index2 < length; index2 += 1) {
      state.duplicates.push(objects[duplicatesIndexes[index2]]);
    }
    state.usedDuplicates = new Array(length);
  }
  function inspectNode(object, objects, duplicatesIndexes) {
    if (object !== null && typeof object === "object") {
      const index2 = objects.indexOf(object);
      if (index2 !== -1) {
        if (duplicatesIndexes.indexOf(index2) === -1) {
          duplicatesIndexes.push(index2);
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
var jsYaml, loader, common, hasRequiredCommon, exception, hasRequiredException, snippet, hasRequiredSnippet, type, hasRequiredType, schema, hasRequiredSchema, str2, hasRequiredStr, seq, hasRequiredSeq, map, hasRequiredMap, failsafe, hasRequiredFailsafe, _null, hasRequired_null, bool, hasRequiredBool, int, hasRequiredInt, float, hasRequiredFloat, json, hasRequiredJson, core, hasRequiredCore, timestamp, hasRequiredTimestamp, merge, hasRequiredMerge, binary, hasRequiredBinary, omap, hasRequiredOmap, pairs, hasRequiredPairs, set, hasRequiredSet, _default, hasRequired_default, hasRequiredLoader, dumper, hasRequiredDumper, hasRequiredJsYaml, jsYamlExports, yaml, Type, Schema, FAILSAFE_SCHEMA, JSON_SCHEMA, CORE_SCHEMA, DEFAULT_SCHEMA, load, loadAll, dump, YAMLException, types, safeLoad, safeLoadAll, safeDump;
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
      load,
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

// src/yaml/lazy.ts
function lazyArgoDocument(file, text) {
  if (/[&*][A-Za-z0-9_]/.test(text) || /^---/m.test(text.replace(/^(\s*#[^\n]*\n|\s*\n)*---[^\n]*\n/, "")) || text.includes("cmp-lint-disable")) return void 0;
  if (text.includes("{{") && /(?:^|[:-])[ \t]*\{\{/m.test(text)) return void 0;
  if (!/^kind:\s*["']?(Application|ApplicationSet|AppProject)["']?\s*$/m.test(text)) return void 0;
  let raw;
  try {
    raw = load(text, { schema: CORE_SCHEMA });
  } catch {
    return void 0;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return void 0;
  const kind = raw.kind;
  if (typeof kind !== "string" || !LAZY_KINDS.has(kind)) return void 0;
  const src = new SourceText(file, text);
  return { raw, ref: new LazyRef(new LazyDoc(src), [], raw), src };
}
function lazyRef(src, raw) {
  return new LazyRef(new LazyDoc(src), [], raw);
}
var LAZY_KINDS, LazyDoc, has, LazyRef;
var init_lazy = __esm({
  "src/yaml/lazy.ts"() {
    "use strict";
    init_js_yaml();
    init_source();
    LAZY_KINDS = /* @__PURE__ */ new Set(["Application", "ApplicationSet", "AppProject"]);
    LazyDoc = class {
      constructor(src) {
        this.src = src;
      }
      src;
      root;
      /** The position-keeping parse, done once, on first demand. */
      real() {
        if (!this.root) {
          const parsed = parseYaml(this.src);
          const doc = parsed.docs.find((d) => d.contents !== null) ?? parsed.docs[0];
          this.root = doc ? rootRef(this.src, doc) : new NodeRef(this.src, null);
        }
        return this.root;
      }
    };
    has = (o, k) => Array.isArray(o) ? typeof k === "number" && k >= 0 && k < o.length : typeof o === "object" && o !== null && Object.prototype.hasOwnProperty.call(o, String(k));
    LazyRef = class _LazyRef extends NodeRef {
      constructor(lazy, path, js) {
        super(lazy.src, null);
        this.lazy = lazy;
        this.path = path;
        this.js = js;
      }
      lazy;
      path;
      js;
      realRef() {
        return this.lazy.real().closest(this.path);
      }
      loc() {
        return this.realRef().loc();
      }
      keyLoc() {
        return this.realRef().keyLoc();
      }
      scalarOffsetLoc(start, end = start) {
        return this.realRef().scalarOffsetLoc(start, end);
      }
      get(seg) {
        if (!has(this.js, seg)) return void 0;
        return new _LazyRef(this.lazy, [...this.path, seg], this.js[seg]);
      }
      entries() {
        if (typeof this.js !== "object" || this.js === null || Array.isArray(this.js)) return [];
        return Object.entries(this.js).map(([k, v]) => [k, new _LazyRef(this.lazy, [...this.path, k], v)]);
      }
      items() {
        return Array.isArray(this.js) ? this.js.map((v, i) => new _LazyRef(this.lazy, [...this.path, i], v)) : [];
      }
      toJS() {
        return this.js;
      }
      isMap() {
        return typeof this.js === "object" && this.js !== null && !Array.isArray(this.js);
      }
      isSeq() {
        return Array.isArray(this.js);
      }
      isScalar() {
        return this.js !== null && typeof this.js !== "object";
      }
      scalar() {
        return this.isScalar() || this.js === null ? this.js : void 0;
      }
    };
  }
});

// src/files/relevance.ts
function structureMentionsCmp(value) {
  let budget = MAX_STRINGS;
  const stack = [value];
  let top = true;
  while (stack.length > 0) {
    const v = stack.pop();
    if (--budget < 0) return true;
    if (typeof v === "string") {
      if (STRONG_WORDS.test(v)) return true;
      continue;
    }
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    if (!isObj2(v)) continue;
    for (const k of Object.keys(v)) {
      if (STRONG_WORDS.test(k)) return true;
      const child = v[k];
      if (k === "generate" && isObj2(child) && child.command !== void 0) return true;
      if (top && k === "metadata" && isObj2(child)) {
        for (const [mk, mv] of Object.entries(child)) if (mk !== "labels" && mk !== "annotations") stack.push(mk, mv);
        continue;
      }
      stack.push(child);
    }
    top = false;
  }
  return false;
}
function relevance(value, patch) {
  if (Array.isArray(value)) {
    if (patch && (patch.target === void 0 || isRepoServer(patch.target))) return "parse";
    return structureMentionsCmp(value) ? "parse" : "no";
  }
  if (!isObj2(value)) return "no";
  const kind = typeof value.kind === "string" ? value.kind : void 0;
  if (kind !== void 0 && ARGO_KINDS.has(kind)) return "argo";
  if (kind !== void 0 && WHOLE_KINDS.has(kind)) return "parse";
  if (kind === "ConfigMap") {
    const name = isObj2(value.metadata) ? value.metadata.name : void 0;
    if (typeof name === "string" && !ARGO_CONFIGMAPS.test(name) && !structureMentionsCmp(value.data) && !structureMentionsCmp(value.binaryData)) return "configmap";
    return "parse";
  }
  if (kind === "List" && Array.isArray(value.items) && value.items.some((i) => relevance(i) !== "no")) return "parse";
  if (kind === void 0 && value.apiVersion === void 0 && KUSTOMIZE_KEYS.some((k) => Array.isArray(value[k]))) return "parse";
  if (structureMentionsCmp(value)) return "parse";
  if (patch) {
    const name = isObj2(value.metadata) ? value.metadata.name : void 0;
    if (kind === void 0 || WORKLOAD_KINDS2.has(kind)) {
      const target = patch.target ?? name;
      if (target === void 0 || isRepoServer(target)) return "parse";
    }
  }
  return "no";
}
function couldBePatch(value) {
  if (Array.isArray(value)) return true;
  if (!isObj2(value)) return false;
  const kind = value.kind;
  return kind === void 0 || typeof kind === "string" && WORKLOAD_KINDS2.has(kind);
}
function kustomizationRefs(value) {
  if (!isObj2(value)) return [];
  const out = [];
  const targetName = (p) => isObj2(p.target) && typeof p.target.name === "string" ? p.target.name : void 0;
  for (const key of ["patches", "patchesJson6902"]) {
    for (const p of Array.isArray(value[key]) ? value[key] : []) {
      if (isObj2(p) && typeof p.path === "string") out.push({ path: p.path, target: targetName(p) });
    }
  }
  for (const p of Array.isArray(value.patchesStrategicMerge) ? value.patchesStrategicMerge : []) {
    if (typeof p === "string" && !p.includes("\n")) out.push({ path: p });
  }
  for (const g of Array.isArray(value.configMapGenerator) ? value.configMapGenerator : []) {
    for (const f of isObj2(g) && Array.isArray(g.files) ? g.files : []) {
      if (typeof f === "string") out.push({ path: f.includes("=") ? f.slice(f.indexOf("=") + 1) : f });
    }
  }
  return out;
}
function isKustomizationValue(value, path) {
  if (!isObj2(value)) return false;
  if (value.kind === "Kustomization" || value.kind === "Component") return true;
  return /(^|\/)(kustomization\.ya?ml|Kustomization)$/.test(path) && value.kind === void 0;
}
var WHOLE_KINDS, ARGO_KINDS, WORKLOAD_KINDS2, KUSTOMIZE_KEYS, ARGO_CONFIGMAPS, MAX_STRINGS, isObj2, isRepoServer;
var init_relevance = __esm({
  "src/files/relevance.ts"() {
    "use strict";
    init_precheck();
    WHOLE_KINDS = /* @__PURE__ */ new Set(["ConfigManagementPlugin", "Application", "ApplicationSet", "AppProject", "ArgoCD", "Kustomization", "Component"]);
    ARGO_KINDS = /* @__PURE__ */ new Set(["Application", "ApplicationSet", "AppProject"]);
    WORKLOAD_KINDS2 = /* @__PURE__ */ new Set(["Deployment", "StatefulSet", "DaemonSet", "Pod", "ReplicaSet"]);
    KUSTOMIZE_KEYS = ["resources", "patches", "patchesStrategicMerge", "patchesJson6902", "configMapGenerator", "components", "helmCharts", "generators"];
    ARGO_CONFIGMAPS = /^argocd-|cmp/i;
    MAX_STRINGS = 2e4;
    isObj2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    isRepoServer = (name) => typeof name === "string" && /repo-server$/.test(name);
  }
});

// src/yaml/template.ts
import { existsSync as existsSync2 } from "node:fs";
import { posix as posix2, join as join2 } from "node:path";
function maskTemplate(text) {
  const spans = [];
  let i = text.indexOf("{{");
  while (i !== -1) {
    const end = actionEnd(text, i);
    spans.push([i, end]);
    i = text.indexOf("{{", end);
  }
  if (spans.length === 0) return { text, placeholders: [] };
  const out = Buffer.from(text, "utf16le");
  const set2 = (off, ch) => out.writeUInt16LE(ch, off * 2);
  const placeholders = [];
  const quote3 = (a, b) => {
    set2(a, 34);
    set2(b - 1, 34);
    for (let k = a + 1; k < b - 1; k++) {
      const c = text.charCodeAt(k);
      if (c === 34) set2(k, 39);
      else if (c === 92) set2(k, 47);
    }
  };
  for (const [a, b] of spans) {
    const lineStart = text.lastIndexOf("\n", a - 1) + 1;
    let lineEnd = text.indexOf("\n", b);
    if (lineEnd === -1) lineEnd = text.length;
    const onlyActions = onlyActionsOn(text, lineStart, lineEnd, spans);
    if (!onlyActions) placeholders.push(a);
    if (!onlyActions && wholeValue(text, lineStart, a, b, lineEnd)) {
      quote3(a, b);
      placeholders.push(lineStart + (text.slice(lineStart, a).length - text.slice(lineStart, a).trimStart().length));
      continue;
    }
    if (onlyActions) {
      const key = ownerKey(text, lineStart, lineEnd, a, b, spans);
      if (key !== void 0) {
        quote3(a, b);
        placeholders.push(a, key);
        continue;
      }
    }
    for (let k = a; k < b; k++) {
      const c = text.charCodeAt(k);
      if (c === 10 || c === 13) continue;
      set2(k, onlyActions ? 32 : PLACEHOLDER);
    }
  }
  return { text: out.toString("utf16le"), placeholders };
}
function ownerKey(text, lineStart, lineEnd, a, b, spans) {
  if (text.slice(a, b).includes("\n")) return void 0;
  const line = text.slice(lineStart, lineEnd);
  if (line.trim() !== text.slice(a, b)) return void 0;
  const blankOrActions = (s2, e2) => onlyActionsOn(text, s2, e2, spans);
  let e = lineStart - 1;
  let prevStart = -1;
  while (e > 0) {
    const s2 = text.lastIndexOf("\n", e - 1) + 1;
    if (!blankOrActions(s2, e)) {
      prevStart = s2;
      break;
    }
    e = s2 - 1;
  }
  if (prevStart < 0) return void 0;
  const prev = text.slice(prevStart, e).replace(/\r$/, "");
  if (!/^[ \t]*(?:-[ \t]+)?[^\s#'"][^#]*:[ \t]*(?:#.*)?$/.test(prev) || /:[ \t]*[|>]/.test(prev)) return void 0;
  const keyIndent = indentOf(prev.replace(/^([ \t]*)-[ \t]+/, "$1  "));
  if (indentOf(line) <= indentOf(prev)) return void 0;
  let s = lineEnd + 1;
  while (s < text.length) {
    let t = text.indexOf("\n", s);
    if (t === -1) t = text.length;
    if (!blankOrActions(s, t)) {
      if (indentOf(text.slice(s, t)) > keyIndent) return void 0;
      break;
    }
    s = t + 1;
  }
  return prevStart + keyIndent;
}
function wholeValue(text, lineStart, a, b, lineEnd) {
  if (b - a < 4 || text.slice(a, b).includes("\n")) return false;
  const before = text.slice(lineStart, a);
  if (!/(?:^|\s|:)(?:-|[^\s#'"][^#'"]*:)[ \t]+$|^[ \t]*(?:-[ \t]+)+$/.test(before)) return false;
  return /^[ \t]*(?:#.*)?\r?$/.test(text.slice(b, lineEnd));
}
function actionEnd(text, start) {
  let k = start + 2;
  if (text[k] === "-" && text[k + 1] === " ") k += 2;
  if (text.startsWith("/*", k)) {
    const c = text.indexOf("*/", k + 2);
    if (c === -1) return text.length;
    const close = text.indexOf("}}", c + 2);
    return close === -1 ? text.length : close + 2;
  }
  while (k < text.length) {
    const c = text[k];
    if (c === "}" && text[k + 1] === "}") return k + 2;
    if (c === '"' || c === "`") {
      const q = c;
      k++;
      while (k < text.length && text[k] !== q) {
        if (q === '"' && text[k] === "\\") k++;
        else if (q === '"' && text[k] === "\n") break;
        k++;
      }
    }
    k++;
  }
  return text.length;
}
function onlyActionsOn(text, from, to, spans) {
  let k = from;
  let s = lowerBound(spans, from);
  while (k < to) {
    if (s < spans.length && spans[s][0] <= k) {
      k = Math.max(k, spans[s][1]);
      s++;
      continue;
    }
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9 && c !== 13 && c !== 10) return false;
    k++;
  }
  return true;
}
function lowerBound(spans, off) {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (spans[mid][1] <= off) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function templatedByName(path, hasChart) {
  const lower = path.toLowerCase();
  if (lower.endsWith(".gotmpl") || /(^|\/)helmfile\.ya?ml$/.test(lower) || /(^|\/)helmfile\.d\//.test(lower)) return true;
  const parts = path.split("/");
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === "templates" && hasChart(parts.slice(0, i).join("/") || ".")) return true;
  }
  return false;
}
function hasTemplateActions(text) {
  return text.includes("{{");
}
function chartDirProbe(root) {
  const cache3 = /* @__PURE__ */ new Map();
  return (dir) => {
    let v = cache3.get(dir);
    if (v === void 0) {
      const abs = join2(root, dir);
      v = existsSync2(posix2.join(abs, "Chart.yaml")) || existsSync2(posix2.join(abs, "Chart.yml"));
      cache3.set(dir, v);
    }
    return v;
  };
}
var PLACEHOLDER, indentOf;
var init_template = __esm({
  "src/yaml/template.ts"() {
    "use strict";
    PLACEHOLDER = 95;
    indentOf = (line) => line.length - line.trimStart().length;
  }
});

// src/yaml/load.ts
function loadYamlFile(file, text, opts = {}) {
  const out = { docs: [], problems: [], quiet: [], templated: false };
  if (!opts.templated && opts.parseText === void 0) {
    const lazy = lazyArgoDocument(file, text);
    if (lazy) {
      out.docs.push({ file, src: lazy.src, ref: lazy.ref, raw: lazy.raw });
      return out;
    }
  }
  let parseText = opts.parseText ?? text;
  let templated = !!opts.templated;
  let masked = templated ? maskTemplate(parseText) : void 0;
  let src = new SourceText(file, masked ? masked.text : parseText);
  let parsed = parseYaml(src);
  if (!templated && hasTemplateActions(parseText) && (parsed.errors.length > 0 || flowMapFromAction(parsed.docs, parseText))) {
    const m = maskTemplate(parseText);
    const src2 = new SourceText(file, m.text);
    const p2 = parseYaml(src2);
    if (p2.errors.length === 0 || TEMPLATE_LINE.test(parseText)) {
      templated = true;
      masked = m;
      src = src2;
      parsed = p2;
    }
  }
  out.templated = templated;
  if (templated) {
    out.quiet.push({ file, fromLine: 1, toLine: Number.MAX_SAFE_INTEGER, rules: SCHEMA_RULES, why: "template" });
    for (const a of masked?.placeholders ?? []) {
      const p = src.pos(a);
      out.quiet.push({ file, fromLine: p.line, toLine: p.line, column: p.col, why: "placeholder" });
    }
  }
  if (text.includes("cmp-lint-disable")) out.blockLines = blockScalarLines(src, parsed.docs);
  collect(out, file, src, parsed, templated);
  return out;
}
function collect(out, file, src, parsed, templated) {
  if (!templated) for (const e of parsed.errors) out.problems.push({ ruleId: "yaml-syntax", loc: e.loc, message: e.message });
  for (const doc of parsed.docs) {
    const broken = doc.errors.length > 0;
    if (broken && isDeep(doc)) continue;
    const dup = !broken && !templated && duplicateKeys(src, doc, out.problems);
    let raw;
    try {
      raw = broken || dup ? plainOf(rootRef(src, doc)) : docToJS(doc);
    } catch (e) {
      if (!broken) out.problems.push({ ruleId: "yaml-syntax", loc: rootRef(src, doc).loc(), message: aliasMessage(e) });
      continue;
    }
    if (raw === null || raw === void 0) continue;
    const ref = rootRef(src, doc);
    if ((broken || dup) && !templated) {
      const r = doc.range ?? [0, src.text.length];
      out.quiet.push({ file, fromLine: src.pos(r[0]).line, toLine: src.pos(r[2] ?? r[1]).line, rules: SCHEMA_RULES, why: "broken" });
    }
    out.docs.push({ file, src, doc, ref, raw });
  }
}
function loadYamlStream(file, text, opts = {}) {
  const out = { docs: [], problems: [], quiet: [], templated: false, maybePatch: false, kustomizations: [] };
  if (!opts.templated && text.includes("{{") && UNQUOTED_ACTION.test(text)) {
    const l = loadYamlFile(file, text);
    for (const d of l.docs) if (isKustomizationValue(d.raw, file)) out.kustomizations.push(d.raw);
    return { ...l, maybePatch: false, kustomizations: out.kustomizations };
  }
  let body = text;
  if (opts.templated) {
    out.templated = true;
    const m = maskTemplate(text);
    body = m.text;
    out.quiet.push({ file, fromLine: 1, toLine: Number.MAX_SAFE_INTEGER, rules: SCHEMA_RULES, why: "template" });
    if (m.placeholders.length) {
      const whole = new SourceText(file, body);
      for (const a of m.placeholders) {
        const p = whole.pos(a);
        out.quiet.push({ file, fromLine: p.line, toLine: p.line, column: p.col, why: "placeholder" });
      }
    }
  }
  const directives = text.includes("cmp-lint-disable");
  const starts = [0];
  for (const m of body.matchAll(MARKER)) if (m.index > 0 && body.charCodeAt(m.index - 1) === 10) starts.push(m.index);
  starts.push(body.length);
  let line = 1;
  let counted = 0;
  for (let i = 0; i + 1 < starts.length; i++) {
    const a = starts[i];
    const b = starts[i + 1];
    for (let k = body.indexOf("\n", counted); k !== -1 && k < a; k = body.indexOf("\n", k + 1)) line++;
    counted = a;
    const slice = starts.length === 2 ? body : body.slice(a, b);
    let value;
    let failed = false;
    try {
      value = load(slice, { schema: CORE_SCHEMA });
    } catch {
      failed = true;
    }
    let rel;
    if (failed) {
      rel = (opts.templated ? STRONG_WORDS.test(slice) : mayMatter(slice)) || opts.patch ? "parse" : "no";
    } else {
      if (value === null || value === void 0 || typeof value !== "object") continue;
      rel = relevance(value, opts.patch);
      if (rel === "no" && couldBePatch(value)) out.maybePatch = true;
    }
    if (rel === "no") continue;
    if (!failed && isKustomizationValue(value, file)) out.kustomizations.push(value);
    const src = a === 0 ? new SourceText(file, slice) : new SourceText(file, slice, { line0: line, indent: 0, slice: true });
    if ((rel === "argo" || rel === "configmap") && !failed && !opts.templated && !directives && !ANCHOR_OR_ALIAS.test(slice)) {
      out.docs.push({ file, src, ref: lazyRef(src, value), raw: value });
      continue;
    }
    const parsed = parseYaml(src);
    if (directives) {
      const lines = blockScalarLines(src, parsed.docs);
      out.blockLines ??= /* @__PURE__ */ new Set();
      for (const l of lines) out.blockLines.add(l);
    }
    collect(out, file, src, parsed, out.templated);
  }
  return out;
}
function flowMapFromAction(docs, text) {
  for (const doc of docs) {
    let hit = false;
    (0, import_yaml2.visit)(doc, {
      Map(_, node) {
        if (node.flow && node.range && text.startsWith("{{", node.range[0])) {
          hit = true;
          return import_yaml2.visit.BREAK;
        }
        return void 0;
      }
    });
    if (hit) return true;
  }
  return false;
}
function isDeep(doc) {
  return doc.errors.some((e) => e.code === "RESOURCE_EXHAUSTION" || /nesting deeper|call stack/i.test(e.message));
}
function duplicateKeys(src, doc, problems) {
  let found = false;
  const stack = [doc.contents];
  while (stack.length > 0) {
    const n = stack.pop();
    if ((0, import_yaml2.isSeq)(n)) {
      for (const it of n.items) stack.push(it);
      continue;
    }
    if (!(0, import_yaml2.isMap)(n)) continue;
    const seen = /* @__PURE__ */ new Map();
    const dups = [];
    for (const p of n.items) {
      if (!(0, import_yaml2.isPair)(p)) continue;
      stack.push(p.value);
      if (!(0, import_yaml2.isScalar)(p.key) || !p.key.range) continue;
      if (p.key.value === "<<") continue;
      const k = String(p.key.value);
      const first = seen.get(k);
      if (first) dups.push({ key: k, first, again: p.key });
      else seen.set(k, p.key);
    }
    if (dups.length === 0) continue;
    found = true;
    const d = dups[0];
    const firstLoc = src.loc(d.first.range[0], d.first.range[1]);
    const others = [...new Set(dups.slice(1).map((x) => x.key))].filter((k) => k !== d.key);
    const fused = dups.some((x) => x.key === "kind") && dups.some((x) => x.key === "apiVersion");
    const also = others.length ? ` (also ${others.slice(0, 4).map((k) => `\`${k}\``).join(", ")}${others.length > 4 ? ", \u2026" : ""})` : "";
    problems.push({
      ruleId: "yaml-duplicate-key",
      loc: src.loc(d.again.range[0], d.again.range[1]),
      message: `duplicate key \`${d.key}\`${also}: first at line ${firstLoc.line}; Kubernetes rejects a mapping with a repeated key${fused ? " (two documents without a `---` between them?)" : ""}`,
      hint: fused ? "separate the documents with a line `---`" : `merge the two \`${d.key}\` entries into one`,
      related: [{ loc: firstLoc, message: `first \`${d.key}\`` }]
    });
  }
  return found;
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
var import_yaml2, SCHEMA_RULES, MARKER, ANCHOR_OR_ALIAS, UNQUOTED_ACTION, TEMPLATE_LINE;
var init_load = __esm({
  "src/yaml/load.ts"() {
    "use strict";
    import_yaml2 = __toESM(require_dist(), 1);
    init_source();
    init_lazy();
    init_js_yaml();
    init_relevance();
    init_precheck();
    init_template();
    SCHEMA_RULES = /* @__PURE__ */ new Set(["app-schema", "plugin-schema", "plugin-unknown-field"]);
    MARKER = /^(?:---|\.\.\.)(?=[ \t\r\n]|$)/gm;
    ANCHOR_OR_ALIAS = /[&*][A-Za-z0-9_]/;
    UNQUOTED_ACTION = /(?:^|[:-])[ \t]*\{\{/m;
    TEMPLATE_LINE = /^[ \t]*\{\{.*\}\}[ \t]*\r?$|:[ \t]+\{\{[^}'"]*\}\}[ \t]*\r?$/m;
  }
});

// src/extract/dockerfile.ts
import { posix as posix3 } from "node:path";
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
        if (rest) cur.workdir = posix3.resolve(cur.workdir, rest);
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
    destAbs: posix3.resolve(workdir, dest),
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
  for (const cmd2 of script.split(/&&|\|\||[;|\n]/)) {
    const toks = shellWords(cmd2);
    const k = toks.findIndex((t) => /^(useradd|adduser|usermod)$/.test(posix3.basename(t)));
    if (k < 0) continue;
    const tool = posix3.basename(toks[k]);
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
  const target = posix3.normalize(path).replace(/(.)\/+$/, "$1");
  const name = posix3.basename(target);
  for (const c of facts.copies) {
    const extra = c;
    const destAbs = extra.destAbs ?? posix3.resolve("/", c.dest);
    const isDir2 = extra.destIsDir ?? (c.dest.endsWith("/") || c.dest === "." || c.sources.length > 1);
    if (!isDir2) {
      if (destAbs === target) return true;
      continue;
    }
    if (posix3.join(destAbs, name) !== target) continue;
    for (const s of c.sources) {
      const clean2 = /^https?:\/\//.test(s) ? s.replace(/[?#].*$/, "") : s;
      const base = posix3.basename(clean2.replace(/\/+$/, ""));
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
import { posix as posix4 } from "node:path";
function isKustomization(raw) {
  const o = obj(raw);
  if (typeof o.kind === "string") return KUSTOMIZE_KINDS.has(o.kind);
  return o.apiVersion === void 0 && o.spec === void 0 && (Array.isArray(o.configMapGenerator) || Array.isArray(o.patches) || Array.isArray(o.patchesStrategicMerge) || Array.isArray(o.patchesJson6902) || Array.isArray(o.resources) || Array.isArray(o.components));
}
function extractLoaded(files, textOf) {
  const out = { plugins: [], sidecars: [], pods: [], configMaps: [], sources: [], images: [], legacy: [], charts: [], argoResources: [], problems: [], blockLines: /* @__PURE__ */ new Map(), quiet: [] };
  const docs = [];
  for (const f of files) {
    if (f.kind === "dockerfile") {
      out.images.push(parseDockerfile(f.path, f.text));
      continue;
    }
    const loaded = f.load;
    out.problems.push(...loaded.problems);
    out.quiet.push(...loaded.quiet);
    if (loaded.blockLines) out.blockLines.set(f.path, loaded.blockLines);
    for (const d of loaded.docs) docs.push(d);
  }
  const repoServerPatchFiles = /* @__PURE__ */ new Set();
  const generators = [];
  const kustomizeNamespaces = /* @__PURE__ */ new Map();
  for (const d of docs) {
    if (!isKustomization(d.raw)) continue;
    const dir = posix4.dirname(d.file);
    const ns = str(obj(d.raw).namespace);
    if (ns) kustomizeNamespaces.set(dir, ns);
    for (const p of [...arr(obj(d.raw).patches), ...arr(obj(d.raw).patchesJson6902)]) {
      const po = obj(p);
      const targetName = str(obj(po.target).name);
      if (typeof po.path === "string" && (isRepoServerName(targetName) || targetName === void 0)) {
        repoServerPatchFiles.add(posix4.normalize(posix4.join(dir, po.path)));
      }
    }
    for (const p of arr(obj(d.raw).patchesStrategicMerge)) {
      if (typeof p === "string" && !p.includes("\n")) repoServerPatchFiles.add(posix4.normalize(posix4.join(dir, p)));
    }
    generators.push(...configMapGenerators(d.file, d.ref, d.raw));
  }
  const shapes = [];
  for (const d of docs) extractDoc(d, out, shapes, repoServerPatchFiles.has(d.file));
  for (const s of shapes) {
    const { sidecars, pod } = shapeToPod(s);
    out.sidecars.push(...sidecars);
    if (pod) out.pods.push(pod);
  }
  poolPatchVolumes(out.sidecars, shapes);
  linkGenerators(generators, out);
  linkDockerfiles(out);
  applyKustomizeNamespaces(kustomizeNamespaces, out);
  embeddedYamlIsNotText(out);
  if (textOf) clampProblems(out.problems, textOf);
  return out;
}
function embeddedYamlIsNotText(out) {
  for (const p of out.plugins) {
    const ref = p.origin === "configmap" ? p.configMap?.keyRef : void 0;
    const lines = ref && out.blockLines.get(p.file);
    const n = ref?.node;
    if (!lines || !n?.range || !(0, import_yaml3.isScalar)(n)) continue;
    const from = ref.src.pos(n.range[0]).line + 1;
    const to = ref.src.pos(n.range[1]).line;
    for (let l = from; l <= to; l++) lines.delete(l);
    if (p.ref.doc) {
      (0, import_yaml3.visit)(p.ref.doc, {
        Scalar(_, sc) {
          if (!sc.range || sc.type !== "BLOCK_LITERAL" && sc.type !== "BLOCK_FOLDED") return;
          const a = p.ref.src.pos(sc.range[0]).line + 1;
          const b = p.ref.src.pos(sc.range[1]).line;
          for (let l = a; l <= b; l++) lines.add(l);
        }
      });
    }
  }
}
function applyKustomizeNamespaces(byDir, out) {
  if (byDir.size === 0) return;
  const nsOf = (file) => {
    for (let dir = posix4.dirname(file); ; dir = posix4.dirname(dir)) {
      const ns = byDir.get(dir);
      if (ns) return ns;
      if (dir === "." || dir === "/" || dir === posix4.dirname(dir)) return void 0;
    }
  };
  for (const cm of out.configMaps) if (cm.origin !== "chart") cm.namespace = nsOf(cm.file) ?? cm.namespace;
  for (const p of out.pods) if (p.form !== "chart-values") p.namespace = nsOf(p.file) ?? p.namespace;
  for (const s of out.sidecars) if (s.form !== "chart-values") s.namespace = nsOf(s.file) ?? s.namespace;
}
function clampProblems(problems, textOf) {
  if (problems.length === 0) return;
  const lineCache = /* @__PURE__ */ new Map();
  const lineLen = (file, line) => {
    let lines = lineCache.get(file);
    if (!lines) {
      const t = textOf(file);
      if (t === void 0) return void 0;
      lines = t.split("\n").map((l) => l.replace(/\r$/, ""));
      lineCache.set(file, lines);
    }
    return lines[line - 1]?.length;
  };
  for (const p of problems) {
    const a = lineLen(p.loc.file, p.loc.line);
    if (a !== void 0 && p.loc.column > a + 1) p.loc = { ...p.loc, column: a + 1 };
    const b = lineLen(p.loc.file, p.loc.endLine);
    if (b !== void 0 && p.loc.endColumn > b + 1) p.loc = { ...p.loc, endColumn: b + 1 };
    if (p.loc.endLine === p.loc.line && p.loc.endColumn < p.loc.column) p.loc = { ...p.loc, endColumn: p.loc.column };
  }
}
function extractDoc(d, out, shapes, targeted) {
  const o = obj(d.raw);
  const kind = str(o.kind);
  if (Array.isArray(d.raw)) {
    const bare = bareLegacyList(d.file, d.ref, d.raw);
    if (bare) out.legacy.push(bare);
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
      const legacy = legacyOfDocument(d.file, d.ref, d.raw);
      if (legacy) out.legacy.push(legacy);
      return;
    }
    case "Application":
      out.sources.push(...applicationSources(d.file, d.ref, d.raw));
      out.argoResources.push({ kind, file: d.file, ref: d.ref, raw: d.raw });
      addCharts(d.file, applicationHelmValues(d.src, d.ref, d.raw, out.problems), out, shapes);
      return;
    case "ApplicationSet":
      out.sources.push(...applicationSetSources(d.file, d.ref, d.raw));
      out.argoResources.push({ kind, file: d.file, ref: d.ref, raw: d.raw });
      addCharts(d.file, applicationHelmValues(d.src, d.ref, d.raw, out.problems), out, shapes);
      return;
    case "AppProject":
      out.argoResources.push({ kind, file: d.file, ref: d.ref, raw: d.raw });
      return;
    case "ArgoCD": {
      const s = operatorSidecars(d.file, d.ref);
      if (s) shapes.push(s);
      const legacy = legacyOfDocument(d.file, d.ref, d.raw);
      if (legacy) out.legacy.push(legacy);
      return;
    }
  }
  if (kind === void 0) {
    const legacy = legacyOfDocument(d.file, d.ref, d.raw);
    if (legacy) out.legacy.push(legacy);
  }
  addCharts(d.file, [...kustomizeHelmChartValues(d.ref, d.raw), ...helmfileValues(d.ref, d.raw)], out, shapes);
  if (isKustomization(d.raw)) {
    inlinePatches(d, out, shapes);
    return;
  }
  const w = workloadSidecars(d.file, d.ref, d.raw, targeted);
  if (w) {
    shapes.push(w);
    return;
  }
  addCharts(d.file, chartRoots(d.ref).map((values) => ({ values, via: "chart values" })), out, shapes);
}
function addCharts(file, found, out, shapes) {
  for (const w of found) {
    const c = extractChart(file, w.values, w.namespace);
    const legacyKey = chartLegacyKeyRef(w.values);
    if (legacyKey) out.legacy.push(legacyList(file, legacyKey, "argocd-cm"));
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
function poolPatchVolumes(sidecars, shapes) {
  const isMerged = (x) => x.isPatch && (x.form === "strategic-merge" || x.form === "json6902");
  const pools = /* @__PURE__ */ new Map();
  for (const shape of shapes.filter(isMerged)) {
    const key = podKeyOf(shape);
    const pool2 = pools.get(key) ?? /* @__PURE__ */ new Map();
    pools.set(key, pool2);
    for (const ref of shape.volumes) {
      const v = volumeOf(refToJS(ref), ref);
      if (!STOCK_VOLUMES.has(v.name) && !pool2.has(v.name)) pool2.set(v.name, v);
    }
  }
  for (const s of sidecars.filter(isMerged)) {
    const have = new Set(s.volumes.map((v) => v.name));
    for (const [name, v] of pools.get(s.pod) ?? []) if (!have.has(name)) s.volumes.push(v);
  }
}
function linkGenerators(generators, out) {
  for (const g of generators) {
    out.configMaps.push(g.cm);
    const dir = posix4.dirname(g.cm.file);
    for (const [key, path] of g.files) {
      const target = posix4.normalize(posix4.join(dir, path));
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
      const dir = posix4.dirname(img.file);
      for (const s of c.sources) {
        const target = posix4.normalize(posix4.join(dir, s));
        for (const p of out.plugins) if (p.origin === "file" && p.file === target) p.origin = "dockerfile";
      }
    }
  }
}
var import_yaml3, KUSTOMIZE_KINDS;
var init_extract = __esm({
  "src/extract/index.ts"() {
    "use strict";
    import_yaml3 = __toESM(require_dist(), 1);
    init_source();
    init_util();
    init_plugin();
    init_configmaps();
    init_legacy();
    init_workloads();
    init_chart();
    init_wrapped();
    init_apps();
    init_load();
    init_dockerfile();
    init_argocd();
    init_pod();
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

// src/rules/yaml-duplicate-key.ts
var yaml_duplicate_key_default;
var init_yaml_duplicate_key = __esm({
  "src/rules/yaml-duplicate-key.ts"() {
    "use strict";
    init_types();
    yaml_duplicate_key_default = defineRule({
      meta: {
        id: "yaml-duplicate-key",
        severity: "error",
        description: "a mapping repeats a key (a `spec:` written twice, two documents fused by a missing `---`)"
      },
      check() {
      }
    });
  }
});

// src/schema/validate.ts
import { createRequire } from "node:module";
function load2(name) {
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
  const mod = load2("plugin");
  return run(opts.specOnly ? mod.spec : mod.plugin, obj2);
}
function validateArgo(kind, obj2) {
  const name = ARGO_FILES[kind];
  if (!name) throw new Error(`validateArgo: unsupported kind ${String(kind)}`);
  return run(load2(name).validate, obj2);
}
function validateConfig(obj2) {
  return run(load2("config").config, obj2);
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
  let list2 = errors.slice();
  const groups = list2.filter((e) => (e.keyword === "anyOf" || e.keyword === "oneOf") && !e.params?.passingSchemas).sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const g of groups) {
    const prefix = `${g.schemaPath}/`;
    const branchErrors = list2.filter((e) => e !== g && e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(g.instancePath));
    const byBranch = /* @__PURE__ */ new Map();
    for (const e of branchErrors) {
      const idx = e.schemaPath.slice(prefix.length).split("/")[0];
      if (!byBranch.has(idx)) byBranch.set(idx, []);
      byBranch.get(idx).push(e);
    }
    const typeMiss = (errs) => errs.some((e) => e.keyword === "type" && e.instancePath === g.instancePath);
    const viable = [...byBranch.values()].filter((errs) => !typeMiss(errs));
    let replacement2;
    if (viable.length > 0) {
      replacement2 = viable[0];
    } else {
      const types2 = [];
      for (const e of branchErrors) {
        if (e.keyword !== "type" || e.instancePath !== g.instancePath) continue;
        for (const t of String(e.params.type).split(",")) if (!types2.includes(t)) types2.push(t);
      }
      replacement2 = [{ ...g, keyword: "type", params: { type: types2.join(",") }, parentSchema: void 0 }];
    }
    const drop = new Set(branchErrors);
    const next = [];
    for (const e of list2) {
      if (e === g) next.push(...replacement2);
      else if (!drop.has(e)) next.push(e);
    }
    list2 = next;
  }
  return list2;
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
  const params2 = { ...e.params ?? {} };
  const here = valueAt(root, path);
  let message;
  switch (e.keyword) {
    case "type":
      message = `must be ${expectedType(e)} (found ${kindOf(here)})`;
      break;
    case "additionalProperties":
      path.push(String(params2.additionalProperty));
      message = `unknown field \`${params2.additionalProperty}\``;
      if (e.parentSchema?.properties) params2.knownFields = Object.keys(e.parentSchema.properties);
      break;
    case "required":
      message = `missing required field \`${params2.missingProperty}\``;
      break;
    case "const":
      message = `must be ${code(params2.allowedValue)} (found ${typeof here === "string" || typeof here === "number" ? code(here) : kindOf(here)})`;
      break;
    case "enum": {
      const allowed = params2.allowedValues ?? [];
      message = `must be one of ${allowed.map(code).join(", ")} (found ${typeof here === "string" || typeof here === "number" ? code(here) : kindOf(here)})`;
      break;
    }
    case "minItems":
      message = params2.limit === 1 ? "must not be empty" : `must have at least ${params2.limit} items`;
      break;
    case "maxItems":
      message = `must have at most ${params2.limit} items`;
      break;
    case "minLength":
      message = params2.limit === 1 ? "must not be empty" : `must be at least ${params2.limit} characters long`;
      break;
    case "maxLength":
      message = `must be at most ${params2.limit} characters long`;
      break;
    case "minProperties":
      message = params2.limit === 1 ? "must not be empty" : `must have at least ${params2.limit} entries`;
      break;
    case "pattern":
      message = e.parentSchema?.patternErrorMessage ?? `must match the pattern \`${params2.pattern}\``;
      break;
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      message = `must be ${params2.comparison} ${params2.limit}`;
      break;
    case "uniqueItems":
      message = `must not contain duplicates (items ${params2.j} and ${params2.i} are equal)`;
      break;
    case "anyOf":
    case "oneOf":
      message = params2.passingSchemas ? "must match exactly one of the allowed forms" : "does not match any of the allowed forms";
      break;
    default:
      message = `must satisfy \`${e.keyword}\``;
  }
  if (e.propertyName !== void 0) {
    path.push(e.propertyName);
    params2.propertyName = e.propertyName;
    const why = e.keyword === "pattern" ? e.parentSchema?.patternErrorMessage ?? message : message;
    return { path, keyword: "propertyNames", message: `invalid key \`${e.propertyName}\`: ${why}`, params: params2 };
  }
  return { path, keyword: e.keyword, message, params: params2 };
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

// src/rules/helm-cmp-plugin-shape.ts
function isWholeDocumentValue(p) {
  if (p.origin !== "chart-values" || !isObj(p.raw)) return false;
  const keys = Object.keys(p.raw);
  return keys.includes("spec") || p.raw.kind === "ConfigManagementPlugin" || keys.includes("apiVersion") && keys.includes("metadata");
}
var DOCUMENT_KEYS, helm_cmp_plugin_shape_default;
var init_helm_cmp_plugin_shape = __esm({
  "src/rules/helm-cmp-plugin-shape.ts"() {
    "use strict";
    init_types();
    init_util();
    DOCUMENT_KEYS = ["apiVersion", "kind", "metadata", "spec"];
    helm_cmp_plugin_shape_default = defineRule({
      meta: {
        id: "helm-cmp-plugin-shape",
        severity: "error",
        description: "a configs.cmp.plugins entry in chart values is a whole plugin document instead of the spec body"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          if (!isWholeDocumentValue(p)) continue;
          const present = DOCUMENT_KEYS.filter((k) => p.ref.get(k));
          const first = p.ref.get(present[0]) ?? p.ref;
          const metaName = p.ref.getIn(["metadata", "name"])?.scalar();
          const renamed = typeof metaName === "string" && metaName !== p.name ? ` (the plugin is named by the map key \`${p.name}\`, not by metadata.name \`${metaName}\`)` : "";
          report({
            loc: first.keyLoc(),
            message: `configs.cmp.plugins.${p.name} holds a whole plugin document (${present.map((k) => `\`${k}\``).join(", ")}), but the chart itself writes apiVersion, kind, metadata.name and \`spec:\` around the value: the rendered plugin has ${present.map((k) => `spec.${k}`).join(", ")}, which Argo CD ignores, no spec.generate, and the sidecar exits with "spec.generate command should be non-empty"${renamed}`,
            hint: `keep only the body of \`spec:\` under \`${p.name}:\` (generate, init, discover, version, parameters\u2026) and drop ${present.filter((k) => k !== "spec").map((k) => `\`${k}\``).join(", ") || "the `spec:` level"}`
          });
        }
      }
    });
  }
});

// src/yaml/yaml11.ts
function goParseIntBase0(s, unsigned) {
  let i = 0;
  let neg = false;
  if (!unsigned && (s[0] === "+" || s[0] === "-")) {
    neg = s[0] === "-";
    i = 1;
  }
  let body = s.slice(i);
  let base = 10;
  if (/^0[xX]/.test(body)) {
    base = 16;
    body = body.slice(2);
  } else if (/^0[oO]/.test(body)) {
    base = 8;
    body = body.slice(2);
  } else if (/^0[bB]/.test(body)) {
    base = 2;
    body = body.slice(2);
  } else if (body.length > 1 && body[0] === "0") {
    base = 8;
    body = body.slice(1);
  }
  const digits = base === 16 ? /^[0-9a-fA-F]+$/ : base === 8 ? /^[0-7]+$/ : base === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!digits.test(body)) return void 0;
  const prefix = base === 16 ? "0x" : base === 8 ? "0o" : base === 2 ? "0b" : "";
  let v = BigInt(prefix + body);
  if (neg) v = -v;
  if (unsigned ? v > UINT64_MAX : v < INT64_MIN || v > INT64_MAX) return void 0;
  return v;
}
function resolvePlain(text) {
  if (NULL.has(text)) return null;
  const c = text[0];
  if ("yYnNtTfFoO~".includes(c)) {
    if (TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
    return text;
  }
  if (Object.prototype.hasOwnProperty.call(FLOAT_SPECIAL, text)) return FLOAT_SPECIAL[text];
  if (c === ".") {
    return /^\.[0-9]+([eE][-+]?[0-9]+)?$/.test(text) ? Number(text) : text;
  }
  if (c === "+" || c === "-" || c >= "0" && c <= "9") {
    if (isTimestamp(text)) return text;
    const plain3 = text.replace(/_/g, "");
    const i = goParseIntBase0(plain3, false);
    if (i !== void 0) return bigToNumber(i);
    const u = goParseIntBase0(plain3, true);
    if (u !== void 0) return bigToNumber(u);
    if (YAML_STYLE_FLOAT.test(plain3)) return Number(plain3);
    return text;
  }
  return text;
}
function isTimestamp(s) {
  if (!/^[0-9]{4}-/.test(s)) return false;
  return /^\d{4}-\d{1,2}-\d{1,2}$/.test(s) || /^\d{4}-\d{1,2}-\d{1,2}[Tt]\d{1,2}:\d{1,2}:\d{1,2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) || /^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{1,2}:\d{1,2}(\.\d+)?$/.test(s);
}
function resolveTagged(tag, text, line) {
  const short2 = tag.startsWith(CORE) ? "!!" + tag.slice(CORE.length) : tag;
  switch (short2) {
    case "!!str":
      return text;
    case "!!binary":
      return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
    case "!!bool":
    case "!!int":
    case "!!float":
    case "!!null":
    case "!!timestamp": {
      const v = resolvePlain(text);
      const got = v === null ? "!!null" : typeof v === "boolean" ? "!!bool" : typeof v === "number" ? Number.isInteger(v) && !/[.eE]/.test(text) ? "!!int" : "!!float" : "!!str";
      if (got === short2 || short2 === "!!float" && got === "!!int") return v;
      if (short2 === "!!timestamp" && isTimestamp(text)) return text;
      throw new GoYamlError(`yaml: cannot decode ${got} \`${text}\` as a ${short2}`, line);
    }
    default:
      return text;
  }
}
function goValue(node, doc, opts = {}) {
  let aliases = 0;
  const max = opts.maxAliases ?? 1e4;
  const lineAt = (n) => {
    const r = n?.range;
    return r && opts.lineOf ? opts.lineOf(r[0]) : void 0;
  };
  const walk = (n, depth) => {
    if (depth > 512) throw new GoYamlError("yaml: exceeded max depth", lineAt(n));
    if (n === null || n === void 0) return null;
    if ((0, import_yaml4.isAlias)(n)) {
      if (++aliases > max) throw new GoYamlError("yaml: document contains excessive aliasing", lineAt(n));
      const target = doc ? n.resolve(doc) : void 0;
      if (!target) throw new GoYamlError(`yaml: unknown anchor '${n.source}' referenced`, lineAt(n));
      return walk(target, depth + 1);
    }
    if ((0, import_yaml4.isScalar)(n)) {
      const s = n;
      const text = s.source ?? (typeof s.value === "string" ? s.value : String(s.value ?? ""));
      if (s.tag) return resolveTagged(s.tag, text, lineAt(n));
      if (s.type === "PLAIN") return resolvePlain(text);
      return typeof s.value === "string" ? s.value : text;
    }
    if ((0, import_yaml4.isSeq)(n)) return n.items.map((it) => walk(it, depth + 1));
    if ((0, import_yaml4.isMap)(n)) {
      const out = {};
      for (const p of n.items) {
        if (!(0, import_yaml4.isPair)(p)) continue;
        const k = p.key;
        if ((0, import_yaml4.isScalar)(k) && k.type === "PLAIN" && !k.tag && k.source === "<<") {
          mergeInto(out, p.value, depth);
          continue;
        }
        const key = walk(k, depth + 1);
        const value = walk(p.value, depth + 1);
        setKey(out, keyString(key, value, lineAt(k)), value);
      }
      return out;
    }
    return null;
  };
  const mergeInto = (out, v, depth) => {
    const target = (0, import_yaml4.isAlias)(v) && doc ? v.resolve(doc) : v;
    if ((0, import_yaml4.isAlias)(v) && ++aliases > max) throw new GoYamlError("yaml: document contains excessive aliasing", lineAt(v));
    if ((0, import_yaml4.isMap)(target)) {
      const m = walk(target, depth + 1);
      for (const [k, val] of Object.entries(m)) setKey(out, k, val);
    } else if ((0, import_yaml4.isSeq)(target)) {
      for (let i = target.items.length - 1; i >= 0; i--) {
        const it = target.items[i];
        const r = (0, import_yaml4.isAlias)(it) && doc ? it.resolve(doc) : it;
        if (!(0, import_yaml4.isMap)(r)) throw new GoYamlError("yaml: map merge requires map or sequence of maps as the value", lineAt(it));
        mergeInto(out, it, depth + 1);
      }
    } else {
      throw new GoYamlError("yaml: map merge requires map or sequence of maps as the value", lineAt(v));
    }
  };
  return walk(node, 0);
}
function setKey(o, k, v) {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}
function keyString(key, value, line) {
  if (typeof key === "string") return key;
  if (typeof key === "boolean") return key ? "true" : "false";
  if (typeof key === "number") {
    if (Number.isNaN(key)) return ".nan";
    if (key === Infinity) return ".inf";
    if (key === -Infinity) return "-.inf";
    return Number.isInteger(key) ? String(key) : goFloat32g(key);
  }
  if (key === null) throw new GoYamlError(`unsupported map key of type: <nil>, key: <nil>, value: ${goSprintV(value)}`, line);
  throw new GoYamlError(`yaml: invalid map key: ${goSprintV(key)}`, line);
}
function goFloat32g(f) {
  const r = Math.fround(f);
  let s = String(Number(r.toPrecision(9)));
  for (let p = 1; p <= 9; p++) {
    const t = Number(r.toPrecision(p));
    if (Math.fround(t) === r) {
      s = String(t);
      break;
    }
  }
  return s.replace(/e\+?(-?)(\d)$/, "e$1$10$2").replace(/e(\d)/, "e+$1");
}
function goSprintV(v) {
  if (v === null || v === void 0) return "<nil>";
  if (typeof v === "string") return v;
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") return goFloatV(v);
  if (Array.isArray(v)) return `[${v.map(goSprintV).join(" ")}]`;
  if (typeof v === "object") {
    const o = v;
    return `map[${Object.keys(o).sort().map((k) => `${k}:${goSprintV(o[k])}`).join(" ")}]`;
  }
  return String(v);
}
function goFloatV(n) {
  if (Number.isNaN(n)) return "NaN";
  if (n === Infinity) return "+Inf";
  if (n === -Infinity) return "-Inf";
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return String(n);
  const exp = Math.floor(Math.log10(Math.abs(n)));
  if (exp < -4 || exp >= 21) {
    const [m, e] = n.toExponential().split("e");
    const ee = Number(e);
    return `${m}e${ee < 0 ? "-" : "+"}${String(Math.abs(ee)).padStart(2, "0")}`;
  }
  return String(n);
}
function goTypeName(v) {
  if (v === null || v === void 0) return "<nil>";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int64" : "float64";
  if (Array.isArray(v)) return "[]interface {}";
  return "map[string]interface {}";
}
function checkJsonable(v) {
  const seen = /* @__PURE__ */ new Set();
  const stack = [[v, false]];
  let decoded = 0;
  let aliased = 0;
  while (stack.length) {
    const [x, inAlias] = stack.pop();
    decoded++;
    let alias = inAlias;
    if (x && typeof x === "object") {
      if (seen.has(x)) alias = true;
      else seen.add(x);
    }
    if (alias) aliased++;
    if (aliased > 100 && decoded > 1e3 && aliased / decoded > allowedAliasRatio(decoded)) throw new GoYamlError("yaml: document contains excessive aliasing");
    if (typeof x === "number" && !Number.isFinite(x)) throw new GoYamlError(`json: unsupported value: ${goFloatV(x)}`);
    if (Array.isArray(x)) for (const it of x) stack.push([it, alias]);
    else if (x && typeof x === "object") for (const it of Object.values(x)) stack.push([it, alias]);
  }
}
function allowedAliasRatio(decodeCount) {
  if (decodeCount <= 4e5) return 0.99;
  if (decodeCount >= 4e6) return 0.1;
  return 0.99 - 0.89 * ((decodeCount - 4e5) / 36e5);
}
function goYamlLoadFast(text) {
  let v;
  try {
    const docs = yaml.loadAll(text, void 0, { schema: GO_SCHEMA, json: true });
    v = docs.length > 0 ? docs[0] ?? null : null;
  } catch (e) {
    if (e instanceof GoYamlError) throw e;
    const ye = e;
    const line = ye.mark ? ye.mark.line + 1 : void 0;
    const reason = goReason(ye.reason ?? e.message, line !== void 0 ? text.split("\n")[line - 1] ?? "" : "");
    throw new GoYamlError(`yaml: ${line !== void 0 ? `line ${line}: ` : ""}${reason}`, line);
  }
  checkJsonable(v);
  return v;
}
function goReason(reason, lineText) {
  if (reason === "tab characters must not be used in indentation") return "found character that cannot start any token";
  if (reason === "bad indentation of a mapping entry") return "mapping values are not allowed in this context";
  if (reason === "end of the stream or a document separator is expected" && /^\s*[^\s#][^#]*:(\s|$)/.test(lineText)) return "mapping values are not allowed in this context";
  return reason;
}
var import_yaml4, GoYamlError, TRUE, FALSE, NULL, FLOAT_SPECIAL, YAML_STYLE_FLOAT, INT64_MIN, INT64_MAX, UINT64_MAX, bigToNumber, CORE, goPlainType, coreTagged, localTags, GO_SCHEMA;
var init_yaml11 = __esm({
  "src/yaml/yaml11.ts"() {
    "use strict";
    import_yaml4 = __toESM(require_dist(), 1);
    init_js_yaml();
    GoYamlError = class extends Error {
      constructor(message, line) {
        super(message);
        this.line = line;
        this.name = "GoYamlError";
      }
      line;
    };
    TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]);
    FALSE = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]);
    NULL = /* @__PURE__ */ new Set(["", "~", "null", "Null", "NULL"]);
    FLOAT_SPECIAL = {
      ".nan": NaN,
      ".NaN": NaN,
      ".NAN": NaN,
      ".inf": Infinity,
      ".Inf": Infinity,
      ".INF": Infinity,
      "+.inf": Infinity,
      "+.Inf": Infinity,
      "+.INF": Infinity,
      "-.inf": -Infinity,
      "-.Inf": -Infinity,
      "-.INF": -Infinity
    };
    YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
    INT64_MIN = -(2n ** 63n);
    INT64_MAX = 2n ** 63n - 1n;
    UINT64_MAX = 2n ** 64n - 1n;
    bigToNumber = (v) => Number(v);
    CORE = "tag:yaml.org,2002:";
    goPlainType = new yaml.Type("tag:yaml.org,2002:go-plain", {
      kind: "scalar",
      resolve: (d) => typeof d === "string" && resolvePlain(d) !== d,
      construct: (d) => resolvePlain(d)
    });
    coreTagged = (name) => new yaml.Type(`tag:yaml.org,2002:${name}`, {
      kind: "scalar",
      resolve: () => true,
      construct: (d) => resolveTagged(`${CORE}${name}`, d ?? "", void 0)
    });
    localTags = ["scalar", "sequence", "mapping"].map(
      (kind) => new yaml.Type("!", { kind, multi: true, construct: (d) => kind === "scalar" ? d ?? "" : d })
    );
    GO_SCHEMA = yaml.FAILSAFE_SCHEMA.extend({
      implicit: [goPlainType, yaml.types.merge],
      explicit: [coreTagged("bool"), coreTagged("int"), coreTagged("float"), coreTagged("null"), coreTagged("timestamp"), coreTagged("binary"), ...localTags]
    });
  }
});

// src/rules/plugin-schema.ts
function goView(p) {
  const ref = p.ref;
  if (!ref?.node) return { value: p.raw, yaml11: false };
  try {
    return { value: goValue(ref.node, ref.doc), yaml11: true };
  } catch {
    return { value: p.raw, yaml11: false };
  }
}
function yaml11Word(p, path) {
  let ref = p.ref;
  for (const seg of path) ref = ref?.get?.(seg);
  const n = ref?.node;
  return n && n.type === "PLAIN" && typeof n.source === "string" && YAML11_WORD.test(n.source) ? n.source : void 0;
}
var YAML11_WORD, plugin_schema_default;
var init_plugin_schema = __esm({
  "src/rules/plugin-schema.ts"() {
    "use strict";
    init_types();
    init_validate();
    init_paths();
    init_helm_cmp_plugin_shape();
    init_yaml11();
    YAML11_WORD = /^(y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF|~|Null|NULL|0[0-7]+|[-+]?[0-9][0-9_]*)$/;
    plugin_schema_default = defineRule({
      meta: {
        id: "plugin-schema",
        severity: "error",
        description: "a plugin definition that makes the sidecar fail at startup (missing or mistyped required fields)"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          if (isWholeDocumentValue(p)) continue;
          const view = goView(p);
          for (const issue of validatePlugin(view.value, { specOnly: p.specOnly })) {
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
              if (missing === "kind" && issue.path.length === 0) {
                message += ': the sidecar fails with "kind should be ConfigManagementPlugin, found "';
                hint = "kind: ConfigManagementPlugin";
              }
            } else if (issue.keyword === "minLength" && pathText(issue.path, p.specOnly) === "`metadata.name`") {
              message += ': the sidecar fails with "metadata.name should be non-empty"';
            } else if (issue.keyword === "minItems" && pathText(issue.path, p.specOnly) === "`spec.generate.command`") {
              message += ': the sidecar fails with "spec.generate command should be non-empty"';
              hint = 'generate:\n  command: [sh, -c]\n  args: ["\u2026"]';
            } else if (issue.keyword === "type" && view.yaml11 && yaml11Word(p, issue.path)) {
              hint = `Argo CD reads plugin.yaml as YAML 1.1, where an unquoted \`${yaml11Word(p, issue.path)}\` is not a string: quote it`;
            } else if (last === "command" && issue.keyword === "type") {
              hint = "write the command as a list: `command: [sh, -c]`";
            } else if (last === "kind") {
              message += ': the sidecar fails with "kind should be ConfigManagementPlugin"';
              hint = "kind: ConfigManagementPlugin";
            }
            report({ loc: p.ref.at(issue.path, issue.keyword === "required"), message: `plugin ${p.name ? `\`${p.name}\`` : "(no name)"}: ${message}`, hint });
          }
        }
      }
    });
  }
});

// src/shell/ast.ts
function staticWord(w) {
  let s = "";
  for (const p of w.parts) {
    if (p.kind !== "lit") return null;
    s += p.value;
  }
  return s;
}
function wordShape(w, placeholder = "\0") {
  const parts = Array.isArray(w) ? w : w.parts;
  return parts.map((p) => p.kind === "lit" ? p.value : placeholder).join("");
}
var init_ast = __esm({
  "src/shell/ast.ts"() {
    "use strict";
  }
});

// src/shell/scanner.ts
function pushLit(parts, value, quoted) {
  const last = parts[parts.length - 1];
  if (last && last.kind === "lit" && last.quoted === quoted) last.value += value;
  else parts.push({ kind: "lit", value, quoted });
}
var NAME_START, NAME_CHAR, SPECIAL_PARAMS, DELIMS, PARAM_OPS, Scanner;
var init_scanner = __esm({
  "src/shell/scanner.ts"() {
    "use strict";
    NAME_START = /[A-Za-z_]/;
    NAME_CHAR = /[A-Za-z0-9_]/;
    SPECIAL_PARAMS = "@*#?-$!0123456789";
    DELIMS = " 	\n;&|<>()";
    PARAM_OPS = [":-", ":=", ":+", ":?", "##", "%%", "//", "/#", "/%", "^^", ",,", "-", "=", "+", "?", "#", "%", "/", "^", ",", ":", "@"];
    Scanner = class {
      constructor(src) {
        this.src = src;
        this.limit = src.length;
      }
      src;
      pos = 0;
      limit;
      errors = [];
      error(message, offset = this.pos) {
        this.errors.push({ message, offset });
      }
      eof() {
        return this.pos >= this.limit;
      }
      ch(i = 0) {
        const p = this.pos + i;
        return p < this.limit ? this.src[p] : "";
      }
      startsWith(s) {
        return this.src.startsWith(s, this.pos) && this.pos + s.length <= this.limit;
      }
      isDelim(c) {
        return c === "" || DELIMS.includes(c);
      }
      /** Skip blanks, line continuations and comments; stops before a newline. */
      skipBlanks() {
        for (; ; ) {
          const c = this.ch();
          if (c === " " || c === "	" || c === "\r") this.pos++;
          else if (c === "\\" && this.ch(1) === "\n") this.pos += 2;
          else if (c === "#") {
            while (!this.eof() && this.ch() !== "\n") this.pos++;
          } else return;
        }
      }
      /** Contents of "..." (mode 'dq', stops before `close`) or of a here-doc body (mode 'heredoc', to limit). */
      readQuotedRun(close, mode) {
        const parts = [];
        while (!this.eof()) {
          const c = this.ch();
          if (close && c === close) break;
          if (c === "\\") {
            const n = this.ch(1);
            if (n === "\n") this.pos += 2;
            else if (n === "$" || n === "`" || n === "\\" || mode === "dq" && n === '"') {
              pushLit(parts, n, true);
              this.pos += 2;
            } else {
              pushLit(parts, "\\", true);
              this.pos++;
            }
          } else if (c === "$") parts.push(this.readDollar(true));
          else if (c === "`") parts.push(this.readBacktick(true));
          else {
            pushLit(parts, c, true);
            this.pos++;
          }
        }
        return parts;
      }
      readAnsiC() {
        let out = "";
        const map2 = { n: "\n", t: "	", r: "\r", a: "\x07", b: "\b", e: "\x1B", E: "\x1B", f: "\f", v: "\v", "\\": "\\", "'": "'", '"': '"', "?": "?" };
        while (!this.eof() && this.ch() !== "'") {
          const c = this.ch();
          if (c === "\\") {
            const n = this.ch(1);
            const hex = /^x([0-9a-fA-F]{1,2})/.exec(this.src.slice(this.pos + 1, this.pos + 4));
            const oct = /^([0-7]{1,3})/.exec(this.src.slice(this.pos + 1, this.pos + 4));
            if (hex) {
              out += String.fromCharCode(parseInt(hex[1], 16));
              this.pos += 1 + hex[0].length;
            } else if (oct) {
              out += String.fromCharCode(parseInt(oct[1], 8));
              this.pos += 1 + oct[0].length;
            } else {
              out += map2[n] ?? "\\" + n;
              this.pos += 2;
            }
          } else {
            out += c;
            this.pos++;
          }
        }
        if (this.ch() === "'") this.pos++;
        else this.error("unterminated $'...' quote");
        return out;
      }
      /** At '$': parameter, command substitution, arithmetic, or a literal '$'. */
      readDollar(quoted) {
        const off = this.pos;
        const n = this.ch(1);
        if (n === "(" && this.ch(2) === "(" && this.arithEnd() > 0) {
          const close = this.arithEnd();
          const text = this.src.slice(off + 3, close);
          this.pos = close + 2;
          const reads = [];
          for (const m of text.matchAll(/(^|[^A-Za-z0-9_$#])\$?\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
            reads.push({ name: m[2], offset: off + 3 + m.index + m[0].length - m[2].length });
          }
          return { kind: "arith", text, reads, offset: off, end: this.pos };
        }
        if (n === "(") {
          this.pos += 2;
          const body = this.parseNested(")");
          this.expect(")", off);
          return { kind: "cmdsub", body, quoted, backtick: false, offset: off, end: this.pos };
        }
        if (n === "{") return this.readBraceParam(quoted);
        if (n && NAME_START.test(n)) {
          let e = this.pos + 1;
          while (e < this.limit && NAME_CHAR.test(this.src[e])) e++;
          this.pos = e;
          return { kind: "param", name: this.src.slice(off + 1, e), quoted, offset: off, end: e };
        }
        if (n && SPECIAL_PARAMS.includes(n)) {
          this.pos += 2;
          return { kind: "param", name: n, quoted, offset: off, end: this.pos };
        }
        this.pos++;
        return { kind: "lit", value: "$", quoted };
      }
      /** Index of the first ')' of the '))' closing a `$((` at pos, or -1 when it is `$( (...) )`. */
      arithEnd() {
        let depth = 0;
        for (let i = this.pos + 1; i < this.limit; i++) {
          const c = this.src[i];
          if (c === "(") depth++;
          else if (c === ")") {
            depth--;
            if (depth === 1) return this.src[i + 1] === ")" ? i : -1;
          }
        }
        return -1;
      }
      readBraceParam(quoted) {
        const off = this.pos;
        this.pos += 2;
        let prefix;
        if ((this.ch() === "#" || this.ch() === "!") && this.ch(1) !== "}" && /[A-Za-z_0-9@*?$!#-]/.test(this.ch(1))) {
          prefix = this.ch() === "#" ? "#len" : "!";
          this.pos++;
        }
        let name = "";
        if (NAME_START.test(this.ch())) {
          while (NAME_CHAR.test(this.ch())) name += this.src[this.pos++];
        } else if (/[0-9]/.test(this.ch())) {
          while (/[0-9]/.test(this.ch())) name += this.src[this.pos++];
        } else if (this.ch() && SPECIAL_PARAMS.includes(this.ch())) name = this.src[this.pos++];
        if (this.ch() === "[") this.skipBalanced("[", "]");
        let op = prefix;
        let operand;
        if (this.ch() !== "}") {
          const found = PARAM_OPS.find((o) => this.startsWith(o));
          if (found && !prefix) {
            op = found;
            this.pos += found.length;
          } else if (!found) this.error("bad parameter expansion", off);
          operand = this.readBraceOperand(quoted);
        }
        if (this.ch() === "}") this.pos++;
        else this.error("unterminated ${", off);
        return { kind: "param", name, op, operand, quoted, offset: off, end: this.pos };
      }
      /** The word after a ${X<op> ... } operator, up to the closing brace. */
      readBraceOperand(quoted) {
        const parts = [];
        let depth = 0;
        while (!this.eof()) {
          const c = this.ch();
          if (c === "}" && depth === 0) break;
          if (c === "{") depth++;
          if (c === "}") depth--;
          if (c === "\\") {
            pushLit(parts, this.ch(1), true);
            this.pos += 2;
          } else if (c === "'" && !quoted) {
            const close = this.src.indexOf("'", this.pos + 1);
            const e = close < 0 || close >= this.limit ? this.limit : close;
            pushLit(parts, this.src.slice(this.pos + 1, e), true);
            this.pos = Math.min(e + 1, this.limit);
          } else if (c === '"') {
            this.pos++;
            for (const p of this.readQuotedRun('"', "dq")) parts.push(p);
            if (this.ch() === '"') this.pos++;
          } else if (c === "$") parts.push(this.readDollar(quoted));
          else if (c === "`") parts.push(this.readBacktick(quoted));
          else {
            pushLit(parts, c, quoted);
            this.pos++;
          }
        }
        return parts;
      }
      readBacktick(quoted) {
        const off = this.pos;
        let i = this.pos + 1;
        let text = "";
        let escaped = false;
        for (; i < this.limit && this.src[i] !== "`"; i++) {
          if (this.src[i] === "\\" && i + 1 < this.limit && "$`\\".includes(this.src[i + 1])) {
            escaped = true;
            i++;
          }
          text += this.src[i];
        }
        if (i >= this.limit) this.error("unterminated backquote", off);
        let body;
        if (!escaped) {
          const saved = this.limit;
          this.pos = off + 1;
          this.limit = i;
          body = this.parseNested("");
          this.limit = saved;
        } else body = this.parseDetached(text, off + 1);
        this.pos = Math.min(i + 1, this.limit);
        return { kind: "cmdsub", body, quoted, backtick: true, offset: off, end: this.pos };
      }
      /** Skip a balanced (...) (or [..]) group starting at pos, honouring quotes. */
      skipBalanced(open = "(", close = ")") {
        let depth = 0;
        while (!this.eof()) {
          const c = this.ch();
          if (c === "\\") this.pos++;
          else if (c === "'" || c === '"') {
            const e = this.src.indexOf(c, this.pos + 1);
            this.pos = e < 0 || e >= this.limit ? this.limit - 1 : e;
          } else if (c === open) depth++;
          else if (c === close && --depth === 0) {
            this.pos++;
            return;
          }
          this.pos++;
        }
        this.error(`unbalanced '${open}'`);
      }
      expect(c, openedAt) {
        if (this.ch() === c) this.pos++;
        else this.error(`expected '${c}' to close the construct opened here`, openedAt);
      }
    };
  }
});

// src/shell/lexer.ts
var Lexer;
var init_lexer = __esm({
  "src/shell/lexer.ts"() {
    "use strict";
    init_scanner();
    Lexer = class extends Scanner {
      pending = [];
      /** Consume one newline and read the bodies of here-documents opened on that line. */
      readNewline() {
        this.pos++;
        this.readPendingBodies();
      }
      readPendingBodies() {
        const docs = this.pending;
        this.pending = [];
        for (const doc of docs) this.readHereDocBody(doc);
      }
      readHereDocBody(doc) {
        const start = this.pos;
        doc.bodyOffset = start;
        let bodyEnd = -1;
        while (!this.eof()) {
          const nl = this.src.indexOf("\n", this.pos);
          const lineEnd = nl < 0 || nl > this.limit ? this.limit : nl;
          let line = this.src.slice(this.pos, lineEnd);
          if (doc.stripTabs) line = line.replace(/^\t+/, "");
          if (line.replace(/\r$/, "") === doc.delimiter) {
            bodyEnd = this.pos;
            this.pos = lineEnd < this.limit ? lineEnd + 1 : lineEnd;
            break;
          }
          this.pos = lineEnd < this.limit ? lineEnd + 1 : lineEnd;
        }
        if (bodyEnd < 0) {
          bodyEnd = this.pos;
          this.error(`here-document delimited by end of script (wanted '${doc.delimiter}')`, start);
        }
        doc.body = this.src.slice(start, bodyEnd);
        if (!doc.quoted) {
          const after = this.pos, savedLimit = this.limit;
          this.pos = start;
          this.limit = bodyEnd;
          doc.parts = this.readQuotedRun("", "heredoc");
          this.pos = after;
          this.limit = savedLimit;
        } else doc.parts = [{ kind: "lit", value: doc.body, quoted: true }];
      }
      /** Read one word at `pos` (after skipBlanks). Returns null when no word starts here. */
      readWord() {
        const start = this.pos;
        const parts = [];
        const lit = (value, quoted) => pushLit(parts, value, quoted);
        while (!this.eof()) {
          const c = this.ch();
          if ((c === "<" || c === ">") && this.ch(1) === "(") {
            const off = this.pos;
            this.pos += 2;
            const body = this.parseNested(")");
            this.expect(")", off);
            parts.push({ kind: "procsub", body, dir: c, offset: off, end: this.pos });
            continue;
          }
          if (c === "(" && parts.length > 0) {
            const sofar = this.src.slice(start, this.pos);
            if (/[?*+@!]$/.test(sofar) || /^[A-Za-z_][A-Za-z0-9_]*\+?=$/.test(sofar)) {
              const from = this.pos;
              this.skipBalanced();
              lit(this.src.slice(from, this.pos), false);
              continue;
            }
          }
          if (this.isDelim(c)) break;
          if (c === "\\") {
            if (this.ch(1) === "\n") this.pos += 2;
            else {
              lit(this.ch(1), true);
              this.pos += this.ch(1) ? 2 : 1;
            }
          } else if (c === "'") {
            this.pos++;
            const close = this.src.indexOf("'", this.pos);
            if (close < 0 || close >= this.limit) {
              this.error("unterminated single quote", this.pos - 1);
              lit(this.src.slice(this.pos, this.limit), true);
              this.pos = this.limit;
            } else {
              lit(this.src.slice(this.pos, close), true);
              this.pos = close + 1;
            }
          } else if (c === '"' || c === "$" && this.ch(1) === '"') {
            const open = this.pos;
            this.pos += c === "$" ? 2 : 1;
            for (const p of this.readQuotedRun('"', "dq")) parts.push(p);
            if (this.ch() === '"') this.pos++;
            else this.error("unterminated double quote", open);
            if (parts.length === 0) lit("", true);
          } else if (c === "$" && this.ch(1) === "'") {
            this.pos += 2;
            lit(this.readAnsiC(), true);
          } else if (c === "$") parts.push(this.readDollar(false));
          else if (c === "`") parts.push(this.readBacktick(false));
          else {
            lit(c, false);
            this.pos++;
          }
        }
        if (this.pos === start) return null;
        return { offset: start, end: this.pos, raw: this.src.slice(start, this.pos), parts };
      }
      /** A redirection at pos (after skipBlanks), or null. */
      readRedirect() {
        const m = /^(\d*)(<<<|<<-|<<|<>|<&|>&|>>|>\||<|>)|^(&>>|&>)/.exec(this.src.slice(this.pos, Math.min(this.pos + 8, this.limit)));
        if (!m) return null;
        const op = m[2] ?? m[3];
        if ((op === "<" || op === ">") && this.src[this.pos + m[0].length] === "(") return null;
        const off = this.pos;
        this.pos += m[0].length;
        this.skipBlanks();
        const r = { fd: m[1] ? Number(m[1]) : void 0, op, offset: off, end: this.pos };
        const target = this.readWord();
        if (!target) {
          this.error(`missing target after '${op}'`, off);
          return r;
        }
        r.target = target;
        r.end = target.end;
        if (op === "<<" || op === "<<-") {
          const quoted = target.parts.some((p) => p.kind === "lit" && p.quoted);
          const delimiter2 = target.parts.map((p) => p.kind === "lit" ? p.value : this.src.slice(p.offset, p.end)).join("");
          r.heredoc = { delimiter: delimiter2, quoted, stripTabs: op === "<<-", body: "", parts: [] };
          this.pending.push(r.heredoc);
        }
        return r;
      }
      /** Here-documents still waiting for their newline at end of input. */
      flushHereDocs() {
        if (this.pending.length) this.readPendingBodies();
      }
    };
  }
});

// src/shell/compound.ts
function parseIf(p) {
  const start = p.pos;
  p.pos += 2;
  const node = { type: "if", clauses: [], redirects: [], offset: start, end: start };
  for (; ; ) {
    const cond = p.parseList(/* @__PURE__ */ new Set(["then"]));
    p.expectWord("then", start);
    const body = p.parseList(/* @__PURE__ */ new Set(["elif", "else", "fi"]));
    node.clauses.push({ cond, body });
    const r = p.peekReserved();
    if (r === "elif") {
      p.pos += 4;
      continue;
    }
    if (r === "else") {
      p.pos += 4;
      node.elseBody = p.parseList(/* @__PURE__ */ new Set(["fi"]));
    }
    p.expectWord("fi", start);
    break;
  }
  node.end = p.pos;
  return node;
}
function parseFor(p, kwLen) {
  const start = p.pos;
  p.pos += kwLen;
  p.skipBlanks();
  const node = { type: "for", body: null, redirects: [], offset: start, end: start };
  if (p.startsWith("((")) p.skipBalanced();
  else {
    const name = p.readWord();
    if (!name) p.error("missing variable name after 'for'", start);
    node.varName = name?.raw;
    p.skipNewlines();
    if (p.peekReserved() === "in") {
      p.pos += 2;
      node.items = [];
      for (; ; ) {
        p.skipBlanks();
        const w = p.readWord();
        if (!w) break;
        node.items.push(w);
      }
    }
  }
  p.skipBlanks();
  if (p.ch() === ";") p.pos++;
  node.body = p.parseDoGroup(start);
  node.end = p.pos;
  return node;
}
function parseCase(p) {
  const start = p.pos;
  p.pos += 4;
  p.skipBlanks();
  const subject = p.readWord() ?? { offset: p.pos, end: p.pos, raw: "", parts: [] };
  const node = { type: "case", subject, items: [], redirects: [], offset: start, end: start };
  p.expectWord("in", start);
  for (; ; ) {
    p.skipNewlines();
    if (p.eof() || p.peekReserved() === "esac") break;
    if (p.ch() === "(") p.pos++;
    const patterns = [];
    for (; ; ) {
      p.skipBlanks();
      const w = p.readWord();
      if (w) patterns.push(w);
      p.skipBlanks();
      if (p.ch() === "|") p.pos++;
      else break;
    }
    if (p.ch() === ")") p.pos++;
    else {
      p.error("expected ')' after case pattern");
      break;
    }
    const body = p.parseList(/* @__PURE__ */ new Set([";;", "esac"]));
    node.items.push({ patterns, body });
    p.skipBlanks();
    const sep6 = /^(;;&|;;|;&)/.exec(p.src.slice(p.pos, p.pos + 3));
    if (sep6) p.pos += sep6[0].length;
  }
  p.expectWord("esac", start);
  node.end = p.pos;
  return node;
}
var init_compound = __esm({
  "src/shell/compound.ts"() {
    "use strict";
  }
});

// src/shell/parser.ts
function parseScript(src) {
  const p = new Parser(src);
  let ast;
  try {
    ast = p.parseProgram();
  } catch (e) {
    p.error(`internal parser error: ${e.message}`);
    ast = { type: "list", items: [], offset: 0, end: src.length };
  }
  return { ast, errors: p.errors };
}
function splitAssignment(w) {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/.exec(w.raw);
  const first = w.parts[0];
  const rest = w.parts.slice(1);
  const valueParts = first && first.kind === "lit" && first.value.length > m[0].length ? [{ ...first, value: first.value.slice(m[0].length) }, ...rest] : rest;
  const value = { offset: w.offset + m[0].length, end: w.end, raw: w.raw.slice(m[0].length), parts: valueParts };
  return { name: m[1], append: m[2] === "+", value, offset: w.offset, end: w.end };
}
function shift(node, base) {
  if (Array.isArray(node)) node.forEach((n) => shift(n, base));
  else if (node && typeof node === "object") {
    const o = node;
    for (const k of Object.keys(o)) {
      if ((k === "offset" || k === "end" || k === "bodyOffset") && typeof o[k] === "number") o[k] = o[k] + base;
      else if (typeof o[k] === "object") shift(o[k], base);
    }
  }
}
var RESERVED, TERMINATORS, Parser;
var init_parser = __esm({
  "src/shell/parser.ts"() {
    "use strict";
    init_lexer();
    init_compound();
    RESERVED = /(if|then|elif|else|fi|do|done|case|esac|while|until|for|select|function|in|\{|\}|!|\[\[)(?=$|[\s;&|()<>])/y;
    TERMINATORS = /* @__PURE__ */ new Set(["then", "elif", "else", "fi", "do", "done", "esac", "}"]);
    Parser = class _Parser extends Lexer {
      parseProgram() {
        const list2 = this.parseList(/* @__PURE__ */ new Set());
        this.flushHereDocs();
        return list2;
      }
      parseNested(close) {
        return this.parseList(new Set(close ? [close] : []));
      }
      parseDetached(text, base) {
        const sub = new _Parser(text);
        const ast = sub.parseProgram();
        shift(ast, base);
        for (const e of sub.errors) this.error(e.message, e.offset + base);
        return ast;
      }
      peekReserved() {
        this.skipBlanks();
        RESERVED.lastIndex = this.pos;
        const m = RESERVED.exec(this.src);
        return m && this.pos + m[0].length <= this.limit ? m[1] : null;
      }
      atStop(stop) {
        const c = this.ch();
        if (c === ")" && stop.has(")")) return true;
        if (stop.has(";;") && (this.startsWith(";;") || this.startsWith(";&"))) return true;
        const r = this.peekReserved();
        return r !== null && stop.has(r);
      }
      skipNewlines() {
        for (; ; ) {
          this.skipBlanks();
          if (this.ch() === "\n") this.readNewline();
          else return;
        }
      }
      parseList(stop) {
        const items = [];
        const start = this.pos;
        for (; ; ) {
          this.skipNewlines();
          if (this.eof() || this.atStop(stop)) break;
          const c = this.ch();
          const r = this.peekReserved();
          if (r && TERMINATORS.has(r) || c === ")" || c === ";" || c === "&" || c === "|") {
            this.error(`unexpected '${r ?? c}'`);
            this.pos += r ? r.length : c === ";" && this.ch(1) === ";" ? 2 : 1;
            continue;
          }
          const before = this.pos;
          const node = this.parseAndOr();
          if (!node) {
            if (this.pos === before) this.pos++;
            continue;
          }
          this.skipBlanks();
          let background = false;
          if (this.ch() === "&" && this.ch(1) !== "&" && this.ch(1) !== ">") {
            background = true;
            this.pos++;
          } else if (this.ch() === ";" && this.ch(1) !== ";" && this.ch(1) !== "&") this.pos++;
          items.push({ node, background });
        }
        const end = items.length ? items[items.length - 1].node.end : start;
        return { type: "list", items, offset: items.length ? items[0].node.offset : start, end };
      }
      parseAndOr() {
        const first = this.parsePipeline();
        if (!first) return null;
        const node = { type: "andor", pipelines: [first], ops: [], offset: first.offset, end: first.end };
        for (; ; ) {
          this.skipBlanks();
          const op = this.startsWith("&&") ? "&&" : this.startsWith("||") ? "||" : null;
          if (!op) break;
          this.pos += 2;
          this.skipNewlines();
          const next = this.parsePipeline();
          if (!next) {
            this.error(`missing command after '${op}'`);
            break;
          }
          node.ops.push(op);
          node.pipelines.push(next);
          node.end = next.end;
        }
        return node;
      }
      parsePipeline() {
        const start = this.pos;
        let negated = false;
        if (this.peekReserved() === "!") {
          negated = true;
          this.pos++;
        }
        const first = this.parseCommand();
        if (!first) return null;
        const node = { type: "pipeline", negated, commands: [first], ops: [], offset: negated ? start : first.offset, end: first.end };
        for (; ; ) {
          this.skipBlanks();
          if (this.ch() !== "|" || this.ch(1) === "|") break;
          const op = this.ch(1) === "&" ? "|&" : "|";
          this.pos += op.length;
          this.skipNewlines();
          const next = this.parseCommand();
          if (!next) {
            this.error(`missing command after '${op}'`);
            break;
          }
          node.ops.push(op);
          node.commands.push(next);
          node.end = next.end;
        }
        return node;
      }
      parseCommand() {
        const r = this.peekReserved();
        const start = this.pos;
        let node;
        if (r === "{") {
          this.pos++;
          const body = this.parseList(/* @__PURE__ */ new Set(["}"]));
          this.expectWord("}", start);
          node = { type: "brace", body, redirects: [], offset: start, end: this.pos };
        } else if (this.ch() === "(" && this.ch(1) === "(" && this.arithCommandEnd() > 0) {
          return this.parseSimple();
        } else if (this.ch() === "(") {
          this.pos++;
          const body = this.parseList(/* @__PURE__ */ new Set([")"]));
          this.expect(")", start);
          node = { type: "subshell", body, redirects: [], offset: start, end: this.pos };
        } else if (r === "if") node = parseIf(this);
        else if (r === "while" || r === "until") {
          this.pos += r.length;
          const cond = this.parseList(/* @__PURE__ */ new Set(["do"]));
          const body = this.parseDoGroup(start);
          node = { type: r, cond, body, redirects: [], offset: start, end: this.pos };
        } else if (r === "for" || r === "select") node = parseFor(this, r.length);
        else if (r === "case") node = parseCase(this);
        else if (r === "function") {
          this.pos += r.length;
          this.skipBlanks();
          const name = this.readWord();
          this.skipBlanks();
          if (this.startsWith("()")) this.pos += 2;
          return this.finishFunction(name?.raw ?? "", start);
        } else if (r === "[[") return this.parseSimple();
        else return this.parseSimple();
        if (node) this.readTrailingRedirects(node);
        return node;
      }
      readTrailingRedirects(node) {
        for (; ; ) {
          this.skipBlanks();
          const red = this.readRedirect();
          if (!red) return;
          node.redirects.push(red);
          node.end = red.end;
        }
      }
      finishFunction(name, start) {
        this.skipNewlines();
        const body = this.parseCommand();
        if (!body) {
          this.error("missing function body", start);
          return null;
        }
        return { type: "function", name, body, redirects: [], offset: start, end: body.end };
      }
      expectWord(w, openedAt) {
        this.skipNewlines();
        if (this.peekReserved() === w) this.pos += w.length;
        else this.error(`expected '${w}' to close the construct opened here`, openedAt);
      }
      parseDoGroup(start) {
        this.expectWord("do", start);
        const body = this.parseList(/* @__PURE__ */ new Set(["done"]));
        this.expectWord("done", start);
        return body;
      }
      /** For `((`: the index after the matching `))`, or -1 when it is a nested subshell. */
      arithCommandEnd() {
        let depth = 0;
        for (let i = this.pos; i < this.limit; i++) {
          const c = this.src[i];
          if (c === "(") depth++;
          else if (c === ")" && --depth === 1) return this.src[i + 1] === ")" ? i + 2 : -1;
          else if (c === "\n") return -1;
        }
        return -1;
      }
      parseSimple() {
        const node = { type: "simple", assigns: [], words: [], redirects: [], offset: this.pos, end: this.pos };
        if (this.startsWith("((")) {
          const start = this.pos, close = this.arithCommandEnd();
          const text = this.src.slice(start + 2, close - 2);
          this.pos = close;
          const reads = [...text.matchAll(/\$?\{?([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({ name: m[1], offset: start + 2 + m.index + m[0].length - m[1].length }));
          node.words.push({ offset: start, end: start + 2, raw: "((", parts: [{ kind: "lit", value: "((", quoted: false }] });
          node.words.push({ offset: start + 2, end: close - 2, raw: text, parts: [{ kind: "arith", text, reads, offset: start, end: close }] });
          node.end = close;
          this.readTrailingRedirects(node);
          return node;
        }
        for (; ; ) {
          this.skipBlanks();
          if (this.eof()) break;
          const red = this.readRedirect();
          if (red) {
            node.redirects.push(red);
            continue;
          }
          if (node.words.length === 0 && /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(this.src.slice(this.pos, this.pos + 256))) {
            const w2 = this.readWord();
            if (w2) {
              node.assigns.push(splitAssignment(w2));
              continue;
            }
          }
          if (node.words.length > 0 && this.ch() === "(" && this.ch(1) === ")" && node.assigns.length === 0 && node.words.length === 1) {
            this.pos += 2;
            return this.finishFunction(node.words[0].raw, node.offset);
          }
          const w = this.readWord();
          if (!w) break;
          node.words.push(w);
          if (node.words.length === 1 && w.raw === "[[") this.readCondWords(node);
        }
        const all = [...node.assigns, ...node.words, ...node.redirects];
        if (all.length === 0) return null;
        node.offset = Math.min(...all.map((x) => x.offset));
        node.end = Math.max(...all.map((x) => x.end));
        return node;
      }
      /** Inside [[ ]], operators like <, &&, ( are plain words. */
      readCondWords(node) {
        for (; ; ) {
          this.skipNewlines();
          if (this.eof()) {
            this.error("missing ']]'", node.offset);
            return;
          }
          const op = /^(&&|\|\||<|>|\(|\)|!)/.exec(this.src.slice(this.pos, this.pos + 2));
          let w;
          if (op) {
            w = { offset: this.pos, end: this.pos + op[0].length, raw: op[0], parts: [{ kind: "lit", value: op[0], quoted: false }] };
            this.pos = w.end;
          } else w = this.readWord();
          if (!w) {
            this.pos++;
            continue;
          }
          node.words.push(w);
          if (w.raw === "]]") return;
        }
      }
    };
  }
});

// src/shell/fds.ts
function applyRedirects(fds, rs) {
  for (const r of rs) {
    if (r.op === "<" || r.op === "<<" || r.op === "<<-" || r.op === "<<<" || r.op === "<&") continue;
    const target = r.target ? staticWord(r.target) : null;
    if (r.op === "&>" || r.op === "&>>" || r.op === ">&" && r.fd === void 0 && target !== null && !/^(\d+|-)$/.test(target)) {
      const d = fileDest(target);
      fds.set(1, d);
      fds.set(2, d);
      continue;
    }
    const fd = r.fd ?? 1;
    if (r.op === ">&") {
      if (target === "-") fds.set(fd, "null");
      else if (target !== null && /^\d+$/.test(target)) fds.set(fd, fds.get(Number(target)) ?? "file");
      else fds.set(fd, "file");
    } else fds.set(fd, fileDest(target, fds));
  }
}
function fileDest(target, fds) {
  if (target === "/dev/null") return "null";
  if (target === "/dev/stderr" || target === "/dev/fd/2" || target === "/proc/self/fd/2") return fds?.get(2) ?? "stderr";
  if (target === "/dev/stdout" || target === "/dev/fd/1" || target === "/proc/self/fd/1") return fds?.get(1) ?? "terminal";
  return "file";
}
var init_fds = __esm({
  "src/shell/fds.ts"() {
    "use strict";
    init_ast();
  }
});

// src/shell/analyze.ts
function analyzeScript(script, opts = {}) {
  const { ast, errors } = parseScript(script);
  const w = new Walker(script, opts, ast);
  w.list(ast, {
    fds: /* @__PURE__ */ new Map([[1, "terminal"], [2, "stderr"]]),
    inPipeline: false,
    pipelineLast: true,
    inCondition: false,
    inFunction: false,
    inSubstitution: false,
    inSubshell: false,
    background: false,
    final: true,
    beforeFailExit: false
  });
  const f = w.facts;
  f.parseErrors = errors;
  f.varReads.sort((a, b) => a.offset - b.offset);
  return f;
}
function significant(c) {
  if (c.name === void 0) {
    if (c.node.words.length > 0) return true;
    return c.node.assigns.some((a) => a.value?.parts.some((p) => p.kind === "cmdsub"));
  }
  if (c.name === "exec") return c.node.words.length > 1;
  return !TRIVIAL.has(c.name);
}
function parseSetArgs(args) {
  const out = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === null || a === "--" || a === "-" || !/^[-+][A-Za-z]+$/.test(a)) break;
    const on = a[0] === "-";
    for (const letter of a.slice(1)) {
      if (letter === "e") out.errexit = on;
      else if (letter === "o") {
        const opt = args[++i];
        if (opt === "errexit") out.errexit = on;
        if (opt === "pipefail") out.pipefail = on;
      }
    }
  }
  return out;
}
function exitStatusOf(n) {
  if (n.pipelines.length !== 1 || n.pipelines[0].commands.length !== 1) return void 0;
  const c = n.pipelines[0].commands[0];
  if (c.type !== "simple" || c.words.length === 0 || staticWord(c.words[0]) !== "exit") return void 0;
  const arg = c.words[1];
  if (!arg || arg.raw === "$?" || arg.raw === '"$?"') return "$?";
  const v = staticWord(arg);
  return v === "0" ? "ok" : v !== null ? "fail" : void 0;
}
var TRIVIAL, DEFAULT_OPS, Walker;
var init_analyze = __esm({
  "src/shell/analyze.ts"() {
    "use strict";
    init_ast();
    init_parser();
    init_fds();
    TRIVIAL = /* @__PURE__ */ new Set(["set", "shopt", ":", "true", "exit", "return", "break", "continue", "echo", "printf", "export", "readonly", "local", "declare", "typeset", "trap", "unset", "shift", "umask", "alias", "sleep", "wait"]);
    DEFAULT_OPS = /* @__PURE__ */ new Set([":-", "-", ":=", "="]);
    Walker = class {
      facts;
      errexitOn;
      pipefailOn;
      seenReal = false;
      constructor(script, opts, ast) {
        const shebang = /^#!\s*(\S+)([^\n]*)/.exec(script);
        const sb = shebang ? { interpreter: shebang[1], args: shebang[2].trim().split(/\s+/).filter(Boolean) } : void 0;
        const fromShebang = opts.honorShebang && sb ? parseSetArgs(sb.interpreter.endsWith("env") ? sb.args.slice(1) : sb.args) : {};
        const opt = (argv, shebangOn) => argv ? { set: true, source: "argv", early: true } : shebangOn ? { set: true, source: "shebang", early: true } : { set: false, early: false };
        this.facts = {
          script,
          ast,
          shebang: sb,
          errexit: opt(opts.errexit, fromShebang.errexit),
          pipefail: opt(opts.pipefail, fromShebang.pipefail),
          commands: [],
          topLevelCommandCount: 0,
          maskedFailures: [],
          pipelines: [],
          varReads: [],
          assigned: /* @__PURE__ */ new Set(),
          functions: [],
          parseErrors: []
        };
        this.errexitOn = this.facts.errexit.set;
        this.pipefailOn = this.facts.pipefail.set;
      }
      list(l, ctx) {
        l.items.forEach((item, i) => {
          const next = l.items[i + 1]?.node;
          const nextExit = next ? exitStatusOf(next) : void 0;
          const final = ctx.final && !item.background && (i === l.items.length - 1 || nextExit === "$?");
          this.andOr(item.node, { ...ctx, final, background: ctx.background || item.background, beforeFailExit: nextExit === "fail" });
        });
      }
      andOr(n, ctx) {
        n.pipelines.forEach((p, i) => {
          const last = i === n.pipelines.length - 1;
          const handled = !last && (n.ops[i] === "||" || ctx.final);
          this.pipeline(p, { ...ctx, inCondition: ctx.inCondition || !last, final: last ? ctx.final : handled });
        });
      }
      pipeline(p, ctx) {
        const multi = p.commands.length > 1;
        const inCondition = ctx.inCondition || p.negated;
        const fact = {
          offset: p.offset,
          end: p.end,
          commands: p.commands.length,
          pipefailActive: this.pipefailOn,
          inCondition,
          inSubstitution: ctx.inSubstitution,
          significantUpstream: false
        };
        this.facts.pipelines.push(fact);
        const direct = [];
        p.commands.forEach((c, i) => {
          const last = i === p.commands.length - 1;
          const fds = multi ? new Map(ctx.fds) : ctx.fds;
          if (!last) {
            fds.set(1, "pipe");
            if (p.ops[i] === "|&") fds.set(2, "pipe");
          }
          const sub = { ...ctx, fds, inCondition, inPipeline: multi || ctx.inPipeline, pipelineLast: last && ctx.pipelineLast, inSubshell: ctx.inSubshell || multi };
          const upto = this.facts.commands.length;
          this.command(c, sub);
          const added = this.facts.commands.slice(upto);
          if (c.type === "simple") direct.push(added[0]);
          const upstream = c.type === "simple" ? [added[0]] : added.filter((sc) => sc.inSubstitution === ctx.inSubstitution);
          if (!last && upstream.some((sc) => significant(sc))) fact.significantUpstream = true;
        });
        const sig = direct.find((c) => significant(c));
        if (sig && !ctx.inSubstitution && !inCondition && !ctx.background) {
          if (!ctx.inSubshell && !ctx.inFunction) this.facts.topLevelCommandCount++;
          if (!ctx.final) this.facts.maskedFailures.push({ offset: p.offset, end: p.end, name: sig.name });
        }
      }
      command(c, ctx) {
        if (c.type === "simple") return this.simple(c, ctx);
        if (c.type === "function") {
          this.facts.functions.push(c.name);
          return this.command(c.body, { ...ctx, inFunction: true, functionName: c.name, final: true });
        }
        let fds = ctx.fds;
        if (c.redirects.length || c.type === "subshell") {
          fds = new Map(fds);
          applyRedirects(fds, c.redirects);
          this.redirectReads(c.redirects);
        }
        const inner = { ...ctx, fds, inSubshell: ctx.inSubshell || c.type === "subshell" };
        const cond = { ...inner, inCondition: true, final: false };
        switch (c.type) {
          case "brace":
          case "subshell":
            return this.list(c.body, inner);
          case "if":
            for (const cl of c.clauses) {
              this.list(cl.cond, cond);
              this.list(cl.body, inner);
            }
            if (c.elseBody) this.list(c.elseBody, inner);
            return;
          case "while":
          case "until":
            this.list(c.cond, cond);
            return this.list(c.body, { ...inner, final: false });
          case "for":
            if (c.varName) this.facts.assigned.add(c.varName);
            c.items?.forEach((w) => this.wordReads(w.parts, ctx));
            return this.list(c.body, { ...inner, final: false });
          case "case":
            this.wordReads(c.subject.parts, ctx);
            for (const it of c.items) {
              it.patterns.forEach((w) => this.wordReads(w.parts, ctx));
              this.list(it.body, inner);
            }
        }
      }
      simple(n, ctx) {
        const argv = n.words.map(staticWord);
        const name = argv[0] ?? void 0;
        const isExecRedirect = name === "exec" && n.words.length === 1;
        const fds = isExecRedirect ? ctx.fds : new Map(ctx.fds);
        applyRedirects(fds, n.redirects);
        const heredoc = n.redirects.find((r) => r.heredoc && (r.fd ?? 0) === 0)?.heredoc;
        const herestring = n.redirects.find((r) => r.op === "<<<" && (r.fd ?? 0) === 0)?.target;
        const cmd2 = {
          name,
          argv,
          words: n.words,
          assigns: n.assigns.map((a) => a.name),
          offset: n.offset,
          end: n.end,
          inPipeline: ctx.inPipeline,
          pipelineLast: ctx.pipelineLast,
          stdout: fds.get(1) ?? "file",
          stderr: fds.get(2) ?? "file",
          inCondition: ctx.inCondition,
          inFunction: ctx.inFunction,
          functionName: ctx.functionName,
          inSubstitution: ctx.inSubstitution,
          inSubshell: ctx.inSubshell,
          background: ctx.background,
          errexitActive: this.errexitOn,
          pipefailActive: this.pipefailOn,
          beforeFailExit: ctx.beforeFailExit,
          stdin: heredoc || herestring ? { heredoc, herestring } : void 0,
          node: n
        };
        this.facts.commands.push(cmd2);
        for (const a of n.assigns) if (a.value) this.wordReads(a.value.parts, ctx);
        for (const w of n.words) this.wordReads(w.parts, ctx);
        this.redirectReads(n.redirects);
        this.recordAssignments(n, argv);
        const mainShell = !ctx.inSubshell && !ctx.inSubstitution && !ctx.inFunction;
        if (name === "set" && mainShell) this.applySet(n, argv);
        if (!ctx.inCondition && !ctx.inSubstitution && significant(cmd2)) this.seenReal = true;
      }
      applySet(n, argv) {
        const ch = parseSetArgs(argv.slice(1));
        const f = this.facts;
        for (const key of ["errexit", "pipefail"]) {
          const on = ch[key];
          if (on === void 0) continue;
          if (on && !f[key].set) f[key] = { set: true, offset: n.offset, end: n.end, source: "script", early: !this.seenReal };
          if (!on && f[key].set && f[key].disabledAt === void 0) f[key].disabledAt = n.offset;
          if (key === "errexit") this.errexitOn = on;
          else this.pipefailOn = on;
        }
      }
      recordAssignments(n, argv) {
        const set2 = this.facts.assigned;
        for (const a of n.assigns) set2.add(a.name);
        const name = argv[0];
        const rest = argv.slice(1).filter((a) => a !== null);
        const valueWords = n.words.slice(1).map((w) => /^([A-Za-z_][A-Za-z0-9_]*)\+?=/.exec(w.raw)?.[1]).filter((x) => !!x);
        if (name && ["export", "readonly", "local", "declare", "typeset", "eval"].includes(name)) valueWords.forEach((v) => set2.add(v));
        if (name === "local" || name === "declare" || name === "typeset") rest.filter((a) => /^[A-Za-z_]\w*$/.test(a)).forEach((v) => set2.add(v));
        if (name === "mapfile" || name === "readarray") {
          const target = rest.filter((a, i) => !a.startsWith("-") && !/^-[dnOsuCc]$/.test(rest[i - 1] ?? "")).pop();
          set2.add(target ?? "MAPFILE");
        }
        if (name === "read") {
          for (let i = 1; i < argv.length; i++) {
            const a = argv[i];
            if (a === null) continue;
            if (/^-[adinNptu]$/.test(a)) i++;
            if (a === "-a" && argv[i]) set2.add(argv[i]);
            if (/^[A-Za-z_]\w*$/.test(a)) set2.add(a);
          }
        }
        if (name === "getopts" && argv[2]) set2.add(argv[2]);
        if (name === "printf" && argv[1] === "-v" && argv[2]) set2.add(argv[2]);
      }
      redirectReads(rs) {
        const ctx = { inSubstitution: false };
        for (const r of rs) {
          if (r.target && !r.heredoc) this.wordReads(r.target.parts, ctx);
          if (r.heredoc) this.wordReads(r.heredoc.parts, ctx, true);
        }
      }
      /** Variable reads in word parts; command substitutions are walked as nested scripts. */
      wordReads(parts, ctx, inHeredoc = false) {
        for (const p of parts) {
          if (p.kind === "param") {
            if (/^[A-Za-z_]/.test(p.name)) {
              const read2 = { name: p.name, offset: p.offset, end: p.end, hasDefault: DEFAULT_OPS.has(p.op ?? ""), op: p.op, quoted: p.quoted || inHeredoc };
              this.facts.varReads.push(read2);
              if (p.op === ":=" || p.op === "=") this.facts.assigned.add(p.name);
            }
            if (p.operand) this.wordReads(p.operand, ctx, inHeredoc);
          } else if (p.kind === "arith") {
            for (const r of p.reads) this.facts.varReads.push({ name: r.name, offset: r.offset, end: r.offset + r.name.length, hasDefault: false, quoted: inHeredoc });
          } else if (p.kind === "cmdsub" || p.kind === "procsub") {
            const fds = /* @__PURE__ */ new Map([[1, p.kind === "procsub" && p.dir === ">" ? "file" : "capture"], [2, ctx.fds?.get(2) ?? "stderr"]]);
            this.list(p.body, {
              fds,
              inPipeline: false,
              pipelineLast: true,
              inCondition: ctx.inCondition ?? false,
              inFunction: ctx.inFunction ?? false,
              functionName: ctx.functionName,
              inSubstitution: true,
              inSubshell: true,
              background: false,
              final: false,
              beforeFailExit: false
            });
          }
        }
      }
    };
  }
});

// src/shell/argv.ts
function scriptOfCommand(command3, args = []) {
  const argv = [...command3, ...args];
  let i = 0;
  const base = (s) => (s ?? "").replace(/^.*\//, "");
  if (base(argv[0]) === "env") {
    i = 1;
    while (i < argv.length && /^(-[iS]|--|[A-Za-z_][A-Za-z0-9_]*=)/.test(argv[i])) i++;
  }
  let shell = SHELLS[base(argv[i])];
  if (base(argv[i]) === "busybox" && SHELLS[argv[i + 1] ?? ""]) {
    shell = "busybox-sh";
    i++;
  }
  if (!shell) return void 0;
  i++;
  let c = false;
  let errexit = false;
  let pipefail = false;
  const flags = [];
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--" || a === "-") {
      flags.push(a);
      i++;
      break;
    }
    if (/^--[a-z]/.test(a)) {
      flags.push(a);
      continue;
    }
    if (!/^[-+][A-Za-z]+$/.test(a)) break;
    flags.push(a);
    const on = a[0] === "-";
    for (const letter of a.slice(1)) {
      if (letter === "c" && on) c = true;
      else if (letter === "e") errexit = on;
      else if (letter === "o" || letter === "O") {
        const opt = argv[++i];
        if (opt === void 0) break;
        flags.push(opt);
        if (letter === "o" && opt === "errexit") errexit = on;
        if (letter === "o" && opt === "pipefail") pipefail = on;
      }
    }
  }
  if (!c || i >= argv.length) return void 0;
  return { shell, script: argv[i], scriptIndex: i, errexit, pipefail, flags, positional: argv.slice(i + 1) };
}
var SHELLS;
var init_argv = __esm({
  "src/shell/argv.ts"() {
    "use strict";
    SHELLS = { sh: "sh", bash: "bash", ash: "ash", dash: "dash", zsh: "zsh", ksh: "ksh", mksh: "mksh" };
  }
});

// src/shell/writers.ts
function stdoutWriters(facts) {
  const out = [];
  const quietFunctions = new Set(
    facts.functions.filter((fn) => facts.commands.filter((c) => c.name === fn && c.functionName !== fn).every((c) => c.stdout !== "terminal" || c.inSubstitution))
  );
  for (const c of facts.commands) {
    if (c.stdout !== "terminal" || c.inSubstitution) continue;
    if (c.functionName && quietFunctions.has(c.functionName)) continue;
    const reason = classify(c);
    if (reason) {
      const argv = unwrap(c.argv, c.words);
      out.push({ command: c, name: argv.argv[0] ?? c.name ?? "", offset: c.offset, end: c.end, reason, errorMessage: c.beforeFailExit });
    }
  }
  return out;
}
function unwrap(argv, words2) {
  let i = 0;
  for (; ; ) {
    const a = argv[i];
    if (a === "command" && (argv[i + 1] === "-v" || argv[i + 1] === "-V")) return { argv: argv.slice(i), words: words2.slice(i) };
    if (a !== null && a !== void 0 && WRAPPERS.has(a)) i++;
    else if (a === "env" && i + 1 < argv.length) {
      i++;
      while (i < argv.length && (argv[i] === null || /^(-[iu0]|[A-Za-z_][A-Za-z0-9_]*=)/.test(argv[i]))) i += argv[i] === "-u" ? 2 : 1;
    } else if (a === "timeout" || a === "nice") {
      i++;
      while (i < argv.length && /^-/.test(argv[i] ?? "")) i++;
      if (a === "timeout") i++;
    } else return { argv: argv.slice(i), words: words2.slice(i) };
  }
}
function classify(c) {
  const { argv, words: words2 } = unwrap(c.argv, c.words);
  const name = argv[0];
  if (name === null || name === void 0) return void 0;
  const args = argv.slice(1);
  if (name === "echo") return echoText(words2.slice(1));
  if (name === "printf") return printfText(argv, words2);
  if (name === "cat") {
    const doc = c.stdin?.heredoc;
    if (doc && args.length === 0) return isManifestText(doc.quoted ? doc.body : wordShape(doc.parts, PH)) ? void 0 : "cat <<EOF prints a here-document that is not a manifest";
    return void 0;
  }
  if (name === "env" && args.every((a) => a !== null && /^(-[i0]|[A-Za-z_]\w*=)/.test(a))) return "env prints the environment";
  if (name === "set" && args.length === 0) return "set without arguments prints every shell variable";
  if (name === "export" && args.length > 0 && args.every((a) => a === "-p")) return "export -p prints every exported variable";
  if (name === "command" && (args[0] === "-v" || args[0] === "-V") || name === "type" || name === "which") return `${name} prints the path of the command it looks up`;
  if (name === "cd" && args[0] === "-") return "cd - prints the directory";
  if ((name === "grep" || name === "egrep" || name === "fgrep") && c.inCondition && !args.some((a) => a !== null && /^(-[A-Za-z]*q[A-Za-z]*|--quiet|--silent)$/.test(a)))
    return `${name} used as a test prints the matching lines (add -q)`;
  if (name === "find" && c.inCondition) return "find used as a test prints the paths it finds";
  if (name === "tar" && args.some((a, i) => a !== null && (a === "--verbose" || /^-[A-Za-z]*v[A-Za-z]*$/.test(a) || i === 0 && /^[A-Za-z]*v[A-Za-z]*$/.test(a))))
    return "tar -v lists files on stdout";
  if (name === "unzip" && !args.some((a) => a !== null && /^-[A-Za-z]*q/.test(a))) return "unzip prints the archive listing";
  if (VERBOSE_TOOLS.has(name) && args.some((a) => a === "--verbose" || a !== null && /^-[A-Za-z]*v[A-Za-z]*$/.test(a))) return `${name} -v prints every file it touches`;
  const base = name.replace(/^.*\//, "");
  for (const [cmd2, ...subs] of CHATTY) {
    if (base !== cmd2) continue;
    const positional = args.filter((a) => a === null || !a.startsWith("-"));
    if (!subs.every((s, i) => positional[i] != null && s.split("|").includes(positional[i]))) continue;
    if (args.some((a) => a !== null && QUIET.test(a)) && !["ls", "pwd", "date", "id", "whoami"].includes(cmd2)) continue;
    const what = [cmd2, ...positional.slice(0, subs.length)].join(" ");
    return `${what} prints ${subs.length ? "progress" : "its result"} on stdout`;
  }
  return void 0;
}
function echoText(words2) {
  let i = 0;
  while (i < words2.length && /^-[neE]+$/.test(words2[i].raw)) i++;
  const text = unescape(words2.slice(i).map((w) => wordShape(w, PH)).join(" "));
  return isManifestText(text) ? void 0 : "echo prints a log line";
}
function printfText(argv, words2) {
  let i = 1;
  if (argv[1] === "-v") return void 0;
  if (argv[1] === "--") i++;
  const fmt = words2[i];
  if (!fmt) return void 0;
  const shape = unescape(wordShape(fmt, PH)).replace(/%[-+ #0-9.*]*[a-zA-Z]/g, PH).replace(/%%/g, "%");
  return isManifestText(shape) ? void 0 : "printf prints a log line";
}
function unescape(s) {
  return s.replace(/\\n/g, "\n").replace(/\\t/g, "	").replace(/\\c[\s\S]*$/, "");
}
function isManifestText(text) {
  const first = text.split("\n").find((l) => l.trim() !== "");
  if (first === void 0) return true;
  const line = first.trim();
  if (line.startsWith(PH)) return true;
  if (/^(---|\.\.\.)(\s|$)/.test(line) || /^- /.test(line) || line.startsWith("#")) return true;
  if (line.startsWith("{") || /^\[\s*([{["\]\d-]|true|false|null|\u0000|$)/.test(line)) return true;
  const key = /^"?([a-z][A-Za-z0-9_.\/-]*)"?:(\s|$)/.exec(line);
  return !!key && !LOG_KEYS.has(key[1].toLowerCase());
}
var PH, LOG_KEYS, WRAPPERS, CHATTY, QUIET, VERBOSE_TOOLS;
var init_writers = __esm({
  "src/shell/writers.ts"() {
    "use strict";
    init_ast();
    PH = "\0";
    LOG_KEYS = /* @__PURE__ */ new Set(["error", "err", "warning", "warn", "info", "debug", "note", "usage", "fatal", "notice", "trace", "hint", "tip"]);
    WRAPPERS = /* @__PURE__ */ new Set(["command", "builtin", "exec", "nohup", "time"]);
    CHATTY = [
      ["ls"],
      ["pwd"],
      ["printenv"],
      ["id"],
      ["whoami"],
      ["date"],
      ["hostname"],
      ["uname"],
      ["df"],
      ["du"],
      ["tree"],
      ["pushd"],
      ["popd"],
      ["dirs"],
      ["ssh-keyscan"],
      ["helm", "repo", "add|update|up|list|ls"],
      ["helm", "dependency|dep|dependencies", "build|update|up|list|ls"],
      ["helm", "version"],
      ["helm", "env"],
      ["helm", "registry", "login"],
      ["helm", "plugin", "install|list|ls|update"],
      ["helm", "search"],
      ["helmfile", "deps|repos|version"],
      ["kustomize", "version"],
      ["kubectl", "version"],
      ["kubectl", "config", "use-context|set-context|view"],
      ["git", "pull|status|log|branch|remote"],
      ["vault", "login|status"],
      ["npm", "install|i|ci|update|run|run-script|audit"],
      ["pnpm", "install|i|add|run"],
      ["yarn", "install|add"],
      ["pip", "install"],
      ["pip3", "install"],
      ["apt-get"],
      ["apt"],
      ["yum"],
      ["dnf"],
      ["microdnf"],
      ["apk", "add|update|upgrade|info"]
    ];
    QUIET = /^(-q|-qq|-s|--quiet|--silent|--loglevel(=.*)?)$/;
    VERBOSE_TOOLS = /* @__PURE__ */ new Set(["mkdir", "cp", "mv", "rm", "chmod", "chown", "ln", "rsync"]);
  }
});

// src/shell/discover.ts
function isCatchAllCommand(input, assume = "any") {
  const saved = world;
  world = assume;
  try {
    return catchAll(input);
  } finally {
    world = saved;
  }
}
function catchAll(input) {
  let script;
  let facts;
  if (typeof input === "string") script = input;
  else {
    const s = scriptOfCommand(input, []);
    script = s ? s.script : input.map(quote).join(" ");
  }
  try {
    facts = analyzeScript(script);
  } catch {
    return "unknown";
  }
  if (facts.parseErrors.length) return "unknown";
  const byNode = new Map(facts.commands.map((c) => [c.node, c]));
  if (!facts.commands.length) return "conditional";
  const o = evalList(facts.ast, byNode);
  if (o.ok === "yes" && o.prints === "yes") return "always";
  return o.unknown ? "unknown" : "conditional";
}
function quote(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
function evalList(l, m) {
  let acc = { ok: "yes", prints: "no", unknown: false, exits: false };
  for (const item of l.items) {
    const o = evalAndOr(item.node, m);
    acc = { ok: item.background ? acc.ok : o.inherit ? acc.ok : o.ok, prints: or(acc.prints, item.background ? o.prints === "no" ? "no" : "maybe" : o.prints), unknown: acc.unknown || o.unknown, exits: o.exits };
    if (o.exits) break;
  }
  return acc;
}
function evalAndOr(n, m) {
  let acc = evalPipeline(n.pipelines[0], m);
  n.ops.forEach((op, i) => {
    const b = evalPipeline(n.pipelines[i + 1], m);
    const runs = op === "&&" ? acc.ok : acc.ok === "yes" ? "no" : acc.ok === "no" ? "yes" : "maybe";
    if (runs === "no") return;
    const unknown = acc.unknown || b.unknown;
    if (runs === "yes") acc = { ok: b.ok, prints: or(acc.prints, b.prints), unknown, exits: b.exits };
    else {
      const ok = op === "||" && b.ok === "yes" ? "yes" : op === "&&" && b.ok === "no" ? "no" : "maybe";
      const prints = acc.prints === "yes" ? "yes" : acc.prints === "no" && b.prints === "no" ? "no" : "maybe";
      acc = { ok, prints, unknown, exits: false };
    }
  });
  return acc;
}
function evalPipeline(p, m) {
  const outs = p.commands.map((c) => evalCommand(c, m));
  const last = outs[outs.length - 1];
  const unknown = outs.some((o) => o.unknown);
  let ok = last.ok;
  if (p.negated) ok = ok === "yes" ? "no" : ok === "no" ? "yes" : "maybe";
  const single = p.commands.length === 1;
  return { ok, prints: last.prints, unknown, exits: last.exits && single, inherit: last.inherit && single && !p.negated };
}
function evalCommand(c, m) {
  switch (c.type) {
    case "simple":
      return evalSimple(m.get(c), m);
    case "brace":
    case "subshell": {
      const o = evalList(c.body, m);
      return { ...o, exits: o.exits && c.type === "brace" };
    }
    case "if": {
      let res;
      let anyUnknown = false;
      for (const cl of c.clauses) {
        const cond = evalList(cl.cond, m);
        anyUnknown ||= cond.unknown;
        if (cond.ok === "yes") return merge2(res, evalList(cl.body, m), anyUnknown);
        if (cond.ok === "maybe") res = merge2(res, evalList(cl.body, m), anyUnknown);
      }
      const other = c.elseBody ? evalList(c.elseBody, m) : { ok: "yes", prints: "no", unknown: false, exits: false };
      return merge2(res, other, anyUnknown);
    }
    case "function":
      return { ok: "yes", prints: "no", unknown: false, exits: false };
    default:
      return { ok: "maybe", prints: "maybe", unknown: false, exits: false };
  }
}
function merge2(a, b, unknown) {
  if (!a) return { ...b, unknown: unknown || b.unknown };
  return { ok: a.ok === b.ok ? a.ok : "maybe", prints: a.prints === b.prints ? a.prints : "maybe", unknown: unknown || a.unknown || b.unknown, exits: a.exits && b.exits };
}
function evalSimple(c, m) {
  const unknown = { ok: "maybe", prints: "maybe", unknown: true, exits: false };
  if (!c) return unknown;
  const toStdout = c.stdout === "terminal";
  const prints = (t) => toStdout ? t : "no";
  const name = c.name;
  const args = c.argv.slice(1);
  if (name === void 0) return c.node.words.length ? unknown : { ok: "maybe", prints: "no", unknown: false, exits: false };
  if (name === "echo" || name === "printf") {
    const rest = name === "echo" ? c.node.words.slice(1).filter((w) => !/^-[neE]+$/.test(w.raw)) : c.node.words.slice(1, 2);
    const staticText = rest.map((w) => w.parts.map((p) => p.kind === "lit" ? p.value : "").join("")).join("");
    const nonEmpty = staticText.replace(/\\n/g, "").trim() ? "yes" : rest.length ? "maybe" : "no";
    return { ok: "yes", prints: prints(nonEmpty), unknown: false, exits: false };
  }
  if (name === "true" || name === ":") return { ok: "yes", prints: "no", unknown: false, exits: false };
  if (name === "false") return { ok: "no", prints: "no", unknown: false, exits: false };
  if (name === "exit") {
    const code3 = args[0];
    const inherit = code3 === void 0 || c.words[1].raw === "$?" || c.words[1].raw === '"$?"';
    const ok = code3 === "0" ? "yes" : code3 === null || code3 === void 0 ? "maybe" : "no";
    return { ok, prints: "no", unknown: false, exits: true, inherit };
  }
  if (ALWAYS_PRINT.has(name)) return { ok: "yes", prints: prints("yes"), unknown: false, exits: false };
  if (name === "ls" && args.every((a) => a !== null && a.startsWith("-"))) return { ok: "yes", prints: prints("yes"), unknown: false, exits: false };
  if (name === "find" && findPrintsStart(args)) return { ok: "yes", prints: prints("yes"), unknown: false, exits: false };
  if (world === "yaml" && name === "find" && findMatchesProbe(args)) return { ok: "yes", prints: prints("yes"), unknown: false, exits: false };
  if (world === "yaml" && name === "ls" && lsGlobMatchesProbe(c)) return { ok: "yes", prints: prints("yes"), unknown: false, exits: false };
  if ((name === "sh" || name === "bash" || name.endsWith("/sh") || name.endsWith("/bash")) && c.argv.every((a) => a !== null)) {
    const s = scriptOfCommand(c.argv, []);
    if (s) {
      const r = catchAll(s.script);
      const tri = r === "always" ? "yes" : "maybe";
      return { ok: tri, prints: prints(tri), unknown: r === "unknown", exits: false };
    }
  }
  if (TESTS.has(name)) return { ok: "maybe", prints: prints("maybe"), unknown: false, exits: false };
  return unknown;
}
function findPrintsStart(args) {
  let i = 0;
  while (i < args.length && args[i] !== null && /^-[HLP]$/.test(args[i])) i++;
  const paths = [];
  while (i < args.length && args[i] !== null && !/^[-(!]/.test(args[i])) paths.push(args[i++]);
  if (paths.some((p) => p !== "." && p !== "./")) return false;
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === "-maxdepth" || a === "-mindepth") {
      const v = args[++i];
      if (a === "-mindepth" && v !== "0") return false;
    } else if (a !== "-print" && a !== "-follow" && a !== "-xdev" && a !== "-depth" && a !== "-type" && a !== "d") return false;
  }
  return true;
}
function fnmatch(pattern, caseless) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "*") re += "[^/]*";
    else if (ch === "?") re += "[^/]";
    else if (ch === "[") {
      const j = pattern.indexOf("]", i + 2);
      if (j < 0) return void 0;
      re += "[" + pattern.slice(i + 1, j).replace(/^!/, "^").replace(/\\/g, "\\\\") + "]";
      i = j;
    } else re += ch.replace(/[.+^${}()|\\/]/g, "\\$&");
  }
  try {
    return new RegExp(`^${re}$`, caseless ? "i" : "");
  } catch {
    return void 0;
  }
}
function findMatchesProbe(args) {
  let i = 0;
  while (i < args.length && args[i] !== null && /^-[HLP]$/.test(args[i])) i++;
  const paths = [];
  while (i < args.length && args[i] !== null && !/^[-(!]/.test(args[i])) paths.push(args[i++]);
  if (paths.some((p) => p !== "." && p !== "./")) return false;
  let named = false;
  for (; i < args.length; i++) {
    const a = args[i];
    if (a === null) return false;
    if (a === "-maxdepth") {
      if (args[++i] === "0") return false;
    } else if (a === "-mindepth") {
      if (!/^[01]$/.test(args[++i] ?? "")) return false;
    } else if (a === "-type") {
      if (args[++i] !== "f") return false;
    } else if (a === "-name" || a === "-iname") {
      const pat = args[++i];
      const re = pat ? fnmatch(pat, a === "-iname") : void 0;
      if (!re || !re.test(PROBE)) return false;
      named = true;
    } else if (a !== "-print" && a !== "-follow" && a !== "-xdev" && a !== "-depth") return false;
  }
  return named;
}
function lsGlobMatchesProbe(c) {
  const operands = c.node.words.slice(1).filter((w) => !w.raw.startsWith("-"));
  if (operands.length === 0) return false;
  return operands.every((w) => /^[^'"\\$`]*[*?[][^'"\\$`]*$/.test(w.raw) && !!fnmatch(w.raw, false)?.test(PROBE));
}
function or(a, b) {
  return a === "yes" || b === "yes" ? "yes" : a === "maybe" || b === "maybe" ? "maybe" : "no";
}
var ALWAYS_PRINT, TESTS, world, PROBE;
var init_discover2 = __esm({
  "src/shell/discover.ts"() {
    "use strict";
    init_analyze();
    init_argv();
    ALWAYS_PRINT = /* @__PURE__ */ new Set(["pwd", "date", "whoami", "id", "hostname", "uname", "env", "printenv"]);
    TESTS = /* @__PURE__ */ new Set(["test", "[", "[[", "grep", "egrep", "fgrep", "find", "ls", "stat", "head", "tail", "cat", "xargs", "sort", "uniq", "wc", "awk", "sed", "cut", "tr", "yq", "jq", "read", "basename", "dirname", "realpath", "readlink", "file", "command", "which", "type"]);
    world = "any";
    PROBE = "zz-any-file.yaml";
  }
});

// src/shell/masked.ts
function firstMaskedFailure(f) {
  const found = [];
  const loops = loopRanges(f.ast);
  const exitsWithSaved = exitsWithSavedStatus(f.script);
  for (const m of f.maskedFailures) {
    if (exitsWithSaved) continue;
    const cmd2 = f.commands.find((c) => c.offset >= m.offset && c.offset < m.end);
    if (cmd2?.errexitActive) continue;
    if (loops.some(([a, b]) => m.offset >= a && m.end <= b)) continue;
    if (checksStatus(f.script, m.end)) continue;
    found.push({ kind: "errexit", offset: m.offset, end: m.end });
  }
  for (const pl of f.pipelines) {
    if (pl.commands < 2 || !pl.significantUpstream || pl.pipefailActive || pl.inSubstitution) continue;
    if (pl.inCondition && !andOrOperand(f.script, pl.end)) continue;
    if (upstreamCannotFail(f, pl)) continue;
    found.push({ kind: "pipefail", operand: pl.inCondition, offset: pl.offset, end: pl.end });
  }
  return found.sort((a, b) => a.offset - b.offset)[0];
}
function loopRanges(list2) {
  const out = [];
  const walkList = (l) => l.items.forEach((it) => it.node.pipelines.forEach((p) => p.commands.forEach(walk)));
  const walk = (c) => {
    switch (c.type) {
      case "brace":
      case "subshell":
        return walkList(c.body);
      case "if":
        c.clauses.forEach((cl) => (walkList(cl.cond), walkList(cl.body)));
        if (c.elseBody) walkList(c.elseBody);
        return;
      case "while":
      case "until":
        out.push([c.offset, c.end]);
        return walkList(c.body);
      case "for":
        out.push([c.offset, c.end]);
        return walkList(c.body);
      case "case":
        return c.items.forEach((it) => walkList(it.body));
      case "function":
        return walk(c.body);
    }
  };
  walkList(list2);
  return out;
}
function andOrOperand(script, end) {
  const after = script.slice(end).replace(/^(?:[ \t]|\\\n)*/, "");
  return /^(\|\||&&)/.test(after) && !/^\|\|\s*(true|:)(\s|;|$)/.test(after);
}
function upstreamCannotFail(f, pl) {
  const upstream = f.commands.filter((c) => c.offset >= pl.offset && c.end <= pl.end && c.stdout === "pipe" && !c.inSubstitution && significant(c));
  return upstream.length > 0 && upstream.every((c) => c.name === "find" && (c.argv[1] === "." || c.argv[1] === "./"));
}
function checksStatus(script, end) {
  const rest = script.slice(end).replace(/^[ \t]*(#[^\n]*)?/, "");
  const next = /^[;\n\s]*([^\n;]*)/.exec(rest)?.[1] ?? "";
  return /\$\{?\?\}?/.test(next);
}
function exitsWithSavedStatus(script) {
  const saved = [...script.matchAll(/(?:^|[\s;])([A-Za-z_][A-Za-z0-9_]*)=["']?\$\{?\?\}?["']?(?=[\s;]|$)/g)].map((m) => m[1]);
  if (saved.length === 0) return false;
  const last = /\bexit\s+["']?\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?["']?\s*;?\s*$/.exec(script.replace(/(\s*#[^\n]*)?\s*$/, ""));
  return !!last && saved.includes(last[1]);
}
function swallowedFailure(f) {
  const items = f.ast.items;
  const last = items[items.length - 1]?.node;
  if (!last || last.ops.length === 0 || last.ops[last.ops.length - 1] !== "||") return void 0;
  const handler = last.pipelines[last.pipelines.length - 1];
  const cmd2 = handler.commands.length === 1 ? handler.commands[0] : void 0;
  if (cmd2?.type !== "simple") return void 0;
  const name = cmd2.words[0]?.raw;
  if (name !== "echo" && name !== "printf") return void 0;
  const steps = f.commands.filter((c) => c.offset >= last.offset && c.end <= handler.offset && significant(c));
  if (steps.length === 0) return void 0;
  return { offset: last.offset, end: last.end };
}
var init_masked = __esm({
  "src/shell/masked.ts"() {
    "use strict";
    init_analyze();
  }
});

// src/shell/index.ts
var init_shell = __esm({
  "src/shell/index.ts"() {
    "use strict";
    init_analyze();
    init_argv();
    init_writers();
    init_discover2();
    init_masked();
    init_parser();
    init_ast();
  }
});

// src/model/plugin-scripts.ts
function pluginScripts(p) {
  const hit = cache.get(p);
  if (hit) return hit;
  const out = [];
  const roles = [
    ["init", p.init],
    ["generate", p.generate],
    ["discover", p.discover?.command],
    ["dynamic", p.parameters.dynamic]
  ];
  for (const [role, cmd2] of roles) {
    if (!cmd2) continue;
    const sh = scriptOfCommand(cmd2.command, cmd2.args);
    if (!sh) continue;
    const facts = analyzeScript(sh.script, { errexit: sh.errexit, pipefail: sh.pipefail });
    const i = sh.scriptIndex;
    const node = i < cmd2.command.length ? cmd2.ref?.getIn(["command", i]) : cmd2.ref?.getIn(["args", i - cmd2.command.length]);
    out.push({ role, shell: sh, facts, node });
  }
  cache.set(p, out);
  return out;
}
function environmentReads(facts, name) {
  const reads = facts.varReads.filter((r) => r.name === name);
  if (!facts.assigned.has(name)) return reads;
  const assigning = facts.commands.filter((c) => c.assigns.includes(name) && !c.inFunction);
  if (assigning.length === 0) return [];
  const firstEnd = Math.min(...assigning.map((c) => c.end));
  return reads.filter((r) => r.offset < firstEnd);
}
function pluginScript(p, role) {
  return pluginScripts(p).find((s) => s.role === role);
}
function oneLine(s) {
  const t = s.replace(/\s*\n\s*/g, " ").trim();
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}
function pluginLabel(p) {
  return p.socketName === p.name ? `\`${p.name}\`` : `\`${p.name}\` (served as \`${p.socketName}\`)`;
}
var cache;
var init_plugin_scripts = __esm({
  "src/model/plugin-scripts.ts"() {
    "use strict";
    init_shell();
    cache = /* @__PURE__ */ new WeakMap();
  }
});

// src/core/duration.ts
function read(v) {
  if (typeof v === "number") return Number.isFinite(v) && v > 0 ? v * 1e3 : void 0;
  const s = v.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s) * 1e3 || void 0;
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
  let total = 0;
  let m;
  let consumed = 0;
  while (m = re.exec(s)) {
    const n = Number(m[1]);
    total += m[2] === "ms" ? n : m[2] === "s" ? n * 1e3 : m[2] === "m" ? n * 6e4 : n * 36e5;
    consumed = re.lastIndex;
  }
  return consumed === s.length && consumed > 0 && total > 0 ? total : void 0;
}
function parseDuration(v) {
  const ms = read(v);
  if (ms === void 0 || ms > MAX_DURATION_MS) return void 0;
  return Math.max(1, Math.round(ms));
}
function durationProblem(v) {
  const ms = read(v);
  if (ms !== void 0 && ms > MAX_DURATION_MS) return `\`${v}\` is longer than the longest deadline cmp-lint can keep (596h31m23s)`;
  return `cannot read \`${v}\` as a duration (use 60s, 2m or a number of seconds)`;
}
var MAX_DURATION_MS;
var init_duration = __esm({
  "src/core/duration.ts"() {
    "use strict";
    MAX_DURATION_MS = 2 ** 31 - 1;
  }
});

// src/config.ts
import { readFileSync as readFileSync2, existsSync as existsSync3, statSync as statSync2 } from "node:fs";
import { resolve as resolve2, relative as relative2, join as join3, dirname as dirname2 } from "node:path";
function defaultConfig() {
  return { rules: {}, ignore: [], plugins: [], apiVersions: [], render: { env: [], exclude: [] }, maxFileSize: DEFAULT_MAX_FILE_SIZE2 };
}
function findConfigFile(cwd) {
  const dirs = [];
  let dir = resolve2(cwd);
  for (; ; ) {
    dirs.push(dir);
    if (existsSync3(join3(dir, ".git"))) break;
    const up = dirname2(dir);
    if (up === dir) {
      dirs.length = 1;
      break;
    }
    dir = up;
  }
  for (const d of dirs) {
    for (const n of CONFIG_FILE_NAMES) {
      const p = join3(d, n);
      if (existsSync3(p)) return p;
    }
  }
  return void 0;
}
function loadConfig(cwd, explicit, knownRules) {
  let path;
  if (explicit) {
    path = resolve2(cwd, explicit);
    if (!existsSync3(path)) throw new ConfigError(`config file not found: ${explicit}`);
    if (statSync2(path).isDirectory()) throw new ConfigError(`config path is a directory: ${explicit}`);
  } else {
    path = findConfigFile(cwd);
  }
  if (!path) return defaultConfig();
  const display = relative2(cwd, path).split("\\").join("/") || path;
  let text;
  try {
    text = readFileSync2(path, "utf8");
  } catch (e) {
    throw new ConfigError(`cannot read config: ${e.message}`, display);
  }
  return { ...parseConfig(display, text, knownRules), dir: dirname2(path) };
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
      const at2 = i.path.length > 1 ? ` in \`${i.path.slice(0, -1).join(".")}\`` : "";
      throw new ConfigError(`unknown key \`${key}\`${at2}${near ? ` (did you mean \`${near}\`?)` : ""}${more}`, file, loc.line, loc.column);
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
  cfg.apiVersions = o.apiVersions ?? [];
  const render2 = o.render ?? {};
  cfg.render = { env: [...render2.env ?? [], ...render2.passEnv ?? []], exclude: render2.exclude ?? [] };
  if (render2.useManifestGeneratePaths !== void 0) cfg.render.useManifestGeneratePaths = render2.useManifestGeneratePaths;
  if (render2.trackingMethod !== void 0) cfg.render.trackingMethod = render2.trackingMethod;
  if (render2.timeout !== void 0) {
    const ms = parseDuration(render2.timeout);
    if (ms === void 0) {
      const loc = root.at(["render", "timeout"]);
      throw new ConfigError(`render.timeout: ${durationProblem(render2.timeout)}`, file, loc.line, loc.column);
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
    init_duration();
    CONFIG_FILE_NAMES = [".cmp-lint.yaml", ".cmp-lint.yml"];
    TOP_LEVEL_KEYS = ["rules", "ignore", "plugins", "kubeVersion", "apiVersions", "render", "maxFileSize"];
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
    init_plugin_scripts();
    init_validate();
    init_paths();
    init_helm_cmp_plugin_shape();
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
          if (isWholeDocumentValue(p)) continue;
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
                message: `plugin ${pluginLabel(p)}: ${where} binds to \`${caseTwin}\` only because Argo CD matches keys case-insensitively`,
                hint: `write \`${caseTwin}\``
              });
              continue;
            }
            const special = explain(key, level);
            if (special) {
              report({ loc, message: `plugin ${pluginLabel(p)}: ${special.message}`, hint: special.hint });
              continue;
            }
            const near = closest(key, known);
            report({
              loc,
              message: `plugin ${pluginLabel(p)}: unknown field ${where} is ignored by Argo CD${near ? ` (did you mean \`${near}\`?)` : ""}`,
              hint: near ? `rename it to \`${near}\`` : known.length ? `allowed here: ${known.join(", ")}` : void 0
            });
          }
        }
      }
    });
  }
});

// src/core/format.ts
function valueText(v) {
  if (typeof v === "string") return v === "" ? '`""`' : `\`${v}\``;
  if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint") return `\`${String(v)}\``;
  if (v === null || v === void 0) return "(no value)";
  if (Array.isArray(v)) return "(a list)";
  return "(a mapping)";
}
function resourceName(raw) {
  const meta = typeof raw === "object" && raw !== null ? raw.metadata : void 0;
  const name = typeof meta === "object" && meta !== null ? meta.name : void 0;
  if (name === void 0 || name === null || name === "") return "(no name)";
  if (typeof name === "object") return "(a name that is not a string)";
  return valueText(name);
}
var init_format = __esm({
  "src/core/format.ts"() {
    "use strict";
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
    init_format();
    app_schema_default = defineRule({
      meta: {
        id: "app-schema",
        severity: "error",
        description: "an Application, ApplicationSet or AppProject that does not match Argo CD's CRD schema"
      },
      check({ model, report }) {
        for (const r of model.argoResources) {
          for (const issue of validateArgo(r.kind, r.raw)) {
            const field = issue.keyword === "required" ? pathText([...issue.path, String(issue.params.missingProperty ?? "")]) : pathText(issue.path);
            const message = issue.keyword === "required" ? `${field} is required` : `${field} ${issue.message}`;
            report({
              // a missing field points at the key of the mapping that lacks it
              loc: r.ref.at(issue.path, issue.keyword === "additionalProperties" || issue.keyword === "required"),
              message: `${r.kind} ${resourceName(r.raw)}: ${message}`
            });
          }
        }
      }
    });
  }
});

// src/rules/plugin-name-invalid.ts
var PREFIX, SUFFIX, MAX_NAME_BYTES, plugin_name_invalid_default;
var init_plugin_name_invalid = __esm({
  "src/rules/plugin-name-invalid.ts"() {
    "use strict";
    init_types();
    init_argocd();
    PREFIX = `${CMP_PLUGINS_DIR}/`;
    SUFFIX = ".sock";
    MAX_NAME_BYTES = MAX_SOCKET_PATH - Buffer.byteLength(PREFIX) - SUFFIX.length;
    plugin_name_invalid_default = defineRule({
      meta: {
        id: "plugin-name-invalid",
        severity: "error",
        description: "the socket name `<name>[-<version>]` contains `/` or makes the socket path longer than 107 bytes"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          if (!p.name) continue;
          const nameLoc = (p.nameRef ?? p.ref).loc();
          const versionLoc = (p.versionRef ?? p.nameRef ?? p.ref).loc();
          const slashInName = p.name.includes("/");
          if (slashInName || p.version?.includes("/")) {
            const field = slashInName ? "metadata.name" : "spec.version";
            const fixed = p.socketName.replace(/\//g, "-");
            report({
              loc: slashInName ? nameLoc : versionLoc,
              message: `${field} \`${slashInName ? p.name : p.version}\` contains \`/\`, so the socket would be ${PREFIX}${p.socketName}${SUFFIX}, inside a directory that does not exist: the sidecar fails to listen and exits at start`,
              hint: slashInName ? `metadata.name: ${p.name.replace(/\//g, "-")}` : `version: ${p.version.replace(/\//g, "-")} (Applications then use plugin.name: ${fixed})`
            });
            continue;
          }
          const bytes = Buffer.byteLength(p.socketName);
          if (bytes <= MAX_NAME_BYTES) continue;
          const onVersion = !!p.version && Buffer.byteLength(p.name) <= MAX_NAME_BYTES;
          report({
            loc: onVersion ? versionLoc : nameLoc,
            message: `the socket path ${PREFIX}${p.socketName}${SUFFIX} is ${bytes + Buffer.byteLength(PREFIX) + SUFFIX.length} bytes, over the 107 a Unix socket path may have: the sidecar dies at start with "bind: invalid argument"`,
            hint: `shorten ${p.version ? "`<name>-<version>`" : "metadata.name"} to at most ${MAX_NAME_BYTES} bytes (now ${bytes})`
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
      const key = m.subPath && volume?.items ? volume.items.find((it) => it.path === m.subPath)?.key : m.subPath ?? void 0;
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
function configMapsFor(model, name, namespace) {
  const named = configMapsNamed(model, name);
  if (!namespace) return named;
  return named.filter((c) => !c.namespace || c.namespace === namespace);
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
function mountHolding(c, path) {
  const norm = (p) => p.length > 1 ? p.replace(/\/+$/, "") : p;
  const target = norm(path);
  let best;
  for (const m of c.volumeMounts) {
    const mp = norm(m.mountPath);
    if (!mp.startsWith("/")) continue;
    if (target === mp || target.startsWith(mp === "/" ? "/" : `${mp}/`)) {
      if (!best || mp.length > norm(best.mountPath).length) best = m;
    }
  }
  return best;
}
function writableAt(s, path) {
  const m = mountHolding(s, path);
  if (!m) return s.securityContext.readOnlyRootFilesystem === true ? false : true;
  if (m.readOnly) return false;
  const v = findVolume(s, m.name);
  if (!v) return void 0;
  return v.kind !== "configMap" && v.kind !== "secret";
}
function cmpWorkDir(s) {
  for (const name of ["ARGOCD_CMP_WORKDIR", "TMPDIR"]) {
    const e = [...s.env].reverse().find((x) => x.name === name);
    if (!e) continue;
    if (e.fromSource || e.value === void 0 || e.value.includes("$(")) return void 0;
    if (e.value === "") continue;
    return { path: e.value, env: e };
  }
  return { path: "/tmp" };
}
function volumesPlace(s) {
  if (s.form === "chart-values") return "`repoServer.volumes`";
  if (s.form === "operator") return "`spec.repo.volumes`";
  return "the pod's `volumes:`";
}
function podContainers(pod) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (c, role) => {
    if (!c) return;
    const key = c.ref.node ?? c.ref;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ c, role });
  };
  add(pod.main, "main");
  for (const c of pod.initContainers) add(c, "init");
  for (const s of pod.sidecars) add(s, "sidecar");
  for (const c of pod.containers) add(c, "other");
  return out;
}
function containerLabel(c, role) {
  if (role === "main") return `the repo-server container \`${c.name}\``;
  if (role === "init") return `init container \`${c.name}\``;
  if (role === "sidecar") return `sidecar \`${c.name}\``;
  return `container \`${c.name}\``;
}
var init_links = __esm({
  "src/model/links.ts"() {
    "use strict";
    init_argocd();
    init_dockerfile();
  }
});

// src/rules/plugin-duplicate-name.ts
import { posix as posix5 } from "node:path";
function servedTogether(model) {
  const groups = /* @__PURE__ */ new Map();
  const add = (key, def, by) => {
    const g = groups.get(key) ?? [];
    if (!g.some((e) => e.def === def && e.by === by)) g.push({ def, by });
    groups.set(key, g);
  };
  if (model.sidecars.length > 0) {
    for (const s of model.sidecars) {
      const served = nearest(pluginsServedBy(s, model), s.file);
      if (served.length === 1) add(certainPod(s), served[0], s);
    }
  } else {
    for (const p of model.plugins) {
      if (p.configMap && p.origin !== "configmap-generator") add(`cm:${p.file}:${p.configMap.name}`, p);
    }
  }
  return [...groups.values()];
}
function nearest(defs, file) {
  const score = (p) => {
    if (p.file === file) return Number.MAX_SAFE_INTEGER;
    const a = posix5.dirname(file).split("/");
    const b = posix5.dirname(p.file).split("/");
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i;
  };
  const best = Math.max(...defs.map(score));
  return defs.filter((p) => score(p) === best);
}
function describe2(p) {
  return `\`${p.name}\`${p.version ? ` (version ${p.version})` : ""}`;
}
function sameDefinition(a, b) {
  const body = (p) => JSON.stringify([p.name, p.specOnly ? p.raw : p.raw?.spec]);
  return a === b || body(a) === body(b);
}
function order(a, b) {
  const la = (a.nameRef ?? a.ref).loc();
  const lb = (b.nameRef ?? b.ref).loc();
  return la.file < lb.file ? -1 : la.file > lb.file ? 1 : la.line - lb.line || la.column - lb.column;
}
function certainPod(s) {
  return s.pod.startsWith("patches:") ? `${s.pod}|${s.file}` : s.pod;
}
var plugin_duplicate_name_default;
var init_plugin_duplicate_name = __esm({
  "src/rules/plugin-duplicate-name.ts"() {
    "use strict";
    init_types();
    init_links();
    plugin_duplicate_name_default = defineRule({
      meta: {
        id: "plugin-duplicate-name",
        severity: "error",
        description: "two different plugins served to the same repo-server resolve to the same socket name"
      },
      check({ model, report, where }) {
        for (const group of servedTogether(model)) {
          const bySocket = /* @__PURE__ */ new Map();
          for (const entry of group) {
            if (!entry.def.name) continue;
            const list2 = bySocket.get(entry.def.socketName) ?? [];
            list2.push(entry);
            bySocket.set(entry.def.socketName, list2);
          }
          for (const [socket, entries] of bySocket) {
            const defs = [];
            for (const e of entries) {
              if (defs.some((d) => sameDefinition(d, e.def))) continue;
              if (e.by && entries.every((o) => o.by === e.by || sameDefinition(o.def, e.def))) continue;
              defs.push(e.def);
            }
            if (defs.length < 2) continue;
            const sorted = [...defs].sort((a, b) => order(a, b));
            const first = sorted[0];
            const firstLoc = (first.nameRef ?? first.ref).loc();
            for (const dup of sorted.slice(1)) {
              report({
                loc: (dup.nameRef ?? dup.ref).loc(),
                message: `plugin ${describe2(dup)} resolves to socket \`${socket}\`, like plugin ${describe2(first)} at ${where(firstLoc)}, and both are served to the same repo-server: each sidecar deletes ${socket}.sock at start and binds its own, so whichever starts last silently replaces the other`,
                hint: `rename one of them (${dup.origin === "chart-values" ? "its `configs.cmp.plugins` key" : "`metadata.name`"} or \`spec.version\`) and point the Applications that use it at the new name`,
                related: [{ loc: firstLoc, message: `the other plugin named \`${socket}\`` }]
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/plugin-discover-multiple.ts
var FIELDS, plugin_discover_multiple_default;
var init_plugin_discover_multiple = __esm({
  "src/rules/plugin-discover-multiple.ts"() {
    "use strict";
    init_types();
    init_plugin_scripts();
    FIELDS = [
      { key: "fileName", path: ["fileName"] },
      { key: "find.glob", path: ["find", "glob"] },
      { key: "find.command", path: ["find", "command"] }
    ];
    plugin_discover_multiple_default = defineRule({
      meta: {
        id: "plugin-discover-multiple",
        severity: "warning",
        description: "more than one of `fileName`, `find.glob`, `find.command` is set: only the first is evaluated"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          const d = p.discover;
          if (!d) continue;
          const set2 = [!!d.fileName, !!d.glob, !!d.command];
          const present = FIELDS.filter((_, i) => set2[i]);
          if (present.length < 2) continue;
          const [winner, ...ignored] = present;
          for (const f of ignored) {
            const ref = d.ref?.getIn([...f.path]);
            report({
              loc: (ref ?? d.ref ?? p.ref).keyLoc(),
              message: `plugin ${pluginLabel(p)} sets \`discover.${winner.key}\` and \`discover.${f.key}\`: Argo CD evaluates only \`${winner.key}\` (fileName, then find.glob, then find.command), so \`${f.key}\` is ignored`,
              hint: `keep one rule: delete \`${f.key}\`, or delete \`${winner.key}\` if \`${f.key}\` is the one you meant`
            });
          }
        }
      }
    });
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
        } else b += plain(cc[j]) ? cc[j] : hexEsc(cc[j]);
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
      filemask += plain(c) ? c : hexEsc(c);
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
var plain, hexEsc;
var init_zglob = __esm({
  "src/discover/zglob.ts"() {
    "use strict";
    init_gomatch();
    plain = (c) => c === "/" || /^[0-9A-Za-z]$/.test(c) || c.codePointAt(0) > 255;
    hexEsc = (c) => `[\\u{${c.codePointAt(0).toString(16)}}]`;
  }
});

// src/discover/index.ts
function matchErrorText(socketFile, cause) {
  return `error checking repository support for plugin ${socketFile}: error receiving stream response: rpc error: code = Unknown desc = match repository error: ${cause}`;
}
function dialErrorText(socketFile) {
  return `error dialing to cmp-server for plugin ${socketFile}: error dial proxy: dial unix ${PLUGIN_SOCKET_DIR}/${socketFile}: connect: no such file or directory`;
}
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
function discoverMatchesStatically(rule, appDir) {
  const o = evaluateDiscoverSync(rule, appDir);
  if (o.result === "error") return { error: o.error ?? "error" };
  return o.result;
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
    const file = `${name}.sock`;
    const rel = goClean(file);
    if (rel === ".." || rel.startsWith("../") || rel.startsWith("/")) {
      return { mode: "named", error: `${notFound}: invalid socket file path, ${JSON.stringify(file)} is outside plugin socket dir ${JSON.stringify(PLUGIN_SOCKET_DIR)}`, probes };
    }
    const p = plugins.find((x) => x.socketName === name);
    if (!p) return { mode: "named", error: `${notFound}: ${dialErrorText(file)}`, probes };
    if (!hasDiscovery(p.discover)) {
      probes.push({ plugin: p, outcome: "no-discover" });
      return { mode: "named", plugin: p, probes };
    }
    const o = await evalOne(p);
    if (o.result === "match") return { mode: "named", plugin: p, probes };
    if (o.result === "unknown") return { mode: "named", unknown: [p], probes };
    return { mode: "named", error: o.result === "error" ? `${notFound}: ${matchErrorText(file, o.error ?? "")}` : notFound, probes };
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
    lastErr = o.result === "error" ? matchErrorText(`${p.socketName}.sock`, o.error ?? "") : void 0;
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
var PLUGIN_SOCKET_DIR;
var init_discover3 = __esm({
  "src/discover/index.ts"() {
    "use strict";
    init_gomatch();
    init_zglob();
    init_gomatch();
    init_zglob();
    PLUGIN_SOCKET_DIR = "/home/argocd/cmp-server/plugins";
  }
});

// src/rules/plugin-discover-glob.ts
function compileError(fn) {
  try {
    fn();
    return void 0;
  } catch (e) {
    return e.message;
  }
}
var plugin_discover_glob_default;
var init_plugin_discover_glob = __esm({
  "src/rules/plugin-discover-glob.ts"() {
    "use strict";
    init_types();
    init_discover3();
    plugin_discover_glob_default = defineRule({
      meta: {
        id: "plugin-discover-glob",
        severity: "error",
        description: "`discover.fileName` uses `**` or `{a,b}`, which Go filepath.Glob does not have, or a discover glob does not compile"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          const d = p.discover;
          if (!d) continue;
          if (d.fileName) {
            const loc = (d.ref?.get("fileName") ?? d.ref ?? p.ref).loc();
            const glob = JSON.stringify(d.fileName);
            if (d.fileName.includes("**")) {
              report({
                loc,
                message: `\`fileName: ${glob}\` uses \`**\`, but fileName is matched with Go filepath.Glob, where \`**\` is a plain \`*\` that stays within one directory: the plugin does not match the apps you expect`,
                hint: `find:
  glob: ${glob}`
              });
              continue;
            }
            if (/\{[^}]*,[^}]*\}/.test(d.fileName)) {
              report({
                loc,
                message: `\`fileName: ${glob}\` uses \`{a,b}\` alternatives, but Go filepath.Glob reads \`{\` as a literal character: the pattern matches no file and discovery never selects this plugin`,
                hint: `find:
  glob: ${glob}`
              });
              continue;
            }
            const bad = compileError(() => checkPattern(goJoin("/app", d.fileName)));
            if (bad) {
              report({
                loc,
                message: `\`fileName: ${glob}\` is not a valid Go glob (${bad}): discovery fails with "error finding filename match for pattern" for every app`,
                hint: "close every `[` with `]`, and escape a literal `[` or `\\` with a backslash"
              });
            }
            continue;
          }
          if (d.glob) {
            const bad = compileError(() => zglobCompile(goJoin("/app", d.glob)));
            if (bad) {
              report({
                loc: (d.ref?.getIn(["find", "glob"]) ?? d.ref ?? p.ref).loc(),
                message: `\`find.glob: ${JSON.stringify(d.glob)}\` does not compile (${bad}): discovery fails with "error finding glob match for pattern" for every app`,
                hint: "close every `[` with `]` and `{` with `}`, or escape the literal character with a backslash"
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/plugin-discover-catch-all.ts
function matchesAnyFile(kind, pattern) {
  try {
    if (kind === "fileName") {
      const joined = goJoin(APP, pattern);
      return PROBES.some((f) => goMatch(joined, `${APP}/${f}`));
    }
    const z = zglobCompile(goJoin(APP, pattern));
    if (!z.regex) return false;
    return PROBES.some((f) => z.regex.test(`${APP}/${f}`) || z.regex.test(`${APP}/sub/${f}`));
  } catch {
    return false;
  }
}
function commandLoc(cmd2, fallback) {
  const s = scriptOfCommand(cmd2.command, cmd2.args);
  const at2 = (i) => i < cmd2.command.length ? cmd2.ref?.get("command")?.get(i) : cmd2.ref?.get("args")?.get(i - cmd2.command.length);
  return (s ? at2(s.scriptIndex) : void 0)?.loc() ?? (cmd2.ref?.get("command") ?? cmd2.ref ?? fallback).loc();
}
function hintFor(p) {
  return `match a file only this plugin's apps have (e.g. \`fileName: ${markerFor(p)}\`), or delete \`discover\` and select the plugin explicitly with \`plugin.name: ${p.socketName}\``;
}
function markerFor(p) {
  const n = p.name.toLowerCase();
  if (n.includes("helmfile")) return "helmfile.yaml";
  if (n.includes("kustomiz")) return "kustomization.yaml";
  if (n.includes("helm")) return "Chart.yaml";
  if (n.includes("cdk8s")) return "cdk8s.yaml";
  if (n.includes("tanka") || n.includes("jsonnet")) return "jsonnetfile.json";
  return `.${p.name}`;
}
var APP, PROBES, plugin_discover_catch_all_default;
var init_plugin_discover_catch_all = __esm({
  "src/rules/plugin-discover-catch-all.ts"() {
    "use strict";
    init_types();
    init_plugin_scripts();
    init_discover3();
    init_shell();
    APP = "/app";
    PROBES = ["zz-any-file.yaml", "zz-any-file.yml", "zz-any-file"];
    plugin_discover_catch_all_default = defineRule({
      meta: {
        id: "plugin-discover-catch-all",
        severity: "warning",
        description: "a discover rule matches every application, so the plugin hijacks Helm, Kustomize and plain-YAML apps"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          const eff = effectiveRule(p.discover);
          if (!eff) continue;
          const d = p.discover;
          if (eff.kind === "command") {
            const cmd2 = eff.value;
            const argv = [...cmd2.command, ...cmd2.args];
            const always = isCatchAllCommand(argv) === "always";
            if (!always && isCatchAllCommand(argv, "yaml") !== "always") continue;
            report({
              loc: commandLoc(cmd2, d.ref ?? p.ref),
              message: always ? `plugin ${pluginLabel(p)}: \`find.command\` always exits 0 and prints something, so it matches every application; CMP discovery runs before Helm/Kustomize detection, so every app without an explicit source type is rendered by this plugin` : `plugin ${pluginLabel(p)}: \`find.command\` exits 0 and prints something in any app directory that holds a YAML file, which is nearly every app; CMP discovery runs before Helm/Kustomize detection, so those apps are rendered by this plugin`,
              hint: hintFor(p)
            });
            continue;
          }
          const pattern = eff.value;
          if (!matchesAnyFile(eff.kind, pattern)) continue;
          const field = eff.kind === "fileName" ? "fileName" : "find.glob";
          report({
            loc: (d.ref?.getIn(eff.kind === "fileName" ? ["fileName"] : ["find", "glob"]) ?? d.ref ?? p.ref).loc(),
            message: `plugin ${pluginLabel(p)}: \`${field}: ${JSON.stringify(pattern)}\` matches any app directory that holds ${/ya?ml/.test(pattern) ? "a YAML file" : "a file"}, which is nearly every app; CMP discovery runs before Helm/Kustomize detection, so those apps are rendered by this plugin`,
            hint: hintFor(p)
          });
        }
      }
    });
  }
});

// src/rules/plugin-generate-stdout.ts
function quote2(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
var plugin_generate_stdout_default;
var init_plugin_generate_stdout = __esm({
  "src/rules/plugin-generate-stdout.ts"() {
    "use strict";
    init_types();
    init_plugin_scripts();
    init_shell();
    plugin_generate_stdout_default = defineRule({
      meta: {
        id: "plugin-generate-stdout",
        severity: "warning",
        description: "`generate` prints non-manifest text (log lines, tool progress) on stdout"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          const gen = p.generate;
          if (!gen || gen.command.length === 0) continue;
          const inline = pluginScript(p, "generate");
          const shell = inline?.shell;
          const script = shell ? shell.script : [...gen.command, ...gen.args].map(quote2).join(" ");
          const facts = inline ? inline.facts : analyzeScript(script);
          if (facts.parseErrors.length > 0) continue;
          const scriptRef = inline?.node;
          const writers = stdoutWriters(facts);
          const w = writers[0];
          if (!w) continue;
          const text = oneLine(script.slice(w.offset, w.end));
          const loc = scriptRef ? scriptRef.scalarOffsetLoc(w.offset, w.end) : (gen.ref?.get("command") ?? gen.ref ?? p.ref).loc();
          const why = w.errorMessage ? `it is an error message before a failing \`exit\`: on stdout Argo CD drops it and shows only "exit status 1"` : `Argo CD parses generate's stdout as manifests and fails the app with "failed to unmarshal manifest"`;
          const more = writers.length > 1 ? ` (and ${writers.length - 1} more command${writers.length > 2 ? "s" : ""} in this script print to stdout: ${writers.slice(1, 4).map((x) => `\`${oneLine(script.slice(x.offset, x.end))}\``).join(", ")}${writers.length > 4 ? ", \u2026" : ""})` : "";
          report({
            loc,
            message: `plugin ${pluginLabel(p)}: \`${text}\` in \`generate\` prints to stdout (${w.reason}); ${why}${more}`,
            hint: shell ? `send ${writers.length > 1 ? "each of them" : "it"} to stderr: ${text.endsWith("...") ? "append `>&2` to the command" : `\`${text} >&2\``}${w.errorMessage ? "" : ", or move it to `init`, whose output is discarded"}${writers.length > 1 ? " (or put `exec 3>&1 1>&2` at the top and print manifests with `>&3`)" : ""}` : "wrap the command in a script that prints only manifests"
          });
        }
      }
    });
  }
});

// src/rules/plugin-shell-errexit.ts
function hintFor2(shell, f, kind) {
  const wantPipefail = kind === "pipefail" || f.pipelines.some((p) => p.commands > 1 && p.significantUpstream && !p.pipefailActive);
  const line = wantPipefail ? f.errexit.set && f.errexit.early ? "set -o pipefail" : "set -eo pipefail" : "set -e";
  return `start the script with \`${line}\`${shell.shell === "bash" || !wantPipefail ? "" : " (or run it with `bash -c`)"}${kind === "errexit" ? ", or end each step with `|| exit 1`" : ""}`;
}
var plugin_shell_errexit_default;
var init_plugin_shell_errexit = __esm({
  "src/rules/plugin-shell-errexit.ts"() {
    "use strict";
    init_types();
    init_plugin_scripts();
    init_shell();
    plugin_shell_errexit_default = defineRule({
      meta: {
        id: "plugin-shell-errexit",
        severity: "warning",
        description: "a `sh -c` generate script goes on after a failed step (no `set -e`) or hides a failure in a pipeline (no `pipefail`)"
      },
      check({ model, report }) {
        for (const p of model.plugins) {
          const gen = p.generate;
          const script = pluginScript(p, "generate");
          if (!gen || !script) continue;
          const { shell, facts, node: ref } = script;
          if (facts.parseErrors.length > 0) continue;
          const problem = firstMaskedFailure(facts);
          if (!problem) continue;
          const text = oneLine(shell.script.slice(problem.offset, problem.end));
          const message = problem.kind === "errexit" ? `plugin ${pluginLabel(p)}: the generate script runs \`${text}\` without \`set -e\`, and more commands follow; if it fails the script carries on and can exit 0 with partial or empty output, which Argo CD applies (with auto-sync prune it deletes what is missing)` : `plugin ${pluginLabel(p)}: in \`${text}\` only the last command's status counts (no \`pipefail\`); if an earlier command fails, ${problem.operand ? "the `||`/`&&` after it does not see the failure and " : ""}the script can exit 0 with empty output, and Argo CD prunes everything the app owns`;
          report({ loc: ref ? ref.scalarOffsetLoc(problem.offset, problem.end) : (gen.ref ?? p.ref).loc(), message, hint: hintFor2(shell, facts, problem.kind) });
        }
      }
    });
  }
});

// src/rules/plugin-not-mounted.ts
function mountedConfig(s) {
  const cfg = configMount(s);
  if (!cfg) return void 0;
  const v = cfg.volume;
  if (!v || v.kind === "other") return { sidecar: s };
  if (v.kind !== "configMap" || !v.configMapName) return void 0;
  if (cfg.shape === "dir") return { sidecar: s, configMap: v.configMapName, key: cfg.key };
  const sub = cfg.mount.subPath;
  if (sub === void 0) return { sidecar: s, configMap: v.configMapName };
  const key = v.items ? v.items.find((it) => it.path === sub)?.key : sub;
  return { sidecar: s, configMap: v.configMapName, key };
}
function mainContainerMount(sidecars, configMap) {
  for (const s of sidecars) {
    for (const m of s.repoServer?.volumeMounts ?? []) {
      const v = s.volumes.find((x) => x.name === m.name);
      if (v?.configMapName === configMap && m.ref) return m.ref.loc();
    }
  }
  return void 0;
}
var FROM_CONFIGMAP, plugin_not_mounted_default;
var init_plugin_not_mounted = __esm({
  "src/rules/plugin-not-mounted.ts"() {
    "use strict";
    init_types();
    init_plugin_scripts();
    init_argocd();
    init_links();
    FROM_CONFIGMAP = /* @__PURE__ */ new Set(["configmap", "configmap-generator", "chart-values"]);
    plugin_not_mounted_default = defineRule({
      meta: {
        id: "plugin-not-mounted",
        severity: "warning",
        description: "a plugin defined in a ConfigMap is mounted by no sidecar in scope, so Argo CD never serves it"
      },
      check({ model, report, where }) {
        if (model.sidecars.length === 0) return;
        const mounted = model.sidecars.map(mountedConfig).filter((m) => m !== void 0);
        if (mounted.some((m) => m.configMap === void 0)) return;
        for (const p of model.plugins) {
          const cm = p.configMap;
          if (!cm || !FROM_CONFIGMAP.has(p.origin)) continue;
          const same = mounted.filter((m) => m.configMap === cm.name);
          if (same.some((m) => m.key === void 0 || m.key === cm.key)) continue;
          const keys = new Set(configMapsNamed(model, cm.name).flatMap((c) => [...c.keys.keys()]));
          if (same.some((m) => m.key !== void 0 && keys.size > 0 && !keys.has(m.key))) continue;
          const listed = model.sidecars.slice(0, 3).map((s) => `\`${s.name}\` (${where(s.ref.loc())})`);
          if (model.sidecars.length > 3) listed.push(`${model.sidecars.length - 3} more`);
          const sidecars = listed.join(", ");
          const others = [...new Set(same.map((m) => `\`${m.key}\``))];
          const inMain = mainContainerMount(model.sidecars, cm.name);
          report({
            loc: (cm.keyRef ?? p.nameRef ?? p.ref).keyLoc(),
            message: `plugin ${pluginLabel(p)} lives in ConfigMap \`${cm.name}\` key \`${cm.key}\`, but no sidecar in scope mounts that key at ${CMP_CONFIG_FILE}${others.length ? ` (they mount ${others.join(", ")} of it)` : ""}${inMain ? ` (it is mounted into the repo-server container at ${where(inMain)}, where nothing reads it)` : ""}; sidecars: ${sidecars}. Argo CD never serves it, and Applications naming it fail with "could not find cmp-server plugin"`,
            hint: `mount it in a sidecar: \`volumeMounts: [{name: <volume of ConfigMap ${cm.name}>, mountPath: ${CMP_CONFIG_FILE}, subPath: ${cm.key}}]\`, or delete the unused definition`
          });
        }
      }
    });
  }
});

// src/rules/legacy-cm-plugin.ts
function migrationNotes(p, sources) {
  const out = [];
  const label = `\`${p.name || "unnamed"}\``;
  const appEnv = new Set(sources.filter((s) => s.plugin?.name === p.name).flatMap((s) => s.plugin.env.map((e) => e.name)));
  for (const [role, cmd2] of [["init", p.init], ["generate", p.generate]]) {
    if (!cmd2) continue;
    const facts = scriptFacts(cmd2);
    if (facts) {
      const bare = bareReads(facts);
      const fromApp = bare.filter((n) => appEnv.has(n));
      const other = bare.filter((n) => !appEnv.has(n));
      if (fromApp.length) out.push(`${label} ${role} reads ${list(fromApp)}, set by Applications' plugin env, which a sidecar receives as ${list(fromApp.map((n) => PREFIX2 + n))}`);
      if (other.length) out.push(`${label} ${role} reads ${list(other)}: a sidecar inherits nothing from the repo-server, so set ${other.length === 1 ? "it" : "them"} on the sidecar container (or, from an Application, read ${list(other.map((n) => PREFIX2 + n))})`);
      const masked = role === "generate" ? firstMaskedFailure(facts) : void 0;
      if (masked) {
        const text = oneLine(facts.script.slice(masked.offset, masked.end));
        out.push(
          masked.kind === "errexit" ? `${label} generate goes on after \`${text}\` fails (no \`set -e\`): start the script with \`set -e\`` : `${label} generate hides a failure of \`${text}\` (no \`pipefail\`): start the script with \`set -eo pipefail\``
        );
      }
    }
    if (role === "generate") {
      const tool = toolOf(cmd2);
      if (tool) out.push(`the sidecar image must contain \`${tool}\``);
    }
  }
  return out;
}
function scriptFacts(cmd2) {
  const sh = scriptOfCommand(cmd2.command, cmd2.args);
  if (!sh) return void 0;
  const facts = analyzeScript(sh.script, { errexit: sh.errexit, pipefail: sh.pipefail });
  return facts.parseErrors.length ? void 0 : facts;
}
function bareReads(facts) {
  const names = /* @__PURE__ */ new Set();
  for (const r of facts.varReads) {
    const n = r.name;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(n) || BUILD_ENV_VARS.includes(n) || n.startsWith(PREFIX2) || n.startsWith("PARAM_") || n === "ARGOCD_APP_PARAMETERS" || SHELL_NAMES.has(n)) continue;
    if (r.hasDefault) continue;
    if (environmentReads(facts, n).length === 0) continue;
    names.add(n);
  }
  return [...names].sort();
}
function toolOf(cmd2) {
  const argv = [...cmd2.command, ...cmd2.args];
  const first = argv[0];
  if (!first || SHELLS2.test(first)) return void 0;
  return first.split("/").pop();
}
function list(names) {
  return names.map((n) => `\`$${n.replace(/^\$/, "")}\``).join(", ");
}
var PREFIX2, SHELL_NAMES, SHELLS2, legacy_cm_plugin_default;
var init_legacy_cm_plugin = __esm({
  "src/rules/legacy-cm-plugin.ts"() {
    "use strict";
    init_types();
    init_argocd();
    init_shell();
    init_plugin_scripts();
    PREFIX2 = "ARGOCD_ENV_";
    SHELL_NAMES = /* @__PURE__ */ new Set(["PATH", "HOME", "PWD", "OLDPWD", "HOSTNAME", "USER", "SHELL", "IFS", "TERM", "LANG", "TMPDIR", "RANDOM", "LINENO", "SECONDS", "BASH_SOURCE", "PIPESTATUS"]);
    SHELLS2 = /(^|\/)(sh|bash|ash|dash|zsh|ksh|env|busybox)$/;
    legacy_cm_plugin_default = defineRule({
      meta: {
        id: "legacy-cm-plugin",
        severity: "error",
        description: "plugins declared in argocd-cm `configManagementPlugins` (argocd-cm, a `data:` patch, the operator or chart values), which Argo CD v2.8 removed"
      },
      check({ model, report, where }) {
        for (const l of model.legacy) {
          const names = l.names.length ? ` (${l.names.map((n) => `\`${n}\``).join(", ")})` : "";
          const notes = l.plugins.flatMap((p) => migrationNotes(p, model.sources));
          if (l.plugins.some((p) => p.lockRepo)) notes.push("`lockRepo` has no sidecar equivalent (a sidecar runs requests concurrently)");
          const users = model.sources.filter((s) => s.plugin?.name && l.names.includes(s.plugin.name));
          const related = users.slice(0, 5).map((s) => ({ loc: (s.plugin.nameRef ?? s.plugin.ref).loc(), message: `${s.app.label} uses legacy plugin \`${s.plugin.name}\`` }));
          report({
            loc: l.ref.keyLoc(),
            message: `${l.where === "argocd-cm" ? "argocd-cm" : l.where} \`configManagementPlugins\`${names} was removed in Argo CD v2.8: these plugins are silently gone` + (users.length ? `, and ${users.map((s) => `${s.app.label} (${where((s.plugin.nameRef ?? s.plugin.ref).loc())})`).slice(0, 3).join(", ")} fail${users.length === 1 ? "s" : ""} with "could not find cmp-server plugin"` : "") + (notes.length ? `. When migrating, also: ${notes.join("; ")}` : ""),
            hint: "move each plugin to a sidecar: its own plugin.yaml (`kind: ConfigManagementPlugin`) served by a container running /var/run/argocd/argocd-cmp-server, with the plugin's tools in its image; Applications then name it `<name>[-<version>]`",
            related: related.length ? related : void 0
          });
        }
      }
    });
  }
});

// src/rules/sidecar-command.ts
var SHELLS3, NOT_A_SERVER, sidecar_command_default;
var init_sidecar_command = __esm({
  "src/rules/sidecar-command.ts"() {
    "use strict";
    init_types();
    init_argocd();
    init_links();
    SHELLS3 = /^(\/usr)?(\/bin\/)?(ba|da|z|a)?sh$/;
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
          if (SHELLS3.test(argv0)) {
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
            const copied = s.initContainers.flatMap((c) => c.volumeMounts).find((x) => x.mountPath.replace(/\/+$/, "") === VAR_FILES_DIR)?.name;
            if (copied === m.name) continue;
            const certain = copied !== void 0 || s.volumes.find((v) => v.name === m.name)?.stock;
            report({
              loc: (m.ref?.get("name") ?? m.ref ?? s.ref).loc(),
              message: `sidecar \`${s.name}\` mounts \`${m.name}\` at ${VAR_FILES_DIR}, but the repo-server copies argocd-cmp-server into \`${copied ?? "var-files"}\``,
              hint: `mount the \`${copied ?? "var-files"}\` volume there`,
              severity: certain ? "error" : "warning"
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
            const main2 = s.repoServer?.volumeMounts.find((x) => x.mountPath.replace(/\/+$/, "") === CMP_PLUGINS_DIR);
            if (main2?.name === m.name) continue;
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
function isConfigPath(p) {
  const path = p.replace(/\/+$/, "");
  return path === CMP_CONFIG_FILE || path === CMP_CONFIG_DIR;
}
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
        for (const pod of model.pods) {
          if (pod.sidecars.length > 0 || !pod.main) continue;
          const m = pod.main.volumeMounts.find((x) => isConfigPath(x.mountPath));
          if (!m?.ref) continue;
          report({
            loc: (m.ref.get("mountPath") ?? m.ref).loc(),
            message: `the plugin config is mounted into the repo-server container \`${pod.main.name}\` at ${m.mountPath}, and this pod has no CMP sidecar: argocd-repo-server never reads that path (only argocd-cmp-server in a sidecar does), so the plugin is never registered`,
            hint: `add a sidecar container that runs /var/run/argocd/argocd-cmp-server and move this volumeMount (with \`subPath\`) to it`
          });
        }
        const baked = model.images.some(imageCopiesConfig) || model.plugins.some((p) => p.origin === "dockerfile");
        const reportedMain = /* @__PURE__ */ new Set();
        for (const s of model.sidecars) {
          const cfg = configMount(s);
          const main2 = s.repoServer?.volumeMounts.find((m) => isConfigPath(m.mountPath));
          if (!cfg && main2?.ref) {
            const key = `${main2.ref.file}:${main2.ref.loc().line}`;
            if (!reportedMain.has(key)) {
              reportedMain.add(key);
              report({
                loc: (main2.ref.get("mountPath") ?? main2.ref).loc(),
                message: `the plugin config is mounted into the repo-server container \`${s.repoServer.name}\`, not into sidecar \`${s.name}\` (${where(s.ref.loc())}): argocd-cmp-server runs in the sidecar, so unless its image bakes a plugin.yaml it finds none`,
                hint: `move this volumeMount to sidecar \`${s.name}\``,
                // only the image can tell whether the sidecar has a config of its own
                severity: "warning"
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
          if (cms.some((c) => c.keys.has("...") || c.keys.has("\u2026"))) continue;
          const keys = [...new Set(cms.flatMap((c) => [...c.keys.keys()]))];
          const check = (key, loc, field = "subPath") => {
            if (keys.includes(key)) return;
            const near = closest(key, keys) ?? (keys.length === 1 ? keys[0] : void 0);
            const chart = cmName === CHART_CMP_CONFIGMAP && cms.some((c) => c.origin === "chart") ? " (the chart names each key `<plugin>.yaml`)" : "";
            report({
              loc,
              message: `sidecar \`${s.name}\` mounts key \`${key}\` of ConfigMap \`${cmName}\` (${where(cms[0].ref.loc())}), which has no such key${chart}; it has: ${keys.join(", ")}`,
              hint: near ? `${field}: ${near}` : `use one of: ${keys.join(", ")}`
            });
          };
          if (cfg.shape === "file" && cfg.mount.subPath) {
            const items = cfg.volume?.items;
            if (items) {
              for (const it of items) check(it.key, (it.ref?.get("key") ?? it.ref ?? s.ref).loc(), "key");
              const subPath = cfg.mount.subPath;
              if (!items.some((it) => it.path === subPath)) {
                report({
                  loc: (cfg.mount.ref?.get("subPath") ?? cfg.mount.ref ?? s.ref).loc(),
                  message: `sidecar \`${s.name}\` mounts \`subPath: ${subPath}\` of volume \`${cfg.volume.name}\`, whose \`items\` project only ${items.map((it) => `\`${it.path}\``).join(", ")}: the sidecar finds no plugin.yaml`,
                  hint: `subPath: ${items[0]?.path ?? "<item path>"}`
                });
              }
            } else {
              check(cfg.mount.subPath, (cfg.mount.ref?.get("subPath") ?? cfg.mount.ref ?? s.ref).loc());
            }
          } else if (cfg.shape === "dir" && cfg.volume?.items) {
            for (const it of cfg.volume.items) check(it.key, (it.ref?.get("key") ?? it.ref ?? s.ref).loc(), "key");
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

// src/rules/sidecar-configmap-missing.ts
var INSTALLED_CONFIGMAPS, sidecar_configmap_missing_default;
var init_sidecar_configmap_missing = __esm({
  "src/rules/sidecar-configmap-missing.ts"() {
    "use strict";
    init_types();
    init_links();
    init_argocd();
    init_config();
    INSTALLED_CONFIGMAPS = /* @__PURE__ */ new Set(["argocd-cm", "argocd-rbac-cm", "argocd-cmd-params-cm", "argocd-ssh-known-hosts-cm", "argocd-tls-certs-cm", "argocd-gpg-keys-cm"]);
    sidecar_configmap_missing_default = defineRule({
      meta: {
        id: "sidecar-configmap-missing",
        severity: "warning",
        description: "a volume mounted in the repo-server pod references a ConfigMap that nothing in scope defines (in the pod's namespace)"
      },
      check({ model, report, where }) {
        const seen = /* @__PURE__ */ new Set();
        const known = [...new Set(model.configMaps.map((c) => c.name))];
        for (const pod of model.pods) {
          for (const { c, role } of podContainers(pod)) {
            for (const m of c.volumeMounts) {
              const v = pod.volumes.find((x) => x.name === m.name);
              if (!v || v.stock || v.kind !== "configMap" || !v.configMapName || v.optional || !v.ref) continue;
              const cm = v.configMapName;
              if (seen.has(v.ref.node ?? v.ref)) continue;
              seen.add(v.ref.node ?? v.ref);
              if (configMapsFor(model, cm, pod.namespace).length > 0 || INSTALLED_CONFIGMAPS.has(cm)) continue;
              if (pod.form === "chart-values" && cm === CHART_CMP_CONFIGMAP) continue;
              const elsewhere = configMapsNamed(model, cm).filter((x) => x.namespace && x.namespace !== pod.namespace);
              const near = elsewhere.length ? void 0 : closest(cm, known);
              const nearDef = near ? configMapsNamed(model, near)[0] : void 0;
              const why = elsewhere.length ? `which is defined only in namespace ${elsewhere.map((x) => `\`${x.namespace}\` (${where(x.ref.loc())})`).join(", ")}, and a pod in \`${pod.namespace}\` can mount only ConfigMaps of its own namespace` : `which nothing in scope defines (no ConfigMap document, configMapGenerator, or chart-rendered ${CHART_CMP_CONFIGMAP})`;
              report({
                loc: (v.ref.getIn(["configMap", "name"]) ?? v.ref).loc(),
                message: `volume \`${v.name}\`, mounted by ${containerLabel(c, role)} at ${m.mountPath} (${where((m.ref ?? c.ref).loc())}), references ConfigMap \`${cm}\`, ${why}: if it does not exist there, the kubelet cannot mount it and the whole repo-server pod stays in ContainerCreating` + (nearDef ? ` (ConfigMap \`${near}\` is defined at ${where((nearDef.ref.getIn(["metadata", "name"]) ?? nearDef.ref).loc())})` : ""),
                hint: elsewhere.length ? `define it in namespace \`${pod.namespace}\`, or deploy the repo-server into \`${elsewhere[0].namespace}\`` : near ? `name: ${near}` : `define ConfigMap \`${cm}\` (a ConfigMap manifest or a kustomize configMapGenerator), or fix the name`
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/sidecar-tmp.ts
var sidecar_tmp_default;
var init_sidecar_tmp = __esm({
  "src/rules/sidecar-tmp.ts"() {
    "use strict";
    init_types();
    init_links();
    sidecar_tmp_default = defineRule({
      meta: {
        id: "sidecar-tmp",
        severity: "error",
        description: "a sidecar has no dedicated writable /tmp (emptyDir) for argocd-cmp-server's work dir"
      },
      check({ model, report, where }) {
        for (const s of model.sidecars) {
          const wd = cmpWorkDir(s);
          if (!wd) continue;
          const readOnlyRoot = s.securityContext.readOnlyRootFilesystem === true;
          const roRef = s.ref.getIn(["securityContext", "readOnlyRootFilesystem"]);
          const related = roRef && readOnlyRoot ? [{ loc: roRef.loc(), message: "the root filesystem is read-only" }] : void 0;
          const m = mountHolding(s, wd.path);
          const tmpName = `${s.name || "cmp"}-tmp`;
          const hint = `add to sidecar \`${s.name}\`:
volumeMounts:
  - name: ${tmpName}
    mountPath: ${wd.env ? wd.path : "/tmp"}
and to ${volumesPlace(s)}:
  - name: ${tmpName}
    emptyDir: {}`;
          if (m) {
            const v = findVolume(s, m.name);
            if (!v) continue;
            if (m.readOnly || v.kind === "configMap" || v.kind === "secret") {
              report({
                loc: (m.ref?.get("mountPath") ?? m.ref ?? s.ref).loc(),
                message: `sidecar \`${s.name}\` keeps argocd-cmp-server's work dir ${wd.path}/_cmp_server on ${m.readOnly ? "a readOnly mount" : `${v.kind} volume \`${v.name}\``}, which is read-only: the server cannot recreate the directory at start and the container crash-loops`,
                hint: `mount an emptyDir there instead (\`- name: ${tmpName}\` with \`emptyDir: {}\` in ${volumesPlace(s)})`
              });
            }
            continue;
          }
          if (wd.env) {
            const loc2 = (wd.env.ref?.get("value") ?? wd.env.ref ?? s.ref).loc();
            report({
              loc: loc2,
              message: readOnlyRoot ? `sidecar \`${s.name}\` sets ${wd.env.name}=${wd.path}, which no volume is mounted at, and its root filesystem is read-only${roRef ? ` (${where(roRef.loc())})` : ""}: argocd-cmp-server cannot create ${wd.path}/_cmp_server at start and the container crash-loops` : `sidecar \`${s.name}\` sets ${wd.env.name}=${wd.path}, but no emptyDir is mounted there: argocd-cmp-server wipes ${wd.path}/_cmp_server at every start and unpacks each repository there, on the container's own writable layer`,
              hint,
              related,
              severity: readOnlyRoot ? "error" : "warning"
            });
            continue;
          }
          const loc = (s.ref.get("volumeMounts") ?? s.ref.get("name") ?? s.ref).keyLoc();
          if (readOnlyRoot) {
            report({
              loc,
              message: `sidecar \`${s.name}\` has \`readOnlyRootFilesystem: true\`${roRef ? ` (${where(roRef.loc())})` : ""} but nothing writable at /tmp: argocd-cmp-server deletes and recreates /tmp/_cmp_server at start, fails on the read-only filesystem, and the container crash-loops`,
              hint,
              related
            });
          } else {
            report({
              loc,
              message: `sidecar \`${s.name}\` mounts no emptyDir at /tmp: argocd-cmp-server wipes /tmp/_cmp_server at every start and unpacks each repository there, on the image's own /tmp; it fails on an image without a /tmp that uid 999 can write, and as soon as the root filesystem is made read-only`,
              hint,
              severity: "warning"
            });
          }
        }
      }
    });
  }
});

// src/rules/sidecar-tmp-shared.ts
function repoServerTmp(s, name) {
  const main2 = s.repoServer?.volumeMounts.find((m) => m.mountPath.replace(/\/+$/, "") === "/tmp");
  if (main2) return main2.name === name ? { why: ` (container \`${s.repoServer.name}\` mounts it at /tmp)` } : void 0;
  if (!STOCK_TMP_VOLUMES.has(name)) return void 0;
  if ((s.form === "chart-values" || s.form === "operator") && findVolume(s, name)?.ref) return void 0;
  return { why: s.form === "chart-values" ? ` (the chart's stock volume)` : s.form === "operator" ? ` (the operator's stock volume)` : "" };
}
var sidecar_tmp_shared_default;
var init_sidecar_tmp_shared = __esm({
  "src/rules/sidecar-tmp-shared.ts"() {
    "use strict";
    init_types();
    init_links();
    init_argocd();
    sidecar_tmp_shared_default = defineRule({
      meta: {
        id: "sidecar-tmp-shared",
        severity: "warning",
        description: "a sidecar's /tmp is the repo-server's tmp volume, or one tmp volume is shared by several sidecars"
      },
      check({ model, report, where }) {
        const firstUser = /* @__PURE__ */ new Map();
        for (const s of model.sidecars) {
          const wd = cmpWorkDir(s);
          if (!wd) continue;
          const m = mountHolding(s, wd.path);
          const v = m && findVolume(s, m.name);
          if (!m || !v || v.kind === "configMap" || v.kind === "secret") continue;
          const loc = (m.ref?.get("name") ?? m.ref ?? s.ref).loc();
          const tmpName = `${s.name || "cmp"}-tmp`;
          const hint = `give sidecar \`${s.name}\` its own volume: \`- name: ${tmpName}\` with \`emptyDir: {}\` in ${volumesPlace(s)}, and \`name: ${tmpName}\` on this mount`;
          const repoTmp = repoServerTmp(s, m.name);
          if (repoTmp) {
            report({
              loc,
              message: `sidecar \`${s.name}\` mounts \`${m.name}\` at ${m.mountPath}, the repo-server's own tmp volume${repoTmp.why}: the repo-server keeps its repository checkouts there, and since v2.4 Argo CD requires each plugin to have a separate /tmp so a plugin cannot read or alter them`,
              hint
            });
            continue;
          }
          const key = `${s.pod}\0${m.name}`;
          const first = firstUser.get(key);
          if (!first) {
            firstUser.set(key, { s, m });
            continue;
          }
          report({
            loc,
            message: `sidecars \`${first.s.name}\` (${where((first.m.ref ?? first.s.ref).loc())}) and \`${s.name}\` both keep argocd-cmp-server's work dir on volume \`${m.name}\`: each one deletes ${wd.path}/_cmp_server when it starts, wiping the other's requests in flight`,
            hint
          });
        }
      }
    });
  }
});

// src/rules/sidecar-image-tag.ts
function imagePin(image) {
  if (/\{\{|\$\{|\$\(/.test(image)) return "templated";
  if (image.includes("@")) return "pinned";
  const last = image.slice(image.lastIndexOf("/") + 1);
  const i = last.indexOf(":");
  if (i < 0 || i === last.length - 1) return "untagged";
  return last.slice(i + 1) === "latest" ? "latest" : "pinned";
}
var sidecar_image_tag_default;
var init_sidecar_image_tag = __esm({
  "src/rules/sidecar-image-tag.ts"() {
    "use strict";
    init_types();
    init_argocd();
    sidecar_image_tag_default = defineRule({
      meta: {
        id: "sidecar-image-tag",
        severity: "warning",
        description: "a container of the repo-server pod (a sidecar, the main container, an init container that installs tools) uses `:latest` or no tag"
      },
      check({ model, report }) {
        const seen = /* @__PURE__ */ new Set();
        const judge = (c, label) => {
          if (!c.image || seen.has(c.ref.node)) return;
          seen.add(c.ref.node);
          const pin = imagePin(c.image);
          if (pin === "pinned" || pin === "templated") return;
          const base = pin === "latest" ? c.image.slice(0, -":latest".length) : c.image;
          report({
            loc: (c.ref.get("image") ?? c.ref).loc(),
            message: `${label} uses image \`${c.image}\`${pin === "untagged" ? ", which means `:latest`" : ""}: the tag moves, so a pod restart can pull a different toolchain and change what the plugin renders without any commit, or break it for every app at once`,
            hint: `pin a version or a digest: \`image: ${base}:<version>\` or \`image: ${base}@sha256:<digest>\``
          });
        };
        for (const s of model.sidecars) {
          judge(s, `sidecar \`${s.name}\``);
          const shared2 = new Set(s.volumeMounts.filter((m) => m.mountPath !== VAR_FILES_DIR && m.name !== "var-files" && m.name !== "plugins").map((m) => m.name));
          for (const c of s.initContainers) {
            const fills = c.volumeMounts.find((m) => shared2.has(m.name) && m.mountPath !== VAR_FILES_DIR);
            if (fills) judge(c, `init container \`${c.name}\`, which fills volume \`${fills.name}\` for sidecar \`${s.name}\`,`);
          }
        }
        for (const pod of model.pods) {
          if (pod.main) judge(pod.main, `the repo-server container \`${pod.main.name}\``);
          for (const c of pod.initContainers) {
            const fills = c.volumeMounts.find((m) => m.mountPath !== VAR_FILES_DIR && m.name !== "var-files");
            if (fills) judge(c, `init container \`${c.name}\`, which fills volume \`${fills.name}\` in the repo-server pod,`);
            else if (c.volumeMounts.length === 0) judge(c, `init container \`${c.name}\` of the repo-server pod`);
          }
        }
      }
    });
  }
});

// src/rules/sidecar-resources.ts
var sidecar_resources_default;
var init_sidecar_resources = __esm({
  "src/rules/sidecar-resources.ts"() {
    "use strict";
    init_types();
    sidecar_resources_default = defineRule({
      meta: {
        id: "sidecar-resources",
        severity: "info",
        description: "a sidecar sets no resource requests or limits"
      },
      check({ model, report }) {
        for (const s of model.sidecars) {
          if (s.hasResources) continue;
          const node = s.ref.get("resources") ?? s.ref.get("name") ?? s.ref;
          report({
            loc: node.keyLoc(),
            message: `sidecar \`${s.name}\` sets no resource requests or limits: its plugin commands run for every app refresh, unaccounted by the scheduler, and one runaway render can get the whole repo-server pod evicted`,
            hint: "resources:\n  requests:\n    cpu: 100m\n    memory: 256Mi\n  limits:\n    memory: 1Gi"
          });
        }
      }
    });
  }
});

// src/rules/sidecar-hardening.ts
var sidecar_hardening_default;
var init_sidecar_hardening = __esm({
  "src/rules/sidecar-hardening.ts"() {
    "use strict";
    init_types();
    sidecar_hardening_default = defineRule({
      meta: {
        id: "sidecar-hardening",
        severity: "info",
        description: "a sidecar lacks the security settings the stock repo-server sets (no privilege escalation, capabilities dropped, read-only root)"
      },
      check({ model, report }) {
        for (const s of model.sidecars) {
          const sc = s.securityContext;
          const missing = [];
          const lines = [];
          if (sc.allowPrivilegeEscalation !== false) {
            missing.push("`allowPrivilegeEscalation: false`");
            lines.push("  allowPrivilegeEscalation: false");
          }
          if (!sc.dropsAll) {
            missing.push("`capabilities.drop: [ALL]`");
            lines.push("  capabilities:\n    drop: [ALL]");
          }
          if (sc.readOnlyRootFilesystem !== true) {
            missing.push("`readOnlyRootFilesystem: true`");
            lines.push("  readOnlyRootFilesystem: true");
          }
          if (missing.length === 0) continue;
          const node = s.ref.get("securityContext") ?? s.ref.get("name") ?? s.ref;
          report({
            loc: node.keyLoc(),
            message: `sidecar \`${s.name}\` runs commands taken from repository content but lacks ${missing.join(", ")}, which the stock repo-server container sets`,
            hint: `securityContext:
${lines.join("\n")}` + (sc.readOnlyRootFilesystem !== true ? "\n(a read-only root needs an emptyDir at /tmp, and HOME or HELM_*_HOME on a writable mount)" : "")
          });
        }
      }
    });
  }
});

// src/rules/sidecar-helm-home.ts
function covered(s, vars, under2) {
  for (const name of vars) {
    const r = pathOf(s, name);
    if (r !== void 0) return r;
  }
  const home = pathOf(s, "HOME");
  if (home !== void 0) return home;
  return s.volumeMounts.some((m) => {
    const p = m.mountPath.replace(/\/+$/, "");
    const v = findVolume(s, m.name);
    const writable = !m.readOnly && v !== void 0 && v.kind !== "configMap" && v.kind !== "secret";
    return writable && (p.endsWith(`/${under2}`) || p.endsWith(`/${under2.split("/")[0]}`) || /^\/home\/[^/]+$/.test(p) || p === "/root");
  });
}
function explicitVar(s, vars) {
  for (const name of vars) {
    const e = [...s.env].reverse().find((x) => x.name === name && x.value);
    if (e) return e;
  }
  return void 0;
}
function pathOf(s, name) {
  const e = [...s.env].reverse().find((x) => x.name === name);
  if (!e) return void 0;
  if (e.fromSource || e.value === void 0 || e.value.includes("$")) return true;
  if (e.value === "") return void 0;
  if (!e.value.startsWith("/")) return true;
  return writableAt(s, e.value) !== false;
}
function helmUse(plugins, s, model) {
  const files = mountedScripts(s, model);
  for (const p of plugins) {
    for (const role of ["init", "generate"]) {
      const c = p[role];
      const name = c && helmIn(c, files, pluginScript(p, role)?.facts);
      if (name) return { plugin: p, name };
    }
  }
  return void 0;
}
function helmIn(c, files, inline) {
  const argv = [...c.command, ...c.args];
  const base = (x) => (x ?? "").replace(/^.*\//, "");
  if (HELM_TOOLS.has(base(argv[0]))) return base(argv[0]);
  const analysed = inline ? [inline] : [];
  for (const a of argv) {
    const t = files.get(a);
    if (t !== void 0) analysed.push(analyzeScript(t, { honorShebang: true }));
  }
  for (const facts of analysed) {
    const hit = facts.commands.find((cmd2) => HELM_TOOLS.has(base(cmd2.name)));
    if (hit) return base(hit.name);
  }
  return void 0;
}
function mountedScripts(s, model) {
  const out = /* @__PURE__ */ new Map();
  for (const m of s.volumeMounts) {
    const v = findVolume(s, m.name);
    if (!m.subPath || v?.kind !== "configMap" || !v.configMapName) continue;
    const key = v.items?.find((it) => it.path === m.subPath)?.key ?? m.subPath;
    for (const cm of model.configMaps) {
      const value = cm.name === v.configMapName ? cm.keys.get(key)?.value : void 0;
      if (value !== void 0) out.set(m.mountPath, value);
    }
  }
  return out;
}
var HELM_TOOLS, DIRS, sidecar_helm_home_default;
var init_sidecar_helm_home = __esm({
  "src/rules/sidecar-helm-home.ts"() {
    "use strict";
    init_types();
    init_links();
    init_shell();
    init_plugin_scripts();
    HELM_TOOLS = /* @__PURE__ */ new Set(["helm", "helmfile"]);
    DIRS = [
      { dir: "cache", vars: ["HELM_CACHE_HOME", "XDG_CACHE_HOME"], under: ".cache" },
      { dir: "config", vars: ["HELM_CONFIG_HOME", "XDG_CONFIG_HOME"], under: ".config" },
      { dir: "data", vars: ["HELM_DATA_HOME", "XDG_DATA_HOME"], under: ".local/share" }
    ];
    sidecar_helm_home_default = defineRule({
      meta: {
        id: "sidecar-helm-home",
        severity: "warning",
        description: "a sidecar whose plugin runs helm/helmfile has a read-only root and no writable HELM_*_HOME or HOME"
      },
      check({ model, report }) {
        for (const s of model.sidecars) {
          if (s.securityContext.readOnlyRootFilesystem !== true) continue;
          const tool = helmUse(pluginsServedBy(s, model), s, model);
          if (!tool) continue;
          const missing = DIRS.filter((d) => !covered(s, d.vars, d.under));
          if (missing.length === 0) continue;
          const roRef = s.ref.getIn(["securityContext", "readOnlyRootFilesystem"]);
          const badVar = missing.map((d) => explicitVar(s, d.vars)).find((e) => e !== void 0);
          const dirs = `${missing.map((d) => d.dir).join(", ")} director${missing.length > 1 ? "ies" : "y"}`;
          report({
            loc: (badVar?.ref?.get("value") ?? roRef ?? s.ref.get("name") ?? s.ref).loc(),
            message: `sidecar \`${s.name}\` serves plugin ${pluginLabel(tool.plugin)}, which runs \`${tool.name}\`, on a read-only root filesystem, but ${badVar ? `${badVar.name}=${badVar.value} is not on a writable mount` : "no HELM_*_HOME or HOME points at a writable mount"}: helm fails to create its ${dirs}${badVar ? "" : " under the image's $HOME"} (the repo-server's HELM_*_HOME=/helm-working-dir is not inherited by sidecars)`,
            hint: `env:
${missing.map((d) => `  - name: ${d.vars[0]}
    value: /tmp/helm/${d.dir}`).join("\n")}
(with an emptyDir mounted at /tmp)`
          });
        }
      }
    });
  }
});

// src/rules/helm-cmp-not-created.ts
var helm_cmp_not_created_default;
var init_helm_cmp_not_created = __esm({
  "src/rules/helm-cmp-not-created.ts"() {
    "use strict";
    init_types();
    init_argocd();
    helm_cmp_not_created_default = defineRule({
      meta: {
        id: "helm-cmp-not-created",
        severity: "error",
        description: "chart values define configs.cmp.plugins or mount argocd-cmp-cm, but configs.cmp.create is not true"
      },
      check({ model, report, where }) {
        if (model.configMaps.some((c) => c.name === CHART_CMP_CONFIGMAP && c.origin !== "chart")) return;
        for (const chart of model.charts) {
          if (chart.cmpCreate) continue;
          const repoServer = chart.ref.get("repoServer")?.node;
          const mounting = model.sidecars.filter((s) => s.form === "chart-values" && s.file === chart.file && repoServer && s.podRef?.node === repoServer);
          const volume = mounting.flatMap((s) => s.volumes.filter((v) => v.ref && v.kind === "configMap" && v.configMapName === CHART_CMP_CONFIGMAP && !v.optional && s.volumeMounts.some((m) => m.name === v.name))).at(0);
          const volLoc = volume?.ref && (volume.ref.getIn(["configMap", "name"]) ?? volume.ref).loc();
          const createWritten = chart.cmpCreateRef ? ` (\`create: ${String(chart.cmpCreateRef.scalar())}\`)` : "";
          const plugins = chart.pluginsRef?.entries() ?? [];
          if (plugins.length > 0) {
            const loc = (chart.cmpCreateRef ?? chart.pluginsRef).loc();
            report({
              loc: chart.cmpCreateRef ? loc : chart.pluginsRef.keyLoc(),
              message: `configs.cmp.plugins defines ${plugins.map(([n]) => `\`${n}\``).join(", ")}, but configs.cmp.create is not true${createWritten}: the chart renders no ${CHART_CMP_CONFIGMAP}, so the plugins never reach a sidecar${volLoc ? `, and the volume at ${where(volLoc)} keeps the repo-server pod from starting` : ""}`,
              hint: "configs:\n  cmp:\n    create: true",
              related: volLoc ? [{ loc: volLoc, message: `volume \`${volume.name}\` mounts ${CHART_CMP_CONFIGMAP}` }] : void 0
            });
            continue;
          }
          if (volLoc) {
            report({
              loc: volLoc,
              message: `volume \`${volume.name}\` mounts ConfigMap ${CHART_CMP_CONFIGMAP}, but these chart values do not set configs.cmp.create: true${createWritten} and nothing in scope defines it: the kubelet cannot mount it and the repo-server pod stays in ContainerCreating`,
              hint: `configs:
  cmp:
    create: true
    plugins:
      <plugin>:
        generate:
          command: [sh, -c]
          args: ["\u2026"]`
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
          const app2 = `${s.app.label}`;
          const versioned = model.plugins.find((p) => p.name === name && p.version);
          if (versioned) {
            report({
              loc,
              message: `${app2} names plugin \`${name}\`, but the plugin at ${where((versioned.versionRef ?? versioned.ref).loc())} declares \`version: ${versioned.version}\`, so Argo CD serves it as \`${versioned.socketName}\``,
              hint: `plugin.name: ${versioned.socketName}`,
              related: [{ loc: (versioned.versionRef ?? versioned.ref).loc(), message: `plugin \`${name}\` version ${versioned.version}` }]
            });
            continue;
          }
          if (opaque.length > 0) continue;
          if (model.legacy.some((l) => l.names.includes(name))) continue;
          const base = model.plugins.find((p) => p.version && name === p.name + "-" + name.slice(p.name.length + 1) && name.startsWith(p.name + "-"));
          const near = closest(name, [...served]);
          const known = [...served].sort();
          report({
            loc,
            message: `${app2} names plugin \`${name}\`, which no plugin in scope serves (known: ${known.join(", ")}): Argo CD reports "could not find cmp-server plugin with name \\"${name}\\""`,
            hint: near ? `plugin.name: ${near}` : base ? `plugin.name: ${base.socketName}` : "declare the plugin, or list it under `plugins:` in .cmp-lint.yaml when a sidecar defined elsewhere serves it"
          });
        }
      }
    });
  }
});

// src/model/app-path.ts
import { existsSync as existsSync4, readFileSync as readFileSync3, statSync as statSync5 } from "node:fs";
import { join as join4, resolve as resolve3 } from "node:path";
function localAppDir(model, source) {
  if (source.chart) return void 0;
  const path = source.path ?? "";
  if (/\{\{|\$/.test(path)) return void 0;
  const rel = goClean(path);
  if (rel.startsWith("/") || rel === ".." || rel.startsWith("../")) return void 0;
  const bases = [];
  const remotes = gitRemotes(model.root);
  const url = source.repoURL ? normalizeRepoURL(source.repoURL) : void 0;
  const proven = url !== void 0 && remotes.some((r) => r === url);
  const foreign = url !== void 0 && remotes.length > 0 && !proven;
  if (!foreign && (rel !== "." || proven)) bases.push(model.root);
  if (rel !== "." && model.cwd && resolve3(model.cwd) !== resolve3(model.root)) bases.push(model.cwd);
  for (const base of bases) {
    const dir = rel === "." ? base : join4(base, ...rel.split("/"));
    if (!isDir(dir)) continue;
    if (hasSourceOverride(dir, source.app.name)) return void 0;
    return dir;
  }
  return void 0;
}
function isDir(p) {
  try {
    return statSync5(p).isDirectory();
  } catch {
    return false;
  }
}
function hasSourceOverride(dir, appName2) {
  return existsSync4(join4(dir, ".argocd-source.yaml")) || appName2 !== "" && existsSync4(join4(dir, `.argocd-source-${appName2}.yaml`));
}
function normalizeRepoURL(url) {
  let u = url.trim().toLowerCase();
  u = u.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  u = u.replace(/^[^@/]*@/, "");
  if (!/^[^/]*:\d+\//.test(u)) u = u.replace(/^([^/:]+):/, "$1/");
  u = u.replace(/:\d+\//, "/");
  return u.replace(/\/+$/, "").replace(/\.git$/, "");
}
function gitRemotes(root) {
  const cached = remoteCache.get(root);
  if (cached) return cached;
  const urls = [];
  for (const cfg of gitConfigFiles(root)) {
    let inRemote = false;
    for (const line of safeRead(cfg).split("\n")) {
      const section = /^\s*\[\s*([^\]\s"]+)/.exec(line);
      if (section) {
        inRemote = section[1].toLowerCase() === "remote";
        continue;
      }
      const m = /^\s*url\s*=\s*(.+?)\s*$/i.exec(line);
      if (inRemote && m) urls.push(normalizeRepoURL(m[1]));
    }
  }
  remoteCache.set(root, urls);
  return urls;
}
function gitConfigFiles(root) {
  const dotGit = join4(root, ".git");
  let gitDir = dotGit;
  try {
    if (statSync5(dotGit).isFile()) {
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(safeRead(dotGit));
      if (!m) return [];
      gitDir = resolve3(root, m[1]);
    }
  } catch {
    return [];
  }
  const out = [join4(gitDir, "config")];
  const common2 = safeRead(join4(gitDir, "commondir")).trim();
  if (common2) out.push(join4(resolve3(gitDir, common2), "config"));
  return out;
}
function safeRead(p) {
  try {
    return readFileSync3(p, "utf8");
  } catch {
    return "";
  }
}
var remoteCache;
var init_app_path = __esm({
  "src/model/app-path.ts"() {
    "use strict";
    init_discover3();
    remoteCache = /* @__PURE__ */ new Map();
  }
});

// src/rules/app-plugin-discover-mismatch.ts
function discoverValueLoc(p, kind) {
  const r = p.discover?.ref;
  if (!r) return p.ref.loc();
  return (kind === "fileName" ? r.get("fileName") : r.getIn(["find", "glob"]))?.loc() ?? r.keyLoc();
}
function hintFor3(p, kind) {
  return `plugin ${pluginLabel(p)} is selected by name here: delete its \`discover\` block if it is only used by name (discovery is optional since Argo CD 2.7), or change \`${kind === "fileName" ? "discover.fileName" : "discover.find.glob"}\` so it matches a file in the app directory (patterns are relative to spec.source.path)`;
}
var app_plugin_discover_mismatch_default;
var init_app_plugin_discover_mismatch = __esm({
  "src/rules/app-plugin-discover-mismatch.ts"() {
    "use strict";
    init_types();
    init_plugin_scripts();
    init_discover3();
    init_app_path();
    app_plugin_discover_mismatch_default = defineRule({
      meta: {
        id: "app-plugin-discover-mismatch",
        severity: "error",
        description: "the plugin an Application names has a discover rule that does not match the app's path"
      },
      check({ model, report, where }) {
        for (const s of model.sources) {
          const name = s.plugin?.name;
          if (!name || s.types.length !== 1) continue;
          const plugin = socketOrder(model.plugins).find((p) => p.socketName === name);
          const eff = effectiveRule(plugin?.discover);
          if (!plugin || !eff || eff.kind === "command") continue;
          const appDir = localAppDir(model, s);
          if (!appDir) continue;
          const outcome = discoverMatchesStatically(plugin.discover, appDir);
          if (outcome === "match" || outcome === "unknown") continue;
          const ruleLoc2 = discoverValueLoc(plugin, eff.kind);
          const rule = `\`${eff.kind === "fileName" ? "fileName" : "find.glob"}: ${eff.value}\``;
          const path = s.path && s.path !== "" ? s.path : ".";
          const notFound = `could not find cmp-server plugin with name "${name}" supporting the given repository`;
          const why = typeof outcome === "object" ? `the pattern is invalid (${outcome.error}), so the named plugin fails with "${notFound}: match repository error"` : `nothing in \`${path}\` matches it, and Argo CD still evaluates a named plugin's discover rule: the app fails with "${notFound}"`;
          report({
            loc: (s.plugin.nameRef ?? s.plugin.ref).loc(),
            message: `${s.app.label} names plugin \`${name}\`, whose discover rule ${rule} (${where(ruleLoc2)}) does not match the app path: ${why}`,
            hint: hintFor3(plugin, eff.kind),
            related: [{ loc: ruleLoc2, message: `discover rule of plugin \`${name}\`` }]
          });
        }
      }
    });
  }
});

// src/rules/app-discovery-ambiguous.ts
function ruleLoc(p) {
  const r = p.discover?.ref;
  if (!r) return p.ref.loc();
  const eff = effectiveRule(p.discover);
  const node = eff?.kind === "fileName" ? r.get("fileName") : eff?.kind === "glob" ? r.getIn(["find", "glob"]) : r.get("find");
  return (node ?? r).loc();
}
var app_discovery_ambiguous_default;
var init_app_discovery_ambiguous = __esm({
  "src/rules/app-discovery-ambiguous.ts"() {
    "use strict";
    init_types();
    init_plugin_scripts();
    init_discover3();
    init_app_path();
    app_discovery_ambiguous_default = defineRule({
      meta: {
        id: "app-discovery-ambiguous",
        severity: "warning",
        description: "an Application without a plugin name whose path matches the discover rules of several plugins"
      },
      check({ model, report, where }) {
        const ordered = socketOrder(model.plugins).filter((p) => effectiveRule(p.discover) !== void 0);
        if (ordered.length < 2) return;
        for (const s of model.sources) {
          const auto = s.types.length === 0 || s.types.length === 1 && s.types[0] === "plugin" && !s.plugin?.name;
          if (!auto) continue;
          const appDir = localAppDir(model, s);
          if (!appDir) continue;
          const matched = [];
          const unknownBefore = [];
          for (const p of ordered) {
            const o = discoverMatchesStatically(p.discover, appDir);
            if (o === "match") matched.push(p);
            else if (o === "unknown" && matched.length === 0) unknownBefore.push(p);
          }
          if (matched.length < 2) continue;
          const [winner, ...losers] = matched;
          const list2 = matched.map((p) => `\`${p.socketName}\` (${where(ruleLoc(p))})`).join(", ");
          const caveat = unknownBefore.length ? ` (unless the find.command of ${unknownBefore.map((p) => `\`${p.socketName}\``).join(", ")}, which sorts first and which lint does not run, matches too)` : "";
          const path = s.path && s.path !== "" ? s.path : ".";
          report({
            loc: (s.ref.get("path") ?? s.plugin?.ref ?? s.ref).loc(),
            message: `${s.app.label} names no plugin, and \`${path}\` matches the discover rules of ${list2}: Argo CD tries plugin sockets in lexical order and silently uses \`${winner.socketName}\`${caveat}`,
            hint: `choose explicitly with \`plugin.name: ${winner.socketName}\` (or ${losers.map((p) => `\`${p.socketName}\``).join(", ")}), or narrow the discover rules so only one matches`,
            related: matched.map((p) => ({ loc: ruleLoc(p), message: `discover rule of plugin ${pluginLabel(p)} matches` }))
          });
        }
      }
    });
  }
});

// src/rules/app-source-multiple-types.ts
function hintFor4(types2) {
  if (types2.includes("plugin")) {
    return "a plugin replaces the built-in tools: pass Helm/Kustomize options through `plugin.env` or `plugin.parameters` and delete the other block, or delete `plugin` to use the built-in tool";
  }
  return `keep one of ${types2.map((t) => `\`${t}\``).join(", ")} and delete the others (an empty block such as \`directory: {}\` also counts)`;
}
var ARGO_ORDER, ARGO_NAME, app_source_multiple_types_default;
var init_app_source_multiple_types = __esm({
  "src/rules/app-source-multiple-types.ts"() {
    "use strict";
    init_types();
    ARGO_ORDER = ["kustomize", "helm", "directory", "plugin"];
    ARGO_NAME = { kustomize: "Kustomize", helm: "Helm", directory: "Directory", plugin: "Plugin" };
    app_source_multiple_types_default = defineRule({
      meta: {
        id: "app-source-multiple-types",
        severity: "error",
        description: "one Application source sets more than one of `helm`, `kustomize`, `directory` and `plugin`"
      },
      check({ model, report, where }) {
        for (const s of model.sources) {
          if (s.types.length < 2) continue;
          const types2 = ARGO_ORDER.filter((t) => s.types.includes(t));
          const placed = types2.map((t) => ({ t, loc: (s.typeRefs[t] ?? s.ref).keyLoc() })).sort((a, b) => a.loc.line - b.loc.line || a.loc.column - b.loc.column);
          const last = placed[placed.length - 1];
          const others = placed.slice(0, -1);
          const argo = types2.map((t) => ARGO_NAME[t]).join(",");
          const source = s.index === void 0 ? "spec.source" : `spec.sources[${s.index}]`;
          report({
            loc: last.loc,
            message: `${s.app.label} sets both ${others.map((o) => `\`${o.t}\` (${where(o.loc)})`).join(", ")} and \`${last.t}\` in ${source}: Argo CD allows one source type per source and fails with "multiple application sources defined: ${argo}", so nothing is generated`,
            hint: hintFor4(types2),
            related: others.map((o) => ({ loc: o.loc, message: `\`${o.t}\` is also set here` }))
          });
        }
      }
    });
  }
});

// src/rules/app-plugin-env-prefix.ts
function mayUse(s, p, served) {
  const name = s.plugin?.name;
  if (name && served.has(name)) return name === p.socketName;
  if (name) return true;
  return hasDiscovery(p.discover);
}
function sidecarSets(p, name, model) {
  const serving = model.sidecars.filter((sc) => pluginsServedBy(sc, model).includes(p));
  const relevant = serving.length ? serving : model.sidecars;
  return relevant.some((sc) => sc.env.some((e) => e.name === name) || sc.ref.get("envFrom") !== void 0);
}
var PREFIX3, RUNTIME_NAMES, app_plugin_env_prefix_default;
var init_app_plugin_env_prefix = __esm({
  "src/rules/app-plugin-env-prefix.ts"() {
    "use strict";
    init_types();
    init_discover3();
    init_links();
    init_plugin_scripts();
    PREFIX3 = "ARGOCD_ENV_";
    RUNTIME_NAMES = /* @__PURE__ */ new Set(["PATH", "HOME", "PWD", "OLDPWD", "HOSTNAME", "USER", "SHELL", "IFS", "TERM", "LANG"]);
    app_plugin_env_prefix_default = defineRule({
      meta: {
        id: "app-plugin-env-prefix",
        severity: "warning",
        description: "an Application env name carries the `ARGOCD_ENV_` prefix, or a plugin script reads an Application env variable without it"
      },
      check({ model, report, where }) {
        const served = new Set(model.plugins.map((p) => p.socketName));
        const entryLoc = (e, fallback) => (e.ref?.get("name") ?? e.ref ?? fallback.plugin.ref).loc();
        for (const s of model.sources) {
          for (const e of s.plugin?.env ?? []) {
            if (!e.name.startsWith(PREFIX3)) continue;
            const bare = e.name.slice(PREFIX3.length);
            report({
              loc: entryLoc(e, s),
              message: `${s.app.label} sets plugin env \`${e.name}\`: Argo CD adds the \`${PREFIX3}\` prefix itself, so the plugin receives \`${PREFIX3}${e.name}\` and \`$${e.name}\` stays empty`,
              hint: `name: ${bare}`
            });
          }
        }
        for (const p of model.plugins) {
          const scripts = pluginScripts(p);
          if (scripts.length === 0) continue;
          const setters = /* @__PURE__ */ new Map();
          for (const s of model.sources) {
            if (!s.plugin || s.types.length !== 1 || !mayUse(s, p, served)) continue;
            for (const e of s.plugin.env) {
              if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(e.name) || e.name.startsWith(PREFIX3) || RUNTIME_NAMES.has(e.name)) continue;
              setters.set(e.name, [...setters.get(e.name) ?? [], { source: s, entry: e }]);
            }
          }
          const readsPrefixed = new Set(scripts.flatMap((sc) => sc.facts.varReads.map((r) => r.name)).filter((n) => n.startsWith(PREFIX3)));
          for (const [name, from] of setters) {
            if (readsPrefixed.has(PREFIX3 + name)) continue;
            if (sidecarSets(p, name, model)) continue;
            for (const sc of scripts) {
              const reads = environmentReads(sc.facts, name);
              if (reads.length === 0) continue;
              const first = reads[0];
              const app2 = from[0];
              const appWhere = where(entryLoc(app2.entry, app2.source));
              const more = from.length > 1 ? ` and ${from.length - 1} more` : "";
              const loc = sc.node ? sc.node.scalarOffsetLoc(first.offset, first.end) : entryLoc(app2.entry, app2.source);
              const effect = first.hasDefault ? "always takes its default" : "is empty";
              report({
                loc,
                message: `the ${sc.role} script of plugin ${pluginLabel(p)} reads \`$${name}\`, but \`${name}\` comes from ${app2.source.app.label}'s plugin.env (${appWhere})${more}, which Argo CD passes as \`${PREFIX3}${name}\`: \`$${name}\` ${effect} in the plugin`,
                hint: `read \`$${PREFIX3}${name}\` in the script${first.hasDefault ? ` (e.g. \`\${${PREFIX3}${name}${first.op ?? ":-"}...}\`)` : ""}, or set \`${name}\` on the sidecar container if it is not meant to come from the Application`,
                related: from.map((f) => ({ loc: entryLoc(f.entry, f.source), message: `plugin env \`${name}\` set here (arrives as \`${PREFIX3}${name}\`)` }))
              });
            }
          }
          const serving = model.sidecars.filter((sc) => pluginsServedBy(sc, model).includes(p));
          if (serving.length === 0 || model.images.length > 0 || serving.some((sc) => sc.ref.get("envFrom") !== void 0)) continue;
          const appNames = new Set(model.sources.flatMap((src) => (src.plugin?.env ?? []).map((e) => e.name)));
          const readNames = new Set(scripts.flatMap((sc) => sc.facts.varReads.map((r) => r.name)));
          for (const sc of scripts) {
            const seen = /* @__PURE__ */ new Set();
            for (const r of sc.facts.varReads) {
              const n = r.name;
              if (seen.has(n) || r.hasDefault || sc.facts.assigned.has(n) || appNames.has(n)) continue;
              seen.add(n);
              if (!/^[A-Z][A-Z0-9_]*$/.test(n) || RUNTIME_NAMES.has(n) || /^(ARGOCD_|PARAM_|KUBE_|GIT_)/.test(n)) continue;
              if (readNames.has(PREFIX3 + n) || serving.some((c) => c.env.some((e) => e.name === n))) continue;
              if (!sc.node) continue;
              report({
                loc: sc.node.scalarOffsetLoc(r.offset, r.end),
                severity: "info",
                message: `the ${sc.role} script of plugin ${pluginLabel(p)} reads \`$${n}\`, which neither the script nor its sidecar \`${serving[0].name}\` (${where(serving[0].ref.keyLoc())}) sets: if it is meant to come from an Application's plugin.env, Argo CD passes it as \`${PREFIX3}${n}\` and \`$${n}\` is empty`,
                hint: `read \`$${PREFIX3}${n}\`, or set \`${n}\` in the sidecar container's env`
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/app-plugin-env-undefined-var.ts
function expandRefs(s) {
  const out = [];
  for (let j = 0; j < s.length; j++) {
    if (s[j] !== "$" || j + 1 >= s.length) continue;
    const rest = s.slice(j + 1);
    let name;
    let w;
    let braced = false;
    if (rest[0] === "{") {
      braced = true;
      if (rest.length > 2 && SPECIAL.has(rest[1]) && rest[2] === "}") {
        name = rest[1];
        w = 3;
      } else {
        const close = rest.indexOf("}", 1);
        if (close === 1) [name, w] = ["", 2];
        else if (close < 0) [name, w] = ["", 1];
        else [name, w] = [rest.slice(1, close), close + 1];
      }
    } else if (SPECIAL.has(rest[0])) {
      [name, w] = [rest[0], 1];
    } else {
      const m = /^[A-Za-z0-9_]*/.exec(rest)[0];
      [name, w] = [m, m.length];
      if (w === 0) continue;
    }
    out.push({ name, start: j, end: j + 1 + w, braced });
    j += w;
  }
  return out;
}
function templateRegions(s) {
  const out = [];
  let i = 0;
  while ((i = s.indexOf("{{", i)) >= 0) {
    const close = s.indexOf("}}", i + 2);
    const end = close < 0 ? s.length : close + 2;
    out.push([i, end]);
    i = end;
  }
  return out;
}
var BUILD, TERRAFORM, SPECIAL, app_plugin_env_undefined_var_default;
var init_app_plugin_env_undefined_var = __esm({
  "src/rules/app-plugin-env-undefined-var.ts"() {
    "use strict";
    init_types();
    init_argocd();
    BUILD = new Set(BUILD_ENV_VARS);
    TERRAFORM = /%\{~?\s*(?:if|for|endif|endfor|else)\b|\$\{\s*(?:var|local|module|each|data|path)\.[A-Za-z_]/;
    SPECIAL = /* @__PURE__ */ new Set(["*", "#", "$", "@", "!", "?", "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    app_plugin_env_undefined_var_default = defineRule({
      meta: {
        id: "app-plugin-env-undefined-var",
        severity: "warning",
        description: "an Application plugin env value references a variable Argo CD does not define, so it expands to empty"
      },
      check({ model, report }) {
        for (const s of model.sources) {
          for (const e of s.plugin?.env ?? []) {
            if (!e.value.includes("$")) continue;
            const templates = templateRegions(e.value);
            const terraform = TERRAFORM.test(e.ref?.src.text ?? "");
            const valueRef = e.ref?.get("value");
            for (const r of expandRefs(e.value)) {
              if (r.name === "$" || BUILD.has(r.name)) continue;
              if (templates.some(([a, b]) => r.start >= a && r.start < b)) continue;
              if (r.braced && terraform) continue;
              if (r.braced && r.name !== "" && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(r.name) && !SPECIAL.has(r.name)) continue;
              const text = e.value.slice(r.start, r.end);
              const loc = valueRef ? valueRef.scalarOffsetLoc(r.start, r.end) : (e.ref ?? s.plugin.ref).loc();
              const app2 = `${s.app.label}`;
              if (r.name === "") {
                report({
                  loc,
                  message: `plugin env \`${e.name}\` of ${app2} contains \`${text}\`, which Go's os.Expand treats as bad syntax and drops from the value`,
                  hint: "write `$$` for a literal `$`"
                });
                continue;
              }
              const why = r.name.startsWith("ARGOCD_ENV_") ? "other plugin.env entries are not available there" : "sidecar and repo-server variables are not available there";
              report({
                loc,
                message: `plugin env \`${e.name}\` of ${app2} references \`${text}\`: Argo CD expands plugin.env values with its build variables only (ARGOCD_APP_*, KUBE_VERSION, KUBE_API_VERSIONS; ${why}), so \`${text}\` becomes an empty string`,
                hint: `write \`$${text}\` to hand the plugin a literal \`${text}\` for its script to expand, or put the value itself`
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/app-plugin-param-unknown.ts
function paramEnvName(name) {
  return "PARAM_" + name.toUpperCase().replace(/[^A-Z0-9_]/g, "_");
}
function scriptReads(p) {
  return new Set(pluginScripts(p).flatMap((sc) => sc.facts.varReads.map((r) => r.name)));
}
var app_plugin_param_unknown_default;
var init_app_plugin_param_unknown = __esm({
  "src/rules/app-plugin-param-unknown.ts"() {
    "use strict";
    init_types();
    init_config();
    init_discover3();
    init_plugin_scripts();
    app_plugin_param_unknown_default = defineRule({
      meta: {
        id: "app-plugin-param-unknown",
        // info, not warning: Argo CD passes every parameter an Application sets, announced or not
        // (ARGOCD_APP_PARAMETERS, PARAM_<NAME>), and a plugin may read names it never announces; only a
        // likely typo or a parameter meant for another plugin is worth a look
        severity: "info",
        description: "an Application sets a plugin parameter the plugin does not announce (it still reaches the plugin)"
      },
      check({ model, report, where }) {
        for (const s of model.sources) {
          const name = s.plugin?.name;
          if (!name || !s.plugin.parameters.length) continue;
          const p = socketOrder(model.plugins).find((x) => x.socketName === name);
          if (!p || p.parameters.dynamic) continue;
          const announced = p.parameters.static.map((a) => a.name);
          const reads = scriptReads(p);
          if (announced.length === 0 && reads.has("ARGOCD_APP_PARAMETERS")) continue;
          const declaredAt = where((p.ref.getIn(["spec", "parameters"]) ?? p.ref.get("parameters") ?? p.nameRef ?? p.ref).keyLoc());
          for (const param of s.plugin.parameters) {
            if (!param.name || announced.includes(param.name)) continue;
            if (/\{\{/.test(param.name) && s.templated) continue;
            const env = paramEnvName(param.name);
            if ([...reads].some((r) => r === env || r.startsWith(env + "_"))) continue;
            const near = closest(param.name, announced);
            const list2 = announced.length ? `announces ${announced.map((a) => `\`${a}\``).join(", ")}` : "announces no parameters";
            report({
              loc: (param.ref?.get("name") ?? param.ref ?? s.plugin.ref).loc(),
              message: `${s.app.label} sets parameter \`${param.name}\`, but plugin ${pluginLabel(p)} (${declaredAt}) ${list2} and has no parameters.dynamic: it reaches the plugin only as \`${env}\` and in ARGOCD_APP_PARAMETERS, and nothing shows it in the UI, so the plugin most likely ignores it`,
              hint: near ? `name: ${near}` : `announce it under \`spec.parameters.static\` of plugin ${pluginLabel(p)} (\`- name: ${param.name}\`), or remove it`
            });
          }
        }
      }
    });
  }
});

// src/rules/app-vault-placeholder.ts
function* stringScalars(ref, path) {
  if (ref.isMap()) {
    for (const [k, v] of ref.entries()) yield* stringScalars(v, [...path, k]);
  } else if (ref.isSeq()) {
    let i = 0;
    for (const v of ref.items()) yield* stringScalars(v, [...path, i++]);
  } else if (typeof ref.scalar() === "string") {
    yield { ref, path: path.map((p, i) => typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`).join("") };
  }
}
var PLACEHOLDER2, app_vault_placeholder_default;
var init_app_vault_placeholder = __esm({
  "src/rules/app-vault-placeholder.ts"() {
    "use strict";
    init_types();
    PLACEHOLDER2 = /<path:[^<>#\s]+#[^<>\n]+>/g;
    app_vault_placeholder_default = defineRule({
      meta: {
        id: "app-vault-placeholder",
        severity: "warning",
        description: "argocd-vault-plugin `<path:...>` placeholders in an Application source that goes through no plugin"
      },
      check({ model, report }) {
        for (const s of model.sources) {
          if (s.types.length !== 1 || s.types[0] === "plugin") continue;
          const tool = s.types[0];
          const block = s.typeRefs[tool];
          if (!block) continue;
          for (const { ref, path } of stringScalars(block, [tool])) {
            const text = ref.scalar();
            for (const m of text.matchAll(PLACEHOLDER2)) {
              const start = m.index ?? 0;
              report({
                loc: ref.scalarOffsetLoc(start, start + m[0].length),
                message: `${s.app.label} puts the argocd-vault-plugin placeholder \`${m[0]}\` in \`${path}\`, but this source uses the built-in ${tool} support, not a plugin: nothing substitutes the placeholder, so the literal text reaches the cluster`,
                hint: `send this source through your argocd-vault-plugin CMP (a \`plugin:\` block instead of \`${tool}:\`, passing the values through plugin.env), or take the secret from a Kubernetes Secret (e.g. an ExternalSecret) instead of a placeholder`
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/pod-mount-path-duplicate.ts
var pod_mount_path_duplicate_default;
var init_pod_mount_path_duplicate = __esm({
  "src/rules/pod-mount-path-duplicate.ts"() {
    "use strict";
    init_types();
    init_links();
    pod_mount_path_duplicate_default = defineRule({
      meta: {
        id: "pod-mount-path-duplicate",
        severity: "error",
        description: "a container of the repo-server pod mounts two volumes at the same `mountPath`"
      },
      check({ model, report, where }) {
        for (const pod of model.pods) {
          for (const { c, role } of podContainers(pod)) {
            const first = /* @__PURE__ */ new Map();
            for (const m of c.volumeMounts) {
              if (!m.mountPath) continue;
              const path = m.mountPath;
              const prev = first.get(path);
              if (!prev) {
                first.set(path, m);
                continue;
              }
              const prevLoc = (prev.ref?.get("mountPath") ?? prev.ref ?? c.ref).loc();
              report({
                loc: (m.ref?.get("mountPath") ?? m.ref ?? c.ref).loc(),
                message: `${containerLabel(c, role)} mounts ${m.name === prev.name ? `volume \`${m.name}\`` : `\`${m.name}\``} at ${m.mountPath}, which ${m.name === prev.name ? "it already mounts" : `already holds \`${prev.name}\``} (${where(prevLoc)}): Kubernetes requires unique mount paths and rejects the pod ("must be unique")`,
                hint: m.subPath || prev.subPath ? "give each file its own path (e.g. mount each subPath at its own file name)" : "delete one of the two mounts, or mount it at another path",
                related: [{ loc: prevLoc, message: `first mount at ${prev.mountPath}` }]
              });
            }
          }
        }
      }
    });
  }
});

// src/rules/pod-env-shell-syntax.ts
var SHELL_VAR, pod_env_shell_syntax_default;
var init_pod_env_shell_syntax = __esm({
  "src/rules/pod-env-shell-syntax.ts"() {
    "use strict";
    init_types();
    init_links();
    init_shell();
    SHELL_VAR = /(^|[^$])\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
    pod_env_shell_syntax_default = defineRule({
      meta: {
        id: "pod-env-shell-syntax",
        severity: "warning",
        description: "a repo-server pod container writes `${VAR}` in env, command or args, where Kubernetes expands only `$(VAR)`"
      },
      check({ model, report }) {
        for (const pod of model.pods) {
          for (const { c, role } of podContainers(pod)) {
            const who = containerLabel(c, role);
            c.env.forEach((e, i) => {
              if (e.value === void 0) return;
              check(e.value, c.ref.getIn(["env", i, "value"]), `env \`${e.name}\``, who, c, i);
            });
            const command3 = c.command ?? [];
            const args = c.args ?? [];
            const sh = scriptOfCommand(command3, args);
            [...command3, ...args].forEach((v, i) => {
              if (sh && i === sh.scriptIndex) return;
              const node = i < command3.length ? c.ref.getIn(["command", i]) : c.ref.getIn(["args", i - command3.length]);
              check(v, node, i < command3.length ? "command" : "args", who, c);
            });
          }
        }
        function check(value, node, field, who, c, envIndex) {
          for (const m of value.matchAll(SHELL_VAR)) {
            const name = m[2];
            const start = m.index + m[1].length;
            const end = start + name.length + 3;
            const defined2 = c.env.some((e, j) => e.name === name && (envIndex === void 0 || j < envIndex));
            report({
              loc: node ? node.scalarOffsetLoc(start, end) : c.ref.loc(),
              message: `${who} ${field} holds \`\${${name}}\`: Kubernetes expands only \`$(${name})\` there, so the process receives the literal text \`\${${name}}\``,
              hint: defined2 ? `write \`$(${name})\` (defined ${envIndex === void 0 ? "in this container" : "earlier in this env list"})` : `set the value directly, or define \`${name}\` earlier in this container's env and write \`$(${name})\`; a shell expands \`\${${name}}\` only inside \`sh -c\``
            });
            return;
          }
        }
      }
    });
  }
});

// src/rules/init-container-script.ts
function foldedLineLoc(ref, snippet2) {
  const n = ref.node;
  if (!(0, import_yaml5.isScalar)(n) || !n.range || n.type !== "BLOCK_FOLDED" && !(n.type === "PLAIN" && String(n.value).length < n.range[1] - n.range[0] && ref.src.text.slice(n.range[0], n.range[1]).includes("\n"))) return void 0;
  const head = snippet2.trim().split(/\s+/).slice(0, 3).join(" ");
  if (!head) return void 0;
  const text = ref.src.text.slice(n.range[0], n.range[1]);
  let off = n.range[0];
  for (const line of text.split("\n")) {
    const norm = line.trim().split(/\s+/).join(" ");
    const i = norm.indexOf(head);
    if (i >= 0 && line.trim()) {
      const start = off + (line.length - line.trimStart().length);
      return ref.src.loc(start, off + line.replace(/\s+$/, "").length);
    }
    off += line.length + 1;
  }
  return void 0;
}
function foldedFusion(ref) {
  const n = ref.node;
  if (!(0, import_yaml5.isScalar)(n) || n.type !== "BLOCK_FOLDED" || !n.range) return void 0;
  const text = ref.src.text;
  const headerEnd = text.indexOf("\n", n.range[0]);
  if (headerEnd < 0) return void 0;
  const body = text.slice(headerEnd + 1, n.range[1]);
  const lines = [];
  let off = headerEnd + 1;
  for (const l of body.split("\n")) {
    lines.push({ text: l.replace(/\r$/, ""), offset: off });
    off += l.length + 1;
  }
  const first = lines.find((l) => l.text.trim() !== "");
  if (!first) return void 0;
  const indent = first.text.length - first.text.trimStart().length;
  const atBase = (l) => l.trim() !== "" && l.length - l.trimStart().length === indent;
  for (let k = 0; k + 1 < lines.length; k++) {
    const a = lines[k].text;
    const b = lines[k + 1].text;
    if (!atBase(a) || !atBase(b)) continue;
    const at2 = a.trim();
    const bt = b.trim();
    if (at2.startsWith("#") || CONTINUES.test(at2) || STARTS_CLAUSE.test(bt)) continue;
    const word = bt.split(/\s+/)[0];
    if (!COMMANDS.has(word)) continue;
    const start = lines[k].offset + indent;
    return { loc: ref.src.loc(start, lines[k].offset + a.length), line: oneLine(at2), next: oneLine(bt) };
  }
  return void 0;
}
var import_yaml5, CONTINUES, STARTS_CLAUSE, COMMANDS, init_container_script_default;
var init_init_container_script = __esm({
  "src/rules/init-container-script.ts"() {
    "use strict";
    import_yaml5 = __toESM(require_dist(), 1);
    init_types();
    init_shell();
    init_plugin_scripts();
    CONTINUES = /(&&|\|\||\||;|\\|\{|\(|\bthen|\bdo|\belse|\bin|&)\s*$/;
    STARTS_CLAUSE = /^(&&|\|\||\||;|then\b|do\b|done\b|fi\b|else\b|elif\b|esac\b|\}|\))/;
    COMMANDS = /* @__PURE__ */ new Set(["wget", "curl", "chmod", "chown", "mv", "cp", "tar", "mkdir", "ln", "rm", "echo", "cd", "apk", "apt-get", "apt", "yum", "dnf", "microdnf", "install", "unzip", "gunzip", "helm", "kustomize", "export", "set", "ls", "cat", "sh", "bash", "touch", "pip", "pip3", "npm", "go", "git", "sed", "printf", "exit", "test", "if", "for", "while"]);
    init_container_script_default = defineRule({
      meta: {
        id: "init-container-script",
        severity: "warning",
        description: "an init container's shell script of the repo-server pod can exit 0 after a failed step (no `set -e`, a pipe without pipefail, lines folded into one command)"
      },
      check({ model, report }) {
        const seen = /* @__PURE__ */ new Set();
        for (const pod of model.pods) {
          for (const c of pod.initContainers) {
            if (seen.has(c.ref.node ?? c.ref)) continue;
            seen.add(c.ref.node ?? c.ref);
            judge(c);
          }
        }
        function judge(c) {
          const command3 = c.command ?? [];
          const args = c.args ?? [];
          const k8s = (v) => v.replace(/(^|[^$])\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (_, a, n) => `${a}\${${n}}`);
          const sh = scriptOfCommand(command3.map(k8s), args.map(k8s));
          if (!sh) return;
          const i = sh.scriptIndex;
          const node = i < command3.length ? c.ref.getIn(["command", i]) : c.ref.getIn(["args", i - command3.length]);
          const fused = node ? foldedFusion(node) : void 0;
          if (fused) {
            report({
              loc: fused.loc,
              message: `init container \`${c.name}\`: this folded (\`>\`) script joins \`${fused.line}\` and the next line \`${fused.next}\` into one command, so \`${fused.next.split(/\s+/)[0]}\` becomes an argument of \`${fused.line.split(/\s+/)[0]}\` instead of running`,
              hint: "end the line with `&&` (or use a literal block `|`, which keeps line breaks, and start it with `set -e`)"
            });
            return;
          }
          const facts = analyzeScript(sh.script, { errexit: sh.errexit, pipefail: sh.pipefail });
          if (facts.parseErrors.length) return;
          const at2 = (start, end) => node ? foldedLineLoc(node, sh.script.slice(start, end)) ?? node.scalarOffsetLoc(start, end) : c.ref.loc();
          const swallowed = swallowedFailure(facts);
          if (swallowed) {
            const text2 = oneLine(sh.script.slice(swallowed.offset, swallowed.end));
            report({
              loc: at2(swallowed.offset, swallowed.end),
              message: `init container \`${c.name}\`: \`${text2}\` ends with \`|| echo\`, so when a step fails the message is printed and the container still exits 0: Kubernetes starts the pod with missing or broken tools`,
              hint: 'end the handler with a failure: `|| { echo "\u2026" >&2; exit 1; }`'
            });
            return;
          }
          const masked = firstMaskedFailure(facts);
          if (!masked) return;
          const text = oneLine(sh.script.slice(masked.offset, masked.end));
          report({
            loc: at2(masked.offset, masked.end),
            message: masked.kind === "errexit" ? `init container \`${c.name}\` runs \`${text}\` without \`set -e\` and more commands follow: if it fails the script goes on, exits 0, and the pod starts with missing or broken tools` : `init container \`${c.name}\`: in \`${text}\` only the last command's status counts (no \`pipefail\`): a failed download still exits 0 and the pod starts with missing or broken tools`,
            hint: masked.kind === "errexit" ? "start the script with `set -e` (or join the steps with `&&`)" : `start the script with \`set -eo pipefail\`${sh.shell === "bash" ? "" : " (run it with `bash -c`, or download to a file first where the shell has no pipefail)"}`
          });
        }
      }
    });
  }
});

// src/rules/suppression-invalid.ts
var suppression_invalid_default;
var init_suppression_invalid = __esm({
  "src/rules/suppression-invalid.ts"() {
    "use strict";
    init_types();
    suppression_invalid_default = defineRule({
      meta: {
        id: "suppression-invalid",
        severity: "warning",
        description: "a `cmp-lint-disable` directive names an unknown rule or gives no `-- reason`"
      },
      check() {
      }
    });
  }
});

// src/rules/suppression-unused.ts
var suppression_unused_default;
var init_suppression_unused = __esm({
  "src/rules/suppression-unused.ts"() {
    "use strict";
    init_types();
    suppression_unused_default = defineRule({
      meta: {
        id: "suppression-unused",
        severity: "warning",
        description: "a `cmp-lint-disable` directive suppresses no finding"
      },
      check() {
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
    init_yaml_duplicate_key();
    init_plugin_schema();
    init_plugin_unknown_field();
    init_app_schema();
    init_plugin_name_invalid();
    init_plugin_duplicate_name();
    init_plugin_discover_multiple();
    init_plugin_discover_glob();
    init_plugin_discover_catch_all();
    init_plugin_generate_stdout();
    init_plugin_shell_errexit();
    init_plugin_not_mounted();
    init_legacy_cm_plugin();
    init_sidecar_command();
    init_sidecar_run_as_user();
    init_sidecar_var_files_mount();
    init_sidecar_plugins_mount();
    init_sidecar_plugin_config();
    init_sidecar_config_key();
    init_sidecar_volume_undeclared();
    init_sidecar_configmap_missing();
    init_sidecar_tmp();
    init_sidecar_tmp_shared();
    init_sidecar_image_tag();
    init_sidecar_resources();
    init_sidecar_hardening();
    init_sidecar_helm_home();
    init_helm_cmp_not_created();
    init_helm_cmp_plugin_shape();
    init_app_plugin_not_found();
    init_app_plugin_discover_mismatch();
    init_app_discovery_ambiguous();
    init_app_source_multiple_types();
    init_app_plugin_env_prefix();
    init_app_plugin_env_undefined_var();
    init_app_plugin_param_unknown();
    init_app_vault_placeholder();
    init_pod_mount_path_duplicate();
    init_pod_env_shell_syntax();
    init_init_container_script();
    init_suppression_invalid();
    init_suppression_unused();
    ALL_RULES = [
      yaml_syntax_default,
      yaml_duplicate_key_default,
      plugin_schema_default,
      plugin_unknown_field_default,
      app_schema_default,
      plugin_name_invalid_default,
      plugin_duplicate_name_default,
      plugin_discover_multiple_default,
      plugin_discover_glob_default,
      plugin_discover_catch_all_default,
      plugin_generate_stdout_default,
      plugin_shell_errexit_default,
      plugin_not_mounted_default,
      legacy_cm_plugin_default,
      sidecar_command_default,
      sidecar_run_as_user_default,
      sidecar_var_files_mount_default,
      sidecar_plugins_mount_default,
      sidecar_plugin_config_default,
      sidecar_config_key_default,
      sidecar_volume_undeclared_default,
      sidecar_configmap_missing_default,
      sidecar_tmp_default,
      sidecar_tmp_shared_default,
      sidecar_image_tag_default,
      sidecar_resources_default,
      sidecar_hardening_default,
      sidecar_helm_home_default,
      pod_mount_path_duplicate_default,
      pod_env_shell_syntax_default,
      init_container_script_default,
      helm_cmp_not_created_default,
      helm_cmp_plugin_shape_default,
      app_plugin_not_found_default,
      app_plugin_discover_mismatch_default,
      app_discovery_ambiguous_default,
      app_source_multiple_types_default,
      app_plugin_env_prefix_default,
      app_plugin_env_undefined_var_default,
      app_plugin_param_unknown_default,
      app_vault_placeholder_default,
      suppression_invalid_default,
      suppression_unused_default
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
function parse(rest) {
  const m = /\s--(\s|$)/.exec(rest);
  const body = m ? rest.slice(0, m.index) : rest;
  const reason = !!m && rest.slice(m.index + m[0].length).trim() !== "";
  const ids = body.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
  return { ids: new Set(ids.length ? ids : ["*"]), reason };
}
function directivesOf(file, blockLines) {
  const out = [];
  if (!file.text.includes("cmp-lint-disable")) return out;
  const lines = file.text.split(/\r?\n/);
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const text = lines[i];
    const m = DIRECTIVE.exec(text);
    if (m && !blockLines?.has(lineNo)) {
      const { ids, reason } = parse(m[3]);
      const base = { ids, line: lineNo, column: m[1].length + 1, endColumn: text.trimEnd().length + 1, reason, used: /* @__PURE__ */ new Set() };
      if (m[2] === "disable") {
        if (!seenContent) out.push({ kind: "disable", ...base });
      } else {
        let j = i + 1;
        while (j < lines.length && /^\s*(#.*)?$/.test(lines[j])) j++;
        out.push({ kind: "disable-next-line", target: j + 1, ...base });
      }
      continue;
    }
    if (!/^\s*(#.*)?$/.test(text) && !/^\s*---\s*$/.test(text)) seenContent = true;
  }
  return out;
}
function applySuppressions(findings, files, blockLines, rules = {}) {
  const byFile = /* @__PURE__ */ new Map();
  for (const f of files) {
    const d = directivesOf(f, blockLines.get(f.path));
    if (d.length) byFile.set(f.path, d);
  }
  const kept = findings.filter((f) => {
    const ds = byFile.get(f.file);
    if (!ds) return true;
    for (const d of ds) {
      if (d.kind === "disable-next-line" && d.target !== f.line) continue;
      const id = d.ids.has(f.ruleId) ? f.ruleId : d.ids.has("*") ? "*" : void 0;
      if (!id) continue;
      d.used.add(id);
      return false;
    }
    return true;
  });
  return [...kept, ...directiveFindings(byFile, rules)];
}
function directiveFindings(byFile, rules) {
  const out = [];
  const known = KNOWN2();
  const push = (ruleId, file, d, message, hint) => {
    const configured = rules[ruleId];
    if (configured === "off") return;
    out.push({ ruleId, severity: configured ?? "warning", message, file, line: d.line, column: d.column, endLine: d.line, endColumn: d.endColumn, hint, docs: docsUrl(ruleId) });
  };
  for (const [file, ds] of byFile) {
    for (const d of ds) {
      const what = `\`cmp-lint-${d.kind}\``;
      const unknown = [...d.ids].filter((id) => id !== "*" && !known.has(id));
      for (const id of unknown) {
        const near = closest(id, [...known]);
        push("suppression-invalid", file, d, `${what} names rule \`${id}\`, which does not exist, so it suppresses nothing`, near ? `did you mean \`${near}\`?` : "use a rule id from `cmp-lint rules`");
      }
      if (!d.reason) push("suppression-invalid", file, d, `${what} has no reason: write why the finding does not apply after \` -- \``, `# cmp-lint-${d.kind} ${[...d.ids].join(", ")} -- <why this is fine>`);
      if (unknown.length) continue;
      const unused = [...d.ids].filter((id) => !d.used.has(id) && rules[id] !== "off");
      if (unused.length === [...d.ids].length || unused.length && d.ids.size > 1) {
        const where = d.kind === "disable" ? "in this file" : `on line ${d.target}`;
        push(
          "suppression-unused",
          file,
          d,
          `${what} ${unused.includes("*") ? "for all rules" : `for ${unused.map((id) => `\`${id}\``).join(", ")}`} suppresses nothing: there is no such finding ${where}`,
          d.kind === "disable-next-line" ? "delete the directive, or move it to the line just above the node the finding points at" : "delete the directive"
        );
      }
    }
  }
  return out;
}
var DIRECTIVE, KNOWN2;
var init_suppress = __esm({
  "src/suppress.ts"() {
    "use strict";
    init_finding();
    init_rules();
    init_config();
    DIRECTIVE = /^(\s*)#\s*cmp-lint-(disable-next-line|disable)\b([^\n]*)$/;
    KNOWN2 = () => /* @__PURE__ */ new Set([...RULE_IDS, ...EXTERNAL_RULES.map((r) => r.id)]);
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
  quietFindings: () => quietFindings,
  runRules: () => runRules
});
import { existsSync as existsSync5 } from "node:fs";
import { dirname as dirname3, join as join5, resolve as resolve4, posix as posix6, relative as relative3, isAbsolute as isAbsolute2 } from "node:path";
function findRepoRoot(start) {
  let dir = resolve4(start);
  for (; ; ) {
    if (existsSync5(join5(dir, ".git"))) return dir;
    const up = dirname3(dir);
    if (up === dir) return resolve4(start);
    dir = up;
  }
}
async function loadModel(paths, opts) {
  const config = opts.config ?? defaultConfig();
  const hasChart = chartDirProbe(resolve4(opts.cwd));
  const units = /* @__PURE__ */ new Map();
  const maybePatch = /* @__PURE__ */ new Set();
  const kustomizations = [];
  const texts = /* @__PURE__ */ new Map();
  const found = await discoverFiles(paths.length ? paths : ["."], {
    cwd: opts.cwd,
    ignore: config.ignore,
    ignoreBase: config.dir,
    maxFileSize: config.maxFileSize,
    keep: (text, kind, path) => {
      if (text.includes("cmp-lint-disable")) texts.set(path, text);
      if (kind === "dockerfile") {
        units.set(path, { path, kind, text });
        return false;
      }
      const load3 = loadYamlStream(path, text, { templated: templatedByName(path, hasChart) });
      units.set(path, { path, kind, load: load3 });
      if (load3.maybePatch) maybePatch.add(path);
      for (const value of load3.kustomizations) kustomizations.push({ path, value });
      return false;
    }
  });
  if (found.errors.length > 0) throw new InputError(found.errors.map((e) => `${e.path}: ${e.message}`).join("\n"));
  const patches = /* @__PURE__ */ new Map();
  for (const k of kustomizations) {
    const dir = posix6.dirname(k.path);
    for (const r of kustomizationRefs(k.value)) {
      const p = posix6.normalize(posix6.join(dir, r.path));
      const prev = patches.get(p);
      if (!prev || r.target === void 0 || /repo-server$/.test(r.target)) patches.set(p, { target: r.target });
    }
  }
  const absOf = new Map(found.files.map((f) => [f.path, f.abs]));
  const readText = (path) => {
    const kept = texts.get(path);
    if (kept !== void 0) return kept;
    const abs = absOf.get(path);
    if (!abs) return void 0;
    const r = readTextFile(abs, config.maxFileSize);
    return "text" in r ? r.text : void 0;
  };
  for (const [p, target] of patches) {
    if (!maybePatch.has(p)) continue;
    const r = readTextFile(absOf.get(p), config.maxFileSize);
    if ("text" in r) units.set(p, { path: p, kind: "yaml", load: loadYamlStream(p, r.text, { templated: templatedByName(p, hasChart), patch: target }) });
  }
  const ex = extractLoaded(
    [...units.values()].sort((x, y) => x.path < y.path ? -1 : x.path > y.path ? 1 : 0),
    readText
    // only for files with read problems: their positions are checked against the text
  );
  units.clear();
  const model = {
    root: opts.root ?? findRepoRoot(opts.cwd),
    cwd: resolve4(opts.cwd),
    files: found.files.map((f) => f.path),
    plugins: ex.plugins,
    sidecars: ex.sidecars,
    pods: ex.pods,
    configMaps: ex.configMaps,
    sources: ex.sources,
    images: ex.images,
    legacy: ex.legacy,
    charts: ex.charts,
    argoResources: ex.argoResources,
    externalPlugins: config.plugins
  };
  return { model, problems: ex.problems, texts, readText, skipped: found.skipped, blockLines: ex.blockLines, quiet: ex.quiet, fileCount: found.files.length };
}
async function lint(opts) {
  const config = opts.config ?? defaultConfig();
  const targets = opts.paths.length ? opts.paths : ["."];
  const scanPaths = opts.context ? [opts.context] : targets;
  const loaded = await loadModel(scanPaths, { cwd: opts.cwd, config });
  let findings = quietFindings(runRules(loaded.model, loaded.problems, config), loaded.quiet);
  const inputs = [...loaded.texts].map(([path, text]) => ({ path, kind: "yaml", text }));
  for (const path of new Set(findings.map((f) => f.file))) {
    if (loaded.texts.has(path)) continue;
    const text = loaded.readText(path);
    if (text !== void 0) inputs.push({ path, kind: "yaml", text });
  }
  findings = applySuppressions(findings, inputs, loaded.blockLines, config.rules);
  let skipped = loaded.skipped;
  let fileCount = loaded.fileCount;
  if (opts.context) {
    const ctx = resolve4(opts.cwd, opts.context);
    for (const t of targets) {
      const rel = relative3(ctx, resolve4(opts.cwd, t));
      if (rel === ".." || rel.startsWith("../") || rel.startsWith("..\\") || isAbsolute2(rel)) {
        throw new InputError(`${t}: outside the --context directory ${opts.context}; lint it with a context that contains it`);
      }
    }
    const only = await discoverFiles(targets, { cwd: opts.cwd, ignore: config.ignore, ignoreBase: config.dir, maxFileSize: config.maxFileSize, keep: () => false });
    if (only.errors.length > 0) throw new InputError(only.errors.map((e) => `${e.path}: ${e.message}`).join("\n"));
    const keep = new Set(only.files.map((f) => f.path));
    findings = findings.filter((f) => keep.has(f.file) || (f.related ?? []).some((r) => keep.has(r.file)));
    skipped = only.skipped;
    fileCount = only.files.length;
  }
  findings.sort(compareFindings);
  const sources = /* @__PURE__ */ new Map();
  const byPath = new Map(inputs.map((i) => [i.path, i.text]));
  for (const f of findings) if (!sources.has(f.file) && byPath.has(f.file)) sources.set(f.file, byPath.get(f.file));
  return { findings, skipped, files: fileCount, rules: ALL_RULES.map((r) => ruleInfo(r)), sources };
}
function quietFindings(findings, quiet2) {
  if (quiet2.length === 0) return findings;
  const byFile = /* @__PURE__ */ new Map();
  for (const q of quiet2) {
    const list2 = byFile.get(q.file) ?? [];
    list2.push(q);
    byFile.set(q.file, list2);
  }
  const covers = (f, q) => {
    if (q.column === void 0) return f.line >= q.fromLine && f.line <= q.toLine && (!q.rules || q.rules.has(f.ruleId));
    const endLine = f.endLine ?? f.line;
    const endCol = f.endColumn ?? f.column;
    if (q.fromLine < f.line || q.fromLine > endLine) return false;
    if (q.fromLine === f.line && q.column < f.column) return false;
    if (q.fromLine === endLine && q.column > endCol) return false;
    return true;
  };
  return findings.filter((f) => f.ruleId === "yaml-syntax" || !(byFile.get(f.file) ?? []).some((q) => covers(f, q)));
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
  for (const p of problems) push(p.ruleId, "error", { loc: p.loc, message: p.message, hint: p.hint, related: p.related });
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
    init_read();
    init_extract();
    init_load();
    init_relevance();
    init_template();
    init_rules();
    init_config();
    init_finding();
    init_suppress();
    InputError = class extends Error {
    };
  }
});

// src/report/summary.ts
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
  const withProblems = new Set(findings.map((f) => f.file)).size;
  return `\u2716 ${plural(findings.length, "problem")} (${plural(c.error, "error")}, ${plural(c.warning, "warning")}, ${plural(c.info, "info")}) ` + (withProblems >= files ? `in ${plural(withProblems, "file")}` : `in ${withProblems} of ${plural(files, "file")}`);
}
function neutralize(s) {
  return s.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (ch) => {
    const c = ch.charCodeAt(0);
    if (c < 32) return String.fromCharCode(9216 + c);
    if (c === 127) return "\u2421";
    return "\uFFFD";
  });
}
function splitLines(text) {
  return text.split(/\r\n|\r|\n/);
}
function lineReader(sources) {
  const cache3 = /* @__PURE__ */ new Map();
  return (file, line) => {
    let lines = cache3.get(file);
    if (!lines) {
      const text = sources.get(file);
      if (text === void 0) return void 0;
      lines = splitLines(text);
      cache3.set(file, lines);
    }
    return line >= 1 ? lines[line - 1] : void 0;
  };
}
var init_summary = __esm({
  "src/report/summary.ts"() {
    "use strict";
    init_finding();
  }
});

// src/report/json.ts
function toJsonFinding(f) {
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
}
function toJsonReport(result, toolVersion) {
  const findings = sortFindings(result.findings).map(toJsonFinding);
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
var init_json = __esm({
  "src/report/json.ts"() {
    "use strict";
    init_finding();
    init_summary();
  }
});

// src/report/log-escape.ts
function neutraliseLine(line) {
  const lead = LEADING.exec(line)[0];
  const rest = line.slice(lead.length);
  if (rest.startsWith("::") || rest.startsWith("##[")) return lead + rest[0] + ZWSP + rest.slice(1);
  return line;
}
function escapeLog(text) {
  return text.split(/\r\n|\r|\n/).map(neutraliseLine).join("\n");
}
var ZWSP, LEADING;
var init_log_escape = __esm({
  "src/report/log-escape.ts"() {
    "use strict";
    ZWSP = "\u200B";
    LEADING = /^[\s\u0085]*/;
  }
});

// src/report/markdown.ts
function codeSpan(text) {
  const t = text.replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
  let ticks = "`";
  while (t.includes(ticks)) ticks += "`";
  const pad = t.startsWith("`") || t.endsWith("`") ? " " : "";
  return `${ticks}${pad}${t}${pad}${ticks}`;
}
var init_markdown = __esm({
  "src/report/markdown.ts"() {
    "use strict";
    init_finding();
    init_summary();
  }
});

// src/core/version.ts
var VERSION;
var init_version = __esm({
  "src/core/version.ts"() {
    "use strict";
    VERSION = true ? "0.1.0" : JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version;
  }
});

// src/core/errors.ts
var UsageError;
var init_errors = __esm({
  "src/core/errors.ts"() {
    "use strict";
    UsageError = class extends Error {
      /** pointer: whether to add "Run 'cmp-lint … --help' for usage." (not for a bad path, say) */
      constructor(message, pointer = true) {
        super(message);
        this.pointer = pointer;
      }
      pointer;
      name = "UsageError";
    };
  }
});

// src/args.ts
import { parseArgs } from "node:util";
import { existsSync as existsSync7, statSync as statSync6 } from "node:fs";
import { dirname as dirname5, resolve as resolve7 } from "node:path";
function formatOption(choices, dflt) {
  return { type: "string", short: "f", arg: "NAME", choices, help: `output format: ${choices.join(", ")} (default: ${dflt})` };
}
function outputOption(what = "the report") {
  return { type: "string", short: "o", arg: "FILE", help: `write ${what} to FILE instead of stdout`, parse: checkOutputFile };
}
function failOnOption(levels, what) {
  return {
    type: "string",
    arg: "LEVEL",
    choices: [...levels, "never"],
    help: `exit 1 when ${what} is at or above LEVEL:
${levels.join(", ")}, or never (default: error)`
  };
}
function checkOutputFile(v, cwd) {
  const abs = resolve7(cwd, v);
  const dir = dirname5(abs);
  if (!existsSync7(dir)) throw new UsageError(`cannot write ${v}: directory ${dirname5(v)} does not exist`, false);
  if (!statSync6(dir).isDirectory()) throw new UsageError(`cannot write ${v}: ${dirname5(v)} is not a directory`, false);
  if (existsSync7(abs) && statSync6(abs).isDirectory()) throw new UsageError(`cannot write ${v}: it is a directory`, false);
  return v;
}
function optionsOf(spec) {
  return { ...GLOBAL_OPTIONS, ...spec.options };
}
function parseCommand(spec, argv, cwd = process.cwd()) {
  const table2 = optionsOf(spec);
  const nodeOptions = {};
  for (const [name, d] of Object.entries(table2)) nodeOptions[name] = { type: d.type, ...d.short ? { short: d.short } : {}, ...d.multiple ? { multiple: true } : {} };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: nodeOptions, allowPositionals: true, strict: true, tokens: true });
  } catch (e) {
    throw new UsageError(friendlyArgError(e.message, Object.keys(table2)));
  }
  const values = {};
  for (const [name, raw] of Object.entries(parsed.values)) {
    const d = table2[name];
    const check = (v) => {
      if (d.choices && !d.choices.includes(v)) throw new UsageError(`${name === "format" ? "unknown format" : `--${name}: unknown value`} '${v}' (choose one of: ${d.choices.join(", ")})`);
      if (!d.parse) return v;
      try {
        return d.parse(v, cwd);
      } catch (e) {
        if (e instanceof UsageError) throw new UsageError(e.pointer ? `--${name}: ${e.message}` : e.message, e.pointer);
        throw e;
      }
    };
    if (d.type === "boolean") values[name] = raw;
    else if (Array.isArray(raw)) values[name] = raw.map((v) => check(String(v)));
    else values[name] = check(String(raw));
  }
  const max = spec.maxPositionals ?? Infinity;
  if (parsed.positionals.length > max) {
    const extra = parsed.positionals[max];
    throw new UsageError(max === 0 ? `unexpected argument '${extra}'` : `too many arguments: '${extra}' (${spec.positionalName ?? "arguments"}: at most ${max})`);
  }
  let color;
  for (const t of parsed.tokens ?? []) if (t.kind === "option" && (t.name === "color" || t.name === "no-color")) color = t.name === "color";
  return { values, positionals: parsed.positionals, color };
}
function friendlyArgError(msg, known = []) {
  const m = /Unknown option '([^']+)'/.exec(msg);
  if (m) {
    const near = m[1].startsWith("--") ? closest(m[1].slice(2).split("=")[0], known) : void 0;
    return `unknown option '${m[1]}'${near ? ` (did you mean '--${near}'?)` : ""}`;
  }
  const v = /Option '([^']+)' argument (missing|is ambiguous)/.exec(msg);
  if (v) return `option '${v[1].split(",").pop().trim().split(" ")[0]}' needs a value`;
  const b = /Option '([^']+)' does not take an argument/.exec(msg);
  if (b) return `option '${b[1].split(",").pop().trim().split(" ")[0]}' does not take a value`;
  return msg.split(". ")[0].replace(/\.$/, "");
}
function splitCommand(argv, commands) {
  const takesValue2 = /* @__PURE__ */ new Set();
  const allOpts = { ...GLOBAL_OPTIONS };
  for (const c of Object.values(commands)) Object.assign(allOpts, c.options);
  for (const [name, d] of Object.entries(allOpts)) {
    if (d.type !== "string") continue;
    takesValue2.add(`--${name}`);
    if (d.short) takesValue2.add(`-${d.short}`);
  }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") break;
    if (a.startsWith("-") && a !== "-") {
      if (takesValue2.has(a)) i++;
      continue;
    }
    if (Object.hasOwn(commands, a) && a !== "") return { command: a, rest: [...argv.slice(0, i), ...argv.slice(i + 1)] };
    break;
  }
  return { command: "", rest: argv };
}
function formatHelp(spec) {
  const out = [`Usage: ${spec.usage}`, ""];
  if (spec.description) out.push(spec.description.trimEnd(), "");
  const rows = (table2) => Object.entries(table2).filter(([, d]) => !d.hidden).map(([name, d]) => {
    const flag = `${d.short ? `-${d.short}, ` : "    "}--${name}${d.type === "string" ? ` ${d.arg ?? "VALUE"}` : ""}`;
    return { flag, help: d.help + (d.multiple ? " (repeatable)" : "") };
  });
  const own = rows(spec.options);
  const global = rows(GLOBAL_OPTIONS);
  const w = Math.max(...[...own, ...global].map((r) => r.flag.length)) + 2;
  const fmt = (r) => {
    const [first, ...more] = r.help.split("\n");
    return [`  ${r.flag.padEnd(w)}${first}`, ...more.map((l) => `  ${" ".repeat(w)}${l}`)].join("\n");
  };
  if (own.length) out.push("Options:", ...own.map(fmt), "");
  out.push("Global options (also before the command):", ...global.map(fmt), "");
  if (spec.epilog) out.push(spec.epilog.trimEnd(), "");
  return out.join("\n");
}
function commandLabel(spec) {
  return spec.name ? `cmp-lint ${spec.name}` : "cmp-lint";
}
function failure(spec, e, io) {
  const label = commandLabel(spec);
  if (e instanceof UsageError) return usageFailure(spec, e, io.stderr);
  if (e instanceof InputError) {
    io.stderr(`${label}: ${e.message}
`);
    return 2;
  }
  if (e instanceof ConfigError) {
    io.stderr(`${label}: configuration error: ${e.describe()}
`);
    return 2;
  }
  const err = e;
  io.stderr(`${label}: internal error: ${err?.message ?? String(e)}
This is a bug in cmp-lint ${VERSION}; please report it at ${REPO_URL}/issues with the input that caused it.
`);
  if ((io.env ?? process.env).CMP_LINT_DEBUG) io.stderr(`${err?.stack ?? ""}
`);
  return 3;
}
function usageFailure(spec, e, stderr) {
  const label = commandLabel(spec);
  stderr(`${label}: ${e.message}
${e.pointer ? `Run '${label} --help' for usage.
` : ""}`);
  return 2;
}
function durationArg(v) {
  const ms = parseDuration(v);
  if (ms === void 0) throw new UsageError(durationProblem(v));
  return ms;
}
function kubeVersionArg(v) {
  if (!/^v?\d+\.\d+(\.\d+)?([-+].*)?$/.test(v)) throw new UsageError(`\`${v}\` is not a Kubernetes version like 1.31.2`);
  return v;
}
function positiveIntArg(v) {
  if (!/^\d+$/.test(v) || +v < 1) throw new UsageError(`expected a positive whole number (got '${v}')`);
  return +v;
}
var GLOBAL_OPTIONS, CONFIG_OPTION;
var init_args = __esm({
  "src/args.ts"() {
    "use strict";
    init_errors();
    init_lint();
    init_config();
    init_version();
    init_finding();
    init_config();
    init_duration();
    GLOBAL_OPTIONS = {
      color: { type: "boolean", help: "force colours on (default: on for a terminal, off with NO_COLOR)" },
      "no-color": { type: "boolean", help: "force colours off" },
      help: { type: "boolean", short: "h", help: "show this help" }
    };
    CONFIG_OPTION = {
      type: "string",
      short: "c",
      arg: "FILE",
      help: "configuration file (default: the nearest .cmp-lint.yaml or .cmp-lint.yml\nfrom the working directory up to the repository root)"
    };
  }
});

// src/render/sandbox/index.ts
import { execFile, execFileSync, spawnSync as spawnSync3 } from "node:child_process";
import { accessSync, chmodSync, constants as constants2, existsSync as existsSync8, mkdirSync, lstatSync as lstatSync4, mkdtempSync, readdirSync as readdirSync4, realpathSync as realpathSync3, rmSync, statSync as statSync7, writeFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir, homedir } from "node:os";
import { delimiter, join as join7, relative as relative5, sep as sep3 } from "node:path";
function hasBinary(name) {
  for (const d of (process.env.PATH ?? "").split(delimiter)) {
    if (!d) continue;
    const p = join7(d, name);
    try {
      accessSync(p, constants2.X_OK);
      if (statSync7(p).isFile()) return p;
    } catch {
    }
  }
  return void 0;
}
function detectRuntime(prefer) {
  const order2 = prefer ? [prefer] : ["docker", "podman"];
  const why = [];
  for (const rt of order2) {
    if (!hasBinary(rt)) {
      why.push(`${rt} is not installed`);
      continue;
    }
    const r = spawnSync3(rt, ["info", "--format", "{{json .}}"], { ...quiet, env: runtimeEnv(rt) });
    if (r.status === 0) return { runtime: rt, why: "" };
    why.push(`\`${rt} info\` failed: ${(r.stderr || r.error?.message || "").trim().split("\n").slice(-1)[0]}`);
  }
  return { why: why.join("; ") };
}
function detectHost() {
  const why = [];
  const forced = process.env.CMP_LINT_HOST_SANDBOX;
  if (forced !== "unshare" && hasBinary("bwrap")) {
    const r = spawnSync3("bwrap", [...bwrapBase(), "--", "/bin/sh", "-c", "exit 0"], quiet);
    if (r.status === 0) return { tool: "bwrap", why: "" };
    why.push(`bubblewrap cannot create namespaces here: ${(r.stderr ?? "").trim().split("\n").slice(-1)[0]}`);
  } else if (forced !== "unshare") why.push("bubblewrap (bwrap) is not installed");
  if (hasBinary("unshare")) {
    const r = spawnSync3("unshare", [...unshareBase(), "--", "/bin/sh", "-c", "exit 0"], quiet);
    if (r.status === 0) return { tool: "unshare", why: "" };
    why.push(`unshare cannot create user namespaces here: ${(r.stderr ?? "").trim().split("\n").slice(-1)[0]}`);
  } else why.push("unshare is not installed");
  return { why: why.join("; ") };
}
function resolveSandbox(req) {
  const base = { requested: req.mode, network: req.network === true, memory: req.memory ?? "2g", pids: req.pids ?? 1024, image: req.image };
  const container = (rt) => ({
    ...base,
    kind: "container",
    runtime: rt,
    label: `container (${rt})`,
    detail: `plugins run in their sidecar's image as uid 999, ${base.network ? "with" : "without"} network, read-only root, memory ${base.memory}, ${base.pids} pids; only Argo CD's variables in the environment`,
    isolated: true
  });
  const host = (tool, fallback) => ({
    ...base,
    network: false,
    kind: "host",
    host: tool,
    label: tool === "bwrap" ? "host (bubblewrap)" : "host (unshare)",
    detail: tool === "bwrap" ? "plugins run on this machine in new user, PID, mount and network namespaces: no other process, no network, no HOME; system directories and PATH read-only, the workspace read-write, a private /tmp" : "plugins run on this machine in new user, PID and network namespaces: no other process and no network, but the file system is this machine's (install bubblewrap to hide it)",
    isolated: tool === "bwrap",
    fallback
  });
  if (req.mode === "none") return { ...NO_SANDBOX };
  if (req.mode === "container") {
    const d2 = detectRuntime(req.runtime);
    if (!d2.runtime) throw new SandboxError(`--sandbox container: no container runtime works here (${d2.why})`);
    return container(d2.runtime);
  }
  if (req.mode === "host") {
    const h2 = detectHost();
    if (!h2.tool) throw new SandboxError(`--sandbox host: no namespaces can be created here (${h2.why}); use --sandbox none to run plugins unisolated`);
    return host(h2.tool);
  }
  const d = detectRuntime(req.runtime);
  if (d.runtime) return container(d.runtime);
  const h = detectHost();
  if (h.tool) return host(h.tool, `no container runtime (${d.why})`);
  return { ...NO_SANDBOX, requested: "auto", fallback: `no container runtime (${d.why}) and no namespaces (${h.why})` };
}
function hostFallback(sb, why) {
  if (!hostCache) {
    const h = detectHost();
    hostCache = h.tool ? resolveSandbox({ mode: "host" }) : { ...NO_SANDBOX, fallback: `no namespaces (${h.why})` };
  }
  return { ...hostCache, requested: sb.requested, fallback: hostCache.fallback ? `${why}; ${hostCache.fallback}` : why };
}
function lookPath(argv0, path, cwd) {
  const check = (p) => {
    try {
      const st = statSync7(p);
      if (st.isDirectory()) return "EACCES";
      accessSync(p, constants2.X_OK);
      return "ok";
    } catch (e) {
      return e.code === "EACCES" ? "EACCES" : "ENOENT";
    }
  };
  if (argv0.includes("/")) {
    const p = argv0.startsWith("/") ? argv0 : join7(cwd, argv0);
    const c = check(p);
    return c === "ok" ? { file: p } : { code: c };
  }
  for (const d of (path ?? "").split(delimiter)) {
    const p = join7(d === "" ? cwd : d.startsWith("/") ? d : join7(cwd, d), argv0);
    if (check(p) === "ok") return { file: p };
  }
  return { code: "ENOENT" };
}
function bwrapBase() {
  return [
    "--unshare-all",
    "--unshare-user",
    "--uid",
    "999",
    "--gid",
    "999",
    "--die-with-parent",
    "--new-session",
    "--cap-drop",
    "ALL",
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--tmpfs",
    "/tmp",
    ...rootBinds()
  ];
}
function rootBinds() {
  const out = [];
  for (const d of ROOT_DIRS) {
    let st;
    try {
      st = lstatSync4(d);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) {
      try {
        out.push("--symlink", execFileSync("readlink", [d], { encoding: "utf8" }).trim(), d);
      } catch {
      }
    } else out.push("--ro-bind", d, d);
  }
  for (const f of ETC_FILES) if (existsSync8(f)) out.push("--ro-bind", f, f);
  return out;
}
function pathBinds(path, home) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const forbidden = /* @__PURE__ */ new Set(["/", "/tmp", "/home", "/root", "/var", "/run", "/etc", "/proc", "/dev", "/sys"]);
  for (const d of (path ?? "").split(delimiter)) {
    if (!d.startsWith("/") || seen.has(d)) continue;
    seen.add(d);
    let real2;
    try {
      real2 = realpathSync3(d);
      if (!statSync7(real2).isDirectory()) continue;
    } catch {
      continue;
    }
    if (forbidden.has(real2) || ROOT_DIRS.some((r) => real2 === r || real2.startsWith(r + "/"))) continue;
    if (home && (home === real2 || home.startsWith(real2 + "/"))) continue;
    out.push("--ro-bind", real2, real2);
    if (real2 !== d) out.push("--symlink", real2, d);
  }
  return out;
}
function unshareBase() {
  return ["--user", "--map-root-user", "--pid", "--fork", "--kill-child", "--mount", "--mount-proc", "--net", "--ipc", "--uts"];
}
function launchFor(ctx, argv, cwd, env) {
  const sb = ctx.sandbox;
  if (sb.kind === "none") return { file: argv[0], args: argv.slice(1), env, cwd };
  if (sb.kind === "host") {
    const found = lookPath(argv[0], env.PATH, cwd);
    if (!found.file) return { spawnError: Object.assign(new Error(found.code ?? "ENOENT"), { code: found.code ?? "ENOENT" }) };
    const home = homedir();
    if (sb.host === "bwrap") {
      const args2 = [...bwrapBase(), ...pathBinds(env.PATH, home), "--bind", ctx.base, ctx.base, "--chdir", cwd, "--", found.file, ...argv.slice(1)];
      return { file: "bwrap", args: args2, env, cwd: ctx.base };
    }
    const hide = ["/home", "/root", "/run/secrets", home].filter((d) => d && d !== "/" && !(ctx.base + "/").startsWith(d + "/"));
    const args = [...unshareBase(), "--", "/bin/sh", "-c", UNSHARE_SCRIPT, "sh", found.file, ...argv.slice(1)];
    return { file: "unshare", args, env: { ...env, CMP_LINT_HIDE: hide.join(":") }, cwd };
  }
  return containerLaunch(ctx, argv, cwd, env);
}
function runtimeEnv(rt, fixed = podmanNeedsConf) {
  const env = {};
  for (const k of ["PATH", "HOME", "XDG_RUNTIME_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "DOCKER_HOST", "DOCKER_CONFIG", "DOCKER_CONTEXT", "CONTAINER_HOST", "CONTAINERS_CONF", "CONTAINERS_REGISTRIES_CONF", "REGISTRY_AUTH_FILE", "TMPDIR", "LANG", "LC_ALL"]) {
    if (process.env[k] !== void 0) env[k] = process.env[k];
  }
  if (fixed && rt === "podman" && confDir) env.CONTAINERS_CONF = join7(confDir, "containers.conf");
  return env;
}
function podmanConf() {
  if (!confDir) {
    confDir = realpathSync3(mkdtempSync(join7(tmpdir(), "cmp-lint-podman-")));
    writeFileSync(join7(confDir, "containers.conf"), "[containers]\ndefault_ulimits = []\n");
    process.once("exit", () => {
      if (confDir) rmSync(confDir, { recursive: true, force: true });
    });
  }
  return confDir;
}
function runtimeArgs(rt) {
  return runtimeFix.get(rt) ?? [];
}
function run2(file, args, env, timeoutMs = 6e5) {
  return new Promise((resolve13) => {
    execFile(file, args, { env, encoding: "utf8", maxBuffer: 16 * 1024 * 1024, timeout: timeoutMs }, (err, stdout, stderr) => {
      const code3 = err ? typeof err.code === "number" ? err.code : null : 0;
      resolve13({ code: code3, stdout, stderr: stderr || (err && !stderr ? err.message : "") });
    });
  });
}
function ensureImage(rt, image) {
  const key = `${rt}\0${image}`;
  let p = imageReady.get(key);
  if (!p) {
    p = prepareImage(rt, image);
    imageReady.set(key, p);
    p.catch(() => void 0);
  }
  return p;
}
async function prepareImage(rt, image) {
  const env = () => runtimeEnv(rt);
  const exists = await run2(rt, [...runtimeArgs(rt), "image", "inspect", "--format", "{{.Id}}", image], env(), 6e4);
  if (exists.code !== 0) {
    const pull = await run2(rt, [...runtimeArgs(rt), "pull", "-q", image], env());
    if (pull.code !== 0) {
      const registry = image.includes("/") && /[.:]|^localhost/.test(image.split("/")[0]) ? image.split("/")[0] : "docker.io";
      const why = pull.stderr.trim().split("\n").slice(-1)[0] ?? "";
      throw new SandboxError(
        `cannot pull image ${image} with ${rt}: ${why}. If it is private, log in first (\`${rt} login ${registry}\`; in GitHub Actions, docker/login-action), or pass --image with an image you have`
      );
    }
  }
  if (!runtimeFix.has(rt)) {
    const probe = ["run", "--rm", "--network", "none", "--entrypoint", "", image, "/cmp-lint-probe-does-not-exist"];
    let r = await run2(rt, probe, runtimeEnv(rt, false), 12e4);
    if (r.code !== 127 && rt === "podman") {
      podmanConf();
      const fix = hasBinary("runc") ? ["--runtime", "runc"] : [];
      const r2 = await run2(rt, [...fix, ...probe], runtimeEnv(rt, true), 12e4);
      if (r2.code === 127) {
        runtimeFix.set(rt, fix);
        podmanNeedsConf = true;
        return;
      }
      r = r2;
    }
    if (r.code !== 127) throw new SandboxError(`${rt} cannot start a container from ${image} here: ${r.stderr.trim().split("\n").slice(-1)[0]}`);
    runtimeFix.set(rt, []);
  }
}
function shareWithContainer(dir) {
  if (process.getuid?.() === 0) {
    spawnSync3("chown", ["-R", "-h", "999:999", dir], { stdio: "ignore" });
    return;
  }
  const walk = (p) => {
    const st = lstatSync4(p);
    if (st.isSymbolicLink()) return;
    chmodSync(p, st.mode & 4095 | (st.isDirectory() ? 511 : 438));
    if (st.isDirectory()) for (const n of readdirSync4(p)) walk(join7(p, n));
  };
  walk(dir);
}
function containerTmp(base) {
  const dir = join7(base, "container-tmp");
  if (!existsSync8(dir)) {
    mkdirSync(dir);
    chmodSync(dir, 1023);
  }
  return dir;
}
function containerLaunch(ctx, argv, cwd, env) {
  const sb = ctx.sandbox;
  const rt = sb.runtime;
  const image = ctx.image;
  if (!shared.has(ctx.workspace)) {
    shareWithContainer(ctx.workspace);
    shared.add(ctx.workspace);
  }
  const mount = `/tmp/_cmp_server/${randomUUID()}`;
  const rel = relative5(ctx.workspace, cwd).split(sep3).join("/");
  const workdir = rel ? `${mount}/${rel}` : mount;
  const name = `cmp-lint-${randomUUID().slice(0, 12)}`;
  const args = [
    ...runtimeArgs(rt),
    "run",
    "--rm",
    "-i",
    "--name",
    name,
    "--pull",
    "never",
    "--entrypoint",
    "",
    "--user",
    "999:999",
    "--network",
    sb.network ? rt === "docker" ? "bridge" : "slirp4netns" : "none",
    "--read-only",
    // a private writable /tmp: a directory of this render (a tmpfs mode is not honoured everywhere)
    "--volume",
    `${containerTmp(ctx.base)}:/tmp:rw`,
    "--memory",
    sb.memory,
    "--pids-limit",
    String(sb.pids),
    "--cap-drop",
    "ALL",
    "--security-opt",
    "no-new-privileges",
    "--volume",
    `${ctx.workspace}:${mount}:rw`,
    "--workdir",
    workdir
  ];
  const clientEnv = {};
  const base = runtimeEnv(rt);
  for (const [k, v] of Object.entries(base)) if (v !== void 0) clientEnv[k] = v;
  for (const [k, v] of Object.entries(env)) {
    if (k in base) args.push("--env", `${k}=${v}`);
    else {
      clientEnv[k] = v;
      args.push("--env", k);
    }
  }
  args.push(image, ...argv);
  liveContainers.set(name, rt);
  const kill = () => {
    spawnSync3(rt, [...runtimeArgs(rt), "rm", "-f", "-t", "0", name], { stdio: "ignore", env: base, timeout: 3e4 });
    liveContainers.delete(name);
  };
  return { file: rt, args, env: clientEnv, cwd: ctx.base, kill };
}
function forgetContainer(launch) {
  const i = launch.args.indexOf("--name");
  if (i >= 0) liveContainers.delete(launch.args[i + 1]);
}
function killContainers() {
  for (const [name, rt] of liveContainers) {
    spawnSync3(rt, [...runtimeArgs(rt), "rm", "-f", "-t", "0", name], { stdio: "ignore", env: runtimeEnv(rt), timeout: 3e4 });
  }
  liveContainers.clear();
}
function containerNotFound(stderr) {
  return /executable file not found in \$PATH|attempted to invoke a command that was not found|no such file or directory: OCI/.test(stderr);
}
var SandboxError, SANDBOX_MODES, NO_SANDBOX, quiet, hostCache, ROOT_DIRS, ETC_FILES, UNSHARE_SCRIPT, liveContainers, confDir, runtimeFix, podmanNeedsConf, imageReady, shared;
var init_sandbox = __esm({
  "src/render/sandbox/index.ts"() {
    "use strict";
    SandboxError = class extends Error {
      constructor(message) {
        super(message);
        this.name = "SandboxError";
      }
    };
    SANDBOX_MODES = ["auto", "container", "host", "none"];
    NO_SANDBOX = {
      kind: "none",
      requested: "none",
      label: "none",
      detail: "plugins run as plain processes of this user: they can read its files and environment of other processes, and reach the network",
      isolated: false,
      network: true,
      memory: "",
      pids: 0
    };
    quiet = { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", timeout: 2e4 };
    ROOT_DIRS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
    ETC_FILES = [
      "/etc/passwd",
      "/etc/group",
      "/etc/hosts",
      "/etc/resolv.conf",
      "/etc/nsswitch.conf",
      "/etc/ld.so.cache",
      "/etc/ld.so.conf",
      "/etc/ld.so.conf.d",
      "/etc/localtime",
      "/etc/ssl",
      "/etc/ca-certificates",
      "/etc/pki",
      "/etc/alternatives",
      "/etc/mime.types",
      "/etc/os-release"
    ];
    UNSHARE_SCRIPT = `
for d in "$@"; do :; done
IFS=:
for d in $CMP_LINT_HIDE; do
  [ -d "$d" ] && mount -t tmpfs -o mode=755,size=1m cmp-lint "$d" 2>/dev/null
done
unset CMP_LINT_HIDE IFS
exec "$@"`;
    liveContainers = /* @__PURE__ */ new Map();
    runtimeFix = /* @__PURE__ */ new Map();
    podmanNeedsConf = false;
    imageReady = /* @__PURE__ */ new Map();
    shared = /* @__PURE__ */ new Set();
  }
});

// src/render/sandbox/spec.ts
function sandboxRequest(v) {
  const r = { mode: v.sandbox ?? "auto" };
  if (v.runtime !== void 0) r.runtime = v.runtime;
  if (v.image !== void 0) r.image = v.image;
  if (v.network) r.network = true;
  if (r.mode === "host" || r.mode === "none") {
    const bad = [r.runtime && "--runtime", r.image && "--image", r.network && "--network"].filter(Boolean);
    if (bad.length) throw new UsageError(`${bad.join(", ")} ${bad.length === 1 ? "needs" : "need"} --sandbox container or auto (got --sandbox ${r.mode})`);
  }
  return r;
}
var SANDBOX_OPTIONS;
var init_spec = __esm({
  "src/render/sandbox/spec.ts"() {
    "use strict";
    init_errors();
    init_sandbox();
    SANDBOX_OPTIONS = {
      sandbox: {
        type: "string",
        arg: "MODE",
        choices: SANDBOX_MODES,
        help: "where plugin commands run: auto (default: container when docker or podman\nworks, else host namespaces, else none), container, host, none"
      },
      runtime: { type: "string", arg: "NAME", choices: ["docker", "podman"], help: "container runtime (default: the first that works)" },
      image: { type: "string", arg: "IMAGE", help: "container mode: run every plugin in IMAGE instead of its sidecar's image" },
      network: { type: "boolean", help: "container mode: give plugins a network (default: none)" }
    };
  }
});

// src/render/spec.ts
var RENDER_SPEC;
var init_spec2 = __esm({
  "src/render/spec.ts"() {
    "use strict";
    init_spec();
    init_args();
    RENDER_SPEC = {
      name: "render",
      usage: "cmp-lint render [path] [options]",
      summary: "run plugins locally as argocd-cmp-server would, print the manifests",
      description: `Runs each selected Application source's Config Management Plugin on this machine the way
argocd-cmp-server would (plugin choice, workspace copy, environment, init then generate,
deadline, output parsing) and prints the manifests as YAML. [path] is a file or directory of the
repository (default: .); the repository root is found through git.`,
      options: {
        app: { type: "string", multiple: true, arg: "NAME", help: "render only this Application" },
        all: { type: "boolean", help: "render every Application source that reaches a plugin (default)" },
        plugin: { type: "string", arg: "NAME", help: "use this plugin (socket name, <name>-<version>) as if the source named it" },
        format: formatOption(["yaml", "json"], "yaml"),
        output: outputOption("the manifests"),
        out: { type: "string", arg: "DIR", help: "write one YAML file per app source into DIR instead of stdout" },
        config: CONFIG_OPTION,
        "fail-on": failOnOption(["error", "warning"], "a render finding (render-failed: error, render-empty: warning)"),
        timeout: { type: "string", arg: "DURATION", help: "deadline per source, like the repo-server's (default 60s)", parse: durationArg },
        "kube-version": { type: "string", arg: "V", help: "KUBE_VERSION for the plugin (e.g. 1.31.2); default: config kubeVersion, else empty", parse: kubeVersionArg },
        "api-versions": {
          type: "string",
          multiple: true,
          arg: "LIST",
          help: "KUBE_API_VERSIONS entries, comma-separated (e.g. v1,apps/v1,apps/v1/Deployment);\ndefault: config apiVersions, else empty"
        },
        "use-manifest-generate-paths": {
          type: "boolean",
          help: "send generate only the common root of the app path and its\nargocd.argoproj.io/manifest-generate-paths annotation (the repo-server's\nreposerver.plugin.use.manifest.generate.paths); default: config"
        },
        "tracking-method": {
          type: "string",
          arg: "NAME",
          choices: ["annotation", "label", "annotation+label"],
          help: "Argo CD's resource tracking method (default: config, else annotation)"
        },
        "pass-env": {
          type: "string",
          multiple: true,
          arg: "NAME",
          help: "let the plugin see this variable of your environment;\nnothing else is passed except PATH, LANG and LC_ALL"
        },
        ...SANDBOX_OPTIONS,
        "include-uncommitted": {
          type: "boolean",
          help: "also give plugins the working-tree changes of tracked files (default: the tracked\nfiles of HEAD only, as Argo CD clones them; untracked and ignored files never reach a plugin)"
        }
      },
      maxPositionals: 1,
      positionalName: "paths",
      epilog: "Exit codes: 0 rendered (or nothing to render), 1 a render finding at or above --fail-on,\n            2 usage or configuration error, 130 interrupted."
    };
  }
});

// src/diff/spec.ts
function shardArg(v) {
  const m = /^(\d+)\/(\d+)$/.exec(v.trim());
  const index2 = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index2 < 1 || index2 > count || count > 1e4) throw new UsageError(`--shard: expected I/N with 1 <= I <= N (e.g. 2/4), got '${v}'`);
  return { index: index2, count };
}
var DIFF_SPEC;
var init_spec3 = __esm({
  "src/diff/spec.ts"() {
    "use strict";
    init_spec();
    init_args();
    init_errors();
    DIFF_SPEC = {
      name: "diff",
      usage: "cmp-lint diff --base REV [options] | cmp-lint diff --merge REPORT.json...",
      summary: "preview a change: render affected apps on base and head, diff them",
      description: `Renders the Applications a change can affect on the base and the head commit (the tracked files
of each laid out in a throwaway repository of its own; your repository is not touched) with their Config Management
Plugins, locally, and shows what would change in the cluster, resource by resource.`,
      options: {
        base: { type: "string", arg: "REV", help: "the commit to compare against (e.g. origin/main); required" },
        head: { type: "string", arg: "REV", help: "the commit with the change (default HEAD)" },
        all: { type: "boolean", help: "render every Application, not only the affected ones" },
        format: { ...formatOption(["markdown", "json", "text"], "text"), help: "output format: markdown, json, text\n(default: text on a terminal, markdown otherwise)" },
        output: outputOption(),
        config: CONFIG_OPTION,
        "fail-on": failOnOption(["error", "warning"], "a head render finding"),
        concurrency: { type: "string", arg: "N", help: "renders in parallel (default: the number of cores)", parse: positiveIntArg },
        timeout: { type: "string", arg: "DURATION", help: "deadline per render, like the repo-server's (default 60s)", parse: durationArg },
        "kube-version": { type: "string", arg: "V", help: "KUBE_VERSION for the plugins (e.g. 1.31.2)", parse: kubeVersionArg },
        "pass-env": { type: "string", multiple: true, arg: "NAME", help: "let plugins see this variable of your environment" },
        ...SANDBOX_OPTIONS,
        shard: { type: "string", arg: "I/N", help: "render only shard I of N of the affected apps (a fixed split by app;\nmerge the --format json reports with --merge)", parse: shardArg },
        merge: { type: "boolean", help: "merge the JSON reports of a sharded diff given as arguments (no rendering)" }
      },
      positionalName: "JSON reports (with --merge)",
      epilog: `Secret data/stringData values are never printed: only whether each key changed.
Exit codes: 0 ok, 1 a render fails on head (see --fail-on), 2 usage error, 130 interrupted.`
    };
  }
});

// src/render/params-spec.ts
var PARAMS_SPEC;
var init_params_spec = __esm({
  "src/render/params-spec.ts"() {
    "use strict";
    init_args();
    init_spec();
    PARAMS_SPEC = {
      name: "params",
      usage: "cmp-lint params [path] --app NAME [options]",
      summary: "show an Application's plugin parameters as the Argo CD UI would",
      description: `Finds the plugin of each source of the Application (discovery, or the named plugin), runs
its parameters.dynamic command like argocd-cmp-server's GetParametersAnnouncement (app directory
of a repository copy, no init, the app-details environment) and prints the announcements:
dynamic first, then static, a later entry of the same name replacing an earlier one, with the
values the Application sets.`,
      options: {
        app: { type: "string", multiple: true, arg: "NAME", help: "the Application" },
        format: formatOption(["text", "json"], "text"),
        config: CONFIG_OPTION,
        timeout: { type: "string", arg: "DURATION", help: "deadline per source (default 60s, like the API server's call to the repo-server)", parse: durationArg },
        "pass-env": { type: "string", multiple: true, arg: "NAME", help: "let the dynamic command see this variable of your environment" },
        ...SANDBOX_OPTIONS,
        "include-uncommitted": {
          type: "boolean",
          help: "also give the plugin the working-tree changes of tracked files (default: the tracked\nfiles of HEAD only, as Argo CD clones them)"
        }
      },
      maxPositionals: 1,
      positionalName: "paths",
      epilog: "Exit codes: 0 shown, 1 a source failed (Argo CD would show the error), 2 usage or configuration error."
    };
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
  const table2 = new Map(vars);
  return goExpand(value, (n) => n === "$" ? "$" : table2.get(n) ?? "");
}
function goJson(v) {
  return JSON.stringify(v).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function paramValues(source) {
  const plugin = source.raw?.plugin;
  const list2 = Array.isArray(plugin?.parameters) ? plugin.parameters : [];
  return list2.map((p) => {
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
function parametersJson(params2) {
  if (params2.length === 0) return "null";
  const items = params2.map((p) => {
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
function parameterEnv(params2) {
  const env = [["ARGOCD_APP_PARAMETERS", parametersJson(params2)]];
  for (const p of params2) {
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

// src/render/overrides.ts
import { existsSync as existsSync9, readFileSync as readFileSync5 } from "node:fs";
import { join as join8 } from "node:path";
function mergePatch(target, patch) {
  if (typeof patch !== "object" || patch === null || Array.isArray(patch)) return patch;
  const out = typeof target === "object" && target !== null && !Array.isArray(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}
function applySourceOverrides(s, appDir, controlPlaneNamespace) {
  const names = [".argocd-source.yaml", `.argocd-source-${instanceName(s.app.name, s.app.namespace, controlPlaneNamespace)}.yaml`];
  let raw = s.raw;
  const files = [];
  for (const name of names) {
    const p = join8(appDir, name);
    if (!existsSync9(p)) continue;
    let patch;
    try {
      patch = load(readFileSync5(p, "utf8"), { schema: CORE_SCHEMA, json: true });
    } catch (e) {
      throw new Error(`cannot read ${name}: ${e.message.split("\n")[0]}`);
    }
    raw = mergePatch(raw, patch ?? {});
    files.push(name);
  }
  if (files.length === 0) return { source: s, files };
  const merged = raw;
  for (const k of KEPT) {
    if (s.raw[k] === void 0) delete merged[k];
    else merged[k] = s.raw[k];
  }
  const types2 = TYPES.filter((t) => merged[t] !== void 0 && merged[t] !== null);
  let plugin;
  if (types2.includes("plugin")) {
    const p = merged.plugin ?? {};
    const list2 = (v) => Array.isArray(v) ? v : [];
    plugin = {
      name: typeof p.name === "string" && p.name ? p.name : void 0,
      env: list2(p.env).map((e) => ({ name: String(e?.name ?? ""), value: String(e?.value ?? "") })),
      parameters: list2(p.parameters).map((e) => ({ name: String(e?.name ?? "") })),
      ref: s.plugin?.ref ?? s.ref
    };
  }
  return { source: { ...s, types: types2, plugin, raw: merged }, files };
}
var TYPES, KEPT;
var init_overrides = __esm({
  "src/render/overrides.ts"() {
    "use strict";
    init_js_yaml();
    init_env();
    TYPES = ["helm", "kustomize", "directory", "plugin"];
    KEPT = ["repoURL", "path", "chart", "targetRevision"];
  }
});

// src/render/exec.ts
import { spawn } from "node:child_process";
import { rmSync as rmSync2 } from "node:fs";
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
  killContainers();
  for (const d of liveDirs) {
    try {
      rmSync2(d, { recursive: true, force: true });
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
function runCommand(cmd2, o) {
  const argv = argvOf(cmd2);
  const start = Date.now();
  const max = o.maxStdout ?? MAX_STDOUT;
  const grace = o.killGraceMs ?? KILL_GRACE_MS;
  return new Promise((resolve13) => {
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
    if (argv.length === 0 || cmd2.command.length === 0) {
      res.error = "Command is empty";
      resolve13(res);
      return;
    }
    let launch = { file: argv[0], args: argv.slice(1), env: o.env, cwd: o.cwd };
    if (o.launch) {
      const l = o.launch(argv, o.cwd, o.env);
      if ("spawnError" in l) {
        res.spawnError = l.spawnError;
        res.error = spawnErrorText(argv[0], l.spawnError);
        resolve13(res);
        return;
      }
      launch = l;
    }
    let child;
    try {
      child = spawn(launch.file, launch.args, {
        cwd: launch.cwd,
        env: launch.env,
        detached: true,
        // setsid: its own process group, like Setpgid in the sidecar
        stdio: ["ignore", "pipe", "pipe"],
        windowsHide: true
      });
    } catch (e) {
      res.spawnError = e;
      res.error = spawnErrorText(argv[0], res.spawnError);
      resolve13(res);
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
      launch.kill?.();
      if (pid !== void 0) killGroup(pid, "SIGKILL");
    };
    const expire = (why) => {
      if (settled || pid === void 0) return;
      if (why === "timeout") res.timedOut = true;
      else res.aborted = true;
      killGroup(pid, "SIGTERM");
      launch.kill?.();
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
    const maxErr = o.maxStderr ?? MAX_STDERR;
    let errBytes = 0;
    let errDropped = 0;
    child.stderr.on("data", (b) => {
      err.push(b);
      errBytes += b.length;
      while (errBytes - err[0].length >= maxErr) {
        const dropped = err.shift();
        errBytes -= dropped.length;
        errDropped += dropped.length;
      }
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
      let errBuf = Buffer.concat(err);
      if (errBuf.length > maxErr) {
        errDropped += errBuf.length - maxErr;
        errBuf = errBuf.subarray(errBuf.length - maxErr);
      }
      if (errDropped) res.stderrDropped = errDropped;
      res.stderr = (errDropped ? `[\u2026 ${errDropped} bytes of stderr cut \u2026]
` : "") + errBuf.toString("utf8");
      if (launch.kill) {
        if (res.timedOut || res.aborted || res.overflow) launch.kill();
        else forgetContainer(launch);
        if (res.code === 127 && containerNotFound(res.stderr)) res.spawnError = Object.assign(new Error("ENOENT"), { code: "ENOENT" });
      }
      res.error = errorText(res);
      resolve13(res);
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
var DEFAULT_TIMEOUT_MS, KILL_GRACE_MS, MAX_STDOUT, MAX_STDERR, STOP_SIGNALS, liveGroups, liveDirs, SIGNAL_TEXT;
var init_exec = __esm({
  "src/render/exec.ts"() {
    "use strict";
    init_sandbox();
    DEFAULT_TIMEOUT_MS = 6e4;
    KILL_GRACE_MS = 5e3;
    MAX_STDOUT = 100 * 1024 * 1024;
    MAX_STDERR = 256 * 1024;
    STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"];
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
function quoteChar(c) {
  if (c === "'") return `'\\''`;
  if (c === '"') return `'"'`;
  const j = JSON.stringify(c);
  return `'${j.slice(1, -1)}'`;
}
function scanJson(s, i) {
  const n = s.length;
  const bad = (at2, ctx) => ({ error: `invalid character ${quoteChar(s[at2])} ${ctx}`, at: at2 });
  const ws = (j) => {
    while (j < n && isWs(s[j])) j++;
    return j;
  };
  const value = (j) => {
    j = ws(j);
    if (j >= n) return { eof: true };
    const c = s[j];
    if (c === "{") {
      j = ws(j + 1);
      if (j >= n) return { eof: true };
      if (s[j] === "}") return { end: j + 1 };
      for (; ; ) {
        if (s[j] !== '"') return bad(j, "looking for beginning of object key string");
        const k = string(j);
        if (!("end" in k)) return k;
        j = ws(k.end);
        if (j >= n) return { eof: true };
        if (s[j] !== ":") return bad(j, "after object key");
        const v = value(j + 1);
        if (!("end" in v)) return v;
        j = ws(v.end);
        if (j >= n) return { eof: true };
        if (s[j] === "}") return { end: j + 1 };
        if (s[j] !== ",") return bad(j, "after object key:value pair");
        j = ws(j + 1);
        if (j >= n) return { eof: true };
      }
    }
    if (c === "[") {
      j = ws(j + 1);
      if (j >= n) return { eof: true };
      if (s[j] === "]") return { end: j + 1 };
      for (; ; ) {
        const v = value(j);
        if (!("end" in v)) return v;
        j = ws(v.end);
        if (j >= n) return { eof: true };
        if (s[j] === "]") return { end: j + 1 };
        if (s[j] !== ",") return bad(j, "after array element");
        j = j + 1;
      }
    }
    if (c === '"') return string(j);
    if (c === "-" || c >= "0" && c <= "9") return number(j);
    for (const lit of ["true", "false", "null"]) {
      if (c === lit[0]) {
        for (let m = 1; m < lit.length; m++) {
          if (j + m >= n) return { eof: true };
          if (s[j + m] !== lit[m]) return bad(j + m, `in literal ${lit} (expecting ${quoteChar(lit[m])})`);
        }
        return { end: j + lit.length };
      }
    }
    return bad(j, "looking for beginning of value");
  };
  const string = (j) => {
    for (let m = j + 1; m < n; m++) {
      const ch = s[m];
      if (ch === '"') return { end: m + 1 };
      if (ch === "\\") {
        m++;
        if (m >= n) return { eof: true };
        if (s[m] === "u") {
          for (let h = 1; h <= 4; h++) {
            if (m + h >= n) return { eof: true };
            if (!/[0-9a-fA-F]/.test(s[m + h])) return bad(m + h, "in \\u hexadecimal character escape");
          }
          m += 4;
        } else if (!'"\\/bfnrt'.includes(s[m])) return bad(m, "in string escape code");
      } else if (ch.charCodeAt(0) < 32) return bad(m, "in string literal");
    }
    return { eof: true };
  };
  const number = (j) => {
    let m = j;
    if (s[m] === "-") {
      m++;
      if (m >= n) return { eof: true };
      if (!(s[m] >= "0" && s[m] <= "9")) return bad(m, "in numeric literal");
    }
    if (s[m] === "0") m++;
    else while (m < n && s[m] >= "0" && s[m] <= "9") m++;
    if (s[m] === ".") {
      m++;
      if (m >= n) return { eof: true };
      if (!(s[m] >= "0" && s[m] <= "9")) return bad(m, "after decimal point in numeric literal");
      while (m < n && s[m] >= "0" && s[m] <= "9") m++;
    }
    if (s[m] === "e" || s[m] === "E") {
      m++;
      if (s[m] === "+" || s[m] === "-") m++;
      if (m >= n) return { eof: true };
      if (!(s[m] >= "0" && s[m] <= "9")) return bad(m, "in exponent of numeric literal");
      while (m < n && s[m] >= "0" && s[m] <= "9") m++;
    }
    return { end: m };
  };
  return value(i);
}
function looksLikeJson(text, sniff) {
  const head = Buffer.from(text).subarray(0, sniff).toString("utf8");
  return /^\s*\{/u.test(head);
}
function nextYamlDoc(text, pos, docNo) {
  let buf = "";
  let i = pos;
  while (i < text.length) {
    const nl = text.indexOf("\n", i);
    const end = nl < 0 ? text.length : nl + 1;
    const line = text.slice(i, end);
    i = end;
    if (line.startsWith("---")) {
      const rest = line.slice(3).trim();
      if (rest.length > 0 && rest[0] !== "#") {
        throw new ManifestError(`failed to unmarshal manifest: invalid Yaml document separator: ${rest}`, docNo, excerpt(line));
      }
      if (buf.length > 0) return { text: buf, next: i };
      continue;
    }
    buf += line.endsWith("\n") ? line : line + "\n";
  }
  return buf.length > 0 ? { text: buf, next: i } : void 0;
}
function splitDocuments(stdout, sniffBytes = 4096) {
  const out = [];
  const push = (value, source) => {
    if (value === null || value === void 0) return;
    out.push({ value, source });
  };
  let pos = 0;
  let count = 0;
  let json2 = looksLikeJson(stdout, sniffBytes);
  let yamlMode = !json2;
  const readYaml = (firstErr) => {
    const d = nextYamlDoc(stdout, pos, out.length + 1);
    if (!d) return false;
    try {
      push(goYamlLoadFast(d.text), d.text);
    } catch (e) {
      if (!(e instanceof GoYamlError)) throw e;
      const msg = firstErr ?? `error converting YAML to JSON: ${e.message}`;
      throw new ManifestError(`failed to unmarshal manifest: ${msg}`, out.length + 1, excerpt(d.text));
    }
    pos = d.next;
    count++;
    return true;
  };
  while (json2) {
    let j = pos;
    while (j < stdout.length && isWs(stdout[j])) j++;
    if (j >= stdout.length) return out;
    const r = scanJson(stdout, pos);
    if ("end" in r) {
      const src = stdout.slice(j, r.end);
      push(JSON.parse(src), src);
      count++;
      pos = r.end;
      continue;
    }
    const raw = "eof" in r ? "unexpected EOF" : r.error;
    const wrapped = "eof" in r ? raw : `json: offset ${byteOffset(stdout, r.at) + 1}: ${raw}`;
    if (count > 1) throw new ManifestError(`failed to unmarshal manifest: ${raw}`, out.length + 1, excerpt(stdout.slice(j, j + 200)));
    while (pos < stdout.length && /\s/u.test(stdout[pos])) {
      pos++;
      if (stdout[pos - 1] === "\n") break;
    }
    json2 = false;
    yamlMode = true;
    if (!readYaml(wrapped)) return out;
  }
  if (yamlMode) while (readYaml()) ;
  return out;
}
function goJsonSorted(v) {
  const norm = (x) => {
    if (Array.isArray(x)) return x.map(norm);
    if (x && typeof x === "object") {
      const o = {};
      for (const k of Object.keys(x).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))) o[k] = norm(x[k]);
      return o;
    }
    return x;
  };
  return JSON.stringify(norm(v)).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
function toObject(d, docNo) {
  const v = d.value;
  const pre = "failed to unmarshal manifest: error unmarshaling JSON: while decoding JSON: ";
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new ManifestError(`${pre}json: cannot unmarshal ${goKind(v)} into Go value of type map[string]interface {}`, docNo, excerpt(d.source), "repo-server");
  }
  const m = v;
  if (typeof m.kind !== "string" || m.kind === "") {
    throw new ManifestError(`${pre}Object 'Kind' is missing in '${goJsonSorted(m)}'`, docNo, excerpt(d.source), "repo-server");
  }
  return m;
}
function targetsOf(m, docNo) {
  if (Array.isArray(m.items)) {
    return m.items.map((it) => {
      if (it === null || typeof it !== "object" || Array.isArray(it)) {
        throw new ManifestError("items member is not an object: map[string]interface {}", docNo, excerpt(JSON.stringify(it) ?? ""), "list");
      }
      return it;
    });
  }
  if ("items" in m && m.items === null && !("spec" in m) && !("status" in m)) return [];
  return [m];
}
function gvkString(m) {
  const av = str3(m.apiVersion);
  let group = "";
  let version = "";
  const parts = av.split("/");
  if (av === "") {
  } else if (parts.length === 1) version = av;
  else if (parts.length === 2) [group, version] = parts;
  else return `/, Kind=`;
  return `${group}/${version}, Kind=${str3(m.kind)}`;
}
function stringMapError(m, field) {
  const meta = m.metadata;
  if (meta === void 0 || meta === null) return void 0;
  if (typeof meta !== "object" || Array.isArray(meta)) {
    return `.metadata.${field} accessor error: ${goSprintV(meta)} is of the type ${goTypeName(meta)}, expected map[string]interface{}`;
  }
  const v = meta[field];
  if (v === void 0 || v === null) return void 0;
  if (typeof v !== "object" || Array.isArray(v)) {
    return `.metadata.${field} accessor error: ${goSprintV(v)} is of the type ${goTypeName(v)}, expected map[string]interface{}`;
  }
  for (const k of Object.keys(v).sort()) {
    const x = v[k];
    if (typeof x !== "string") {
      return `.metadata.${field} accessor error: contains non-string value in the map under key ${JSON.stringify(k)}: ${goSprintV(x)} is of the type ${goTypeName(x)}, expected string`;
    }
  }
  return void 0;
}
function trackingError(m, method = "annotation") {
  if (isCrd(m)) return void 0;
  const meta = m.metadata && typeof m.metadata === "object" ? m.metadata : {};
  const who = `${gvkString(m)} ${str3(meta.namespace)}/${str3(meta.name)}`;
  if (method === "annotation" || method === "annotation+label") {
    const e = stringMapError(m, "annotations");
    if (e) return `failed to set app instance tracking info on manifest: failed to get annotations for ${who}: ${e}`;
  }
  if (method === "label" || method === "annotation+label") {
    const e = stringMapError(m, "labels");
    if (e) return `failed to set app instance tracking info on manifest: failed to set app instance label: failed to get labels from target object ${who}: ${e}`;
  }
  return void 0;
}
function parseManifests(stdout, opts = {}) {
  const docs = splitDocuments(stdout);
  const objects = docs.map((d, i) => toObject(d, i + 1));
  const out = [];
  objects.forEach((m, i) => {
    for (const t of targetsOf(m, i + 1)) {
      const e = trackingError(t, opts.trackingMethod);
      if (e) throw new ManifestError(e, i + 1, excerpt(JSON.stringify(t.metadata ?? {})), "tracking");
      out.push(t);
    }
  });
  return out;
}
function goJsonSyntaxError(text) {
  const r = scanJson(text, 0);
  if ("eof" in r) return "unexpected end of JSON input";
  if ("error" in r) return r.error;
  let j = r.end;
  while (j < text.length && isWs(text[j])) j++;
  if (j < text.length) return `invalid character ${quoteChar(text[j])} after top-level value`;
  return void 0;
}
var ManifestError, SECRET_KIND, excerpt, isWs, byteOffset, goKind, str3, isCrd;
var init_parse = __esm({
  "src/render/parse.ts"() {
    "use strict";
    init_yaml11();
    ManifestError = class extends Error {
      constructor(message, doc, excerpt2, stage = "sidecar") {
        super(message);
        this.doc = doc;
        this.excerpt = excerpt2;
        this.stage = stage;
        this.name = "ManifestError";
      }
      doc;
      excerpt;
      stage;
      /** The error text as the Application condition shows it, below `CMP processing failed for application "…": `. */
      get argoText() {
        if (this.stage === "sidecar") return `error generating manifests in cmp: rpc error: code = Unknown desc = error generating manifests: ${this.message}`;
        if (this.stage === "repo-server") return `failed to convert CMP manifests to unstructured objects: ${this.message}`;
        return this.message;
      }
    };
    SECRET_KIND = /^\s*["']?kind["']?\s*:\s*["']?Secret["']?\s*(?:#.*)?$|"kind"\s*:\s*"Secret"/m;
    excerpt = (s, n = 120) => {
      if (SECRET_KIND.test(s)) return "(a Secret: contents withheld)";
      const one = s.trim();
      return one.length > n ? one.slice(0, n) + "\u2026" : one;
    };
    isWs = (c) => c === " " || c === "	" || c === "\n" || c === "\r";
    byteOffset = (s, i) => Buffer.byteLength(s.slice(0, i));
    goKind = (v) => Array.isArray(v) ? "array" : typeof v === "boolean" ? "bool" : typeof v === "number" ? "number" : typeof v;
    str3 = (v) => typeof v === "string" ? v : "";
    isCrd = (m) => m.kind === "CustomResourceDefinition" && str3(m.apiVersion).split("/")[0] === "apiextensions.k8s.io" && str3(m.apiVersion).includes("/");
  }
});

// src/render/workspace.ts
import { cpSync, chmodSync as chmodSync2, copyFileSync, lstatSync as lstatSync5, mkdirSync as mkdirSync2, readdirSync as readdirSync5, readlinkSync, realpathSync as realpathSync4, symlinkSync } from "node:fs";
import { dirname as dirname6, join as join9, relative as relative6, resolve as resolve8, sep as sep4 } from "node:path";
import { execFileSync as execFileSync2 } from "node:child_process";
function inbound(candidate, base) {
  if (!candidate.startsWith("/")) return false;
  const c = goClean(candidate);
  const b = goClean(base);
  return c === b || c.startsWith(b === "/" ? "/" : b + "/");
}
function inboundStrict(candidate, base) {
  if (!candidate.startsWith("/")) return false;
  const b = goClean(base);
  return goClean(candidate).startsWith(b === "/" ? "/" : b + "/");
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
  const dst = realpathSync4(dstIn);
  const exclusions = (opts.exclusions ?? []).map((s) => s.trim()).filter((s) => s !== "");
  const preserve = opts.preserveFileMode === true;
  const stats = { files: 0, dirs: 0, symlinks: 0 };
  const modeOf = (st, dflt) => preserve ? st.mode & 4095 & ~18 : dflt;
  const visit3 = (abs, rel) => {
    let st;
    try {
      st = lstatSync5(abs);
    } catch (e) {
      throw new WorkspaceError(`error walking ${abs}: ${e.message}`);
    }
    if (excluded(rel, exclusions)) return;
    const target = rel === "." ? dst : join9(dst, rel);
    if (!inbound(target, dst)) throw new WorkspaceError(`illegal filepath in archive: ${target}`);
    if (st.isDirectory()) {
      mkdirSync2(target, { recursive: true });
      chmodSync2(target, modeOf(st, 493) | 448);
      stats.dirs++;
      let names;
      try {
        names = readdirSync5(abs);
      } catch (e) {
        throw new WorkspaceError(`error walking ${abs}: ${e.message}`);
      }
      names.sort(byteOrder);
      for (const n of names) visit3(join9(abs, n), rel === "." ? n : `${rel}/${n}`);
      if (preserve) chmodSync2(target, modeOf(st, 493));
    } else if (st.isSymbolicLink()) {
      const link = readlinkSync(abs);
      const linkTarget = goJoin(dirname6(target), link);
      let real2;
      try {
        real2 = realpathSync4(linkTarget);
      } catch (e) {
        const code3 = e.code;
        if (code3 === "ENOENT" || code3 === "ENOTDIR") real2 = linkTarget;
        else throw new WorkspaceError(`error checking symlink realpath: ${e.message}`);
      }
      if (!inboundStrict(real2, dst)) {
        throw new WorkspaceError(`illegal filepath in symlink: ${linkTarget} (${rel} -> ${link} leaves the repository copy)`);
      }
      mkdirSync2(dirname6(target), { recursive: true });
      symlinkSync(relative6(dirname6(target), real2) || ".", target);
      stats.symlinks++;
    } else if (st.isFile()) {
      mkdirSync2(dirname6(target), { recursive: true });
      copyFileSync(abs, target);
      chmodSync2(target, modeOf(st, 420));
      stats.files++;
    }
  };
  visit3(resolve8(src), ".");
  if (stats.dirs + stats.files + stats.symlinks === 0) throw new WorkspaceError(`no files to send(${src})`);
  return stats;
}
function appDirIn(root, path) {
  const p = goJoin(root, path ?? "");
  if (!inbound(p, root)) throw new WorkspaceError(`${path}: app path outside root`);
  return p.split("/").join(sep4);
}
function cloneTree(src, dst) {
  if (nativeCp) {
    try {
      execFileSync2("cp", ["-a", "--reflink=auto", "--", src + "/.", dst], { stdio: "ignore" });
      return;
    } catch {
      nativeCp = false;
    }
  }
  cpSync(src, dst, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
}
var WorkspaceError, WorkspaceCache, nativeCp;
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
    WorkspaceCache = class {
      constructor(dir) {
        this.dir = dir;
      }
      dir;
      built = /* @__PURE__ */ new Map();
      n = 0;
      copy(src, dst, opts = {}) {
        const key = JSON.stringify([src, opts.exclusions ?? [], opts.preserveFileMode === true]);
        let e = this.built.get(key);
        if (!e) {
          const d = join9(this.dir, `pristine-${this.n++}`);
          mkdirSync2(d, { recursive: true });
          try {
            copyRepo(src, d, opts);
            e = { dir: d };
          } catch (err) {
            if (!(err instanceof WorkspaceError)) throw err;
            e = { error: err };
          }
          this.built.set(key, e);
        }
        if (e.error) throw e.error;
        cloneTree(e.dir, dst);
      }
    };
    nativeCp = process.platform === "linux";
  }
});

// src/render/app-path.ts
import { statSync as statSync8 } from "node:fs";
import { join as join10 } from "node:path";
function argoAppPath(root, path) {
  if (path.startsWith("/")) return { error: `${path}: app path is absolute`, code: "absolute" };
  const joined = goClean(`${VIRTUAL_ROOT}/${path}`);
  if (!joined.startsWith(VIRTUAL_ROOT)) return { error: `${path}: app path outside root`, code: "outside" };
  const rel = joined === VIRTUAL_ROOT ? "." : joined.slice(VIRTUAL_ROOT.length + 1);
  const dir = rel === "." ? root : join10(root, ...rel.split("/"));
  let isDir2;
  try {
    isDir2 = statSync8(dir).isDirectory();
  } catch (e) {
    const code3 = e.code;
    if (code3 === "ENOENT" || code3 === "ENOTDIR") return { error: `${path}: app path does not exist`, code: "missing" };
    return { error: `${path}: ${e.message}`, code: "missing" };
  }
  if (!isDir2) return { error: `${path}: app path is not a directory`, code: "not-dir" };
  return { dir, rel };
}
function isForeignRepo(root, repoURL) {
  if (!repoURL || /\{\{|\$/.test(repoURL)) return false;
  const remotes = gitRemotes(root);
  if (remotes.length === 0) return false;
  return !remotes.includes(normalizeRepoURL(repoURL));
}
function applicationRootPath(appRel, annotation2) {
  const repo = VIRTUAL_ROOT;
  const appPath = appRel === "." ? repo : `${repo}/${appRel}`;
  const paths = [];
  for (const entry of (annotation2 ?? "").split(";")) {
    if (entry === "") continue;
    const unsafe = entry.startsWith("/") ? goClean(entry) : goClean(`${appRel === "." ? "" : appRel + "/"}${entry}` || ".");
    const inside2 = goClean("/" + unsafe);
    paths.push(inside2 === "/" ? repo : repo + inside2);
  }
  if (paths.length === 0) return ".";
  let common2 = appPath.split("/");
  let disjoint = false;
  for (const p of paths) {
    const parts = p.split("/");
    const min = Math.min(common2.length, parts.length);
    for (let i = 0; i < min; i++) {
      if (common2[i] !== parts[i]) {
        common2 = common2.slice(0, i);
        disjoint = true;
        break;
      }
    }
    if (!disjoint && min < common2.length) common2 = common2.slice(0, min);
  }
  const root = goClean("/" + common2.filter((x) => x !== "").join("/"));
  if (root === repo) return ".";
  if (root.startsWith(repo + "/")) return root.slice(repo.length + 1);
  return ".";
}
var VIRTUAL_ROOT, MANIFEST_GENERATE_PATHS;
var init_app_path2 = __esm({
  "src/render/app-path.ts"() {
    "use strict";
    init_discover3();
    init_app_path();
    VIRTUAL_ROOT = "/tmp/_argocd-repo/00000000-0000-0000-0000-000000000000";
    MANIFEST_GENERATE_PATHS = "argocd.argoproj.io/manifest-generate-paths";
  }
});

// src/render/plugin-config.ts
function typeString(t) {
  switch (t.k) {
    case "string":
    case "bool":
    case "int64":
      return t.k;
    case "time":
      return "v1.Time";
    case "anyslice":
      return "[]interface {}";
    case "slice":
      return `[]${t.ptr ? "*" : ""}${typeString(t.elem)}`;
    case "map":
      return `map[string]${typeString(t.elem)}`;
    case "struct":
      return t.name;
  }
}
function typeError(ctx, value, t) {
  if (ctx.err) return;
  const into = typeString(t);
  ctx.err = ctx.stack.length > 0 ? `json: cannot unmarshal ${value} into Go struct field ${ctx.struct.replace(/^.*\./, "")}.${ctx.stack.join(".")} of type ${into}` : `json: cannot unmarshal ${value} into Go value of type ${into}`;
}
function decode2(v, t, ctx) {
  if (v === null) return void 0;
  switch (t.k) {
    case "string":
      if (typeof v === "string") return v;
      typeError(ctx, jsonKind(v), t);
      return void 0;
    case "bool":
      if (typeof v === "boolean") return v;
      typeError(ctx, jsonKind(v), t);
      return void 0;
    case "int64":
      if (typeof v === "number" && Number.isInteger(v)) return v;
      typeError(ctx, typeof v === "number" ? `number ${v}` : jsonKind(v), t);
      return void 0;
    case "time":
      if (typeof v === "string") return v;
      if (!ctx.err) ctx.err = `json: cannot unmarshal ${jsonKind(v)} into Go value of type string`;
      return void 0;
    case "anyslice":
      if (Array.isArray(v)) return v;
      typeError(ctx, jsonKind(v), t);
      return void 0;
    case "slice":
      if (!Array.isArray(v)) {
        typeError(ctx, jsonKind(v), t);
        return void 0;
      }
      return v.map((x) => decode2(x, t.elem, ctx) ?? (t.elem.k === "string" ? "" : t.elem.k === "bool" ? false : void 0));
    case "map": {
      if (typeof v !== "object" || Array.isArray(v)) {
        typeError(ctx, jsonKind(v), t);
        return void 0;
      }
      const out = {};
      for (const [k, x] of Object.entries(v)) {
        const d = decode2(x, t.elem, ctx);
        out[k] = d === void 0 ? "" : d;
      }
      return out;
    }
    case "struct": {
      if (typeof v !== "object" || Array.isArray(v)) {
        typeError(ctx, jsonKind(v), t);
        return void 0;
      }
      const out = {};
      const obj2 = v;
      for (const key of Object.keys(obj2).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))) {
        const f = t.fields.find(([n]) => n === key) ?? t.fields.find(([n]) => foldEq(n, key));
        if (!f) continue;
        const saved = { struct: ctx.struct, stack: ctx.stack };
        ctx.struct = t.name;
        ctx.stack = [...ctx.stack, f[0]];
        const d = decode2(obj2[key], f[1], ctx);
        ctx.struct = saved.struct;
        ctx.stack = saved.stack;
        if (d !== void 0) out[f[0]] = f[1].k === "struct" && out[f[0]] ? { ...out[f[0]], ...d } : d;
      }
      return out;
    }
  }
}
function decodePluginConfig(json2) {
  const ctx = { struct: "", stack: [] };
  const config = decode2(json2, PLUGIN_CONFIG, ctx) ?? {};
  if (ctx.err) return { config, error: ctx.err };
  return { config, error: validatePluginConfig(config) };
}
function validatePluginConfig(c) {
  if (!c.metadata?.name) return "invalid plugin configuration file. metadata.name should be non-empty";
  if (c.kind !== "ConfigManagementPlugin") return `invalid plugin configuration file. kind should be ConfigManagementPlugin, found ${c.kind ?? ""}`;
  if (!c.spec?.generate?.command?.length) return "invalid plugin configuration file. spec.generate command should be non-empty";
  return void 0;
}
function pluginJson(p) {
  const ref = p.ref;
  let value;
  if (ref && ref.node !== void 0) {
    value = goValue(ref.node, ref.doc);
    checkJsonable(value);
  } else {
    value = p.raw ?? null;
  }
  if (p.specOnly) {
    return { apiVersion: "argoproj.io/v1alpha1", kind: "ConfigManagementPlugin", metadata: { name: p.name }, spec: value };
  }
  return value;
}
function startupView(p) {
  const hit = cache2.get(p);
  if (hit) return hit;
  let view;
  if (!p.ref) {
    view = { plugin: p };
    cache2.set(p, view);
    return view;
  }
  try {
    const { config, error } = decodePluginConfig(pluginJson(p));
    if (error) view = { error };
    else {
      const s = config.spec ?? {};
      const name = config.metadata?.name ?? "";
      const version = s.version || void 0;
      const find = s.discover?.find;
      const discover = s.discover ? {
        fileName: s.discover.fileName || void 0,
        glob: find?.glob || void 0,
        command: find?.command?.length ? cmd(find, p.discover?.command?.ref) : void 0,
        ref: p.discover?.ref
      } : void 0;
      const statics = (s.Parameters?.Static ?? []).map((a, i) => ({
        name: String(a?.name ?? ""),
        collectionType: a?.collectionType,
        ref: p.parameters.static[i]?.ref
      }));
      view = {
        plugin: {
          ...p,
          name,
          version,
          socketName: version ? `${name}-${version}` : name,
          init: cmd(s.init, p.init?.ref),
          generate: cmd(s.generate, p.generate?.ref),
          discover,
          parameters: { static: statics, dynamic: cmd(s.Parameters?.Dynamic, p.parameters.dynamic?.ref) },
          preserveFileMode: s.preserveFileMode === true,
          provideGitCreds: s.provideGitCreds === true
        }
      };
      goConfigs.set(view.plugin, config);
    }
  } catch (e) {
    view = { error: e instanceof GoYamlError ? e.message : e.message };
  }
  cache2.set(p, view);
  return view;
}
function goConfigOf(p) {
  return goConfigs.get(p);
}
function decodeAnnouncements(json2) {
  const ctx = { struct: "", stack: [] };
  const list2 = decode2(json2, { k: "slice", elem: announcement, ptr: true }, ctx);
  return { announcements: (list2 ?? []).map((a) => a ?? {}), error: ctx.err };
}
var S, B, strs, strMap, command2, announcement, objectMeta, PLUGIN_CONFIG, jsonKind, foldEq, cache2, cmd, goConfigs;
var init_plugin_config = __esm({
  "src/render/plugin-config.ts"() {
    "use strict";
    init_yaml11();
    S = { k: "string" };
    B = { k: "bool" };
    strs = { k: "slice", elem: S };
    strMap = { k: "map", elem: S };
    command2 = (name = "plugin.Command") => ({ k: "struct", name, fields: [["command", strs], ["args", strs]] });
    announcement = {
      k: "struct",
      name: "apiclient.ParameterAnnouncement",
      fields: [
        ["name", S],
        ["title", S],
        ["tooltip", S],
        ["required", B],
        ["itemType", S],
        ["collectionType", S],
        ["string", S],
        ["array", strs],
        ["map", strMap]
      ]
    };
    objectMeta = {
      k: "struct",
      name: "v1.ObjectMeta",
      fields: [
        ["name", S],
        ["generateName", S],
        ["namespace", S],
        ["selfLink", S],
        ["uid", S],
        ["resourceVersion", S],
        ["generation", { k: "int64" }],
        ["creationTimestamp", { k: "time" }],
        ["deletionTimestamp", { k: "time" }],
        ["deletionGracePeriodSeconds", { k: "int64" }],
        ["labels", strMap],
        ["annotations", strMap],
        ["ownerReferences", { k: "anyslice" }],
        ["finalizers", strs],
        ["managedFields", { k: "anyslice" }]
      ]
    };
    PLUGIN_CONFIG = {
      k: "struct",
      name: "plugin.PluginConfig",
      fields: [
        ["kind", S],
        ["apiVersion", S],
        ["metadata", objectMeta],
        [
          "spec",
          {
            k: "struct",
            name: "plugin.PluginConfigSpec",
            fields: [
              ["version", S],
              ["init", command2()],
              ["generate", command2()],
              [
                "discover",
                {
                  k: "struct",
                  name: "plugin.Discover",
                  fields: [
                    ["find", { k: "struct", name: "plugin.Find", fields: [["command", strs], ["args", strs], ["glob", S]] }],
                    ["fileName", S]
                  ]
                }
              ],
              // `yaml:"parameters"` only: encoding/json knows these fields by their Go names
              [
                "Parameters",
                {
                  k: "struct",
                  name: "plugin.Parameters",
                  fields: [
                    ["Static", { k: "slice", elem: announcement, ptr: true }],
                    ["Dynamic", command2()]
                  ]
                }
              ],
              ["preserveFileMode", B],
              ["provideGitCreds", B]
            ]
          }
        ]
      ]
    };
    jsonKind = (v) => Array.isArray(v) ? "array" : v === null ? "null" : typeof v === "object" ? "object" : typeof v === "boolean" ? "bool" : typeof v === "number" ? "number" : "string";
    foldEq = (a, b) => a.toLowerCase() === b.toLowerCase();
    cache2 = /* @__PURE__ */ new WeakMap();
    cmd = (c, ref) => c ? { command: c.command ?? [], args: c.args ?? [], ref } : void 0;
    goConfigs = /* @__PURE__ */ new WeakMap();
  }
});

// src/render/sandbox/layout.ts
import { execFile as execFile2 } from "node:child_process";
import { copyFileSync as copyFileSync2, existsSync as existsSync10, realpathSync as realpathSync5, lstatSync as lstatSync6, mkdirSync as mkdirSync3, readdirSync as readdirSync6, readlinkSync as readlinkSync2, rmSync as rmSync3, symlinkSync as symlinkSync2, chmodSync as chmodSync3 } from "node:fs";
import { dirname as dirname7, join as join11, posix as posix7 } from "node:path";
function describeLayout(l) {
  const short2 = l.revision.slice(0, 12);
  if (l.from === "directory") return "directory as it is (not a git repository)";
  const n = l.uncommitted.length;
  if (l.from === "commit+uncommitted") return `commit ${short2} plus uncommitted changes of ${n} tracked file${n === 1 ? "" : "s"} (--include-uncommitted)`;
  return `tracked files of commit ${short2}`;
}
function layoutNotes(l) {
  const out = [];
  if (l.from === "commit" && l.uncommitted.length) {
    const n = l.uncommitted.length;
    const shown = l.uncommitted.slice(0, 5).join(", ") + (n > 5 ? ", \u2026" : "");
    out.push(`${n} uncommitted change${n === 1 ? "" : "s"} to tracked files ignored (${shown}): plugins see commit ${l.revision.slice(0, 12)} as Argo CD would; --include-uncommitted adds them`);
  }
  if (l.from !== "directory" && l.untracked) out.push(`${l.untracked} untracked file${l.untracked === 1 ? "" : "s"} not in the workspace (Argo CD clones: only committed files reach a plugin)`);
  return out;
}
function gitEnv() {
  const env = { GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null", GIT_TERMINAL_PROMPT: "0", LC_ALL: "C", GIT_ASKPASS: "/bin/false", SSH_ASKPASS: "/bin/false" };
  if (process.env.PATH) env.PATH = process.env.PATH;
  return env;
}
function git(cwd, args, opts = {}) {
  return new Promise((resolve13, reject) => {
    execFile2("git", [...GIT_BASE, "-C", cwd, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: gitEnv() }, (err, stdout, stderr) => {
      if (err && !opts.allowFail) {
        const msg = (stderr || err.message).trim().split("\n").slice(-3).join("; ");
        reject(Object.assign(new LayoutError(`git ${args[0]}: ${msg}`), { code: err.code }));
      } else resolve13(stdout);
    });
  });
}
async function gitTop(dir) {
  try {
    const out = (await git(dir, ["rev-parse", "--show-toplevel"])).trim();
    return out || void 0;
  } catch {
    return void 0;
  }
}
async function layoutCommit(top, sha, dest, opts = {}) {
  mkdirSync3(dest, { recursive: true });
  await git(dest, ["init", "-q", "--template=", "."]);
  try {
    await git(dest, ["-c", "uploadpack.allowAnySHA1InWant=true", "fetch", "-q", "--no-tags", "--no-recurse-submodules", "--depth=1", "--", top, sha]);
  } catch (e) {
    throw new LayoutError(`cannot read commit ${sha.slice(0, 12)} from ${top}: ${e.message}`);
  }
  await git(dest, ["checkout", "-q", "--detach", sha]);
  rmSync3(join11(dest, ".git", "FETCH_HEAD"), { force: true });
  const remotes = await git(top, ["config", "--get-regexp", "^remote\\..*\\.url$"], { allowFail: true });
  for (const line of remotes.split("\n")) {
    const m = /^(remote\..+\.url) (.+)$/.exec(line.trim());
    if (m) await git(dest, ["config", "--add", m[1], stripCredentials(m[2])], { allowFail: true });
  }
  const info = { from: "commit", revision: sha, uncommitted: [], untracked: 0 };
  if (opts.worktreeStatus === false) return info;
  const changed = (await git(top, ["diff", "--name-only", "--no-renames", "-z", sha, "--"], { allowFail: true })).split("\0").filter(Boolean);
  info.uncommitted = changed.sort(byteOrder);
  const status = await git(top, ["status", "--porcelain", "-z", "--untracked-files=all"], { allowFail: true });
  info.untracked = status.split("\0").filter((l) => l.startsWith("?? ")).length;
  if (opts.includeUncommitted && changed.length) {
    for (const rel of changed) overlay(top, dest, rel);
    info.from = "commit+uncommitted";
  }
  return info;
}
function stripCredentials(url) {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, "$1");
}
function overlay(top, dest, rel) {
  const src = join11(top, rel);
  const dst = join11(dest, rel);
  if (posix7.normalize(rel).startsWith("../") || rel.split("/").includes(".git")) return;
  let st;
  try {
    st = lstatSync6(src);
  } catch {
    rmSync3(dst, { force: true, recursive: true });
    return;
  }
  rmSync3(dst, { force: true, recursive: true });
  mkdirSync3(dirname7(dst), { recursive: true });
  if (st.isSymbolicLink()) symlinkSync2(readlinkSync2(src), dst);
  else if (st.isFile()) {
    copyFileSync2(src, dst);
    chmodSync3(dst, st.mode & 73 ? 493 : 420);
  }
}
function outOfBoundsSymlink(root, skip = [".git"]) {
  const skipSet = new Set(skip);
  const walk = (rel) => {
    const abs = rel === "" ? root : join11(root, rel);
    let names;
    try {
      names = readdirSync6(abs);
    } catch {
      return void 0;
    }
    names.sort(byteOrder);
    for (const n of names) {
      const r = rel === "" ? n : `${rel}/${n}`;
      if (skipSet.has(r)) continue;
      let st;
      try {
        st = lstatSync6(join11(root, r));
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) {
        const link = readlinkSync2(join11(root, r));
        if (link.startsWith("/")) return r;
        let cur = posix7.dirname(r);
        for (const part2 of link.split("/")) {
          cur = posix7.normalize(posix7.join(cur, part2));
          if (cur === ".." || cur.startsWith("../")) return r;
        }
      } else if (st.isDirectory()) {
        const hit = walk(r);
        if (hit !== void 0) return hit;
      }
    }
    return void 0;
  };
  return walk("");
}
function outOfBoundsMessage(file) {
  return `repository contains out-of-bounds symlinks. file: ${file}`;
}
async function prepareWorkspace(root, parent, opts = {}) {
  const top = await gitTop(root);
  if (!top) {
    return { root, info: { from: "directory", revision: "", uncommitted: [], untracked: 0 }, dir: "", oob: outOfBoundsSymlink(root) };
  }
  let sha;
  try {
    sha = (await git(top, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])).trim();
  } catch {
    throw new LayoutError(`${top} has no commit yet: render lays out committed files only, as Argo CD clones them (commit first)`);
  }
  const dir = join11(parent, "repo");
  const info = await layoutCommit(top, sha, dir, opts);
  const rel = posix7.relative(realpathSync5(top), realpathSync5(root));
  const laid = rel && !rel.startsWith("..") ? join11(dir, rel) : dir;
  return { root: laid, info, dir, oob: outOfBoundsSymlink(dir) };
}
var LayoutError, GIT_BASE;
var init_layout = __esm({
  "src/render/sandbox/layout.ts"() {
    "use strict";
    init_gomatch();
    LayoutError = class extends Error {
      constructor(message) {
        super(message);
        this.name = "LayoutError";
      }
    };
    GIT_BASE = ["-c", "core.hooksPath=/dev/null", "-c", "advice.detachedHead=false", "-c", "init.defaultBranch=cmp-lint", "-c", "core.fsmonitor=false", "-c", "protocol.allow=never", "-c", "protocol.file.allow=always"];
  }
});

// src/render/index.ts
import { execFileSync as execFileSync3 } from "node:child_process";
import { mkdirSync as mkdirSync4, mkdtempSync as mkdtempSync2, realpathSync as realpathSync6, rmSync as rmSync4 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join12 } from "node:path";
function sidecarFor(plugin, sidecars = []) {
  return sidecarServing(plugin, sidecars);
}
function gitRevision(root) {
  try {
    return execFileSync3("git", ["-C", root, "rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 1e4 }).trim();
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
  let s = opts.source;
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
  if (s.chart) {
    result.skipped = `a Helm repository chart (${s.chart}), not a path in this repository`;
    return done();
  }
  if (s.templated && /\{\{/.test(s.path ?? "")) {
    result.skipped = `the path ${JSON.stringify(s.path)} is an ApplicationSet template`;
    return done();
  }
  if (s.index !== void 0 && !s.path) {
    result.skipped = "a source without path or chart: Argo CD generates nothing for it (ref-only source)";
    return done();
  }
  if (isForeignRepo(opts.repoRoot, s.repoURL)) {
    result.skipped = `repoURL ${JSON.stringify(s.repoURL)} is not a remote of this repository`;
    return done();
  }
  {
    const oob = opts.outOfBoundsSymlink === void 0 ? outOfBoundsSymlink(opts.repoRoot) : opts.outOfBoundsSymlink ?? void 0;
    if (oob !== void 0) {
      result.error = { stage: "workspace", message: outOfBoundsMessage(oob), hint: workspaceHint("out-of-bounds symlinks") };
      return done();
    }
  }
  const ap = argoAppPath(opts.repoRoot, s.path ?? "");
  if ("error" in ap) {
    if (!opts.pluginName && s.types.length === 1 && s.types[0] !== "plugin") {
      result.skipped = `not a plugin source (${s.types[0]})`;
      return done();
    }
    result.error = { stage: "path", message: ap.error, hint: pathHint(ap.code, s.path ?? "") };
    return done();
  }
  const srcAppDir = ap.dir;
  try {
    const o = applySourceOverrides(s, srcAppDir, opts.controlPlaneNamespace);
    s = o.source;
    result.source = s;
    if (o.files.length) result.overrides = o.files;
  } catch (e) {
    result.error = { stage: "workspace", message: e.message };
    return done();
  }
  const types2 = opts.pluginName ? ["plugin"] : s.types;
  if (types2.length === 1 && types2[0] !== "plugin") {
    result.skipped = `not a plugin source (${types2[0]})`;
    return done();
  }
  const deadline = t0 + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const refused = /* @__PURE__ */ new Map();
  const plugins = [];
  for (const p of opts.plugins) {
    const v = startupView(p);
    if (v.plugin) plugins.push(v.plugin);
    else if (!refused.has(p.socketName)) refused.set(p.socketName, { plugin: p, error: v.error ?? "" });
  }
  const hostEnv = opts.hostEnv ?? process.env;
  const base = realpathSync6(mkdtempSync2(join12(opts.tmpRoot ?? tmpdir2(), "cmp-lint-render-")));
  trackDir(base);
  const groups = [];
  try {
    const home = join12(base, "home");
    const tmp = join12(base, "tmp");
    mkdirSync4(home);
    mkdirSync4(tmp);
    const revision = opts.revision ?? gitRevision(opts.repoRoot);
    const request = requestEnv({
      source: s,
      revision,
      kubeVersion: opts.kubeVersion,
      kubeApiVersions: opts.kubeApiVersions,
      controlPlaneNamespace: opts.controlPlaneNamespace
    });
    const sandbox = opts.sandbox ?? NO_SANDBOX;
    let sandboxFailure;
    const placed = /* @__PURE__ */ new Map();
    const placeOf = (p) => {
      let got = placed.get(p);
      if (!got) {
        got = (async () => {
          if (sandbox.kind !== "container") return { sb: sandbox };
          const sc = sidecarFor(p, opts.sidecars);
          const image = sandbox.image ?? sc?.image;
          if (!image) {
            const why = `no sidecar image is known for plugin ${JSON.stringify(p.socketName)} (${p.file})`;
            if (sandbox.requested === "auto") return { sb: hostFallback(sandbox, why) };
            throw new SandboxError(`${why}: pass --image with the image its sidecar runs`);
          }
          await ensureImage(sandbox.runtime, image);
          return { sb: sandbox, image };
        })();
        placed.set(p, got);
      }
      return got;
    };
    const note = (pl) => {
      result.sandbox = pl.sb.label;
      result.image = pl.image;
      if (pl.sb.fallback) result.sandboxNote = pl.sb.fallback;
    };
    const envFor = (p, sb) => {
      if (sb.kind !== "container") return processEnv({ hostEnv, home, tmpdir: tmp, passEnv: opts.passEnv, sidecar: sidecarFor(p, opts.sidecars), request });
      const passed = {};
      for (const n2 of opts.passEnv ?? []) if (hostEnv[n2] !== void 0) passed[n2] = hostEnv[n2];
      const env = processEnv({ hostEnv: passed, home: "", tmpdir: "", passEnv: opts.passEnv, sidecar: sidecarFor(p, opts.sidecars), request });
      if (env.HOME === "") delete env.HOME;
      if (env.TMPDIR === "") delete env.TMPDIR;
      return env;
    };
    let n = 0;
    const clean2 = /* @__PURE__ */ new Map();
    const workspace = (preserve) => {
      const have = clean2.get(preserve);
      if (have) return have;
      const t = Date.now();
      const dir = join12(base, `ws${n++}`);
      mkdirSync4(dir);
      try {
        if (opts.workspaceCache) opts.workspaceCache.copy(opts.repoRoot, dir, { exclusions: opts.exclusions, preserveFileMode: preserve });
        else copyRepo(opts.repoRoot, dir, { exclusions: opts.exclusions, preserveFileMode: preserve });
      } finally {
        result.timings.workspaceMs += Date.now() - t;
      }
      clean2.set(preserve, dir);
      return dir;
    };
    const appDir = (ws2) => appDirIn(ws2, s.path);
    const run3 = async (cmd2, p, ws2, cwd = appDir(ws2)) => {
      if (Date.now() >= deadline) {
        return { argv: [...cmd2.command, ...cmd2.args], stdout: "", stderr: "", code: null, signal: null, timedOut: true, aborted: false, overflow: false, durationMs: 0, error: "context deadline exceeded" };
      }
      clean2.delete(p.preserveFileMode);
      let pl;
      try {
        pl = await placeOf(p);
      } catch (e) {
        sandboxFailure = e.message;
        throw e;
      }
      note(pl);
      const r = await runCommand(cmd2, {
        cwd,
        env: envFor(p, pl.sb),
        launch: (argv, cwd2, env) => launchFor({ sandbox: pl.sb, base, workspace: ws2, image: pl.image }, argv, cwd2, env),
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
      const needsFiles = plugins.length > 0;
      const probeDir = needsFiles ? appDir(workspace(false)) : srcAppDir;
      pick = await pickPlugin(plugins, src, probeDir, {
        run: async (cmd2, p) => {
          const plugin2 = p;
          const r = await run3(cmd2, plugin2, workspace(plugin2.preserveFileMode));
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
    if (sandboxFailure !== void 0) {
      result.error = { stage: "sandbox", message: sandboxFailure };
      return done();
    }
    if (pick.notCmp && !pick.error) {
      result.skipped = "no plugin discovery matches: Argo CD would use its built-in Helm / Kustomize / directory handling" + (pick.lastError ? ` (last probe error: ${pick.lastError})` : "");
      return done();
    }
    if (!pick.plugin) {
      const name = opts.pluginName ?? s.plugin?.name;
      const down = name ? refused.get(name) : void 0;
      result.error = down ? {
        stage: "discover",
        message: `could not find cmp-server plugin with name ${JSON.stringify(name)} supporting the given repository: ${dialErrorText(`${name}.sock`)}`,
        hint: `the sidecar serving this plugin (${down.plugin.file}) would not start: ${down.error}`
      } : { stage: "discover", message: pick.error ?? "could not find plugin supporting the given repository", hint: discoverHint(pick, { ...opts, plugins }, s, refused) };
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
    let genWs = ws;
    let genCwd = appDir(ws);
    if (opts.useManifestGeneratePaths) {
      const rootRel = applicationRootPath(ap.rel, manifestGeneratePaths(s));
      if (rootRel !== ".") {
        const dir = join12(base, "ws-generate-root");
        mkdirSync4(dir);
        try {
          copyRepo(join12(opts.repoRoot, ...rootRel.split("/")), dir, { exclusions: opts.exclusions, preserveFileMode: plugin.preserveFileMode });
        } catch (e) {
          if (e instanceof WorkspaceError) {
            result.error = { stage: "workspace", message: e.message, hint: workspaceHint(e.message) };
            return done();
          }
          throw e;
        }
        genWs = dir;
        const below = ap.rel === rootRel ? "" : ap.rel.slice(rootRel.length + 1);
        genCwd = below ? join12(dir, ...below.split("/")) : dir;
      }
    }
    const fail = (stage, r) => {
      const what = `plugin ${JSON.stringify(plugin.socketName)} ${stage}`;
      let message;
      if (r.timedOut) message = `${what} timed out after ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)}: ${r.error} (Argo CD: context deadline exceeded)`;
      else if (r.aborted) message = `${what} was interrupted: ${r.error}`;
      else if (r.overflow) message = `${what} printed more than ${Math.round((opts.maxStdout ?? 100 * 1024 * 1024) / 1048576)} MiB on stdout: ${r.error}`;
      else message = `${what} failed: ${r.error}`;
      result.error = { stage, message, hint: runHint(r, plugin, sidecar, opts, result.image), reason: failReason(stage, r, opts) };
      return done();
    };
    try {
      note(await placeOf(plugin));
    } catch (e) {
      if (!(e instanceof SandboxError)) throw e;
      result.error = { stage: "sandbox", message: e.message };
      return done();
    }
    if (plugin.init && plugin.init.command.length > 0) {
      const ti = Date.now();
      const r = await run3(plugin.init, plugin, genWs, genCwd);
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
    const g = await run3(plugin.generate, plugin, genWs, genCwd);
    result.timings.generateMs = Date.now() - tg;
    result.stdout = g.stdout;
    result.stderr = g.stderr;
    if (g.error) return fail("generate", g);
    const tp = Date.now();
    try {
      result.manifests = parseManifests(g.stdout, { trackingMethod: opts.trackingMethod });
    } catch (e) {
      if (!(e instanceof ManifestError)) throw e;
      const where = e.doc ? ` (document ${e.doc}${e.excerpt ? `: ${JSON.stringify(e.excerpt)}` : ""})` : "";
      result.error = {
        stage: "parse",
        message: `plugin ${JSON.stringify(plugin.socketName)} generate printed output Argo CD cannot use: ${e.argoText}${where}`,
        hint: e.stage === "tracking" ? 'label and annotation values must be strings: quote values such as "true", "yes", "on" or numbers (YAML 1.1 reads them as booleans and numbers)' : "generate must print only Kubernetes manifests (YAML documents or JSON objects) on stdout; send log lines to stderr (`echo ... >&2`)"
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
      rmSync4(base, { recursive: true, force: true, maxRetries: 3 });
    } catch {
    }
    untrackDir(base);
  }
}
function manifestGeneratePaths(s) {
  const raw = s.app.ref?.toJS?.();
  const meta = s.app.kind === "ApplicationSet" ? raw?.spec?.template?.metadata : raw?.metadata;
  const v = meta?.annotations?.[MANIFEST_GENERATE_PATHS];
  return typeof v === "string" ? v : void 0;
}
function pathHint(code3, path) {
  switch (code3) {
    case "absolute":
      return `spec.source.path is relative to the repository root: write ${JSON.stringify(path.replace(/^\/+/, "") || ".")}`;
    case "outside":
      return "spec.source.path cannot leave the repository root";
    case "not-dir":
      return "spec.source.path must name a directory (the plugin runs in it), not a file";
    default:
      return "check spec.source.path for a typo: Argo CD fails the app when the directory does not exist at the target revision";
  }
}
function failReason(stage, r, opts) {
  if (r.timedOut) return `${stage} timed out after ${secs(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)}`;
  if (r.aborted) return `${stage} was interrupted`;
  if (r.overflow) return `${stage} printed more than the stdout limit`;
  if (missingTool(r)) return `${stage} could not find a command`;
  if (r.spawnError) return `${stage} could not be started (${r.spawnError.code ?? "error"})`;
  if (r.signal) return `${stage} was killed by ${r.signal}`;
  return `${stage} exited with status ${r.code}`;
}
function workspaceHint(msg) {
  if (msg.includes("out-of-bounds symlinks"))
    return "Argo CD refuses the whole repository when a symlink is absolute or its target leaves the repository at any step; make every link relative and inside the repository";
  if (msg.includes("illegal filepath in symlink")) return "Argo CD refuses to unpack a repository whose symlinks point outside it; make the link relative and inside the repository";
  if (msg.includes("no files to send")) return "a tar exclusion pattern matches the repository root (e.g. `*`), so nothing reaches the plugin";
  if (msg.includes("exclusion pattern")) return "tar exclusions are Go filepath.Match patterns";
  return void 0;
}
function discoverHint(pick, opts, s, refused) {
  const hint = discoverHint1(pick, opts, s);
  if (refused.size === 0 || opts.pluginName || s.plugin?.name) return hint;
  const down = [...refused.values()].map((r) => `${r.plugin.socketName} (${r.plugin.file}: ${r.error})`);
  return `${hint ? hint + "; " : ""}plugins whose sidecar would not start are never probed: ${down.join("; ")}`;
}
function discoverHint1(pick, opts, s) {
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
function runHint(r, plugin, sidecar, opts, image) {
  const tool = missingTool(r);
  if (tool && image) return `\`${tool}\` is not in the image ${image} the plugin ran in (container sandbox); the sidecar image must provide it`;
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
    const app2 = `${r.app.kind} ${JSON.stringify(r.app.name)}${r.app.sourceIndex !== void 0 ? ` source #${r.app.sourceIndex}` : ""}`;
    if (r.error) {
      out.push({
        ruleId: "render-failed",
        severity: "error",
        message: `${app2}: ${r.error.message}`,
        ...loc,
        hint: r.error.hint,
        docs: docsUrl("render-failed")
      });
    } else {
      out.push({
        ruleId: "render-empty",
        severity: "warning",
        message: `${app2}: plugin ${JSON.stringify(r.plugin)} generate succeeded with zero resources; with auto-sync prune Argo CD would delete everything this app owns`,
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
    init_overrides();
    init_finding();
    init_discover3();
    init_env();
    init_exec();
    init_parse();
    init_workspace();
    init_app_path2();
    init_plugin_config();
    init_discover3();
    init_layout();
    init_sandbox();
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
  renderCommand: () => renderCommand,
  splitApiVersions: () => splitApiVersions
});
import { mkdirSync as mkdirSync5, mkdtempSync as mkdtempSync3, realpathSync as realpathSync7, rmSync as rmSync5, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join13, resolve as resolve9 } from "node:path";
function parseRenderArgs(argv, cwd = process.cwd()) {
  const { values: v, positionals } = parseCommand(RENDER_SPEC, argv, cwd);
  const a = { apps: v.app ?? [], all: !!v.all, passEnv: v["pass-env"] ?? [], help: !!v.help, format: v.format ?? "yaml", failOn: v["fail-on"] ?? "error", includeUncommitted: !!v["include-uncommitted"], sandbox: sandboxRequest(v) };
  for (const [k, name] of [["path", 0], ["plugin", "plugin"], ["out", "out"], ["timeoutMs", "timeout"], ["kubeVersion", "kube-version"], ["output", "output"], ["config", "config"]]) {
    const val = typeof name === "number" ? positionals[name] : v[name];
    if (val !== void 0) a[k] = val;
  }
  if (v["api-versions"]) a.apiVersions = splitApiVersions(v["api-versions"]);
  if (v["use-manifest-generate-paths"]) a.useManifestGeneratePaths = true;
  if (v["tracking-method"]) a.trackingMethod = v["tracking-method"];
  if (a.all && a.apps.length) throw new UsageError("--app and --all cannot be used together");
  if (a.out !== void 0 && a.output !== void 0) throw new UsageError("--out (a file per source) and --output (one file) cannot be used together");
  if (a.out !== void 0 && a.format !== "yaml") throw new UsageError("--out writes YAML files; --format json goes to stdout or --output");
  return a;
}
function splitApiVersions(values) {
  return values.flatMap((v) => v.split(",")).map((x) => x.trim()).filter((x) => x !== "");
}
function manifestsYaml(r) {
  const head = `# ${r.app.kind} ${r.app.name}${r.app.sourceIndex !== void 0 ? ` (source #${r.app.sourceIndex})` : ""} from ${r.app.file}, plugin ${r.plugin}${r.sandbox ? `, sandbox ${r.sandbox}${r.image ? ` (${r.image})` : ""}` : ""}
`;
  const docs = r.manifests.map((m) => "---\n" + yaml.dump(m, { lineWidth: -1, noRefs: true, sortKeys: false }));
  return head + docs.join("");
}
function outFileName(r, taken) {
  const safe2 = (s) => s.replace(/[^A-Za-z0-9._-]+/g, "_") || "app";
  let base = safe2(r.app.name) + (r.app.sourceIndex !== void 0 ? `-${r.app.sourceIndex}` : "");
  if (taken.has(base) && r.app.namespace) base = `${safe2(r.app.namespace)}_${base}`;
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name + ".yaml";
}
async function renderCommand(argv, io) {
  try {
    return await render(argv, io);
  } catch (e) {
    return failure(RENDER_SPEC, e, io);
  }
}
async function render(argv, io) {
  const args = parseRenderArgs(argv, io.cwd);
  if (args.help) {
    io.stdout(RENDER_HELP);
    return 0;
  }
  const config = loadConfig(io.cwd, args.config);
  const target = resolve9(io.cwd, args.path ?? ".");
  const lint2 = await Promise.resolve().then(() => (init_lint(), lint_exports));
  const loaded = await lint2.loadModel([target], { cwd: io.cwd, config, root: lint2.findRepoRoot(target) });
  const model = loaded.model;
  let workspaceText = "";
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
  let sandbox;
  try {
    sandbox = resolveSandbox(args.sandbox);
  } catch (e) {
    if (e instanceof SandboxError) {
      io.stderr(`cmp-lint render: ${e.message}
`);
      return 2;
    }
    throw e;
  }
  const ac = new AbortController();
  const onSignal = () => {
    ac.abort();
    killAll();
  };
  for (const sig of STOP_SIGNALS) process.once(sig, onSignal);
  const results = [];
  const tmp = realpathSync7(mkdtempSync3(join13(tmpdir3(), "cmp-lint-layout-")));
  trackDir(tmp);
  let ws;
  try {
    try {
      ws = await prepareWorkspace(model.root, tmp, { includeUncommitted: args.includeUncommitted });
    } catch (e) {
      if (e instanceof LayoutError) {
        io.stderr(`cmp-lint render: ${e.message}
`);
        return 2;
      }
      throw e;
    }
    workspaceText = describeLayout(ws.info);
    io.stderr(`cmp-lint render: workspace: ${workspaceText}; sandbox: ${sandbox.label}${sandbox.fallback ? ` (${sandbox.fallback})` : ""}
`);
    for (const n of layoutNotes(ws.info)) io.stderr(`note: ${n}
`);
    if (!sandbox.isolated) io.stderr(`note: plugin code is not isolated from this machine (sandbox ${sandbox.label}): ${sandbox.detail}
`);
    const revision = ws.info.revision || gitRevision(model.root);
    const wsCache = new WorkspaceCache(join13(tmp, "pristine"));
    for (const s of sources) {
      if (ac.signal.aborted) break;
      results.push(
        await renderSource({
          repoRoot: ws.root,
          source: s,
          plugins: model.plugins,
          sidecars: model.sidecars,
          pluginName: args.plugin,
          timeoutMs: args.timeoutMs ?? config.render.timeoutMs,
          kubeVersion: args.kubeVersion ?? config.kubeVersion,
          kubeApiVersions: args.apiVersions ?? config.apiVersions,
          useManifestGeneratePaths: args.useManifestGeneratePaths ?? config.render.useManifestGeneratePaths,
          trackingMethod: args.trackingMethod ?? config.render.trackingMethod,
          revision,
          passEnv: [...config.render.env, ...args.passEnv],
          exclusions: config.render.exclude,
          signal: ac.signal,
          tmpRoot: tmp,
          outOfBoundsSymlink: ws.oob ?? null,
          sandbox,
          workspaceCache: wsCache
        })
      );
    }
  } finally {
    for (const sig of STOP_SIGNALS) process.removeListener(sig, onSignal);
    rmSync5(tmp, { recursive: true, force: true, maxRetries: 3 });
    untrackDir(tmp);
  }
  if (ac.signal.aborted) {
    io.stderr("cmp-lint render: interrupted\n");
    return 130;
  }
  const rendered = results.filter((r) => !r.error && !r.skipped);
  const taken = /* @__PURE__ */ new Set();
  if (args.out) {
    const dir = resolve9(io.cwd, args.out);
    mkdirSync5(dir, { recursive: true });
    for (const r of rendered) {
      const f = join13(dir, outFileName(r, taken));
      writeFileSync2(f, manifestsYaml(r));
      io.stderr(`wrote ${f} (${r.manifests.length} resource${r.manifests.length === 1 ? "" : "s"})
`);
    }
  } else {
    const findings2 = renderFindings(results);
    const text = args.format === "json" ? JSON.stringify(
      {
        version: 1,
        workspace: workspaceText,
        sandbox: { requested: args.sandbox.mode, used: [...new Set(results.map((r) => r.sandbox).filter(Boolean))] },
        results: results.map((r) => ({ app: r.app, plugin: r.plugin ?? null, sandbox: r.sandbox ?? null, image: r.image ?? null, status: r.error ? "failed" : r.skipped ? "skipped" : "rendered", reason: r.error?.message ?? r.skipped ?? null, manifests: r.manifests })),
        findings: findings2
      },
      null,
      2
    ) + "\n" : rendered.map(manifestsYaml).join("");
    if (args.output) writeFileSync2(resolve9(io.cwd, args.output), text);
    else io.stdout(text);
  }
  const findings = renderFindings(results);
  for (const f of findings) {
    io.stderr(escapeLog(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}`) + "\n");
    if (f.hint) io.stderr(escapeLog(`  hint: ${f.hint}`) + "\n");
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
  if (args.failOn === "never") return 0;
  return findings.some((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[args.failOn]) ? 1 : 0;
}
var RENDER_HELP, appLabel;
var init_cli = __esm({
  "src/render/cli.ts"() {
    "use strict";
    init_log_escape();
    init_js_yaml();
    init_config();
    init_render();
    init_errors();
    init_args();
    init_spec2();
    init_exec();
    init_layout();
    init_sandbox();
    init_spec();
    init_finding();
    RENDER_HELP = formatHelp(RENDER_SPEC);
    appLabel = (s) => `${s.app.kind} ${JSON.stringify(s.app.name)}${s.index !== void 0 ? ` source #${s.index}` : ""}`;
  }
});

// src/render/params.ts
import { mkdirSync as mkdirSync6, mkdtempSync as mkdtempSync4, realpathSync as realpathSync8, rmSync as rmSync6 } from "node:fs";
import { tmpdir as tmpdir4 } from "node:os";
import { join as join14 } from "node:path";
function announcementEnv(s, controlPlaneNamespace) {
  const vars = [
    ["ARGOCD_APP_NAME", instanceName(s.app.name, s.app.namespace, controlPlaneNamespace)],
    ["ARGOCD_APP_SOURCE_REPO_URL", s.repoURL ?? ""],
    ["ARGOCD_APP_SOURCE_PATH", s.path ?? ""],
    ["ARGOCD_APP_SOURCE_TARGET_REVISION", s.targetRevision ?? ""]
  ];
  const env = [...vars];
  if (s.plugin) {
    for (const e of s.plugin.env) env.push([`ARGOCD_ENV_${e.name}`, envsubst(e.value, vars)]);
    env.push(...parameterEnv(paramValues(s)));
  }
  return env;
}
function mergeAnnouncements(list2) {
  const out = [];
  const at2 = /* @__PURE__ */ new Map();
  for (const a of list2) {
    const k = a.name ?? "";
    const i = at2.get(k);
    if (i === void 0) {
      at2.set(k, out.length);
      out.push(a);
    } else out[i] = a;
  }
  return out;
}
async function sourceParams(opts) {
  let s = opts.source;
  const result = { source: s, announcements: [], merged: [], values: paramValues(s) };
  if (s.chart) return { ...result, skipped: `a Helm repository chart (${s.chart})` };
  if (s.templated && /\{\{/.test(s.path ?? "")) return { ...result, skipped: `the path ${JSON.stringify(s.path)} is an ApplicationSet template` };
  if (isForeignRepo(opts.repoRoot, s.repoURL)) return { ...result, skipped: `repoURL ${JSON.stringify(s.repoURL)} is not a remote of this repository` };
  const ap = argoAppPath(opts.repoRoot, s.path ?? "");
  if ("error" in ap) return { ...result, error: ap.error };
  try {
    const o = applySourceOverrides(s, ap.dir, opts.controlPlaneNamespace);
    s = o.source;
    result.source = s;
    result.values = paramValues(s);
  } catch (e) {
    return { ...result, error: e.message };
  }
  if (s.types.length > 1) return { ...result, error: `multiple application sources defined: ${s.types.join(",")}` };
  if (s.types.length === 1 && s.types[0] !== "plugin") return { ...result, skipped: `not a plugin source (${s.types[0]})` };
  const plugins = opts.plugins.map((p) => startupView(p).plugin).filter((p) => p !== void 0);
  const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const base = realpathSync8(mkdtempSync4(join14(opts.tmpRoot ?? tmpdir4(), "cmp-lint-params-")));
  trackDir(base);
  const groups = [];
  try {
    const home = join14(base, "home");
    const tmp = join14(base, "tmp");
    const ws = join14(base, "ws");
    mkdirSync6(home);
    mkdirSync6(tmp);
    mkdirSync6(ws);
    try {
      copyRepo(opts.repoRoot, ws, { exclusions: opts.exclusions, preserveFileMode: false });
    } catch (e) {
      if (e instanceof WorkspaceError) return { ...result, error: e.message };
      throw e;
    }
    const cwd = ap.rel === "." ? ws : join14(ws, ...ap.rel.split("/"));
    const request = announcementEnv(s, opts.controlPlaneNamespace);
    const hostEnv = opts.hostEnv ?? process.env;
    const sandbox = opts.sandbox ?? NO_SANDBOX;
    const placeOf = async (p) => {
      if (sandbox.kind !== "container") return { sb: sandbox };
      const image = sandbox.image ?? sidecarFor(p, opts.sidecars)?.image;
      if (!image) {
        const why = `no sidecar image is known for plugin ${JSON.stringify(p.socketName)} (${p.file})`;
        if (sandbox.requested === "auto") return { sb: hostFallback(sandbox, why) };
        throw new Error(`${why}: pass --image with the image its sidecar runs`);
      }
      await ensureImage(sandbox.runtime, image);
      return { sb: sandbox, image };
    };
    const envFor = (p, sb) => {
      if (sb.kind !== "container") return processEnv({ hostEnv, home, tmpdir: tmp, passEnv: opts.passEnv, sidecar: sidecarFor(p, opts.sidecars), request });
      const passed = {};
      for (const n of opts.passEnv ?? []) if (hostEnv[n] !== void 0) passed[n] = hostEnv[n];
      const env = processEnv({ hostEnv: passed, home: "", tmpdir: "", passEnv: opts.passEnv, sidecar: sidecarFor(p, opts.sidecars), request });
      if (env.HOME === "") delete env.HOME;
      if (env.TMPDIR === "") delete env.TMPDIR;
      return env;
    };
    const run3 = async (cmd2, p) => {
      if (Date.now() >= deadline) {
        return { argv: [...cmd2.command, ...cmd2.args], stdout: "", stderr: "", code: null, signal: null, timedOut: true, aborted: false, overflow: false, durationMs: 0, error: "context deadline exceeded" };
      }
      let pl;
      try {
        pl = await placeOf(p);
      } catch (e) {
        return { argv: [...cmd2.command, ...cmd2.args], stdout: "", stderr: "", code: null, signal: null, timedOut: false, aborted: false, overflow: false, durationMs: 0, error: `sandbox: ${e.message}` };
      }
      return runCommand(cmd2, {
        cwd,
        env: envFor(p, pl.sb),
        launch: (argv, c, env) => launchFor({ sandbox: pl.sb, base, workspace: ws, image: pl.image }, argv, c, env),
        deadline,
        signal: opts.signal,
        killGraceMs: opts.killGraceMs,
        onGroup: (g) => groups.push(g)
      });
    };
    const pick = await pickPlugin(plugins, s, cwd, {
      run: async (cmd2, p) => {
        const r = await run3(cmd2, p);
        if (r.error) throw new Error(r.timedOut ? `${r.error} (deadline of ${secs2(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)})` : r.error);
        return r.stdout;
      }
    });
    if (!pick.plugin) {
      if (pick.notCmp && !pick.error && !s.types.length) return { ...result, skipped: "no plugin discovery matches: not a plugin app" };
      return { ...result, error: `failed to populate plugin app details: failed to detect CMP for app: ${pick.error ?? "could not find plugin supporting the given repository"}` };
    }
    const plugin = pick.plugin;
    result.plugin = plugin.socketName;
    const cfg = goConfigOf(plugin);
    const statics = (cfg?.spec?.Parameters?.Static ?? []).map((a) => ({ ...a ?? {}, origin: "static" }));
    const dyn = plugin.parameters.dynamic;
    let dynamic = [];
    if (dyn && dyn.command.length > 0) {
      const r = await run3(dyn, plugin);
      result.dynamic = { argv: r.argv, stdout: r.stdout, stderr: r.stderr };
      const pre = "failed to populate plugin app details: failed to get parameter announcement: rpc error: code = Unknown desc = get parameters announcement error: ";
      if (r.error) return { ...result, error: `${pre}error executing dynamic parameter output command: ${r.error}` };
      const bad = goJsonSyntaxError(r.stdout);
      if (bad) return { ...result, error: `${pre}error unmarshaling dynamic parameter output into ParametersAnnouncementResponse: ${bad}` };
      const d = decodeAnnouncements(JSON.parse(r.stdout));
      if (d.error) return { ...result, error: `${pre}error unmarshaling dynamic parameter output into ParametersAnnouncementResponse: ${d.error}` };
      dynamic = d.announcements.map((a) => ({ ...a, origin: "dynamic" }));
    }
    result.announcements = [...dynamic, ...statics];
    result.merged = mergeAnnouncements(result.announcements);
    return result;
  } finally {
    endGroups(groups, opts.killGraceMs);
    try {
      rmSync6(base, { recursive: true, force: true, maxRetries: 3 });
    } catch {
    }
    untrackDir(base);
  }
}
var secs2;
var init_params = __esm({
  "src/render/params.ts"() {
    "use strict";
    init_discover3();
    init_env();
    init_exec();
    init_workspace();
    init_app_path2();
    init_plugin_config();
    init_parse();
    init_render();
    init_sandbox();
    init_overrides();
    secs2 = (ms) => `${+(ms / 1e3).toFixed(3)}s`;
  }
});

// src/render/params-cli.ts
var params_cli_exports = {};
__export(params_cli_exports, {
  PARAMS_HELP: () => PARAMS_HELP,
  paramsCommand: () => paramsCommand,
  paramsText: () => paramsText
});
import { resolve as resolve10 } from "node:path";
import { mkdtempSync as mkdtempSync5, realpathSync as realpathSync9, rmSync as rmSync7 } from "node:fs";
import { tmpdir as tmpdir5 } from "node:os";
import { join as join15 } from "node:path";
async function paramsCommand(argv, io) {
  try {
    return await params(argv, io);
  } catch (e) {
    return failure(PARAMS_SPEC, e, io);
  }
}
function paramsText(r) {
  const head = `${r.source.app.kind} ${r.source.app.name}${r.source.index !== void 0 ? ` (source #${r.source.index})` : ""}`;
  if (r.error) return `${head}: error: ${r.error}
`;
  if (r.skipped) return `${head}: not shown: ${r.skipped}
`;
  const lines = [`${head}: plugin ${r.plugin}, ${r.merged.length} parameter${r.merged.length === 1 ? "" : "s"}`];
  const set2 = new Map(r.values.map((v) => [v.name, v]));
  for (const a of r.merged) {
    const v = set2.get(a.name ?? "");
    const shown = v ? v.string !== void 0 ? JSON.stringify(v.string) : v.array ? JSON.stringify(v.array) : v.map ? JSON.stringify(v.map) : "" : "";
    lines.push(
      `  ${a.name ?? "(no name)"}${a.required ? " (required)" : ""}  [${a.collectionType || "string"}, ${a.origin}]${a.title ? `  ${JSON.stringify(a.title)}` : ""}${valueOf(a) ? `  default ${valueOf(a)}` : ""}${v ? `  set to ${shown}` : ""}`
    );
  }
  for (const v of r.values) if (!r.merged.some((a) => a.name === v.name)) lines.push(`  ${v.name}  set by the Application, not announced`);
  return lines.join("\n") + "\n";
}
async function params(argv, io) {
  const { values: v, positionals } = parseCommand(PARAMS_SPEC, argv, io.cwd);
  if (v.help) {
    io.stdout(PARAMS_HELP);
    return 0;
  }
  const apps = v.app ?? [];
  if (apps.length === 0) throw new UsageError("--app NAME is required");
  const config = loadConfig(io.cwd, v.config);
  const target = resolve10(io.cwd, positionals[0] ?? ".");
  const lint2 = await Promise.resolve().then(() => (init_lint(), lint_exports));
  const { model } = await lint2.loadModel([target], { cwd: io.cwd, config, root: lint2.findRepoRoot(target) });
  const missing = apps.filter((n) => !model.sources.some((s) => s.app.name === n));
  if (missing.length) {
    const names = [...new Set(model.sources.map((s) => s.app.name))].sort();
    io.stderr(`cmp-lint params: no Application named ${missing.map((m) => JSON.stringify(m)).join(", ")}${names.length ? ` (found: ${names.join(", ")})` : ""}
`);
    return 2;
  }
  let sandbox;
  try {
    sandbox = resolveSandbox(sandboxRequest(v));
  } catch (e) {
    if (e instanceof SandboxError) {
      io.stderr(`cmp-lint params: ${e.message}
`);
      return 2;
    }
    throw e;
  }
  const ac = new AbortController();
  const stop = () => {
    ac.abort();
    killAll();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  const results = [];
  const tmp = realpathSync9(mkdtempSync5(join15(tmpdir5(), "cmp-lint-layout-")));
  trackDir(tmp);
  try {
    let root;
    try {
      root = (await prepareWorkspace(model.root, tmp, { includeUncommitted: !!v["include-uncommitted"] })).root;
    } catch (e) {
      if (e instanceof LayoutError) {
        io.stderr(`cmp-lint params: ${e.message}
`);
        return 2;
      }
      throw e;
    }
    if (!sandbox.isolated) io.stderr(`note: plugin code is not isolated from this machine (sandbox ${sandbox.label}): ${sandbox.detail}
`);
    for (const s of model.sources.filter((x) => apps.includes(x.app.name))) {
      results.push(
        await sourceParams({
          repoRoot: root,
          source: s,
          plugins: model.plugins,
          sidecars: model.sidecars,
          timeoutMs: v.timeout ?? config.render.timeoutMs,
          passEnv: [...config.render.env, ...v["pass-env"] ?? []],
          exclusions: config.render.exclude,
          signal: ac.signal,
          sandbox
        })
      );
    }
  } finally {
    process.removeListener("SIGINT", stop);
    process.removeListener("SIGTERM", stop);
    rmSync7(tmp, { recursive: true, force: true });
    untrackDir(tmp);
  }
  if (ac.signal.aborted) {
    io.stderr("cmp-lint params: interrupted\n");
    return 130;
  }
  if ((v.format ?? "text") === "json") {
    const out = results.map((r) => ({
      app: r.source.app.name,
      kind: r.source.app.kind,
      file: r.source.app.file,
      sourceIndex: r.source.index,
      plugin: r.plugin,
      announcements: r.announcements,
      merged: r.merged,
      values: r.values,
      ...r.skipped ? { skipped: r.skipped } : {},
      ...r.error ? { error: r.error } : {}
    }));
    io.stdout(JSON.stringify(out, null, 2) + "\n");
  } else {
    for (const r of results) io.stdout(paramsText(r));
  }
  return results.some((r) => r.error) ? 1 : 0;
}
var PARAMS_HELP, valueOf;
var init_params_cli = __esm({
  "src/render/params-cli.ts"() {
    "use strict";
    init_config();
    init_args();
    init_params_spec();
    init_errors();
    init_exec();
    init_layout();
    init_sandbox();
    init_spec();
    init_params();
    PARAMS_HELP = formatHelp(PARAMS_SPEC);
    valueOf = (a) => {
      if (a.collectionType === "array") return JSON.stringify(a.array ?? []);
      if (a.collectionType === "map") return JSON.stringify(a.map ?? {});
      return a.string !== void 0 ? JSON.stringify(a.string) : "";
    };
  }
});

// src/diff/git.ts
import { execFile as execFile3 } from "node:child_process";
import { mkdtempSync as mkdtempSync6, realpathSync as realpathSync10, rmSync as rmSync8 } from "node:fs";
import { tmpdir as tmpdir6 } from "node:os";
import { join as join16 } from "node:path";
function git2(cwd, args) {
  return new Promise((resolve13, reject) => {
    execFile3("git", [...GIT_SAFE, "-C", cwd, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: GIT_ENV }, (err, stdout, stderr) => {
      if (err) {
        const msg = (stderr || err.message).trim().split("\n").slice(-3).join("; ");
        reject(Object.assign(new Error(`git ${args[0]}: ${msg}`), { code: err.code }));
      } else resolve13(stdout);
    });
  });
}
async function repoTop(cwd) {
  try {
    return realpathSync10((await git2(cwd, ["rev-parse", "--show-toplevel"])).trim());
  } catch (e) {
    if (e.code === "ENOENT") throw new DiffInputError("git is not installed (diff reads both sides from git)");
    throw new DiffInputError(`${cwd} is not inside a git repository`);
  }
}
async function resolveRev(top, rev, flag) {
  if (!rev || rev.startsWith("-")) throw new DiffInputError(`${flag}: not a revision: ${JSON.stringify(rev)}`);
  try {
    return (await git2(top, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`])).trim();
  } catch {
    const hint = /^origin\//.test(rev) ? " (in CI, fetch it first: actions/checkout with fetch-depth: 0, or git fetch origin)" : "";
    throw new DiffInputError(`${flag}: unknown revision ${JSON.stringify(rev)}${hint}`);
  }
}
async function changedFiles(top, base, head) {
  if (base === head) return [];
  const out = await git2(top, ["diff", "--name-only", "--no-renames", "--no-ext-diff", "-z", base, head, "--"]);
  return out.split("\0").filter(Boolean).sort();
}
var DiffInputError, GIT_SAFE, GIT_ENV, Checkouts;
var init_git = __esm({
  "src/diff/git.ts"() {
    "use strict";
    init_layout();
    DiffInputError = class extends Error {
      constructor(message) {
        super(message);
        this.name = "DiffInputError";
      }
    };
    GIT_SAFE = ["-c", "core.hooksPath=/dev/null", "-c", "advice.detachedHead=false"];
    GIT_ENV = { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" };
    Checkouts = class _Checkouts {
      constructor(top, dir) {
        this.top = top;
        this.dir = dir;
      }
      top;
      dir;
      cleaned = false;
      static create(top, tmpRoot) {
        const dir = realpathSync10(mkdtempSync6(join16(tmpRoot ?? tmpdir6(), "cmp-lint-diff-")));
        return new _Checkouts(top, dir);
      }
      /** The tracked files of `sha` laid out at <dir>/<name>, with a `.git` of its own. */
      async add(name, sha) {
        const path = join16(this.dir, name);
        try {
          await layoutCommit(this.top, sha, path, { worktreeStatus: false });
        } catch (e) {
          throw new DiffInputError(`cannot check out ${sha.slice(0, 12)}: ${e.message}`);
        }
        return path;
      }
      /** Synchronous so that it can run from signal and exit handlers. Idempotent. */
      cleanup() {
        if (this.cleaned) return;
        this.cleaned = true;
        try {
          rmSync8(this.dir, { recursive: true, force: true, maxRetries: 3 });
        } catch {
        }
      }
    };
  }
});

// src/diff/affected.ts
import { posix as posix8 } from "node:path";
function mayUsePlugin(s) {
  return s.types.length === 0 || s.types.includes("plugin");
}
function appId(s) {
  return `${s.app.kind}/${s.app.name}${s.index !== void 0 ? `#${s.index}` : ""}`;
}
function pairApps(base, head) {
  const byId = /* @__PURE__ */ new Map();
  const add = (list2, side) => {
    const seen = /* @__PURE__ */ new Map();
    for (const s of list2.filter(mayUsePlugin)) {
      let id = appId(s);
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      if (n > 1) id = `${id}@${s.app.file}`;
      const p = byId.get(id) ?? { id };
      p[side] = s;
      byId.set(id, p);
    }
  };
  add(base, "base");
  add(head, "head");
  return [...byId.values()].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
function under(file, dir) {
  if (dir === "." || dir === "/") return true;
  return file === dir || file.startsWith(dir + "/");
}
function annotations(s) {
  try {
    const doc = refToJS(s.app.ref);
    const meta = isObj3(doc) ? isObj3(doc.metadata) ? doc.metadata : isObj3(doc.spec) && isObj3(doc.spec.template) && isObj3(doc.spec.template.metadata) ? doc.spec.template.metadata : {} : {};
    return isObj3(meta.annotations) ? meta.annotations : {};
  } catch {
    return {};
  }
}
function watchedPaths(s) {
  const src = clean(s.path ?? ".");
  const out = [src];
  const mgp = annotations(s)["argocd.argoproj.io/manifest-generate-paths"];
  if (typeof mgp === "string") {
    for (const raw of mgp.split(";").map((x) => x.trim()).filter(Boolean)) {
      const p = raw.replace(/[*?[].*$/, "");
      out.push(p.startsWith("/") ? clean(p.slice(1)) : clean(posix8.join(src, p)));
    }
  }
  return out;
}
function pluginsFor(s, model) {
  const name = wanted(s);
  if (name) return model.plugins.filter((p) => p.socketName === name);
  return model.plugins.filter((p) => p.discover);
}
function changedPlugins(changed, models) {
  const names = /* @__PURE__ */ new Set();
  let unknown = false;
  for (const m of models) {
    for (const p of m.plugins) if (changed.has(p.file)) names.add(p.socketName);
    for (const sc of m.sidecars) {
      if (!changed.has(sc.file)) continue;
      const served = m.plugins.filter((p) => sidecarFor(p, m.sidecars) === sc);
      if (served.length === 0) unknown = true;
      for (const p of served) names.add(p.socketName);
    }
    if (m.files.some((f) => CONFIG_FILE_NAMES.includes(f) && changed.has(f))) unknown = true;
  }
  return { names, unknown };
}
function affectedReason(pair, changed, plugins) {
  if (!pair.base || !pair.head) return pair.head ? "new application" : "removed application";
  for (const s of [pair.base, pair.head]) {
    if (changed.has(s.app.file)) return `${s.app.file} changed`;
    const files = [...changed];
    for (const dir of watchedPaths(s)) {
      const f = files.find((x) => under(x, dir));
      if (f) return `${f} changed`;
    }
    const name = wanted(s);
    if (plugins.unknown) return "a sidecar or the configuration changed";
    if (name ? plugins.names.has(name) : plugins.names.size > 0) return `plugin ${name ? JSON.stringify(name) : "definitions"} changed`;
  }
  return void 0;
}
function strip(v) {
  return JSON.parse(JSON.stringify(v, (k, x) => k === "ref" || k === "podRef" || k === "nameRef" || k === "versionRef" || k === "keyRef" || k === "typeRefs" || typeof x === "function" ? void 0 : x));
}
function pluginFingerprint(p, model) {
  const sc = sidecarFor(p, model.sidecars);
  return {
    socketName: p.socketName,
    raw: p.raw,
    preserveFileMode: p.preserveFileMode,
    sidecar: sc ? strip({ name: sc.name, image: sc.image, env: sc.env }) : null
  };
}
function inputFingerprint(s, model, settings) {
  return JSON.stringify({
    app: { kind: s.app.kind, name: s.app.name, namespace: s.app.namespace, project: s.app.project, destNamespace: s.app.destNamespace },
    index: s.index,
    source: s.raw,
    watched: watchedPaths(s),
    plugins: pluginsFor(s, model).sort((a, b) => a.socketName < b.socketName ? -1 : 1).map((p) => pluginFingerprint(p, model)),
    settings
  });
}
function filesUnchanged(s, changed) {
  const files = [...changed];
  return watchedPaths(s).every((dir) => !files.some((f) => under(f, dir)));
}
var isObj3, clean, wanted;
var init_affected = __esm({
  "src/diff/affected.ts"() {
    "use strict";
    init_source();
    init_render();
    init_config();
    isObj3 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    clean = (p) => {
      const c = posix8.normalize(p.replace(/\\/g, "/")).replace(/^\.\/+/, "").replace(/\/+$/, "");
      return c === "" || c === "." ? "." : c;
    };
    wanted = (s) => s.plugin?.name;
  }
});

// node_modules/diff/libesm/diff/base.js
var Diff;
var init_base = __esm({
  "node_modules/diff/libesm/diff/base.js"() {
    Diff = class {
      diff(oldStr, newStr, options = {}) {
        let callback;
        if (typeof options === "function") {
          callback = options;
          options = {};
        } else if ("callback" in options) {
          callback = options.callback;
        }
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
      }
      diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
          value = this.postProcess(value, options);
          if (callback) {
            setTimeout(function() {
              callback(value);
            }, 0);
            return void 0;
          } else {
            return value;
          }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
          maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        const execEditLength = () => {
          for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
            let basePath;
            const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
            if (removePath) {
              bestPath[diagonalPath - 1] = void 0;
            }
            let canAdd = false;
            if (addPath) {
              const addPathNewPos = addPath.oldPos - diagonalPath;
              canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
            }
            const canRemove = removePath && removePath.oldPos + 1 < oldLen;
            if (!canAdd && !canRemove) {
              bestPath[diagonalPath] = void 0;
              continue;
            }
            if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
              basePath = this.addToPath(addPath, true, false, 0, options);
            } else {
              basePath = this.addToPath(removePath, false, true, 1, options);
            }
            newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
            if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
              return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
            } else {
              bestPath[diagonalPath] = basePath;
              if (basePath.oldPos + 1 >= oldLen) {
                maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
              }
              if (newPos + 1 >= newLen) {
                minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
              }
            }
          }
          editLength++;
        };
        if (callback) {
          (function exec() {
            setTimeout(function() {
              if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                return callback(void 0);
              }
              if (!execEditLength()) {
                exec();
              }
            }, 0);
          })();
        } else {
          while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
            const ret = execEditLength();
            if (ret) {
              return ret;
            }
          }
        }
      }
      addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
          return {
            oldPos: path.oldPos + oldPosInc,
            lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
          };
        } else {
          return {
            oldPos: path.oldPos + oldPosInc,
            lastComponent: { count: 1, added, removed, previousComponent: last }
          };
        }
      }
      extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
          newPos++;
          oldPos++;
          commonCount++;
          if (options.oneChangePerToken) {
            basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
          }
        }
        if (commonCount && !options.oneChangePerToken) {
          basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
      }
      equals(left, right, options) {
        if (options.comparator) {
          return options.comparator(left, right);
        } else {
          return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
        }
      }
      removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
          if (array[i]) {
            ret.push(array[i]);
          }
        }
        return ret;
      }
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      castInput(value, options) {
        return value;
      }
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      tokenize(value, options) {
        return Array.from(value);
      }
      join(chars) {
        return chars.join("");
      }
      postProcess(changeObjects, options) {
        return changeObjects;
      }
      get useLongestToken() {
        return false;
      }
      buildValues(lastComponent, newTokens, oldTokens) {
        const components = [];
        let nextComponent;
        while (lastComponent) {
          components.push(lastComponent);
          nextComponent = lastComponent.previousComponent;
          delete lastComponent.previousComponent;
          lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
          const component = components[componentPos];
          if (!component.removed) {
            if (!component.added && this.useLongestToken) {
              let value = newTokens.slice(newPos, newPos + component.count);
              value = value.map(function(value2, i) {
                const oldValue = oldTokens[oldPos + i];
                return oldValue.length > value2.length ? oldValue : value2;
              });
              component.value = this.join(value);
            } else {
              component.value = this.join(newTokens.slice(newPos, newPos + component.count));
            }
            newPos += component.count;
            if (!component.added) {
              oldPos += component.count;
            }
          } else {
            component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
            oldPos += component.count;
          }
        }
        return components;
      }
    };
  }
});

// node_modules/diff/libesm/diff/line.js
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}
var LineDiff, lineDiff;
var init_line = __esm({
  "node_modules/diff/libesm/diff/line.js"() {
    init_base();
    LineDiff = class extends Diff {
      constructor() {
        super(...arguments);
        this.tokenize = tokenize;
      }
      equals(left, right, options) {
        if (options.ignoreWhitespace) {
          if (!options.newlineIsToken || !left.includes("\n")) {
            left = left.trim();
          }
          if (!options.newlineIsToken || !right.includes("\n")) {
            right = right.trim();
          }
        } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
          if (left.endsWith("\n")) {
            left = left.slice(0, -1);
          }
          if (right.endsWith("\n")) {
            right = right.slice(0, -1);
          }
        }
        return super.equals(left, right, options);
      }
    };
    lineDiff = new LineDiff();
  }
});

// node_modules/diff/libesm/patch/create.js
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff2) => {
      const patch = diffLinesResultToPatch(diff2);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff2) {
    if (!diff2) {
      return;
    }
    diff2.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff2.length; i++) {
      const current = diff2[i], lines = current.lines || splitLines2(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff2[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff2.length - 2) {
            for (const line of contextLines(lines)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function splitLines2(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result = text.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}
var init_create = __esm({
  "node_modules/diff/libesm/patch/create.js"() {
    init_line();
  }
});

// node_modules/diff/libesm/index.js
var init_libesm = __esm({
  "node_modules/diff/libesm/index.js"() {
    init_create();
  }
});

// src/diff/resources.ts
function resourceKey(m, destNamespace) {
  const apiVersion = typeof m.apiVersion === "string" ? m.apiVersion : "";
  const group = apiVersion.includes("/") ? apiVersion.slice(0, apiVersion.lastIndexOf("/")) : "";
  const kind = String(m.kind ?? "");
  const meta = isObj4(m.metadata) ? m.metadata : {};
  const name = typeof meta.name === "string" ? meta.name : typeof meta.generateName === "string" ? `${meta.generateName}*` : "";
  const clusterScoped = CLUSTER_SCOPED_KINDS.has(kind);
  const ns = typeof meta.namespace === "string" && meta.namespace !== "" ? meta.namespace : "";
  const namespace = clusterScoped ? "" : ns || destNamespace || "";
  return { group, kind, namespace, name };
}
function keyLabel(k) {
  const gk = k.group ? `${k.group}/${k.kind}` : k.kind;
  return `${gk} ${k.namespace ? `${k.namespace}/` : ""}${k.name || "(no name)"}`;
}
function compareKeys(a, b) {
  for (const f of ["namespace", "group", "kind", "name"]) {
    if (a[f] !== b[f]) return a[f] < b[f] ? -1 : 1;
  }
  return 0;
}
function isSecret(m) {
  return isObj4(m) && m.kind === "Secret" && (m.apiVersion === "v1" || m.apiVersion === void 0);
}
function redactPair(base, head) {
  if (isObj4(base) && isObj4(head) && Array.isArray(base.items) && Array.isArray(head.items)) {
    const n = Math.max(base.items.length, head.items.length);
    const b2 = [];
    const h2 = [];
    for (let i = 0; i < n; i++) {
      const [x, y] = redactPair(base.items[i], head.items[i]);
      if (i < base.items.length) b2.push(x);
      if (i < head.items.length) h2.push(y);
    }
    return [{ ...base, items: b2 }, { ...head, items: h2 }];
  }
  if (!isSecret(base) && !isSecret(head)) {
    return [redactOne(base), redactOne(head)];
  }
  const b = isSecret(base) ? { ...base } : redactOne(base);
  const h = isSecret(head) ? { ...head } : redactOne(head);
  for (const field of ["data", "stringData"]) {
    const bv = isSecret(base) && isObj4(base[field]) ? base[field] : void 0;
    const hv = isSecret(head) && isObj4(head[field]) ? head[field] : void 0;
    if (isSecret(base) && base[field] !== void 0) b[field] = marks(bv, hv, "base", base[field]);
    if (isSecret(head) && head[field] !== void 0) h[field] = marks(hv, bv, "head", head[field]);
  }
  if (isSecret(base)) b.metadata = redactMeta(base.metadata);
  if (isSecret(head)) h.metadata = redactMeta(head.metadata);
  return [b, h];
}
function redactOne(m) {
  if (isObj4(m) && Array.isArray(m.items)) return { ...m, items: m.items.map(redactOne) };
  if (!isSecret(m)) return m;
  const out = { ...m, metadata: redactMeta(m.metadata) };
  for (const field of ["data", "stringData"]) {
    const v = m[field];
    if (v === void 0) continue;
    out[field] = isObj4(v) ? Object.fromEntries(Object.keys(v).map((k) => [k, "<redacted>"])) : "<redacted>";
  }
  return out;
}
function marks(mine, other, side, raw) {
  if (!mine) return raw === null ? null : "<redacted>";
  const out = {};
  for (const k of Object.keys(mine)) {
    if (!other || !(k in other)) out[k] = side === "base" ? SECRET_MARK.removed : SECRET_MARK.added;
    else if (JSON.stringify(other[k]) === JSON.stringify(mine[k])) out[k] = SECRET_MARK.unchanged;
    else out[k] = side === "base" ? SECRET_MARK.changedOld : SECRET_MARK.changedNew;
  }
  return out;
}
function redactMeta(meta) {
  if (!isObj4(meta) || !isObj4(meta.annotations) || !(LAST_APPLIED in meta.annotations)) return meta;
  return { ...meta, annotations: { ...meta.annotations, [LAST_APPLIED]: "<redacted>" } };
}
function stableYaml(v) {
  if (v === void 0) return "";
  return yaml.dump(v, { sortKeys: true, lineWidth: -1, noRefs: true, noCompatMode: true });
}
function unifiedDiff(label, before, after, context = 3) {
  const p = structuredPatch(`base/${label}`, `head/${label}`, before, after, "", "", { context, maxEditLength: 1e3, timeout: 5e3 }) ?? replacement(before, after, context);
  const lines = [`--- ${before ? `base/${label}` : "/dev/null"}`, `+++ ${after ? `head/${label}` : "/dev/null"}`];
  for (const h of p.hunks) {
    lines.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`);
    for (const l of h.lines) if (!l.startsWith("\\")) lines.push(l);
  }
  return lines.join("\n") + "\n";
}
function replacement(before, after, context) {
  const split = (t) => t === "" ? [] : t.replace(/\n$/, "").split("\n");
  const a = split(before);
  const b = split(after);
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const lead = Math.max(0, pre - context);
  const tail = Math.min(suf, context);
  const ctxA = a.slice(lead, pre).map((l) => " " + l);
  const ctxZ = a.slice(a.length - suf, a.length - suf + tail).map((l) => " " + l);
  const oldMid = a.slice(pre, a.length - suf).map((l) => "-" + l);
  const newMid = b.slice(pre, b.length - suf).map((l) => "+" + l);
  const oldLines = ctxA.length + oldMid.length + ctxZ.length;
  const newLines = ctxA.length + newMid.length + ctxZ.length;
  return { hunks: [{ oldStart: oldLines ? lead + 1 : lead, oldLines, newStart: newLines ? lead + 1 : lead, newLines, lines: [...ctxA, ...oldMid, ...newMid, ...ctxZ] }] };
}
function index(manifests, destNamespace) {
  const out = /* @__PURE__ */ new Map();
  for (const m of manifests) {
    const key = resourceKey(m, destNamespace);
    let id = keyId(key);
    for (let n = 2; out.has(id); n++) id = `${keyId(key)}\0#${n}`;
    out.set(id, { key, manifest: m });
  }
  return out;
}
function diffResources(base, head, ns, context = 3) {
  const b = index(base, ns.base);
  const h = index(head, ns.head);
  const ids = [.../* @__PURE__ */ new Set([...b.keys(), ...h.keys()])];
  const out = [];
  for (const id of ids) {
    const x = b.get(id);
    const y = h.get(id);
    const key = (y ?? x).key;
    const [rb, rh] = redactPair(x?.manifest, y?.manifest);
    const before = stableYaml(rb);
    const after = stableYaml(rh);
    const status = !x ? "added" : !y ? "removed" : before === after ? "unchanged" : "changed";
    const change = { id, key, status };
    if (status !== "unchanged") change.diff = unifiedDiff(keyLabel(key).replace(" ", "/"), before, after, context);
    out.push(change);
  }
  out.sort((p, q) => compareKeys(p.key, q.key) || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0));
  return out.map(({ id: _id, ...c }) => c);
}
var CLUSTER_SCOPED_KINDS, isObj4, keyId, SECRET_MARK, LAST_APPLIED;
var init_resources = __esm({
  "src/diff/resources.ts"() {
    "use strict";
    init_js_yaml();
    init_libesm();
    CLUSTER_SCOPED_KINDS = /* @__PURE__ */ new Set([
      "APIService",
      "CertificateSigningRequest",
      "ClusterRole",
      "ClusterRoleBinding",
      "ComponentStatus",
      "CSIDriver",
      "CSINode",
      "CustomResourceDefinition",
      "FlowSchema",
      "IngressClass",
      "MutatingAdmissionPolicy",
      "MutatingAdmissionPolicyBinding",
      "MutatingWebhookConfiguration",
      "Namespace",
      "Node",
      "PersistentVolume",
      "PriorityClass",
      "PriorityLevelConfiguration",
      "RuntimeClass",
      "StorageClass",
      "ValidatingAdmissionPolicy",
      "ValidatingAdmissionPolicyBinding",
      "ValidatingWebhookConfiguration",
      "VolumeAttachment",
      "VolumeAttributesClass",
      // common cluster-scoped custom resources
      "ClusterIssuer",
      "ClusterSecretStore",
      "ClusterPolicy"
    ]);
    isObj4 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    keyId = (k) => `${k.group}\0${k.kind}\0${k.namespace}\0${k.name}`;
    SECRET_MARK = {
      unchanged: "<unchanged>",
      changedOld: "<changed (old)>",
      changedNew: "<changed (new)>",
      added: "<added>",
      removed: "<removed>"
    };
    LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
  }
});

// src/diff/redact.ts
function publicReason(err) {
  if (err.stage === "path") return err.message;
  return err.reason ?? STAGE_REASON[err.stage] ?? "the render failed";
}
function clipDetail(text, maxLines = DETAIL_TAIL_LINES, maxBytes = DETAIL_TAIL_BYTES) {
  const lines = text.split("\n");
  if (lines.length <= maxLines + 1 && Buffer.byteLength(text) <= maxBytes + 300) return text;
  const first = lines[0].length > 300 ? lines[0].slice(0, 300) + "\u2026" : lines[0];
  const tail = [];
  let bytes = 0;
  for (let i = lines.length - 1; i >= 1 && tail.length < maxLines; i--) {
    const b = Buffer.byteLength(lines[i]) + 1;
    if (bytes + b > maxBytes) {
      if (tail.length === 0) tail.unshift("\u2026" + Buffer.from(lines[i]).subarray(-maxBytes).toString("utf8").replace(/^\uFFFD+/, ""));
      break;
    }
    tail.unshift(lines[i]);
    bytes += b;
  }
  const cut = lines.length - 1 - tail.length;
  return cut > 0 ? [first, `[\u2026 ${cut} line${cut === 1 ? "" : "s"} cut; the last ${tail.length} follow \u2026]`, ...tail].join("\n") : [first, ...tail].join("\n");
}
function clippedResult(r) {
  return r.error ? { ...r, error: { ...r.error, message: clipDetail(r.error.message) } } : r;
}
function publicResult(r) {
  if (!r.error) return r;
  const plugin = r.plugin ? `plugin ${JSON.stringify(r.plugin)}: ` : "";
  const message = `${plugin}render failed: ${publicReason(r.error)}; see the step log (or run \`cmp-lint diff\` locally) for its output, which is not shown here because it may hold secrets`;
  return { ...r, error: { ...r.error, message } };
}
var DETAIL_TAIL_LINES, DETAIL_TAIL_BYTES, STAGE_REASON;
var init_redact = __esm({
  "src/diff/redact.ts"() {
    "use strict";
    DETAIL_TAIL_LINES = 40;
    DETAIL_TAIL_BYTES = 4096;
    STAGE_REASON = {
      workspace: "the workspace could not be prepared",
      path: "the app path is not usable",
      sandbox: "the sandbox could not run the plugin",
      discover: "no plugin could be chosen",
      init: "init failed",
      generate: "generate failed",
      parse: "generate printed output Argo CD cannot parse"
    };
  }
});

// src/diff/markdown.ts
function countsText(a) {
  const { added, changed, removed } = a.counts;
  if (a.status === "failed" || a.status === "skipped" || a.status === "unchanged" && a.note) return "\u2014";
  if (added + changed + removed === 0) return "no changes";
  return `+${added} ~${changed} \u2212${removed}`;
}
function renderText(a, md) {
  switch (a.status) {
    case "failed":
      return md ? "\u274C failed" : "FAILED";
    case "fixed":
      return md ? "\u2705 fixed (failed on base)" : "fixed (failed on base)";
    case "skipped":
      return "not rendered";
    case "added":
      return "ok (new app)";
    case "removed":
      return a.error ? "removed (failed on base)" : "ok (app removed)";
    default:
      return a.note === "inputs unchanged" ? "skipped: inputs unchanged" : "ok";
  }
}
function headline(r) {
  const by = (s) => r.apps.filter((a) => a.status === s).length;
  const parts = [];
  for (const [s, w] of [
    ["changed", "changed"],
    ["added", "added"],
    ["removed", "removed"],
    ["failed", "failed"],
    ["fixed", "fixed"],
    ["unchanged", "unchanged"],
    ["skipped", "not rendered"]
  ]) {
    const n = by(s);
    if (n) parts.push(`${n} ${w}`);
  }
  const apps = `${r.apps.length} application${r.apps.length === 1 ? "" : "s"} affected${parts.length ? ": " + parts.join(", ") : ""}`;
  const st = r.stats;
  const figures = st ? ` (${st.renders} render${st.renders === 1 ? "" : "s"}, ${(st.durationMs / 1e3).toFixed(1)} s)` : "";
  const shard = r.shard ? ` Shard ${r.shard.index} of ${r.shard.count} (merge the shards' JSON reports with \`cmp-lint diff --merge\`).` : r.mergedShards ? ` Merged from ${r.mergedShards} shard reports.` : "";
  return (r.apps.length === 0 ? `No application is affected by this change${figures}.` : apps + figures + ".") + shard;
}
function fence(body) {
  let n = 3;
  for (const m of body.matchAll(/`{3,}/g)) n = Math.max(n, m[0].length + 1);
  return "`".repeat(n);
}
function table(r) {
  const rows = r.apps.map((a) => `| ${codeSpan(appName(a))} | ${a.plugin ? codeSpan(a.plugin) : "\u2014"} | ${countsText(a)} | ${renderText(a, true)} |
`);
  return rows.length ? ["| Application | Plugin | Changes | Render |\n|---|---|---|---|\n", ...rows] : [];
}
function resourceBlock(c, budget) {
  const title = `**${SIGN[c.status]} ${esc(keyLabel(c.key))}** (${c.status})
`;
  const body = c.diff ?? "";
  const f = fence(body);
  const full = `${title}${f}diff
${body}${f}

`;
  if (size(full) <= budget) return full;
  const lines = body.split("\n");
  const kept = [];
  let used = size(title) + 2 * f.length + 200;
  for (const l of lines) {
    if (used + size(l) + 1 > budget) break;
    kept.push(l);
    used += size(l) + 1;
  }
  return `${title}${f}diff
${kept.join("\n")}
${f}
_Diff truncated to fit: ${kept.length} of ${lines.length - 1} lines shown._

`;
}
function appItems(a, budget) {
  const items = [];
  if (a.error) {
    const what = a.error.side === "head" ? "The render fails on head" + (a.note ? ` (${a.note})` : "") : "The render failed on base (fixed on head)";
    const reason = a.error.reason ? esc(a.error.reason) : "see the log";
    items.push(`${what}: ${reason}${a.plugin ? ` (plugin \`${esc(a.plugin)}\`)` : ""}. The plugin's error output is in the step log (or run \`cmp-lint diff --format text\` locally); it is not shown here because it may hold secrets.

`);
  }
  if (a.note && a.status !== "failed") items.push(`_${esc(a.note)}_

`);
  for (const c of a.resources) if (c.status !== "unchanged") items.push(resourceBlock(c, budget));
  const same = a.resources.filter((c) => c.status === "unchanged").length;
  if (same) items.push(`_${same} resource${same === 1 ? "" : "s"} unchanged._

`);
  return items;
}
function toMarkdown(report, opts = {}) {
  const limit = opts.maxChars ?? 65536;
  const budget = Math.max(limit - RESERVE, 1e3);
  const title = `### cmp-lint diff: ${esc(revText(report.baseRef, report.base))} \u2192 ${esc(revText(report.headRef, report.head))}

${esc(headline(report))}

${report.sandbox ? `<sub>${esc(sandboxText(report.sandbox))}</sub>

` : ""}`;
  const parts = [];
  let cur = title;
  const rows = table(report);
  for (let i = 0; i < rows.length; i++) {
    if (size(cur) + size(rows[i]) > budget) {
      cur += `
_${rows.length - i} more rows not shown._
`;
      break;
    }
    cur += rows[i];
  }
  if (rows.length) cur += "\n";
  const flush = () => {
    parts.push(cur);
    cur = "";
  };
  for (const a of report.apps) {
    if (a.status === "unchanged" || a.status === "skipped" && !a.note) continue;
    const summary = (cont) => `<details>
<summary><b>${esc(appName(a))}</b>${cont ? " (continued)" : ""} \xB7 ${countsText(a)} \xB7 ${renderText(a, true)} \xB7 <code>${esc(a.file)}:${a.line}</code></summary>

`;
    const close = "</details>\n\n";
    const items = appItems(a, budget - size(summary(true)) - size(close));
    if (items.length === 0) continue;
    if (size(cur) + size(summary(false)) + size(items[0]) + size(close) > budget && cur !== "") flush();
    cur += summary(false);
    let inApp = 0;
    for (const it of items) {
      if (inApp > 0 && size(cur) + size(it) + size(close) > budget) {
        cur += close;
        flush();
        cur = summary(true);
        inApp = 0;
      }
      cur += it;
      inApp++;
    }
    cur += close;
  }
  if (cur !== "") flush();
  const max = opts.maxParts && opts.maxParts > 0 ? opts.maxParts : Infinity;
  let out = parts;
  if (parts.length > max) {
    out = parts.slice(0, max);
    out[out.length - 1] += `> **Truncated:** ${parts.length - max} more part${parts.length - max === 1 ? "" : "s"} of this diff not shown; run \`cmp-lint diff\` locally or read the JSON report for the rest.
`;
  }
  const n = out.length;
  if (n > 1) out = out.map((p, i) => (i > 0 ? `_cmp-lint diff, part ${i + 1} of ${n}_

` : "") + p + (i < n - 1 ? `
_Continued in part ${i + 2} of ${n}._
` : ""));
  return out;
}
function sandboxText(s) {
  const notes = s.notes?.length ? ` (${s.notes.join("; ")})` : "";
  return `Sandbox: ${s.used.join(", ")}${s.isolated ? "" : " \u2014 plugin code was not isolated from this machine"}${notes}`;
}
function toText(report) {
  const lines = [];
  lines.push(`cmp-lint diff: ${revText(report.baseRef, report.base)} -> ${revText(report.headRef, report.head)}`, "", headline(report), "");
  if (report.sandbox) lines.push(sandboxText(report.sandbox), "");
  if (report.apps.length) {
    const rows = [["APPLICATION", "PLUGIN", "CHANGES", "RENDER"], ...report.apps.map((a) => [appName(a), a.plugin ?? "-", countsText(a), renderText(a, false)])];
    const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows) lines.push(r.map((c, i) => i < 3 ? c.padEnd(w[i]) : c).join("  ").trimEnd());
    lines.push("");
  }
  for (const a of report.apps) {
    if (a.status === "unchanged" || a.status === "skipped") continue;
    lines.push(`== ${appName(a)} (${a.file}:${a.line}): ${countsText(a)}, ${renderText(a, false)}`);
    if (a.error) lines.push(a.error.side === "head" ? "render fails on head:" : "render failed on base (fixed on head):", ...a.error.message.split("\n"));
    if (a.note && a.status !== "failed") lines.push(`note: ${a.note}`);
    for (const c of a.resources) {
      if (c.status === "unchanged") continue;
      lines.push(`${SIGN[c.status]} ${keyLabel(c.key)} (${c.status})`);
      lines.push(...(c.diff ?? "").replace(/\n$/, "").split("\n"));
    }
    lines.push("");
  }
  return lines.join("\n").replace(/\n*$/, "\n");
}
var size, short, SIGN, appName, revText, esc, RESERVE;
var init_markdown2 = __esm({
  "src/diff/markdown.ts"() {
    "use strict";
    init_resources();
    init_markdown();
    size = (s) => Buffer.byteLength(s, "utf8");
    short = (sha) => sha.slice(0, 7);
    SIGN = { added: "+", removed: "\u2212", changed: "~", unchanged: "=" };
    appName = (a) => `${a.app}${a.sourceIndex !== void 0 ? ` #${a.sourceIndex}` : ""}`;
    revText = (ref, sha) => ref && ref !== sha ? `${ref} (${short(sha)})` : short(sha);
    esc = (s) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]).replace(/\|/g, "\\|");
    RESERVE = 400;
  }
});

// src/diff/json.ts
function resource(c) {
  return defined({
    key: { group: c.key.group, kind: c.key.kind, namespace: c.key.namespace, name: c.key.name },
    status: c.status,
    diff: c.diff
  });
}
function app(a) {
  return defined({
    app: a.app,
    kind: a.kind,
    sourceIndex: a.sourceIndex,
    file: a.file,
    line: a.line,
    plugin: a.plugin,
    status: a.status,
    counts: { added: a.counts.added, changed: a.counts.changed, removed: a.counts.removed },
    reason: a.reason,
    note: a.note,
    error: a.error ? defined({ side: a.error.side, reason: a.error.reason, message: a.error.message }) : void 0,
    resources: a.resources.map(resource)
  });
}
function toJson(r) {
  const out = defined({
    version: 1,
    base: r.base,
    head: r.head,
    baseRef: r.baseRef,
    headRef: r.headRef,
    stats: r.stats ? { apps: r.stats.apps, affected: r.stats.affected, renders: r.stats.renders, inputsUnchanged: r.stats.inputsUnchanged, durationMs: r.stats.durationMs } : void 0,
    sandbox: r.sandbox ? { requested: r.sandbox.requested, used: r.sandbox.used, isolated: r.sandbox.isolated, notes: r.sandbox.notes } : void 0,
    shard: r.shard ? { index: r.shard.index, count: r.shard.count } : void 0,
    mergedShards: r.mergedShards,
    apps: r.apps.map(app),
    findings: r.findings.map(toJsonFinding)
  });
  return JSON.stringify(out, null, 2) + "\n";
}
var defined;
var init_json2 = __esm({
  "src/diff/json.ts"() {
    "use strict";
    init_json();
    defined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
  }
});

// src/diff/merge.ts
function part(name, text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new MergeError(`${name}: not JSON (${e.message}); write the parts with \`cmp-lint diff --format json\``);
  }
  if (!isObj5(raw) || raw.version !== 1 || typeof raw.base !== "string" || typeof raw.head !== "string" || !Array.isArray(raw.apps) || !Array.isArray(raw.findings)) {
    throw new MergeError(`${name}: not a cmp-lint diff JSON report (version 1 with base, head, apps and findings)`);
  }
  return raw;
}
function mergeReports(parts) {
  if (parts.length === 0) throw new MergeError("--merge needs the JSON reports of the shards as arguments");
  const reports = parts.map((p) => ({ name: p.name, r: part(p.name, p.text) }));
  const first = reports[0];
  for (const { name, r } of reports) {
    if (r.base !== first.r.base || r.head !== first.r.head) {
      throw new MergeError(`${name} compares ${r.base.slice(0, 12)}..${r.head.slice(0, 12)}, ${first.name} ${first.r.base.slice(0, 12)}..${first.r.head.slice(0, 12)}: shards of one diff compare the same commits`);
    }
  }
  const sharded = reports.filter((x) => x.r.shard);
  let count;
  if (sharded.length > 0) {
    if (sharded.length !== reports.length) throw new MergeError(`${reports.find((x) => !x.r.shard).name} is not a shard (made without --shard): merge only the parts of one --shard I/N run`);
    count = sharded[0].r.shard.count;
    const seen = /* @__PURE__ */ new Map();
    for (const { name, r } of sharded) {
      if (r.shard.count !== count) throw new MergeError(`${name} is shard ${r.shard.index}/${r.shard.count}, ${sharded[0].name} is of ${count}: the parts come from different splits`);
      const dup = seen.get(r.shard.index);
      if (dup) throw new MergeError(`${name} and ${dup} are both shard ${r.shard.index}/${count}`);
      seen.set(r.shard.index, name);
    }
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    if (missing.length) throw new MergeError(`shard${missing.length === 1 ? "" : "s"} ${missing.map((i) => `${i}/${count}`).join(", ")} missing: a job of the matrix failed or its report was not downloaded`);
  }
  const apps = reports.flatMap((x) => x.r.apps);
  apps.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || (a.app < b.app ? -1 : a.app > b.app ? 1 : (a.sourceIndex ?? -1) - (b.sourceIndex ?? -1)));
  const findings = reports.flatMap((x) => x.r.findings);
  findings.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column);
  const out = { base: first.r.base, head: first.r.head, apps, findings, baseRef: first.r.baseRef, headRef: first.r.headRef, mergedShards: reports.length };
  const stats = reports.map((x) => x.r.stats).filter((s) => !!s);
  if (stats.length === reports.length) {
    out.stats = {
      apps: Math.max(...stats.map((s) => s.apps)),
      affected: stats.reduce((n, s) => n + s.affected, 0),
      renders: stats.reduce((n, s) => n + s.renders, 0),
      inputsUnchanged: stats.reduce((n, s) => n + s.inputsUnchanged, 0),
      // the shards ran side by side: the longest is the wall time
      durationMs: Math.max(...stats.map((s) => s.durationMs))
    };
  }
  const sandboxes = reports.map((x) => x.r.sandbox).filter((s) => !!s);
  if (sandboxes.length > 0) {
    const notes = [...new Set(sandboxes.flatMap((s) => s.notes ?? []))].sort();
    out.sandbox = {
      requested: [...new Set(sandboxes.map((s) => s.requested))].sort().join(", "),
      used: [...new Set(sandboxes.flatMap((s) => s.used))].sort(),
      isolated: sandboxes.length === reports.length && sandboxes.every((s) => s.isolated),
      ...notes.length ? { notes } : {}
    };
  }
  return out;
}
var MergeError, isObj5;
var init_merge = __esm({
  "src/diff/merge.ts"() {
    "use strict";
    MergeError = class extends Error {
    };
    isObj5 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
  }
});

// src/diff/index.ts
import { availableParallelism } from "node:os";
import { mkdirSync as mkdirSync7 } from "node:fs";
import { join as join17 } from "node:path";
function diffExitCode(report, failOn = "error") {
  if (failOn === "never") return 0;
  const bad = failOn === "error" ? ["error"] : ["error", "warning"];
  return report.findings.some((f) => bad.includes(f.severity)) ? 1 : 0;
}
async function loadSide(name, sha, root, configFile) {
  let config;
  try {
    config = loadConfig(root, configFile);
  } catch (e) {
    if (e instanceof ConfigError) throw new DiffInputError(`${name} (${sha.slice(0, 12)}): ${e.describe()}`);
    throw e;
  }
  const lint2 = await Promise.resolve().then(() => (init_lint(), lint_exports));
  try {
    const loaded = await lint2.loadModel(["."], { cwd: root, config, root });
    return { name, sha, root, model: loaded.model, config };
  } catch (e) {
    if (e instanceof lint2.InputError) throw new DiffInputError(`${name} (${sha.slice(0, 12)}): ${e.message}`);
    throw e;
  }
}
async function pool(jobs, n) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, jobs.length)) }, worker));
}
async function runDiff(opts) {
  const t0 = Date.now();
  const headRef = opts.head ?? "HEAD";
  const top = await repoTop(opts.cwd);
  const baseSha = await resolveRev(top, opts.base, "--base");
  const headSha = await resolveRev(top, headRef, "--head");
  const changed = new Set(await changedFiles(top, baseSha, headSha));
  const ac = new AbortController();
  const onAbort = () => ac.abort();
  opts.signal?.addEventListener("abort", onAbort);
  if (opts.signal?.aborted) ac.abort();
  let sandbox;
  try {
    sandbox = resolveSandbox(opts.sandbox ?? { mode: "none" });
  } catch (e) {
    if (e instanceof SandboxError) throw new DiffInputError(e.message);
    throw e;
  }
  const checkouts = Checkouts.create(top, opts.tmpRoot);
  let signals = 0;
  const onSignal = () => {
    signals++;
    ac.abort();
    killAll();
    if (signals > 1) {
      checkouts.cleanup();
      process.exit(130);
    }
  };
  const onExit = () => checkouts.cleanup();
  const handle = opts.handleSignals !== false;
  if (handle) for (const sig of STOP_SIGNALS) process.on(sig, onSignal);
  process.on("exit", onExit);
  const stop = () => {
    if (ac.signal.aborted) throw new DiffInterruptedError();
  };
  try {
    const baseRoot = await checkouts.add("base", baseSha);
    stop();
    const headRoot = headSha === baseSha ? baseRoot : await checkouts.add("head", headSha);
    stop();
    const base = await loadSide("base", baseSha, baseRoot, opts.configFile);
    const head = await loadSide("head", headSha, headRoot, opts.configFile);
    const oob = new Map([baseRoot, headRoot].map((r) => [r, outOfBoundsSymlink(r) ?? null]));
    stop();
    const renderTmp = join17(checkouts.dir, "render");
    mkdirSync7(renderTmp);
    const wsCache = new WorkspaceCache(join17(checkouts.dir, "pristine"));
    const pairs2 = pairApps(base.model.sources, head.model.sources);
    const plugins = changedPlugins(changed, [base.model, head.model]);
    const passEnv = [...opts.envFromConfig === false ? [] : base.config.render.env, ...opts.passEnv ?? []];
    const timeoutMs = opts.timeoutMs ?? base.config.render.timeoutMs;
    const settings = (s) => ({
      kubeVersion: opts.kubeVersion ?? s.config.kubeVersion,
      exclude: s.config.render.exclude,
      apiVersions: s.config.apiVersions,
      useManifestGeneratePaths: s.config.render.useManifestGeneratePaths,
      trackingMethod: s.config.render.trackingMethod
    });
    const sameSettings = JSON.stringify(settings(base)) === JSON.stringify(settings(head));
    const work = [];
    for (const pair of pairs2) {
      const reason = opts.all ? "--all" : affectedReason(pair, changed, plugins);
      if (!reason) continue;
      if (opts.shard && shardOf(pair.id, opts.shard.count) !== opts.shard.index) continue;
      const skip = !opts.all && !!pair.base && !!pair.head && sameSettings && filesUnchanged(pair.base, changed) && filesUnchanged(pair.head, changed) && inputFingerprint(pair.base, base.model, null) === inputFingerprint(pair.head, head.model, null);
      work.push({ pair, reason, skip, results: {} });
    }
    let renders = 0;
    const jobs = [];
    for (const w of work) {
      if (w.skip) continue;
      for (const side of [base, head]) {
        const s = w.pair[side.name];
        if (!s) continue;
        jobs.push(async () => {
          if (ac.signal.aborted) return;
          renders++;
          w.results[side.name] = await renderSource({
            repoRoot: side.root,
            source: s,
            plugins: side.model.plugins,
            sidecars: side.model.sidecars,
            timeoutMs,
            kubeVersion: opts.kubeVersion ?? side.config.kubeVersion,
            kubeApiVersions: side.config.apiVersions,
            useManifestGeneratePaths: side.config.render.useManifestGeneratePaths,
            trackingMethod: side.config.render.trackingMethod,
            revision: side.sha,
            passEnv,
            exclusions: side.config.render.exclude,
            signal: ac.signal,
            hostEnv: opts.hostEnv,
            tmpRoot: renderTmp,
            outOfBoundsSymlink: oob.get(side.root),
            sandbox,
            workspaceCache: wsCache
          });
        });
      }
    }
    const n = opts.concurrency && opts.concurrency > 0 ? opts.concurrency : availableParallelism();
    const skipped = work.filter((w) => w.skip).length;
    opts.onProgress?.(
      `${work.length} of ${pairs2.length} application source${pairs2.length === 1 ? "" : "s"} affected; ${jobs.length} render${jobs.length === 1 ? "" : "s"} (${skipped} skipped: inputs unchanged)`
    );
    try {
      await pool(jobs, n);
    } catch (e) {
      ac.abort();
      throw e;
    }
    stop();
    const apps = [];
    for (const w of work) {
      const d = buildAppDiff(w.pair, w.reason, w.skip, w.results, opts.context);
      if (d) apps.push(d);
    }
    const headResults = work.map((w) => w.results.head).filter((r) => !!r);
    const all = work.flatMap((w) => [w.results.base, w.results.head]).filter((r) => !!r && !!r.sandbox);
    const used = [...new Set(all.map((r) => r.sandbox))].sort();
    const notes = [...new Set(all.map((r) => r.sandboxNote).filter((n2) => !!n2))].sort();
    if (sandbox.fallback) notes.unshift(sandbox.fallback);
    const sandboxInfo = {
      requested: sandbox.requested,
      used: used.length ? used : [sandbox.label],
      isolated: used.length ? used.every((u) => u.startsWith("container") || u === "host (bubblewrap)") : sandbox.isolated
    };
    if (notes.length) sandboxInfo.notes = notes;
    return {
      sandbox: sandboxInfo,
      base: baseSha,
      head: headSha,
      apps,
      findings: renderFindings(headResults.map(clippedResult)),
      publicFindings: renderFindings(headResults.map(publicResult)),
      baseRef: opts.base,
      headRef,
      stats: { apps: pairs2.length, affected: work.length, renders, inputsUnchanged: skipped, durationMs: Date.now() - t0 },
      ...opts.shard ? { shard: opts.shard } : {}
    };
  } finally {
    if (ac.signal.aborted) killAll();
    checkouts.cleanup();
    process.removeListener("exit", onExit);
    if (handle) for (const sig of STOP_SIGNALS) process.removeListener(sig, onSignal);
    opts.signal?.removeEventListener("abort", onAbort);
  }
}
function shardOf(id, count) {
  let h = 2166136261;
  for (const b of Buffer.from(id, "utf8")) h = Math.imul(h ^ b, 16777619) >>> 0;
  return h % count + 1;
}
function buildAppDiff(pair, reason, skip, results, context = 3) {
  const s = pair.head ?? pair.base;
  const loc = s.app.ref && typeof s.app.ref.loc === "function" ? s.app.ref.loc() : void 0;
  const d = {
    app: s.app.name,
    file: s.app.file,
    line: loc?.line ?? 1,
    plugin: results.head?.plugin ?? results.base?.plugin ?? s.plugin?.name,
    status: "unchanged",
    counts: { added: 0, changed: 0, removed: 0 },
    resources: [],
    kind: s.app.kind,
    sourceIndex: s.index,
    reason
  };
  if (d.sourceIndex === void 0) delete d.sourceIndex;
  if (d.plugin === void 0) delete d.plugin;
  if (skip) {
    d.note = "inputs unchanged";
    return d;
  }
  const b = results.base;
  const h = results.head;
  const notCmp = (r) => !r || r.skipped !== void 0 && NOT_CMP.test(r.skipped);
  if (notCmp(b) && notCmp(h)) return void 0;
  const skippedBoth = (!b || b.skipped) && (!h || h.skipped);
  if (skippedBoth) {
    d.status = "skipped";
    d.note = (h ?? b).skipped;
    return d;
  }
  const manifests = (r) => r && !r.error && !r.skipped ? r.manifests : [];
  d.resources = diffResources(manifests(b), manifests(h), { base: pair.base?.app.destNamespace, head: pair.head?.app.destNamespace }, context);
  for (const r of d.resources) if (r.status !== "unchanged") d.counts[r.status]++;
  if (h?.error) {
    d.status = "failed";
    d.error = { side: "head", message: clipDetail(h.error.message), reason: publicReason(h.error) };
    d.resources = [];
    d.counts = { added: 0, changed: 0, removed: 0 };
    if (b?.error) d.note = "the render fails on base too";
  } else if (b?.error) {
    d.status = pair.head ? "fixed" : "removed";
    d.error = { side: "base", message: clipDetail(b.error.message), reason: publicReason(b.error) };
  } else if (!pair.base) d.status = "added";
  else if (!pair.head) d.status = "removed";
  else d.status = d.resources.some((r) => r.status !== "unchanged") ? "changed" : "unchanged";
  const oneSkipped = b?.skipped && !NOT_CMP.test(b.skipped) ? `base not rendered: ${b.skipped}` : h?.skipped && !NOT_CMP.test(h.skipped) ? `head not rendered: ${h.skipped}` : void 0;
  if (oneSkipped && !d.note) d.note = oneSkipped;
  return d;
}
var DiffInterruptedError, NOT_CMP;
var init_diff = __esm({
  "src/diff/index.ts"() {
    "use strict";
    init_config();
    init_render();
    init_git();
    init_affected();
    init_resources();
    init_exec();
    init_layout();
    init_sandbox();
    init_redact();
    init_git();
    init_markdown2();
    init_json2();
    init_merge();
    init_resources();
    DiffInterruptedError = class extends Error {
      constructor() {
        super("interrupted");
        this.name = "DiffInterruptedError";
      }
    };
    NOT_CMP = /^not a plugin source|built-in Helm/;
  }
});

// src/diff/cli.ts
var cli_exports2 = {};
__export(cli_exports2, {
  DIFF_HELP: () => DIFF_HELP,
  diffCommand: () => diffCommand,
  parseDiffArgs: () => parseDiffArgs
});
import { readFileSync as readFileSync6, writeFileSync as writeFileSync3 } from "node:fs";
import { resolve as resolve11 } from "node:path";
function parseDiffArgs(argv, cwd = process.cwd()) {
  const { values: v, color, positionals } = parseCommand(DIFF_SPEC, argv, cwd);
  const a = { all: !!v.all, passEnv: v["pass-env"] ?? [], failOn: v["fail-on"] ?? "error", help: !!v.help, color, sandbox: sandboxRequest(v) };
  const map2 = { base: "base", head: "head", format: "format", output: "output", config: "config", concurrency: "concurrency", timeoutMs: "timeout", kubeVersion: "kube-version", shard: "shard" };
  for (const [k, name] of Object.entries(map2)) if (v[name] !== void 0) a[k] = v[name];
  if (v.merge) {
    const rendering = ["base", "head", "all", "shard", "concurrency", "timeout", "kube-version", "pass-env", "sandbox", "runtime", "image", "network", "config"].filter((n) => v[n] !== void 0 && v[n] !== false);
    if (rendering.length) throw new UsageError(`--merge renders nothing: --${rendering[0]} does not apply`);
    if (!a.help && positionals.length === 0) throw new UsageError("--merge needs the JSON reports of the shards (e.g. cmp-lint diff --merge shard-*.json)");
    a.merge = positionals;
    return a;
  }
  if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}' (JSON reports are merged with --merge)`);
  if (!a.help && !a.base) throw new UsageError("--base is required (e.g. --base origin/main)");
  return a;
}
async function diffCommand(argv, io) {
  try {
    return await diff(argv, io);
  } catch (e) {
    return failure(DIFF_SPEC, e, io);
  }
}
async function diff(argv, io) {
  const args = parseDiffArgs(argv, io.cwd);
  if (args.help) {
    io.stdout(DIFF_HELP);
    return 0;
  }
  const format = args.format ?? (io.isTTY && !args.output ? "text" : "markdown");
  let report;
  if (args.merge) {
    const parts = [];
    for (const f of args.merge) {
      try {
        parts.push({ name: f, text: readFileSync6(resolve11(io.cwd, f), "utf8") });
      } catch (e) {
        io.stderr(`cmp-lint diff: cannot read ${f}: ${e.code ?? e.message}
`);
        return 2;
      }
    }
    try {
      report = mergeReports(parts);
    } catch (e) {
      if (!(e instanceof MergeError)) throw e;
      io.stderr(`cmp-lint diff: ${e.message}
`);
      return 2;
    }
    return emit(report, format, args, io);
  }
  try {
    report = await runDiff({
      cwd: io.cwd,
      base: args.base,
      head: args.head,
      all: args.all,
      configFile: args.config !== void 0 ? resolve11(io.cwd, args.config) : void 0,
      concurrency: args.concurrency,
      timeoutMs: args.timeoutMs,
      kubeVersion: args.kubeVersion,
      passEnv: args.passEnv,
      sandbox: args.sandbox,
      shard: args.shard,
      onProgress: (l) => io.stderr(`cmp-lint diff: ${l}
`)
    });
  } catch (e) {
    if (e instanceof DiffInputError) {
      io.stderr(`cmp-lint diff: ${e.message}
`);
      return 2;
    }
    if (e instanceof DiffInterruptedError) {
      io.stderr("cmp-lint diff: interrupted\n");
      return 130;
    }
    throw e;
  }
  return emit(report, format, args, io);
}
function emit(report, format, args, io) {
  const text = format === "json" ? toJson(report) : format === "text" ? escapeLog(toText(report)) : toMarkdown(report, { maxChars: Number.MAX_SAFE_INTEGER })[0];
  if (args.output) {
    try {
      writeFileSync3(resolve11(io.cwd, args.output), text);
    } catch (e) {
      io.stderr(`cmp-lint diff: cannot write ${args.output}: ${e.code ?? e.message}
`);
      return 2;
    }
  } else io.stdout(text);
  for (const f of report.findings) {
    io.stderr(escapeLog(`${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.message}  ${f.ruleId}`) + "\n");
    if (f.hint) io.stderr(escapeLog(`  hint: ${f.hint}`) + "\n");
  }
  return diffExitCode(report, args.failOn);
}
var DIFF_HELP;
var init_cli2 = __esm({
  "src/diff/cli.ts"() {
    "use strict";
    init_diff();
    init_errors();
    init_spec();
    init_args();
    init_spec3();
    init_log_escape();
    DIFF_HELP = formatHelp(DIFF_SPEC);
  }
});

// src/cli.ts
init_lint();
init_config();
import { writeFileSync as writeFileSync4, readFileSync as readFileSync7, existsSync as existsSync11, statSync as statSync9, realpathSync as realpathSync11 } from "node:fs";
import { resolve as resolve12, relative as relative7, sep as sep5 } from "node:path";

// src/report/github.ts
init_finding();
init_summary();
var COMMAND = { error: "error", warning: "warning", info: "notice" };
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function command(name, props, message) {
  const list2 = Object.entries(props).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  return `::${name} ${list2}::${escapeData(message)}`;
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

// src/report/index.ts
init_json();

// src/report/sarif.ts
init_finding();
init_summary();
import { createHash } from "node:crypto";
import { resolve as resolve5 } from "node:path";
import { pathToFileURL } from "node:url";

// src/report/docs.ts
import { existsSync as existsSync6, readFileSync as readFileSync4 } from "node:fs";
import { dirname as dirname4, join as join6 } from "node:path";
import { fileURLToPath } from "node:url";
function rulePagePath(id) {
  if (!/^[a-z0-9-]+$/.test(id)) return void 0;
  const here = dirname4(fileURLToPath(import.meta.url));
  for (const base of [join6(here, ".."), join6(here, "..", "..")]) {
    const p = join6(base, "docs", "rules", `${id}.md`);
    if (existsSync6(p)) return p;
  }
  return void 0;
}
function rulePage(id) {
  const p = rulePagePath(id);
  return p === void 0 ? void 0 : readFileSync4(p, "utf8");
}

// src/report/sarif.ts
var SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
var SRCROOT = "%SRCROOT%";
var LEVEL = { error: "error", warning: "warning", info: "note" };
function toSarif(result, opts) {
  const rules = ruleTable(result.rules, result.findings);
  const index2 = new Map(rules.map((r, i) => [r.id, i]));
  const getLine = lineReader(result.sources);
  const seen = /* @__PURE__ */ new Map();
  const results = sortFindings(result.findings).map((f) => {
    const hash = lineHash(f, getLine(f.file, f.line));
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    const sarifResult = {
      ruleId: f.ruleId,
      ruleIndex: index2.get(f.ruleId),
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
  const root = pathToFileURL(resolve5(opts.cwd ?? process.cwd())).href;
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
            rules: rules.map((r) => ruleDescriptor(r, opts.rulePage ?? rulePage))
          }
        },
        automationDetails: { id: `${TOOL_NAME}/${opts.category ? `${opts.category.replace(/^\/+|\/+$/g, "")}/` : ""}` },
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
  const table2 = [];
  const ids = /* @__PURE__ */ new Set();
  for (const r of rules) {
    if (ids.has(r.id)) continue;
    ids.add(r.id);
    table2.push(r);
  }
  for (const f of sortFindings(findings)) {
    if (ids.has(f.ruleId)) continue;
    ids.add(f.ruleId);
    table2.push({ id: f.ruleId, severity: f.severity, description: f.ruleId, docs: docsUrl(f.ruleId) });
  }
  return table2;
}
function ruleDescriptor(r, page) {
  const url = r.docs || docsUrl(r.id);
  const markdown = page(r.id);
  return {
    id: r.id,
    name: pascalCase(r.id),
    shortDescription: { text: r.description },
    fullDescription: { text: r.description },
    helpUri: url,
    help: { text: `${r.description}. See ${url}`, ...markdown ? { markdown } : {} },
    defaultConfiguration: { level: LEVEL[r.severity] }
  };
}
function pascalCase(id) {
  return id.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}
function artifact(file) {
  if (file.startsWith("/")) return { uri: pathToFileURL(file).href };
  const uri = file.split("/").map(encodeURIComponent).join("/");
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
init_summary();
var TAB_WIDTH = 4;
var MAX_FRAME_WIDTH = 100;
var LEAD = 30;
var plain2 = { gutter: (s) => s, marker: (s) => s };
function expandTabs(raw) {
  const text = neutralize(raw);
  let shown = "";
  const at2 = [];
  for (let i = 0; i < text.length; i++) {
    at2.push(shown.length);
    const ch = text[i];
    shown += ch === "	" ? " ".repeat(TAB_WIDTH - shown.length % TAB_WIDTH) : ch;
  }
  at2.push(shown.length);
  return { shown, at: at2 };
}
function codeFrame(getLine, r, paint = plain2) {
  const text = getLine(r.line);
  if (text === void 0) return [];
  const { shown, at: at2 } = expandTabs(text);
  const i0 = Math.min(Math.max(r.column - 1, 0), text.length);
  const i1 = r.endLine === r.line ? Math.min(Math.max(r.endColumn - 1, i0), text.length) : text.length;
  const from = at2[i0];
  const to = Math.max(at2[i1], from + 1);
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
init_summary();
var safe = neutralize;
var safeLines = (s) => s.split("\n").map(neutralize).join("\n");
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
    out.push(`${paint(ansi.bold)(`${safe(f.file)}:${f.line}:${f.column}`)}  ${sev(f.severity)}  ${safe(f.message)}  ${paint(ansi.dim)(f.ruleId)}`);
    if (f.hint) out.push(indentLines(`${paint(ansi.bold)("hint:")} ${safeLines(f.hint)}`));
    for (const r of f.related ?? []) out.push(`  ${paint(ansi.dim)("see")} ${safe(r.file)}:${r.line}: ${safe(r.message)}`);
    const framePaint = { gutter: paint(ansi.dim), marker: (s) => paint(ansi.bold)(sev(s)) };
    for (const row of codeFrame((n) => getLine(f.file, n), f, framePaint)) out.push(`  ${row}`);
    out.push("");
  }
  const summary = summaryLine(result.findings, result.files);
  out.push(summaryColor(result.findings, paint)(summary));
  for (const s of result.skipped) out.push(`${paint(ansi.dim)("skipped:")} ${safe(s.file)} \u2014 ${safe(s.reason)}`);
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

// src/report/compact.ts
init_summary();
function formatCompact(result) {
  const out = sortFindings(result.findings).map((f) => `${neutralize(f.file)}:${f.line}:${f.column}: ${f.severity}: ${neutralize(f.message)} [${f.ruleId}]`);
  out.push(summaryLine(result.findings, result.files));
  return out.join("\n") + "\n";
}

// src/report/index.ts
init_log_escape();
init_markdown();
var FORMATS = ["stylish", "compact", "json", "sarif", "github"];
function formatResult(result, format, opts) {
  switch (format) {
    case "stylish":
      return escapeLog(formatStylish(result, { color: opts.color ?? false }));
    case "compact":
      return escapeLog(formatCompact(result));
    case "json":
      return formatJson(result, opts.toolVersion);
    case "sarif":
      return formatSarif(result, { toolVersion: opts.toolVersion, cwd: opts.cwd, category: opts.category });
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
init_version();
init_errors();

// src/report/paths.ts
import { spawnSync as spawnSync2 } from "node:child_process";
import { realpathSync as realpathSync2 } from "node:fs";
import { isAbsolute as isAbsolute3, relative as relative4, resolve as resolve6, sep as sep2 } from "node:path";
var real = (p) => {
  try {
    return realpathSync2(p);
  } catch {
    return resolve6(p);
  }
};
function reportRoot(cwd, env = process.env) {
  const r = spawnSync2("git", ["rev-parse", "--show-toplevel"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  const top = r.status === 0 ? r.stdout.trim() : "";
  if (top) return real(top);
  const ws = env.GITHUB_WORKSPACE;
  if (ws) {
    const rel = relative4(real(ws), real(cwd));
    if (!rel.startsWith("..") && !isAbsolute3(rel)) return real(ws);
  }
  return real(cwd);
}
function rebaseResult(r, fromDir, toDir) {
  const from = real(fromDir);
  const to = real(toDir);
  if (from === to) return r;
  const cache3 = /* @__PURE__ */ new Map();
  const p = (f) => {
    let out = cache3.get(f);
    if (out === void 0) {
      const abs = resolve6(from, f);
      const rel = relative4(to, abs);
      out = (rel.startsWith("..") || isAbsolute3(rel) ? abs : rel).split(sep2).join("/");
      cache3.set(f, out);
    }
    return out;
  };
  return {
    ...r,
    findings: r.findings.map((f) => ({ ...f, file: p(f.file), related: f.related?.map((x) => ({ ...x, file: p(x.file) })) })),
    skipped: r.skipped.map((s) => ({ ...s, file: p(s.file) })),
    sources: new Map([...r.sources].map(([k, v]) => [p(k), v]))
  };
}

// src/cli.ts
init_args();
init_spec2();
init_spec3();
init_params_spec();
init_args();
var EXIT_CODES = `Exit codes: 0 no finding at or above --fail-on, 1 findings at or above it,
            2 usage or configuration error, 3 internal error (a bug: please report it).`;
var LINT_SPEC = {
  name: "",
  usage: "cmp-lint [lint] [options] [paths...]",
  summary: "lint files and directories (default: .)",
  description: `cmp-lint ${VERSION}: lint Argo CD Config Management Plugin setups.`,
  options: {
    format: formatOption(FORMATS, "stylish"),
    output: outputOption(),
    "fail-on": failOnOption(["error", "warning", "info"], "a finding"),
    config: CONFIG_OPTION,
    context: { type: "string", arg: "DIR", help: "read this directory for cross-file context, report only on the given paths" },
    quiet: { type: "boolean", short: "q", help: "report errors only (no warnings, infos or notes)" },
    "print-config": { type: "boolean", help: "print the configuration that applies here (file, merged defaults) as JSON and exit" },
    version: { type: "boolean", short: "v", help: "print the version" }
  },
  epilog: ""
  // filled in below (needs COMMANDS)
};
var RULES_SPEC = {
  name: "rules",
  usage: "cmp-lint rules [options]",
  summary: "list the rule catalog",
  description: "Lists every rule: id, default severity, description.",
  options: { format: formatOption(["text", "json"], "text") },
  maxPositionals: 0
};
var EXPLAIN_SPEC = {
  name: "explain",
  usage: "cmp-lint explain <rule-id>",
  summary: "show the documentation of a rule",
  description: "Prints the rule's page: what it checks, why it matters in Argo CD, how to fix it.",
  options: {},
  maxPositionals: 1,
  positionalName: "rule ids"
};
var HELP_SPEC = {
  name: "help",
  usage: "cmp-lint help [command]",
  summary: "show the help of cmp-lint or of a command",
  options: {},
  maxPositionals: 1,
  positionalName: "commands"
};
var COMMANDS2 = {
  "": { spec: LINT_SPEC, run: (a, io) => lintCommand(a, io) },
  lint: { spec: LINT_SPEC, run: (a, io) => lintCommand(a, io) },
  render: {
    spec: RENDER_SPEC,
    run: async (a, io) => (await Promise.resolve().then(() => (init_cli(), cli_exports))).renderCommand(a, io)
  },
  params: {
    spec: PARAMS_SPEC,
    run: async (a, io) => (await Promise.resolve().then(() => (init_params_cli(), params_cli_exports))).paramsCommand(a, io)
  },
  diff: {
    spec: DIFF_SPEC,
    run: async (a, io) => (await Promise.resolve().then(() => (init_cli2(), cli_exports2))).diffCommand(a, io)
  },
  rules: { spec: RULES_SPEC, run: (a, io) => rulesCommand(a, io) },
  explain: { spec: EXPLAIN_SPEC, run: (a, io) => explainCommand(a, io) },
  help: { spec: HELP_SPEC, run: (a, io) => helpCommand(a, io) }
};
LINT_SPEC.epilog = `Commands:
${Object.entries(COMMANDS2).filter(([n]) => n !== "" && n !== "lint").map(([n, c]) => `  cmp-lint ${n.padEnd(9)}${c.spec.summary}`).join("\n")}
  Run 'cmp-lint help <command>' (or 'cmp-lint <command> --help') for a command's options.

${EXIT_CODES}
Docs: ${REPO_URL}#readme`;
var specs = () => Object.fromEntries(Object.entries(COMMANDS2).map(([n, c]) => [n, c.spec]));
async function main(argv, io) {
  const { command: command3, rest } = splitCommand(argv, specs());
  const { spec, run: run3 } = COMMANDS2[command3];
  try {
    return await run3(rest, io);
  } catch (e) {
    return failure(spec, e, io);
  }
}
async function lintCommand(argv, io) {
  const { values, positionals, color: colorFlag } = parseCommand(LINT_SPEC, argv, io.cwd);
  if (values.help) {
    io.stdout(formatHelp(LINT_SPEC));
    return 0;
  }
  if (values.version) {
    io.stdout(VERSION + "\n");
    return 0;
  }
  const format = values.format ?? "stylish";
  const failOn = values["fail-on"] ?? "error";
  if (values.context !== void 0 && !existsSync11(resolve12(io.cwd, values.context))) throw new UsageError(`--context: no such directory: ${values.context}`);
  const config = loadConfig(io.cwd, values.config, /* @__PURE__ */ new Set([...RULE_IDS, ...EXTERNAL_RULES.map((r) => r.id)]));
  if (values["print-config"]) {
    const { dir: _dir, ...shown } = config;
    io.stdout(JSON.stringify({ ...shown, file: config.file ?? null }, null, 2) + "\n");
    return 0;
  }
  const linted = await lint({ cwd: io.cwd, paths: positionals, config, context: values.context });
  const result = values.quiet ? { ...linted, findings: linted.findings.filter((f) => f.severity === "error") } : linted;
  if (!values.quiet && values.context === void 0 && positionals.length > 0 && positionals.every((p) => isFile(resolve12(io.cwd, p)))) {
    io.stderr(
      `note: only the named file${positionals.length === 1 ? " was" : "s were"} read, so checks that join files (a plugin, the sidecar serving it, the Applications using it) saw nothing else; add --context <repository root> to read the rest
`
    );
  }
  const color = colorFlag ?? (!values.output && useColor(io.isTTY, io.env));
  const root = format === "github" || format === "sarif" ? reportRoot(io.cwd, io.env) : io.cwd;
  const category = relative7(root, realpathSync11(io.cwd)).split(sep5).join("/");
  const text = formatResult(rebaseResult(result, io.cwd, root), format, { color, toolVersion: VERSION, cwd: root, category });
  if (values.output) {
    try {
      writeFileSync4(resolve12(io.cwd, values.output), text);
    } catch (e) {
      throw new UsageError(`cannot write ${values.output}: ${e.code ?? e.message}`, false);
    }
  } else {
    io.stdout(text);
  }
  return exitCode(result, failOn);
}
function isFile(p) {
  try {
    return statSync9(p).isFile();
  } catch {
    return false;
  }
}
function exitCode(result, failOn) {
  if (failOn === "never") return 0;
  const bar = SEVERITY_RANK[failOn];
  return result.findings.some((f) => SEVERITY_RANK[f.severity] >= bar) ? 1 : 0;
}
function rulesCommand(argv, io) {
  const { values } = parseCommand(RULES_SPEC, argv, io.cwd);
  if (values.help) {
    io.stdout(formatHelp(RULES_SPEC));
    return 0;
  }
  const rules = [...ALL_RULES.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description })), ...EXTERNAL_RULES];
  if (values.format === "json") {
    io.stdout(JSON.stringify(rules, null, 2) + "\n");
    return 0;
  }
  const w = Math.max(...rules.map((r) => r.id.length));
  io.stdout(rules.map((r) => `${r.id.padEnd(w)}  ${r.severity.padEnd(7)}  ${r.description}
`).join(""));
  return 0;
}
function explainCommand(argv, io) {
  const { values, positionals } = parseCommand(EXPLAIN_SPEC, argv, io.cwd);
  if (values.help) {
    io.stdout(formatHelp(EXPLAIN_SPEC));
    return 0;
  }
  const id = positionals[0];
  if (!id) throw new UsageError("explain needs a rule id; `cmp-lint rules` lists them");
  const ids = [...ALL_RULES.map((r) => r.meta.id), ...EXTERNAL_RULES.map((r) => r.id)];
  if (!ids.includes(id)) {
    const near = closest(id, ids);
    throw new UsageError(`unknown rule '${id}'${near ? ` (did you mean '${near}'?)` : ""}; \`cmp-lint rules\` lists them`);
  }
  const page = rulePagePath(id);
  if (!page) {
    io.stdout(`${id}: ${findRule(id)?.meta.description ?? EXTERNAL_RULES.find((r) => r.id === id)?.description ?? ""}
`);
    return 0;
  }
  io.stdout(readFileSync7(page, "utf8"));
  return 0;
}
function helpCommand(argv, io) {
  const { positionals } = parseCommand(HELP_SPEC, argv, io.cwd);
  const name = positionals[0];
  if (name === void 0) {
    io.stdout(formatHelp(LINT_SPEC));
    return 0;
  }
  const c = Object.hasOwn(COMMANDS2, name) ? COMMANDS2[name] : void 0;
  if (!c) {
    const near = closest(name, Object.keys(COMMANDS2).filter(Boolean));
    throw new UsageError(`unknown command '${name}'${near ? ` (did you mean '${near}'?)` : ""}`);
  }
  io.stdout(formatHelp(c.spec));
  return 0;
}

// src/bin.ts
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
}
var code2 = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  isTTY: !!process.stdout.isTTY,
  env: process.env
});
process.exitCode = code2;
