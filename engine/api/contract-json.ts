// The API contract files, schemas/api/*.json, merged into one set (their types are generated from schemas/meta/api.schema.json).
import type { ApiContractFile, EndpointJson, ShapeJson } from './declarations.gen';

export type HttpMethod = EndpointJson['method'];


/** A contract file with the name it was read from (agency.json). */
export interface NamedContractFile {
  file: string;
  json: ApiContractFile;
}

/** Every file's types and endpoints in one place; a name declared twice is an error. */
export interface ApiContracts {
  types: Record<string, ShapeJson>;
  endpoints: Record<string, EndpointJson>;
}

export function mergeContracts(files: readonly NamedContractFile[]): ApiContracts {
  const types: Record<string, ShapeJson> = {};
  const endpoints: Record<string, EndpointJson> = {};
  const seen = new Map<string, string>();
  const claim = (name: string, file: string) => {
    const earlier = seen.get(name);
    if (earlier !== undefined) throw new Error(`schemas/api: ${name} is declared in both ${earlier} and ${file}`);
    seen.set(name, file);
  };
  for (const { file, json } of files) {
    for (const [name, shape] of Object.entries(json.types ?? {})) {
      claim(name, file);
      types[name] = shape;
    }
    for (const [name, endpoint] of Object.entries(json.endpoints ?? {})) {
      claim(name, file);
      endpoints[name] = endpoint;
    }
  }
  return { types, endpoints };
}

/** The names in braces of a path template, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!);
}

/** The first success status (every endpoint declares one). */
export function successStatus(endpoint: EndpointJson): string | undefined {
  return Object.keys(endpoint.response).sort().find((status) => status.startsWith('2'));
}
