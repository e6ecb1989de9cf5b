/**
 * Limits on a request's shape, checked before anything decodes it: the
 * nesting depth and the number of values of a JSON body, and characters no
 * database stores faithfully (NUL, other C0 controls but tab, line feed and
 * carriage return, and unpaired UTF-16 surrogates) in its strings and keys,
 * and in the request's path and query.
 */

/**
 * The limits (see docs/security.md).
 */
export const JsonLimits = {
  /** deepest nesting of arrays and objects (the API's deepest body has 4 levels) */
  depth: 32,
  /** values (of any kind) in one body: 10,000 job URLs plus their envelope fit ten times */
  values: 100_000
} as const

// C0 controls but \t \n \r, DEL, and lone surrogates.
// eslint-disable-next-line no-control-regex
const unstorable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const describe = (s: string) => {
  const m = unstorable.exec(s)
  if (m === null) return undefined
  const code = m[0].charCodeAt(0)
  return code >= 0xd800 ? `an unpaired surrogate (U+${code.toString(16).toUpperCase()})` : `a control character (U+${code.toString(16).toUpperCase().padStart(4, "0")})`
}

/**
 * Why a parsed JSON body is refused, or undefined. Iterative: a body nested
 * 100,000 deep costs no stack.
 */
export const checkJson = (root: unknown): string | undefined => {
  const stack: Array<{ readonly value: unknown; readonly depth: number; readonly path: string }> = [{ value: root, depth: 0, path: "" }]
  let values = 0
  while (stack.length > 0) {
    const { depth, path, value } = stack.pop()!
    if (++values > JsonLimits.values) return `request body has more than ${JsonLimits.values} JSON values (limit ${JsonLimits.values})`
    if (typeof value === "string") {
      const bad = describe(value)
      if (bad !== undefined) return `${path === "" ? "request body" : path} contains ${bad}, which cannot be stored`
      continue
    }
    if (value === null || typeof value !== "object") continue
    if (depth >= JsonLimits.depth) return `request body is nested deeper than ${JsonLimits.depth} levels (limit ${JsonLimits.depth})`
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1, path: `${path}[${i}]` })
    } else {
      for (const [key, item] of Object.entries(value)) {
        const bad = describe(key)
        if (bad !== undefined) return `a property name in ${path === "" ? "request body" : path} contains ${bad}, which cannot be stored`
        stack.push({ value: item, depth: depth + 1, path: path === "" ? key : `${path}.${key}` })
      }
    }
  }
  return undefined
}

/**
 * Why a request target (path and query, as sent) is refused, or undefined:
 * raw or percent-encoded control characters.
 */
export const checkTarget = (url: string): string | undefined => {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i.test(url)) {
    return "request path or query contains a control character, which cannot be stored"
  }
  return undefined
}

/**
 * Whether a JSON text nests arrays and objects deeper than the limit, found
 * by one linear scan of the text (V8's `JSON.parse` takes seconds on a few
 * MiB of nested brackets, so the depth is checked before parsing).
 */
export const tooDeep = (text: string, limit: number = JsonLimits.depth): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true
    } else if (c === 93 || c === 125) depth--
  }
  return false
}
