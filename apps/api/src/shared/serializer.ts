import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'

type SerializerCompiler = typeof zodSerializerCompiler
type RouteSchema = Parameters<SerializerCompiler>[0]

/**
 * Response serialisation compiled once per route from its zod response schema: the schema becomes
 * JSON Schema and `fast-json-stringify` writes exactly the declared fields (undeclared ones, such as a
 * password hash on a row, never leave the server). That is several times cheaper than encoding with
 * zod and `JSON.stringify` on every response. A schema JSON Schema cannot express falls back to zod.
 *
 * With `verify` (tests), every response is also encoded by zod, which must accept it, and the two
 * outputs must be equal, so the suite proves the fast path writes what the contract says.
 */
export function fastSerializerCompiler({
  verify,
  rewrite,
}: {
  verify: boolean
  /** Applied to every serialised answer (absolute media URLs). */
  rewrite?: (json: string) => string
}): SerializerCompiler {
  const compile = compileRoute(verify)
  if (!rewrite) return compile
  return (route) => {
    const serialize = compile(route)
    return (data) => rewrite(serialize(data))
  }
}

function compileRoute(verify: boolean): SerializerCompiler {
  const compile = compileNow(verify)
  // Compiled on a route's first answer, not at start: a node has some 400 response schemas (the
  // buyer site, the consoles, lilishop's clients) and most go unused for long; their generated code
  // held about 9 MB of source text alone (decision 022).
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined
    return (data) => {
      serialize ??= compile(route) as (data: unknown) => string
      return serialize(data)
    }
  }
}

function compileNow(verify: boolean): SerializerCompiler {
  return (route) => {
    const viaZod = zodSerializerCompiler(route)
    const fast = compileFast(route)
    if (!fast) return viaZod
    if (!verify) return fast
    return (data) => {
      const expected = viaZod(data)
      const actual = fast(data)
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(
          `fast serializer differs from zod on ${route.method} ${route.url}:\n  fast: ${actual.slice(0, 600)}\n  zod:  ${expected.slice(0, 600)}`,
        )
      }
      return actual
    }
  }
}

function compileFast(route: RouteSchema): ((data: unknown) => string) | null {
  const schema = route.schema as ZodType | { properties?: unknown }
  if (!(schema instanceof z.ZodType)) return null
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string
  } catch {
    return null
  }
}
