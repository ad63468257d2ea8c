/**
 * Assembles a step schema with the shared definitions it references (and their additional-driver
 * variants), so one JSON object per step is both what RJSF renders and what ajv compiles, in the
 * browser and on the server (DESIGN.md 2).
 */
import type { Schema } from './schema-walk';

/** Removes "$id": inside "definitions" an $id would start a new base URI and break "#/definitions/..." refs. */
export function withoutId(schema: Schema): Schema {
  const { $id: _id, ...rest } = schema;
  return rest;
}

function refsIn(value: unknown, all: Record<string, Schema>, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, all, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/')) {
        const name = v.slice('#/definitions/'.length);
        if (!found.has(name) && all[name]) {
          found.add(name);
          refsIn(all[name], all, found);
        }
      } else refsIn(v, all, found);
    }
  }
  return found;
}

/** A step schema with exactly the definitions it uses, under "definitions". */
export function assemble(step: Schema, all: Record<string, Schema>): Schema {
  const used = [...refsIn(step, all, new Set())].sort();
  const definitions = Object.fromEntries(used.map((name) => [name, all[name]]));
  return { ...withoutId(step), definitions };
}
